import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { MantineThemeProvider } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { VIEWPORT_WIDTH } from '@kasir/domain';
import { paths } from './router.tsx';

const PORTAL_ROOT_ID = 'kasir-portal-root';
const FIXED_VIEWPORT = `width=${VIEWPORT_WIDTH}`;
const DEVICE_VIEWPORT = 'width=device-width, initial-scale=1';

// Dialogs and toasts render inside the scaled box, so they shrink with the screens they cover.
const portalTheme = { components: { Portal: { defaultProps: { target: `#${PORTAL_ROOT_ID}` } } } };

/** The scale that fits a VIEWPORT_WIDTH-wide layout into the window; 1 when it already fits. */
export function scaleFor(windowWidth: number): number {
  return windowWidth > 0 && windowWidth < VIEWPORT_WIDTH ? windowWidth / VIEWPORT_WIDTH : 1;
}

/**
 * Spec §1 forces a 1280-wide layout. Phones and tablets get it from the meta viewport; a
 * narrower desktop window gets the same picture scaled down. /check-promo is exempt and uses
 * the device's own width.
 */
export function ViewportScaler({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isExempt = pathname === paths.checkPromo;
  const { width, height } = useViewportSize();
  const scale = isExempt ? 1 : scaleFor(width);

  useEffect(() => {
    const meta = document.querySelector('meta[name="viewport"]');
    meta?.setAttribute('content', isExempt ? DEVICE_VIEWPORT : FIXED_VIEWPORT);
  }, [isExempt]);

  const isScaled = scale < 1;
  const boxStyle: CSSProperties = isScaled
    ? {
        width: VIEWPORT_WIDTH,
        height: height / scale,
        transform: `scale(${scale})`,
        transformOrigin: '0 0',
        overflow: 'auto',
        ['--kasir-app-height' as string]: `${height / scale}px`,
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
