// npm run bench:web — the till on a cheap tablet (issue 23): Debian's Chromium with the CPU
// throttled 4× (CDP Emulation.setCPUThrottlingRate), the 2,000-product catalog of Kopi Senja
// Lama. Measured inside the page (performance.now, input event time stamps, MutationObserver):
// (a) cold load, empty HTTP cache but the signed-in session restored from storage, to a menu
// with a product card that can be tapped; (b) tap on a product → the cart showing it; (c) search
// keystroke → the filtered list; (d) Pay → the payment dialog (the till saves the order first).
// Beside it in the same run: a bare Vite + React page rendering the same 2,000-product answer
// (bench/web-baseline). Then one cold load over a 1.6 Mbps link. Not part of vitest or CI.
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { OUTLET_HEADER } from '@kasir/contracts';
import { median, percentile } from './stats.ts';
import { armInteraction, firstProductName, interactionResult, interactiveProbe, untilInteractive, visibleProducts, type Interaction } from './web-probes.ts';
import { buildBaseline, buildWebAppIfNeeded, seedLargeCatalog, startBaselineServer, startKasir, stopKasir } from './web-servers.ts';

const KASIR_PORT = 8098;
const BASELINE_PORT = 8099;
const KASIR = `http://127.0.0.1:${KASIR_PORT}`;
const BASELINE = `http://127.0.0.1:${BASELINE_PORT}`;
const OUTLET = 'Kopi Senja Lama';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };
const CPU_SLOWDOWN = 4;
/** Cold loads per page, taps, pays; each search run measures every key of SEARCH_QUERY. */
const LOAD_RUNS = 7;
const TAP_RUNS = 12;
const SEARCH_RUNS = 5;
const PAY_RUNS = 5;
/** Each key narrows the list visibly: "m" (Ayam, Jumbo…), "mi" (Mie, Mini), "mie". */
const SEARCH_QUERY = 'mie';
/** Lighthouse's slow mobile link: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SETTLE_MS = 1000;
const GOALS = { interactive: 2000, tap: 50, search: 50 } as const;
const SCREENSHOT_DIR = process.env.BENCH_WEB_SCREENSHOTS;

type Target = { label: string; context: BrowserContext; menuUrl: string };
type Sample = { load: number[]; tap: number[]; search: number[]; pay: number[]; slowLoad: number };

async function api<T>(path: string, token: string | null, body?: object, outletId?: number): Promise<T> {
  const response = await fetch(`${KASIR}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(outletId ? { [OUTLET_HEADER]: String(outletId) } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Ani's token and Kopi Senja Lama's id; her shift is opened so the till can save and pay. */
async function openShift(): Promise<{ token: string; outletId: number }> {
  const owner = await api<{ Token: string }>('/user/login', null, { Username: 'owner@demo.pos', Password: 'demo1234' });
  const { Token: token } = await api<{ Token: string }>('/user/login', owner.Token, { Username: 'ani', PIN: '111111', isCashier: true });
  const outlet = (await api<Array<{ Id: number; Name: string }>>('/outlet/getByUser', token)).find((entry) => entry.Name === OUTLET);
  if (!outlet) throw new Error(`no outlet ${OUTLET}`);
  await api('/shift/startShift', token, { OutletId: outlet.Id, StartCash: 0 }, outlet.Id);
  return { token, outletId: outlet.Id };
}

/** Signs in once through the screens (the session then lives in the context's localStorage). */
async function signIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(KASIR);
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
  await page.close();
}

/** A new tab of the target, throttled, with the page loaded; answers ms to an interactive menu. */
async function openThrottled(target: Target, slowLink = false): Promise<{ page: Page; cdp: CDPSession; interactiveMs: number }> {
  const page = await target.context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await target.context.newCDPSession(page);
  // Cold: nothing of either page in the HTTP cache (nor V8's code cache kept beside it).
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (slowLink) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  }
  await page.goto(target.menuUrl);
  const interactiveMs = (await page.evaluate(untilInteractive)) as number;
  return { page, cdp, interactiveMs };
}

async function measure(page: Page, interaction: Interaction, act: () => Promise<void>): Promise<number> {
  await page.evaluate(armInteraction(interaction));
  await act();
  return ((await page.evaluate(interactionResult)) as { ms: number }).ms;
}

async function measureInteractions(target: Target, sample: Sample): Promise<void> {
  const { page } = await openThrottled(target);
  try {
    await page.waitForTimeout(SETTLE_MS);
    const products = (await page.evaluate(visibleProducts)) as Array<{ name: string; x: number; y: number }>;
    if (products.length === 0) throw new Error(`${target.label}: no product on the first screen`);
    for (let run = 0; run < TAP_RUNS; run += 1) {
      const product = products[run % products.length]!;
      sample.tap.push(await measure(page, { kind: 'tap', name: product.name }, () => page.mouse.click(product.x, product.y)));
    }
    const firstName = (await page.evaluate(firstProductName)) as string;
    const search = page.getByTestId('menu-search');
    await search.click();
    for (let run = 0; run < SEARCH_RUNS; run += 1) {
      for (let length = 1; length <= SEARCH_QUERY.length; length += 1) {
        sample.search.push(await measure(page, { kind: 'search', query: SEARCH_QUERY.slice(0, length) }, () => page.keyboard.press(SEARCH_QUERY[length - 1]!)));
      }
      await measure(page, { kind: 'clear', firstName }, async () => {
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
      });
    }
    for (let run = 0; run < PAY_RUNS; run += 1) {
      const product = products[run % products.length]!;
      await measure(page, { kind: 'tap', name: product.name }, () => page.mouse.click(product.x, product.y));
      const pay = await page.getByTestId('cart-pay').boundingBox();
      if (!pay) throw new Error(`${target.label}: no Pay button`);
      sample.pay.push(await measure(page, { kind: 'pay' }, () => page.mouse.click(pay.x + pay.width / 2, pay.y + pay.height / 2)));
      await page.keyboard.press('Escape');
      await page.getByTestId('payment-dialog').waitFor({ state: 'detached' });
    }
  } finally {
    await page.close();
  }
}

/** BENCH_WEB_SCREENSHOTS=<dir>: the 2,000-product menu scrolled half way, in English and Indonesian. */
async function screenshotMenu(target: Target): Promise<void> {
  const page = await target.context.newPage();
  try {
    for (const locale of ['en', 'id']) {
      await page.goto(target.menuUrl);
      await page.evaluate(`localStorage.setItem('kasir.locale', '${locale}')`);
      await page.reload();
      await page.evaluate(untilInteractive);
      await page.getByTestId('product-grid').evaluate((grid) => grid.closest('.mantine-ScrollArea-viewport')?.scrollTo({ top: grid.scrollHeight / 2 }));
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(SCREENSHOT_DIR!, `bench-web-menu-2000-${locale}.png`) });
    }
    await page.evaluate(`localStorage.setItem('kasir.locale', 'en')`);
  } finally {
    await page.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const row = (cells: readonly string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(34) : cell.padStart(12))).join('');

function report(ours: Sample, baseline: Sample, startedAt: Date): void {
  const lines: Array<[string, keyof Omit<Sample, 'slowLoad'>, number | null]> = [
    ['cold load → interactive menu', 'load', GOALS.interactive],
    ['tap → cart shows it', 'tap', GOALS.tap],
    ['search keystroke → filtered list', 'search', GOALS.search],
    ['Pay → payment dialog', 'pay', null],
  ];
  console.log(`bench:web — started ${startedAt.toISOString()}, CPU ${CPU_SLOWDOWN}× slower, ${VIEWPORT.width}×${VIEWPORT.height}, 2,000 products (${OUTLET})`);
  console.log(`runs: ${LOAD_RUNS} cold loads, ${TAP_RUNS} taps, ${SEARCH_RUNS}×${SEARCH_QUERY.length} keystrokes ("${SEARCH_QUERY}"), ${PAY_RUNS} pays per page`);
  console.log(row(['', 'ours p50', 'ours p95', 'base p50', 'base p95', 'ratio p50', 'goal']));
  for (const [label, key, goal] of lines) {
    const ourMedian = median(ours[key]);
    const verdict = goal === null ? '—' : `≤ ${goal} ${ourMedian <= goal ? 'OK' : 'OVER'}`;
    console.log(row([label, ms(ourMedian), ms(percentile(ours[key], 0.95)), ms(median(baseline[key])), ms(percentile(baseline[key], 0.95)), `${(ourMedian / median(baseline[key])).toFixed(2)}×`, verdict]));
  }
  console.log(row(['cold load at 1.6 Mbps, 150 ms RTT (1 run)', ms(ours.slowLoad), '', ms(baseline.slowLoad), '', `${(ours.slowLoad / baseline.slowLoad).toFixed(2)}×`, '']));
  console.log('Pay: the till saves the order (POST /api/order) before its dialog opens; the baseline opens a dialog at once.');
  for (const [label, sample] of [['ours', ours], ['baseline', baseline]] as const) {
    console.log(`${label} runs: load ${sample.load.map(ms).join(', ')}; tap ${sample.tap.map(ms).join(', ')}; search ${sample.search.map(ms).join(', ')}; pay ${sample.pay.map(ms).join(', ')}`);
  }
}

const startedAt = new Date();
// --no-build: measure apps/web/dist as it is (e.g. a build made before a change, for a before/after).
const built = process.argv.includes('--no-build') ? false : buildWebAppIfNeeded();
if (built) console.log('built the web app (apps/web/dist was missing or older than its sources)');
const baselineDist = await buildBaseline();
const dataDir = await seedLargeCatalog(KASIR_PORT);
const kasir = await startKasir(KASIR_PORT, dataDir);
let baselineServer: Server | null = null;
let browser: Browser | null = null;
try {
  const { token, outletId } = await openShift();
  baselineServer = await startBaselineServer(BASELINE_PORT, baselineDist, KASIR);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Service workers blocked: a cold load is a first visit, not one served from an app-shell cache.
  const contextOptions = { viewport: VIEWPORT, serviceWorkers: 'block' as const };
  const ours: Target = { label: 'ours', context: await browser.newContext(contextOptions), menuUrl: `${KASIR}/cashier/menu` };
  const baseline: Target = { label: 'baseline', context: await browser.newContext(contextOptions), menuUrl: `${BASELINE}/?token=${token}&outlet=${outletId}` };
  await signIn(ours.context);
  for (const target of [ours, baseline]) await target.context.addInitScript(interactiveProbe);
  const samples = new Map<Target, Sample>([ours, baseline].map((target) => [target, { load: [], tap: [], search: [], pay: [], slowLoad: 0 }]));
  // Warm-up (not counted): the server's first answers, Chromium's first page of each.
  for (const target of [ours, baseline]) await (await openThrottled(target)).page.close();
  for (let run = 0; run < LOAD_RUNS; run += 1) {
    for (const target of [ours, baseline]) {
      const { page, interactiveMs } = await openThrottled(target);
      samples.get(target)!.load.push(interactiveMs);
      await page.close();
    }
  }
  for (const target of [ours, baseline]) await measureInteractions(target, samples.get(target)!);
  if (SCREENSHOT_DIR) await screenshotMenu(ours);
  for (const target of [ours, baseline]) {
    const { page, interactiveMs } = await openThrottled(target, true);
    samples.get(target)!.slowLoad = interactiveMs;
    await page.close();
  }
  report(samples.get(ours)!, samples.get(baseline)!, startedAt);
} finally {
  await browser?.close();
  baselineServer?.close();
  stopKasir(kasir);
}
