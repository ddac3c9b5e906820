export { useSessionStore, currentToken, type SessionData, type FilledTable } from './session-store.ts';
export { logoutCashier, logoutPointOfSale, logoutFully, signInCashier } from './session-actions.ts';
export { bindSessionToHttp } from './http-binding.ts';
export { outletTypeLabel } from './outlet-type-label.ts';
