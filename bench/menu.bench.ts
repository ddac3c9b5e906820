// npm run bench:menu — how long a cashier waits for the pictures of the menu's first screen
// (target under 1 s), on the large catalog (2,000 products with pictures, `--scale large`), in
// Debian's Chromium with an empty cache each run: a terminal's first look, so the time from
// navigation includes loading the app and the menu; the part the pictures own (from the cards on
// screen to their pictures decoded) is printed apart. Beside it, in the same run: the same page
// with the pictures blocked, and the HTTP floor of fetching those thumbnails. Needs the built
// web app (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { createSecretHasher } from '../apps/server/src/platform/secrets-hashing.ts';
import { median } from './stats.ts';

const root = resolve(import.meta.dirname, '..');
const PORT = 8097;
const APP = `http://127.0.0.1:${PORT}`;
const RUNS = 7;
const TARGET_MS = 1000;
const OUTLET = 'Kopi Senja Lama';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };

const dataDir = mkdtempSync(join(tmpdir(), 'kasir-bench-menu-'));
const env = {
  PORT: String(PORT),
  SQLITE_PATH: join(dataDir, 'kasir.sqlite'),
  UPLOAD_DIR: join(dataDir, 'uploads'),
  JWT_SECRET: 'bench-menu-'.padEnd(48, 'j'),
  PIN_PEPPER: 'bench-menu-'.padEnd(32, 'p'),
  LOG_LEVEL: 'warn',
};

async function seedLarge(): Promise<number> {
  const { DATABASE_URL: _url, REDIS_URL: _redis, ...rest } = process.env;
  const config = loadConfig({ ...rest, ...env });
  const database = await openDatabase({ sqlitePath: config.sqlitePath });
  await migrateToLatest(database);
  const started = performance.now();
  await seedDemoData(database.db, createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes }), { scale: 'large', uploadDir: config.uploadDir, history: false });
  const took = performance.now() - started;
  await database.close();
  return took;
}

async function startServer(): Promise<ChildProcess> {
  const { DATABASE_URL: _url, REDIS_URL: _redis, ...rest } = process.env;
  const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...rest, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${APP}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not start within 60 s');
}

async function signIn(page: Page): Promise<void> {
  await page.goto(APP);
  await page.locator('input[name="username"]').fill('owner@demo.pos');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/select-cashier');
  await page.getByRole('button', { name: /Ani/ }).first().click();
  const pad = page.getByTestId('pin-pad');
  for (const digit of '111111') await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.waitForURL('**/select-outlet');
  await page.getByRole('button', { name: new RegExp(OUTLET) }).first().click();
  await page.waitForURL('**/cashier/menu');
}

/**
 * In the page: ms from navigation start until every card in the viewport shows its picture
 * decoded (or, pictures blocked, its fallback icon), and the thumbnail URLs of those cards.
 * Plain JavaScript text: the TypeScript transform would wrap named helpers in a function the
 * page does not have.
 */
const untilFirstScreenPictures = (expectPictures: boolean) => `new Promise((done) => {
  let cardsAt = null;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
  };
  const check = async () => {
    const cards = [...document.querySelectorAll('[data-testid^="product-card-"]')].filter(visible);
    const images = cards.map((card) => card.querySelector('img'));
    if (cardsAt === null && cards.length > 0) cardsAt = performance.now();
    const ready = cards.length > 0 && (${expectPictures}
      ? images.every((image) => image && image.complete && image.naturalWidth > 0)
      : cards.every((card) => card.querySelector('[data-testid="product-image-fallback"]')));
    if (!ready) return void requestAnimationFrame(() => void check());
    if (${expectPictures}) await Promise.all(images.map((image) => image.decode()));
    done({ ms: performance.now(), cardsMs: cardsAt, cards: cards.length, urls: images.map((image) => (image ? image.currentSrc : '')) });
  };
  void check();
})`;

type Measured = { ms: number; cardsMs: number; cards: number; urls: string[] };

async function measure(browser: Browser, picturesBlocked: boolean, cache: 'cold' | 'warm' = 'cold'): Promise<Measured> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signIn(page);
    if (picturesBlocked) await context.route('**/upload/**', (route) => route.abort());
    if (cache === 'cold') {
      // A cold visit: the browser cache is emptied, then the menu is opened afresh.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    } else {
      // A warm visit: the till seen once (app and pictures in the browser's cache), then reloaded.
      await page.evaluate<Measured>(untilFirstScreenPictures(true));
    }
    await page.goto(`${APP}/cashier/menu`);
    return await page.evaluate<Measured>(untilFirstScreenPictures(!picturesBlocked));
  } finally {
    await context.close();
  }
}

/** The floor: the same thumbnails fetched at once over HTTP by Node, no browser, no page. */
async function httpFloor(urls: readonly string[]): Promise<number> {
  const started = performance.now();
  await Promise.all(urls.map(async (url) => (await fetch(url)).arrayBuffer()));
  return performance.now() - started;
}

if (!existsSync(join(root, 'apps/web/dist/index.html'))) throw new Error('build the web app first: npm run build');
const seedMs = await seedLarge();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await measure(browser, false); // warm-up: the server's first requests, Chromium's first page
  const withPictures: number[] = [];
  const afterCards: number[] = [];
  const blocked: number[] = [];
  const floors: number[] = [];
  const warm: number[] = [];
  let cards = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const result = await measure(browser, false);
    withPictures.push(result.ms);
    afterCards.push(result.ms - result.cardsMs);
    cards = result.cards;
    blocked.push((await measure(browser, true)).ms);
    floors.push(await httpFloor(result.urls));
    warm.push((await measure(browser, false, 'warm')).ms);
  }
  const pictures = median(withPictures);
  const noPictures = median(blocked);
  const floor = median(floors);
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log('bench:menu');
  console.log(`large catalog seed (2,000 products, pictures rendered and linked): ${fmt(seedMs)}`);
  console.log(`first screen: ${cards} cards at ${VIEWPORT.width}×${VIEWPORT.height}, ${RUNS} cold runs each, medians`);
  console.log(`menu with every first-screen picture decoded: ${fmt(pictures)} (runs ${withPictures.map(fmt).join(', ')}) (target < ${TARGET_MS} ms) ${pictures < TARGET_MS ? 'OK' : 'OVER TARGET'}`);
  console.log(`  of which the cards on screen (app and 2,000-product menu loaded, cold cache): ${fmt(pictures - median(afterCards))}; then their pictures decoded: ${fmt(median(afterCards))} (runs ${afterCards.map(fmt).join(', ')}) (target < ${TARGET_MS} ms) ${median(afterCards) < TARGET_MS ? 'OK' : 'OVER TARGET'}`);
  console.log(`same menu, pictures blocked (fallback icons): ${fmt(noPictures)}; pictures add ${fmt(pictures - noPictures)} (ratio ${(pictures / noPictures).toFixed(2)}×)`);
  console.log(`HTTP floor, the ${cards} thumbnails fetched at once by Node: ${fmt(floor)}`);
  console.log(`warm: the same till reloaded (app and pictures in the browser's cache): ${fmt(median(warm))} (runs ${warm.map(fmt).join(', ')}) (target < ${TARGET_MS} ms) ${median(warm) < TARGET_MS ? 'OK' : 'OVER TARGET'}`);
  console.log(`cold is bounded by loading the app and the menu with no pictures at all (${fmt(noPictures)}); the pictures themselves add nothing measurable to it`);
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
