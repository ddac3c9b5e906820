import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRINTED_HISTORY_SIZE, type DeliveredTicket, type PrintJobInput, type PrintResult } from '@kasir/contracts';
import { PRINT_TIMEOUT_MS } from '@kasir/domain';
import { PrinterEmulator } from '../emulator/printer-emulator.ts';
import { buildPrintAgent } from '../http-server.ts';
import { cell, makeTempDir, printJob, waitUntil } from '../testing/test-kit.ts';

const FAST = { retryBaseMs: 50, retryMaxMs: 200, answerWaitMs: 3000, timeoutMs: 3000, closeGraceMs: 500 };

let emulator: PrinterEmulator;
let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
let agent: FastifyInstance;
let kitchen: number;
let bar: number;

beforeEach(async () => {
  dataDir = await makeTempDir('printed');
  emulator = await PrinterEmulator.start({ ports: [0, 0] });
  [kitchen = 0, bar = 0] = emulator.ports;
  agent = buildPrintAgent({ dataDir: dataDir.path, ...FAST });
});

afterEach(async () => {
  await agent.close();
  await emulator.close();
  await dataDir.remove();
});

async function print(job: PrintJobInput): Promise<PrintResult> {
  const response = await agent.inject({ method: 'POST', url: '/print', payload: job });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: PrintResult }).data;
}

async function printed(port: number, limit?: number): Promise<DeliveredTicket[]> {
  const query = `ip=127.0.0.1&port=${port}${limit === undefined ? '' : `&limit=${limit}`}`;
  const response = await agent.inject({ method: 'GET', url: `/printed?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: DeliveredTicket[] }).data;
}

const ticket = (port: number, title: string, extra: Partial<PrintJobInput> = {}): PrintJobInput =>
  printJob(port, [[cell(title, 1, 'center', true)], [cell('2x', 0.25), cell('Es Kopi Susu', 0.75)]], extra);

describe('GET /printed', () => {
  it('lists the tickets delivered to one printer, newest first, with the text the printer shows', async () => {
    for (const title of ['KITCHEN 1', 'KITCHEN 2', 'KITCHEN 3']) expect((await print(ticket(kitchen, title))).status).toBe('printed');
    await print(ticket(bar, 'BAR 1', { jobId: 'order-1-bar' }));

    const kitchenTickets = await printed(kitchen);
    expect(kitchenTickets.map((entry) => entry.text.split('\n')[0]?.trim())).toEqual(['KITCHEN 3', 'KITCHEN 2', 'KITCHEN 1']);
    // The agent's rendering is the emulator's rendering of the same bytes.
    await waitUntil(() => emulator.tickets(kitchen).length === 3);
    expect(kitchenTickets[0]?.text).toBe(emulator.tickets(kitchen)[2]?.text);
    expect(await printed(bar)).toEqual([
      { jobId: 'order-1-bar', ip: '127.0.0.1', port: bar, isReprint: false, printedAt: expect.any(String), text: emulator.tickets(bar)[0]?.text },
    ]);
    expect(await printed(kitchen, 2)).toHaveLength(2);
  });

  it('shows a reprint with its REPRINT line, and nothing for a ticket that has not printed yet', async () => {
    await print(ticket(bar, 'RECEIPT 7', { jobId: 'receipt-7' }));
    await print(ticket(bar, 'RECEIPT 7', { jobId: 'receipt-7', reprint: true }));
    const [reprint, original] = await printed(bar);
    expect(reprint).toMatchObject({ isReprint: true, jobId: expect.stringMatching(/^receipt-7\.reprint-/) });
    expect(reprint?.text.split('\n').slice(0, 2).map((row) => row.trim())).toEqual(['REPRINT', 'RECEIPT 7']);
    expect(original).toMatchObject({ isReprint: false, jobId: 'receipt-7' });

    await emulator.powerOff(kitchen);
    expect((await print(ticket(kitchen, 'WAITING'))).status).toBe('queued');
    expect(await printed(kitchen)).toEqual([]);
  });

  it(`keeps the last ${PRINTED_HISTORY_SIZE} tickets of a printer and survives a restart`, async () => {
    for (let index = 1; index <= PRINTED_HISTORY_SIZE + 3; index += 1) await print(ticket(kitchen, `T${index}`));
    const all = await printed(kitchen, PRINTED_HISTORY_SIZE);
    expect(all).toHaveLength(PRINTED_HISTORY_SIZE);
    expect(all[0]?.text.split('\n')[0]?.trim()).toBe(`T${PRINTED_HISTORY_SIZE + 3}`);
    expect(all.at(-1)?.text.split('\n')[0]?.trim()).toBe('T4');

    await agent.close();
    agent = buildPrintAgent({ dataDir: dataDir.path, ...FAST });
    expect((await printed(kitchen, 1))[0]?.text.split('\n')[0]?.trim()).toBe(`T${PRINTED_HISTORY_SIZE + 3}`);
  });

  it('records a ticket killed mid-way only once, when the printer is back and it prints whole', async () => {
    emulator.cutPowerAfterBytes(kitchen, 40);
    expect((await print(ticket(kitchen, 'HALF', { jobId: 'order-2-kitchen' }))).status).toBe('queued');
    expect(await printed(kitchen)).toEqual([]);
    await emulator.powerOn(kitchen);
    await waitUntil(async () => (await printed(kitchen)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several back-off periods
    expect((await printed(kitchen)).map((entry) => entry.jobId)).toEqual(['order-2-kitchen']);
    expect(emulator.tickets(kitchen)).toHaveLength(1);
  });

  it('names the bad query field', async () => {
    for (const [query, field] of [
      ['port=9100', 'ip'],
      ['ip=printer.local&port=9100', 'ip'],
      ['ip=127.0.0.1&port=70000', 'port'],
      ['ip=127.0.0.1&port=9100&limit=500', 'limit'],
    ] as const) {
      const response = await agent.inject({ method: 'GET', url: `/printed?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: [{ field }] });
    }
  });
});

describe('print time-out', () => {
  let silent: Server | undefined;
  const sockets = new Set<Socket>();

  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (silent === undefined ? resolve() : silent.close(() => resolve())));
  });

  it('is the spec’s 15 s', () => {
    expect(PRINT_TIMEOUT_MS).toBe(15_000);
  });

  it('gives up on a printer that takes the connection but never finishes, answers queued, and keeps the job', async () => {
    // Reads everything but never closes: only the time-out ends the attempt (grace set longer on purpose).
    silent = createServer({ allowHalfOpen: true }, (socket) => {
      sockets.add(socket);
      socket.resume();
    });
    const port = await new Promise<number>((resolve) => silent?.listen(0, '127.0.0.1', () => resolve((silent?.address() as { port: number }).port)));
    await agent.close();
    agent = buildPrintAgent({ dataDir: dataDir.path, ...FAST, timeoutMs: 300, closeGraceMs: 10_000, retryBaseMs: 60_000 });

    const started = Date.now();
    const result = await print(ticket(port, 'SLOW'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ status: 'queued', lastError: `No answer from printer 127.0.0.1:${port} within 300 ms` });
    const queue = (await agent.inject({ method: 'GET', url: '/queue' })).json() as { data: Array<{ port: number; jobs: unknown[] }> };
    expect(queue.data).toMatchObject([{ port, jobs: [{ jobId: result.jobId, attempts: 1 }] }]);
  });
});
