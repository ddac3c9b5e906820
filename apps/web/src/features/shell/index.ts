export { CashierShell } from './CashierShell.tsx';
export { ComingSoonRoute } from './ComingSoonRoute.tsx';
export { screens, type ScreenId, type Capability } from './screens.ts';
