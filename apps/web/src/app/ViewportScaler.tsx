import type { CSSProperties, ReactNode } from 'react';
import { MantineThemeProvider, useMantineTheme, type MantineTheme } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { VIEWPORT_WIDTH } from '@kasir/domain';
import { paths } from './router.tsx';

const PORTAL_ROOT_ID = 'kasir-portal-root';
/** The narrowest screen whose text is drawn back to full size (issue 16: 1024×768 stays readable). */
export const MIN_READABLE_WIDTH = 1024;

// Dialogs and toasts render inside the scaled box, so they shrink with the screens they cover.
const portalTheme = { components: { Portal: { defaultProps: { target: `#${PORTAL_ROOT_ID}` } } } };

/** The scale that fits a VIEWPORT_WIDTH-wide layout into the window; 1 when it already fits. */
export function scaleFor(windowWidth: number): number {
  return windowWidth > 0 && windowWidth < VIEWPORT_WIDTH ? windowWidth / VIEWPORT_WIDTH : 1;
}

/**
 * How much larger text is drawn inside a layout scaled by `scale`, so that it keeps the size it
 * has at 1280 wide on the glass: a 1024-wide window shrinks the layout to 0.8, and 12 px text
 * would otherwise be seen at 9.6 px (issue 16: nothing under 12 px at 1024×768).
 */
export function textZoomFor(scale: number): number {
  // Narrower still (a phone on its side), text grows no further: boxes would no longer hold it.
  return scale > 0 && scale < 1 ? Math.min(1 / scale, VIEWPORT_WIDTH / MIN_READABLE_WIDTH) : 1;
}

/** The theme's font sizes and heading sizes, enlarged by `zoom`, as the CSS variables Mantine reads. */
export function zoomedTextVariables(theme: Pick<MantineTheme, 'fontSizes' | 'headings'>, zoom: number): Record<string, string> {
  const variables: Record<string, string> = { '--kasir-text-zoom': String(zoom) };
  for (const [size, value] of Object.entries(theme.fontSizes)) variables[`--mantine-font-size-${size}`] = `calc(${value} * ${zoom})`;
  for (const [heading, { fontSize }] of Object.entries(theme.headings.sizes)) variables[`--mantine-${heading}-font-size`] = `calc(${fontSize} * ${zoom})`;
  return variables;
}

/**
 * Spec §1 forces a 1280-wide layout: a narrower screen, tablet or desktop window, gets the same
 * picture scaled down, its text drawn larger so it stays readable. /check-promo is exempt and
 * uses the device's own width unscaled. The page's meta viewport is the device's own width
 * (index.html): with `width=1280` a tablet zoomed the page out before any code ran, and its text
 * was seen at 0.8 × (9.6 px for 12 px) with nothing here able to make up for it.
 */
export function ViewportScaler({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The customers' phone pages use the device's own width.
  const isExempt = pathname === paths.checkPromo || pathname === paths.memberSignUp || pathname === paths.selfOrder;
  const { width, height } = useViewportSize();
  const scale = isExempt ? 1 : scaleFor(width);
  const theme = useMantineTheme();

  const isScaled = scale < 1;
  const boxStyle: CSSProperties = isScaled
    ? {
        width: VIEWPORT_WIDTH,
        height: height / scale,
        transform: `scale(${scale})`,
        transformOrigin: '0 0',
        overflow: 'auto',
        ['--kasir-app-height' as string]: `${height / scale}px`,
        // Boxes shrink with the layout, text does not: it is drawn larger by the inverse.
        ...zoomedTextVariables(theme, textZoomFor(scale)),
      }
    : { minHeight: '100vh' };

  return (
    <div style={isScaled ? { width: '100vw', height: '100vh', overflow: 'hidden' } : undefined} data-scale={scale}>
      <div style={boxStyle}>
        <MantineThemeProvider theme={portalTheme}>{children}</MantineThemeProvider>
        <div id={PORTAL_ROOT_ID} />
      </div>
    </div>
  );
}
