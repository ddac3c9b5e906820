import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintJobInput, PrintResult, PrinterQueue } from '@kasir/contracts';
import { PrinterEmulator } from '../emulator/printer-emulator.ts';
import { buildPrintAgent } from '../http-server.ts';
import { cell, makeTempDir, printJob, sleep, waitUntil } from '../testing/test-kit.ts';

/** Short back-off and waits so a test exercises several retries in well under a second. */
const FAST = { retryBaseMs: 50, retryMaxMs: 200, answerWaitMs: 3000, timeoutMs: 3000, closeGraceMs: 500 };

let emulator: PrinterEmulator;
let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
let agent: FastifyInstance;
let kitchen: number;
let cashier: number;

beforeEach(async () => {
  dataDir = await makeTempDir('queue');
  emulator = await PrinterEmulator.start({ ports: [0, 0] });
  [kitchen = 0, cashier = 0] = emulator.ports;
  agent = buildPrintAgent({ dataDir: dataDir.path, ...FAST });
});

afterEach(async () => {
  await agent.close();
  await emulator.close();
  await dataDir.remove();
});

async function print(job: PrintJobInput, app = agent): Promise<PrintResult> {
  const response = await app.inject({ method: 'POST', url: '/print', payload: job });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: PrintResult }).data;
}

async function waitingJobs(app = agent): Promise<PrinterQueue[]> {
  return ((await app.inject({ method: 'GET', url: '/queue' })).json() as { data: PrinterQueue[] }).data;
}

const order = (port: number, text: string, extra: Partial<PrintJobInput> = {}): PrintJobInput =>
  printJob(port, [[cell(text, 1, 'center', true)], [cell('1x', 0.25), cell('Sate Ayam', 0.75)]], extra);

describe('print queue', () => {
  it('answers printed once the printer has the ticket', async () => {
    const result = await print(order(kitchen, 'ORDER 1'));
    expect(result).toMatchObject({ status: 'printed', jobId: expect.stringMatching(/^c-[0-9a-f]{32}$/) });
    expect(emulator.tickets(kitchen).map((ticket) => ticket.text)).toEqual(['                    ORDER 1\n1x          Sate Ayam\n']);
  });

  it('queues while the printer is off and prints exactly once when it is back', async () => {
    await emulator.powerOff(kitchen);
    const result = await print(order(kitchen, 'ORDER 2'));
    expect(result.status).toBe('queued');
    expect(result.lastError).toMatch(/refused/);
    const [queue] = await waitingJobs();
    expect(queue).toMatchObject({ ip: '127.0.0.1', port: kitchen, jobs: [{ jobId: result.jobId, firstLine: 'ORDER 2' }] });

    await emulator.powerOn(kitchen);
    await waitUntil(() => emulator.tickets(kitchen).length === 1);
    await sleep(300); // several back-off periods: a second copy would have arrived by now
    expect(emulator.tickets(kitchen)).toHaveLength(1);
    expect(await waitingJobs()).toEqual([]);
  });

  it('prints a ticket cut short by a power loss again, once, when the printer is back', async () => {
    emulator.cutPowerAfterBytes(kitchen, 30);
    const result = await print(order(kitchen, 'ORDER 3'));
    expect(result.status).toBe('queued');
    expect(emulator.isOn(kitchen)).toBe(false);
    expect(emulator.tickets(kitchen)).toHaveLength(0);

    await emulator.powerOn(kitchen);
    await waitUntil(() => emulator.tickets(kitchen).length === 1);
    await sleep(300);
    expect(emulator.tickets(kitchen).map((ticket) => ticket.text.split('\n')[0]?.trim())).toEqual(['ORDER 3']);
  });

  it('turns 10 identical concurrent POSTs into one ticket', async () => {
    await agent.listen({ port: 0, host: '127.0.0.1' });
    const address = agent.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/print`;
    const job = JSON.stringify(order(kitchen, 'ORDER 4'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: job });
        return ((await response.json()) as { data: PrintResult }).data;
      }),
    );
    expect(answers.filter((answer) => answer.status === 'printed')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 'duplicate')).toHaveLength(9);
    expect(new Set(answers.map((answer) => answer.jobId)).size).toBe(1);
    await sleep(200);
    expect(emulator.tickets(kitchen)).toHaveLength(1);
  });

  it('remembers a delivered job id, and prints a reprint with a REPRINT line', async () => {
    const first = await print(order(cashier, 'BILL 9', { jobId: 'order-9-payment' }));
    expect(first).toEqual({ jobId: 'order-9-payment', status: 'printed' });
    expect(await print(order(cashier, 'BILL 9', { jobId: 'order-9-payment' }))).toEqual({ jobId: 'order-9-payment', status: 'duplicate' });
    const reprint = await print(order(cashier, 'BILL 9', { jobId: 'order-9-payment', reprint: true }));
    expect(reprint).toMatchObject({ status: 'printed', jobId: expect.stringMatching(/^order-9-payment\.reprint-/) });
    const texts = emulator.tickets(cashier).map((ticket) => ticket.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]?.split('\n').slice(0, 2).map((row) => row.trim())).toEqual(['REPRINT', 'BILL 9']);
  });

  it('keeps a queued job through an agent restart on the same data folder', async () => {
    await emulator.powerOff(kitchen);
    const { jobId, status } = await print(order(kitchen, 'ORDER 5'));
    expect(status).toBe('queued');
    await agent.close();

    await emulator.powerOn(kitchen);
    agent = buildPrintAgent({ dataDir: dataDir.path, ...FAST });
    await waitUntil(() => emulator.tickets(kitchen).length === 1);
    expect(emulator.tickets(kitchen)[0]?.text).toContain('ORDER 5');
    expect(await print(order(kitchen, 'ORDER 5'))).toEqual({ jobId, status: 'duplicate' });
  });

  it('delivers in order per printer and never lets a dead printer block another', async () => {
    await emulator.powerOff(kitchen);
    for (const name of ['K1', 'K2', 'K3']) expect((await print(order(kitchen, name))).status).toBe('queued');
    expect((await print(order(cashier, 'RECEIPT'))).status).toBe('printed');

    await emulator.powerOn(kitchen);
    await waitUntil(() => emulator.tickets(kitchen).length === 3);
    expect(emulator.tickets(kitchen).map((ticket) => ticket.text.split('\n')[0]?.trim())).toEqual(['K1', 'K2', 'K3']);
  });

  it('moves a waiting job to another printer', async () => {
    await emulator.powerOff(kitchen);
    const { jobId } = await print(order(kitchen, 'ORDER 6'));
    const moved = await agent.inject({ method: 'POST', url: `/queue/${jobId}/move`, payload: { ip: '127.0.0.1', port: cashier } });
    expect(moved.json()).toEqual({ data: { jobId, ip: '127.0.0.1', port: cashier, status: 'queued' } });
    await waitUntil(() => emulator.tickets(cashier).length === 1);
    await emulator.powerOn(kitchen);
    await sleep(300);
    expect(emulator.tickets(kitchen)).toHaveLength(0);

    const missing = await agent.inject({ method: 'POST', url: `/queue/${jobId}/move`, payload: { ip: '127.0.0.1', port: kitchen } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'JOB_NOT_FOUND', errorCode: 1 });
  });

  it('opens the cash drawer, and says so in the spec words when it cannot', async () => {
    const opened = await agent.inject({ method: 'POST', url: '/openDrawer', payload: { ip: '127.0.0.1', port: cashier } });
    expect(opened.json()).toEqual({ data: { ip: '127.0.0.1', port: cashier, status: 'opened' } });
    await waitUntil(() => emulator.tickets(cashier).length === 1);
    expect(emulator.tickets(cashier)[0]).toMatchObject({ isDrawerPulsed: true, lines: [] });

    await emulator.powerOff(cashier);
    const failed = await agent.inject({ method: 'POST', url: '/openDrawer', payload: { ip: '127.0.0.1', port: cashier } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'Gagal terhubung ke Cash Drawer', errorCode: 1, code: 'PRINTER_UNREACHABLE', data: [] });
  });
});
