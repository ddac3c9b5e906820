import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { APP_URL, screenshot, signInAs, useProductInBrowser } from './harness.ts';
import { chooseLanguage } from './docs-shots.ts';

/**
 * Issue 23: the till is an installable app that opens with the server unreachable. The API
 * server runs as its own process here so it can be stopped and started again while the
 * browser, the print agent and the emulator keep running.
 */
const app = useProductInBrowser({ separateApi: true });

/** How long the header may take to notice the server is back (the probe runs every 5 s, socket.io retries up to 5 s). */
const BACK_ONLINE_TIMEOUT_MS = 30_000;
/** Installing caches the whole shell (a few MB from localhost). */
const SERVICE_WORKER_TIMEOUT_MS = 60_000;

async function menuProductNames(page: Page): Promise<string[]> {
  await page.getByTestId(/^product-card-/).first().waitFor();
  const names = await page.getByTestId(/^product-card-/).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
  return names.filter(Boolean).slice(0, 6);
}

/** The service worker has cached the shell and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  // waitForFunction has a time-out where evaluate has none: a worker that fails to install fails the test.
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null), undefined, { timeout: SERVICE_WORKER_TIMEOUT_MS });
}

/** How long the throttled write of the menu to IndexedDB may take. */
const STORED_MENU_TIMEOUT_MS = 15_000;

/**
 * The outlet's menu is written to IndexedDB (the write is throttled, so it lands a moment after
 * the answer). Polled with evaluate, which awaits the check: waitForFunction takes the promise an
 * async check returns for a truthy answer, and so went on before anything was stored.
 */
async function waitForStoredMenu(page: Page): Promise<void> {
  const deadline = Date.now() + STORED_MENU_TIMEOUT_MS;
  while (!(await page.evaluate(isMenuStored))) {
    if (Date.now() > deadline) throw new Error('the menu was not stored in IndexedDB');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs in the page: whether the outlet's products are in the stored query cache. */
const isMenuStored = async (): Promise<boolean> => {
  // Opening a database that does not exist yet would create it empty, without the app's store.
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === 'kasir-query-cache')) return false;
  return new Promise<boolean>((done) => {
    const opening = indexedDB.open('kasir-query-cache');
    opening.onerror = () => done(false);
    opening.onsuccess = () => {
      const database = opening.result;
      if (!database.objectStoreNames.contains('outlets')) return done(false);
      const reading = database.transaction('outlets').objectStore('outlets').getAll();
      reading.onerror = () => done(false);
      reading.onsuccess = () => {
        database.close();
        const records = reading.result as { state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }[];
        // No named helpers in here: the test runner's transform would name them with a function the page lacks.
        done(
          records.some((record) =>
            record.state.queries.some((query) => query.queryKey[0] === 'catalog' && query.queryKey[2] === 'products' && Array.isArray(query.state.data) && query.state.data.length > 0),
          ),
        );
      };
    };
  });
};

test('the till opens offline on the cached menu and says so, then shows online when the server is back', async () => {
  const page = await app.newTerminal();
  await signInAs(page, 'Ani', '111111', 'Kopi Senja');
  const namesOnline = await menuProductNames(page);
  assert.ok(namesOnline.length > 0, 'the menu shows products online');
  await waitForServiceWorker(page);
  await waitForStoredMenu(page);

  await app.stopApi();
  // The cashier sees the till go offline, then opens the app anew.
  await page.waitForFunction(() => document.querySelector('[data-testid="connection-status"]')?.getAttribute('data-status') === 'disconnected', undefined, { timeout: BACK_ONLINE_TIMEOUT_MS });

  // Opening the app anew (another tab: no sessionStorage, only the stored session, the worker and IndexedDB).
  const reopened = await page.context().newPage();
  await page.close();
  await reopened.goto(APP_URL);
  await reopened.waitForURL('**/cashier/menu');
  assert.deepEqual(await menuProductNames(reopened), namesOnline, 'the cached menu shows offline');
  const indicator = reopened.getByTestId('connection-status');
  await reopened.waitForFunction(() => document.querySelector('[data-testid="connection-status"]')?.getAttribute('data-status') === 'disconnected');
  assert.equal((await indicator.textContent())?.trim(), 'Offline');
  await screenshot(reopened, 'offline-till-en');

  // A reload offline keeps the till too, in Indonesian (its catalogue comes from the worker's cache).
  await chooseLanguage(reopened, 'id');
  await reopened.reload();
  await reopened.waitForURL('**/cashier/menu');
  await reopened.getByTestId(/^product-card-/).first().waitFor();
  await reopened.waitForFunction(() => document.querySelector('[data-testid="connection-status"]')?.textContent?.includes('Luring') === true);
  await screenshot(reopened, 'offline-till-id');

  await app.startApi();
  await reopened.waitForFunction(() => document.querySelector('[data-testid="connection-status"]')?.getAttribute('data-status') === 'connected', undefined, { timeout: BACK_ONLINE_TIMEOUT_MS });
  await chooseLanguage(reopened, 'en');
  await screenshot(reopened, 'offline-till-back-online-en');
});
