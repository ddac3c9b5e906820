import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before } from 'node:test';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const APP_PORT = Number(process.env.E2E_PORT ?? 8090);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const SCREENSHOT_DIR = join(root, 'e2e/screenshots');

/**
 * Starts the real product (`scripts/start.mjs`) on a fresh SQLite file in a temporary folder,
 * on its own port, and waits until the API answers.
 *
 * `{ separateApi: true }` runs the API server (which also serves the built web app), the print
 * agent and the printer emulator as separate processes instead, so a test can stop and start the
 * server alone (`stopApi()`, `startApi()`) while the agent and the emulator keep running, as
 * they do on the till's own machine when the restaurant's server is unreachable.
 */
export async function startProduct(): Promise<Product>;
export async function startProduct(options: { separateApi: true }): Promise<ProductWithSeparateApi>;
export async function startProduct(options: { separateApi?: boolean } = {}): Promise<Product | ProductWithSeparateApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasir-e2e-'));
  if (options.separateApi) return startProductWithSeparateApi(dataDir);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: productEnv(dataDir),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[product] ${chunk}`));
  await waitForApi(true, false);
  return {
    dataDir,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((done) => setTimeout(done, 500));
    },
  };
}

export type Product = { stop: () => Promise<void>; dataDir: string };
export type ProductWithSeparateApi = Product & {
  /** Stops the API server (and with it the web app it serves); resolves once its port refuses connections. */
  stopApi: () => Promise<void>;
  /** Starts the API server again on the same database and port; resolves once GET /api/health answers. */
  startApi: () => Promise<void>;
};

const API_START_TIMEOUT_MS = 180_000;
const API_POLL_MS = 200;

function productEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(APP_PORT),
    SQLITE_PATH: join(dataDir, 'kasir.sqlite'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
    // No SMTP_URL: e-mailed receipts are written here as .eml files (docs/email.md).
    MAIL_DIR: join(dataDir, 'mail'),
    PRINT_AGENT_DATA_DIR: join(dataDir, 'print-agent'),
    EMULATOR_OUT_DIR: join(dataDir, 'printed'),
    LOG_LEVEL: 'warn',
  };
}

/** Polls GET /api/health until it answers (`up`) or its port refuses (not `up`); `mustReach` throws after the time-out. */
async function waitForApi(up: boolean, mustReach = true): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    let answers = false;
    try {
      answers = (await fetch(`${APP_URL}/api/health`)).ok;
    } catch {
      // not listening
    }
    if (answers === up) return;
    await new Promise((done) => setTimeout(done, API_POLL_MS));
  }
  if (mustReach) throw new Error(`The API did not ${up ? 'start' : 'stop'} in time`);
}

async function waitForUrl(url: string): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, API_POLL_MS));
  }
  throw new Error(`${url} did not answer in time`);
}

function spawnPart(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[${name}] ${chunk}`));
  return child;
}

async function killPart(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** The same three processes scripts/start.mjs runs, each on its own so the API can stop alone. */
async function startProductWithSeparateApi(dataDir: string): Promise<ProductWithSeparateApi> {
  // @ts-expect-error -- a plain .mjs build script without type declarations
  const bundle = (await import('../scripts/server-bundle.mjs')) as { SERVER_BUNDLE: string; isServerBundleStale: (root: string) => boolean; buildServerBundle: (root: string) => Promise<void> };
  if (bundle.isServerBundleStale(root)) await bundle.buildServerBundle(root);
  const env = productEnv(dataDir);
  let api: ChildProcess | undefined;
  const startApi = async (): Promise<void> => {
    api = spawnPart('api', ['--no-warnings', '--enable-source-maps', bundle.SERVER_BUNDLE], env);
    await waitForApi(true);
  };
  const stopApi = async (): Promise<void> => {
    if (api) await killPart(api);
    api = undefined;
    await waitForApi(false);
  };
  await startApi();
  // The agent accepts calls from this app's origins only (CORS), as scripts/start.mjs sets it.
  const appOrigins = [`http://127.0.0.1:${APP_PORT}`, `http://localhost:${APP_PORT}`].join(',');
  const printSide = [
    spawnPart('printer emulator', ['--import', 'tsx', 'apps/print-agent/src/emulator-main.ts'], env),
    spawnPart('print agent', ['--import', 'tsx', 'apps/print-agent/src/main.ts'], { ...env, PRINT_AGENT_ALLOWED_ORIGINS: env.PRINT_AGENT_ALLOWED_ORIGINS ?? appOrigins }),
  ];
  // The parts are detached (their own process groups): a test runner stopped by a signal or a
  // time-out must not leave them holding the ports for the next test.
  const killAllNow = () => {
    for (const child of [...printSide, ...(api ? [api] : [])]) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { killAllNow(); process.exit(1); });
  await waitForUrl(`http://127.0.0.1:${process.env.PRINT_AGENT_PORT?.trim() || '3003'}/health`);
  return {
    dataDir,
    stopApi,
    startApi,
    stop: async () => {
      process.off('exit', killAllNow);
      await Promise.all([...printSide, ...(api ? [api] : [])].map(killPart));
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newTerminal(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Starts the product and Chromium once for the calling test file (node:test hooks) and stops
 * both after it; each terminal is a fresh browser context, i.e. another cash register.
 * `{ separateApi: true }` adds `stopApi()` / `startApi()` (see startProduct).
 */
export function useProductInBrowser(): ProductInBrowser;
export function useProductInBrowser(options: { separateApi: true }): ProductInBrowser & Pick<ProductWithSeparateApi, 'stopApi' | 'startApi'>;
export function useProductInBrowser(options: { separateApi?: boolean } = {}): ProductInBrowser & Partial<Pick<ProductWithSeparateApi, 'stopApi' | 'startApi'>> {
  let product: Product | ProductWithSeparateApi | undefined;
  let browser: Browser | undefined;
  before(async () => {
    product = options.separateApi ? await startProduct({ separateApi: true }) : await startProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });
  const separate = (): ProductWithSeparateApi => {
    if (!product || !('stopApi' in product)) throw new Error('Start the product with { separateApi: true } and use it inside a test');
    return product;
  };
  return {
    newTerminal: () => {
      if (!browser) throw new Error('The browser is not started yet: open terminals inside a test');
      return newTerminal(browser);
    },
    dataDir: () => {
      if (!product) throw new Error('The product is not started yet: read its data inside a test');
      return product.dataDir;
    },
    /** The shared Chromium, for contexts of another kind (a customer's phone). */
    browser: () => {
      if (!browser) throw new Error('The browser is not started yet: use it inside a test');
      return browser;
    },
    ...(options.separateApi ? { stopApi: () => separate().stopApi(), startApi: () => separate().startApi() } : {}),
  };
}

type ProductInBrowser = { newTerminal: () => Promise<Page>; dataDir: () => string; browser: () => Browser };

/** Waits out the toasts in the top-right corner (7 s each), which cover the buttons under them meanwhile. */
export async function waitForToastsToClose(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  const toasts = page.locator('.mantine-Notification-root');
  while ((await toasts.count()) > 0 && Date.now() < deadline) await page.waitForTimeout(250);
  if ((await toasts.count()) > 0) console.log(`toasts still open: ${(await toasts.allInnerTexts()).join(' | ')}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/**
 * Types into a field with the keyboard, as a cashier does: tap it, select what is there
 * (Ctrl+A) and type over it. Money, PIN and search fields are never filled directly, so the
 * formatting and keypad rules of the field run as they do under real hands.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  if (text === '') await field.press('Backspace');
  else await field.pressSequentially(text);
}

/** Types a PIN on the on-screen pad, one digit button at a time, as a cashier would. */
export async function typePin(page: Page, pin: string): Promise<void> {
  const pad = page.getByTestId('pin-pad');
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
}

/** Owner login → cashier + PIN → outlet: lands on /cashier/menu. `baseUrl`: the app as served elsewhere (through nginx). */
export async function signInAs(page: Page, cashierName: string, pin: string, outletName: string, baseUrl = APP_URL): Promise<void> {
  await page.goto(baseUrl);
  await page.locator('input[name="username"]').fill('owner@demo.pos');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/select-cashier');
  await page.getByRole('button', { name: new RegExp(cashierName) }).first().click();
  await typePin(page, pin);
  await page.waitForURL('**/select-outlet');
  await page.getByRole('button', { name: new RegExp(outletName.replace(/[&]/g, '\\$&')) }).first().click();
  await page.waitForURL('**/cashier/menu');
}

/** The language a switch's label names ('EN', 'ID', '中文', or the language's own name). */
const LOCALE_OF_LABEL: Record<string, string> = { EN: 'en', ID: 'id', 中文: 'zh', English: 'en', 'Bahasa Indonesia': 'id' };

/**
 * Waits until the screen speaks the language just chosen, as an eye would: a language's words are
 * fetched on first use (ADR 28), so the switch shows the choice at once and the texts a moment later.
 */
export async function waitForLanguage(page: Page, label: string): Promise<void> {
  const locale = LOCALE_OF_LABEL[label] ?? label;
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
  // One more frame: React redraws the texts after the language changed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
