import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintCell, PrintJobInput, PrintResult } from '@kasir/contracts';
import { SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2, scaleLinesToSlip } from '@kasir/domain';
import { PrinterEmulator } from './emulator/printer-emulator.ts';
import { buildPrintAgent } from './http-server.ts';
import { cell, makeTempDir, printJob, waitUntil } from './testing/test-kit.ts';

/** Spec §9 slip print width through the agent's HTTP server to the printer emulator (ADR 14). */
let emulator: PrinterEmulator;
let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
let agent: FastifyInstance;
let port: number;

beforeEach(async () => {
  dataDir = await makeTempDir('slip');
  emulator = await PrinterEmulator.start({ ports: [0] });
  port = emulator.ports[0] ?? 0;
  agent = buildPrintAgent({ dataDir: dataDir.path, retryBaseMs: 50, retryMaxMs: 200, answerWaitMs: 3000, timeoutMs: 3000, closeGraceMs: 500 });
});

afterEach(async () => {
  await agent.close();
  await emulator.close();
  await dataDir.remove();
});

async function post(job: PrintJobInput) {
  const response = await agent.inject({ method: 'POST', url: '/print', payload: job });
  return { status: response.statusCode, body: response.json() as { data: PrintResult & Array<{ field: string; error: string }> } };
}

/** A ticket as the builders make it: widths as fractions of 1, on 58 mm (32 columns). */
const ticket: PrintCell[][] = [
  [cell('KOPI SENJA', 1, 'center', true)],
  [cell('2', 0.125), cell('Es Kopi Susu Gula Aren', 0.5), cell('50.000', 0.375, 'right')],
  [cell('Total', 0.5, 'left', true), cell('50.000', 0.5, 'right', true)],
];
const v1Data = scaleLinesToSlip(ticket, SLIP_PRINT_WIDTH_V1);

describe('slip width through the agent and the emulator', () => {
  it('prints the v1 job (named or inferred) and the v2 job of one ticket as the same text', async () => {
    const jobs = [
      printJob(port, v1Data, { jobId: 'bill-1-v1', paperWidth: 58, slipWidth: SLIP_PRINT_WIDTH_V1 }),
      printJob(port, v1Data, { jobId: 'bill-1-v1-inferred', paperWidth: 58 }),
      printJob(port, ticket, { jobId: 'bill-1-v2', paperWidth: 58, slipWidth: SLIP_PRINT_WIDTH_V2 }),
    ];
    for (const job of jobs) expect((await post(job)).body.data.status).toBe('printed');
    await waitUntil(() => emulator.tickets(port).length === 3);
    const texts = emulator.tickets(port).map((printed) => printed.text);
    // 32 columns: cells of 4 (3 usable), 16 (15 usable) and 12; the halves 16 and 16.
    expect(texts[0]).toBe(['           KOPI SENJA', '2   Es Kopi Susu          50.000', '    Gula Aren', 'Total                     50.000', ''].join('\n'));
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });

  it('takes the v1 and the v2 job of one ticket without job ids as one job', async () => {
    const v1 = await post(printJob(port, v1Data, { paperWidth: 58, slipWidth: SLIP_PRINT_WIDTH_V1 }));
    const v2 = await post(printJob(port, ticket, { paperWidth: 58 }));
    expect(v1.body.data.status).toBe('printed');
    expect(v2.body.data).toMatchObject({ jobId: v1.body.data.jobId, status: 'duplicate' });
  });

  it('answers 400 naming slipWidth for another slip width, and the line for a line wider than its slip', async () => {
    const other = await post({ ...printJob(port, ticket), slipWidth: 1.05 } as unknown as PrintJobInput);
    expect(other.status).toBe(400);
    expect(other.body.data[0]).toEqual({ field: 'slipWidth', error: 'slipWidth must be 1.1 (printer v1) or 1 (printer v2)' });
    const over = await post(printJob(port, v1Data, { slipWidth: SLIP_PRINT_WIDTH_V2 }));
    expect(over.status).toBe(400);
    expect(over.body.data[0]).toEqual({ field: 'data.0', error: 'Cell widths of line 0 add up to 1.1, more than the slip width 1' });
  });
});
