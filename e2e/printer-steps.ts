import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the printer emulator wrote for each demo printer (<dataDir>/printed/<port>/), for a test
 * file whose product keeps its data in `dataDir()` (useProductInBrowser().dataDir).
 */
export function printedTickets(dataDir: () => string) {
  const dir = (port: number): string => join(dataDir(), 'printed', String(port));

  /** Every ticket text the emulator wrote for a printer (*.txt), oldest first. */
  async function ticketTexts(port: number): Promise<string[]> {
    const names = (await readdir(dir(port)).catch(() => [] as string[])).filter((name) => name.endsWith('.txt')).sort();
    return Promise.all(names.map((name) => readFile(join(dir(port), name), 'utf8')));
  }

  /** The tickets naming `matching`, once there are `count` of them or the time is up. */
  async function waitForTickets(port: number, matching: RegExp, count = 1, timeoutMs = 20_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await ticketTexts(port)).filter((text) => matching.test(text));
      if (found.length >= count || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return { dir, ticketTexts, waitForTickets };
}
