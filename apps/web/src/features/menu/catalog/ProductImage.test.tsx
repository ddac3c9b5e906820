import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { products } from '../test-fixtures.ts';
import { productImageUrl, productThumbnailUrl, toMenuItem } from './catalog-mapping.ts';
import { ProductImage } from './ProductImage.tsx';

const base = products[0];
if (!base) throw new Error('fixture missing');

describe('product pictures', () => {
  it('a card loads the thumbnail, the detail screen the full picture, both under the API path', () => {
    const item = toMenuItem({ ...base, Product: { Image: { FileName: 'a'.repeat(32) + '.png' } } });
    expect(item.thumbnailUrl).toBe(`/api/upload/thumb/${'a'.repeat(32)}.png`);
    expect(item.imageUrl).toBe(`/api/upload/${'a'.repeat(32)}.png`);
    expect(productThumbnailUrl(null)).toBeNull();
    expect(productImageUrl(undefined)).toBeNull();
  });

  it('loads lazily, decodes off the main thread, keeps its height, and falls back to the icon when the picture fails', () => {
    render(
      <MantineProvider>
        <ProductImage src="/api/upload/thumb/x.png" alt="Americano" height={48} fit="contain" />
      </MantineProvider>,
    );
    const image = screen.getByRole('img', { name: 'Americano' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('height')).toBe('48');
    expect(image.style.objectFit).toBe('contain');
    fireEvent.error(image);
    expect(screen.getByTestId('product-image-fallback')).toBeTruthy();
    expect(screen.queryByTestId('product-image')).toBeNull();
  });
});
