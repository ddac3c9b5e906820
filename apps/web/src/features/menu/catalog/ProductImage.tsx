import { useState } from 'react';
import { Box, Center } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

export interface ProductImageProps {
  src: string | null;
  alt: string;
  height: number;
  /** 'contain': the whole picture, centred on the card's colour (a dish is never cut in half); 'cover' fills the box. */
  fit?: 'contain' | 'cover';
  /** The detail screen's one picture loads at once; the menu grid's wait until they are near the view. */
  eager?: boolean;
}

/**
 * Spec §5/§7: image loading is checked; a missing or failing image shows the fallback icon.
 * The box has its height before the picture arrives, so nothing below it moves.
 */
export function ProductImage({ src, alt, height, fit = 'cover', eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || failedSrc === src) {
    return (
      <Center h={height} bg="coffee.1" c="coffee.6" data-testid="product-image-fallback" aria-label={alt} role="img">
        <IconToolsKitchen2 size={Math.round(height / 2.5)} />
      </Center>
    );
  }
  return (
    <Box h={height} bg="coffee.0" data-testid="product-image">
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        height={height}
        onError={() => setFailedSrc(src)}
        style={{ width: '100%', height, objectFit: fit, display: 'block' }}
      />
    </Box>
  );
}
