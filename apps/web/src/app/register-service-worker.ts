import { paths } from './router.tsx';

/** Where the build puts the worker (apps/web/build/service-worker-plugin.ts): the root, so its scope is the whole app. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Guests' pages (a customer's phone at the table, a member signing up, a promo check): they are
 * used once and online, so they do not download the till's whole shell onto the guest's phone.
 */
const GUEST_PAGES: readonly string[] = [paths.selfOrder, paths.memberSignUp, paths.checkPromo];

/**
 * Registers the service worker that keeps the app shell, so the till opens with the server
 * unreachable. Production builds only: in `vite dev` there is no precache list and a worker
 * would serve stale modules over hot reload. Called after the first render and once the page
 * has loaded, so downloading the shell for the cache never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (GUEST_PAGES.includes(window.location.pathname)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // Without the worker the app still works online; it only will not open offline.
      console.warn('[service worker] not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
