import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Warm roasted-coffee browns for surfaces and text accents. */
const coffee: MantineColorsTuple = [
  '#fdf8f3',
  '#f3e9df',
  '#e6d2bd',
  '#d7b896',
  '#c9a176',
  '#bf9262',
  '#a87a4b',
  '#8a623b',
  '#6b4a2c',
  '#4a311c',
];

/** A deep teal for actions, readable on the warm background. */
const teal: MantineColorsTuple = [
  '#e6fbf7',
  '#d2f2ec',
  '#a7e3d8',
  '#78d3c3',
  '#52c6b1',
  '#38bea6',
  '#28b9a1',
  '#14a28c',
  '#00907c',
  '#0f766e',
];

/**
 * Touch-first: cashiers tap with fingers, often quickly, so controls default to large sizes
 * (at least 48 px high) and focus rings show for keyboard users.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  colors: { coffee, teal },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", system-ui, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    SegmentedControl: { defaultProps: { radius: 'md' } },
    // No backdrop blur: inside the scaled layout of a narrower screen (ViewportScaler) Chromium
    // blurs with mirrored edges and draws the screen behind a dialog upside down.
    Modal: { defaultProps: { radius: 'lg', overlayProps: { backgroundOpacity: 0.55 } } },
    Notification: { defaultProps: { radius: 'md' } },
  },
});
