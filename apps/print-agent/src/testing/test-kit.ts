import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PrintCell, PrintJobInput } from '@kasir/contracts';

/** Shared helpers for the agent's tests: temporary folders and terse job builders. */
export async function makeTempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `kasir-${prefix}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export function cell(text: string, width = 1, align: PrintCell['align'] = 'left', bold = false): PrintCell {
  return { text, width, align, bold };
}

export function printJob(port: number, lines: PrintCell[][], extra: Partial<PrintJobInput> = {}): PrintJobInput {
  return { ip: '127.0.0.1', port, data: lines, ...extra };
}

/** Polls until `check` holds (queue state changes in the background). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
