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
 */
export async function startProduct(): Promise<{ stop: () => Promise<void>; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasir-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      SQLITE_PATH: join(dataDir, 'kasir.sqlite'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      // No SMTP_URL: e-mailed receipts are written here as .eml files (docs/email.md).
      MAIL_DIR: join(dataDir, 'mail'),
      PRINT_AGENT_DATA_DIR: join(dataDir, 'print-agent'),
      EMULATOR_OUT_DIR: join(dataDir, 'printed'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[product] ${chunk}`));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${APP_URL}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    dataDir,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((done) => setTimeout(done, 500));
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
 */
export function useProductInBrowser(): { newTerminal: () => Promise<Page>; dataDir: () => string; browser: () => Browser } {
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let browser: Browser | undefined;
  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });
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
  };
}

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

/** Owner login → cashier + PIN → outlet: lands on /cashier/menu. */
export async function signInAs(page: Page, cashierName: string, pin: string, outletName: string): Promise<void> {
  await page.goto(APP_URL);
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
