import { describe, expect, it } from 'vitest';
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { VIEWPORT_WIDTH } from '@kasir/domain';
import { MIN_READABLE_WIDTH, scaleFor, textZoomFor, zoomedTextVariables } from './ViewportScaler.tsx';
import { theme } from './theme.ts';

const MIN_TEXT_PX = 12;

describe('the 1280-wide layout in a narrower window', () => {
  it('is drawn at 0.8 in a 1024-wide window, its text at 1.25 × so 12 px stays 12 px on the glass', () => {
    const scale = scaleFor(1024);
    expect(scale).toBe(1024 / VIEWPORT_WIDTH);
    expect(MIN_TEXT_PX * textZoomFor(scale) * scale).toBeCloseTo(MIN_TEXT_PX, 10);
  });

  it('draws text no larger than at 1024 wide on a narrower screen, where boxes could no longer hold it', () => {
    expect(textZoomFor(scaleFor(800))).toBe(VIEWPORT_WIDTH / MIN_READABLE_WIDTH);
  });

  it('leaves text alone where the layout is not scaled', () => {
    expect(textZoomFor(scaleFor(1280))).toBe(1);
    expect(textZoomFor(scaleFor(1920))).toBe(1);
  });

  it('enlarges every font and heading size of the theme, in the variables Mantine reads', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
    const variables = zoomedTextVariables(merged, 1.25);
    expect(variables['--kasir-text-zoom']).toBe('1.25');
    expect(variables['--mantine-font-size-xs']).toBe(`calc(${merged.fontSizes.xs} * 1.25)`);
    expect(variables['--mantine-h1-font-size']).toBe(`calc(${merged.headings.sizes.h1.fontSize} * 1.25)`);
    expect(Object.keys(variables).filter((name) => name.startsWith('--mantine-font-size-'))).toHaveLength(Object.keys(merged.fontSizes).length);
  });
});
