import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintJobInput } from '@kasir/contracts';
import { buildPrintAgent } from './http-server.ts';
import { cell, makeTempDir, printJob } from './testing/test-kit.ts';

let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
let agent: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('http');
  agent = buildPrintAgent({ dataDir: dataDir.path, answerWaitMs: 500, timeoutMs: 500, retryBaseMs: 50 });
});

afterEach(async () => {
  await agent.close();
  await dataDir.remove();
});

async function postPrint(job: unknown) {
  const response = await agent.inject({ method: 'POST', url: '/print', payload: job as object });
  return { status: response.statusCode, body: response.json() as { message: string; errorCode: number; code: string; data: Array<{ field: string; error: string }> } };
}

const valid = (extra: Partial<PrintJobInput> = {}): PrintJobInput => printJob(9100, [[cell('Nasi Goreng', 0.5), cell('Rp 25.000', 0.5, 'right')]], extra);

describe('POST /print validation', () => {
  it.each([
    ['an IP with three parts', { ip: '192.168.1' }, 'ip'],
    ['an IP out of range', { ip: '256.1.1.1' }, 'ip'],
    ['a host name', { ip: 'printer.local' }, 'ip'],
    ['port 0', { port: 0 }, 'port'],
    ['port 70000', { port: 70000 }, 'port'],
    ['a port as text', { port: '9100' }, 'port'],
    ['a paper width of 76 mm', { paperWidth: 76 }, 'paperWidth'],
    ['a font size of 9', { fontSize1: 9 }, 'fontSize1'],
  ])('refuses %s with a 400 naming the field', async (_name, change, field) => {
    const { status, body } = await postPrint({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 4, code: 'VALIDATION_ERROR' });
    expect(body.data[0]?.field).toBe(field);
    expect(body.message).toBe(body.data[0]?.error);
  });

  it('refuses a word wider than its cell on the paper', async () => {
    // 58 mm: 32 columns, the left half holds 15 (one column is the gutter).
    const { status, body } = await postPrint(
      valid({ paperWidth: 58, data: [[cell('Rp', 0.5), cell('Rp 1.250.000', 0.5, 'right')], [cell('ABCDEFGHIJKLMNOP', 0.5), cell('x', 0.5)]] }),
    );
    expect(status).toBe(400);
    expect(body.data).toEqual([{ field: 'data.1.0.text', error: 'Word "ABCDEFGHIJKLMNOP" is 16 columns wide; the cell holds 15 of the 32-column line' }]);
  });

  it('counts Chinese glyphs as two columns and double-width text as half the line', async () => {
    // 58 mm, a quarter of the line: 8 columns, 7 usable. Four glyphs wrap two rows of three and one.
    const wraps = await postPrint(valid({ jobId: 'zh-wraps', port: 1, paperWidth: 58, data: [[cell('宫保鸡丁', 0.25), cell('x', 0.75)]] }));
    expect(wraps.status).toBe(200);
    // A sixteenth of the line: 2 columns, 1 usable; a two-column glyph cannot fit.
    const chinese = await postPrint(valid({ paperWidth: 58, data: [[cell('鸡', 0.0625), cell('x', 0.9375)]] }));
    expect(chinese.status).toBe(400);
    expect(chinese.body.data[0]).toMatchObject({ field: 'data.0.0.text', error: expect.stringContaining('is 2 columns wide') });
    const wide = await postPrint(valid({ fontSize1: 2, data: [[cell('ABCDEFGHIJKLMNOPQRSTUVWXY', 1)]] }));
    expect(wide.body.data[0]).toMatchObject({ field: 'data.0.0.text', error: expect.stringContaining('24-column line') });
  });

  it('refuses control characters, widths adding up to more than the line, and empty cells', async () => {
    const escape = await postPrint(valid({ data: [[cell('Hi\u001bp\u0000', 1)]] }));
    expect(escape.body.data[0]?.field).toBe('data.0.0.text');
    const over = await postPrint(valid({ data: [[cell('a', 0.75), cell('b', 0.5)]] }));
    expect(over.body.data[0]?.field).toBe('data.0');
    const zero = await postPrint(valid({ data: [[cell('a', 0)]] }));
    expect(zero.body.data[0]?.field).toBe('data.0.0.width');
  });

  it('refuses a body over 1 MB and still serves the next request', async () => {
    const huge = valid({ data: [[cell('x '.repeat(600_000), 1)]] });
    const { status, body } = await postPrint(huge);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', data: [{ field: 'body', error: 'Request body is larger than 1 MB' }] });
    const garbage = await agent.inject({ method: 'POST', url: '/print', headers: { 'content-type': 'application/json' }, payload: '{"ip":' });
    expect(garbage.statusCode).toBe(400);
    const health = await agent.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ data: { status: 'ok', queuedJobs: 0, printers: 0 } });
  });
});

describe('receipt store', () => {
  const receipt = { OutletInfo: { IsActive: true, Data: { Name: 'Kedai Kopi', Address: 'Jl. Braga 1', Phone: '022-123' } }, FooterNote: { IsActive: true, Data: 'Terima kasih' } };

  it('returns nothing for an outlet until its settings are stored, then keeps them across restarts', async () => {
    expect((await agent.inject({ method: 'GET', url: '/getReceipt?outletId=7' })).json()).toEqual({
      data: { outletId: 7, receipt: null, updatedAt: null },
    });
    const saved = await agent.inject({ method: 'POST', url: '/setReceipt', payload: { outletId: 7, receipt } });
    expect(saved.json()).toMatchObject({ data: { outletId: 7, receipt } });

    await agent.close();
    agent = buildPrintAgent({ dataDir: dataDir.path });
    const read = (await agent.inject({ method: 'GET', url: '/getReceipt?outletId=7' })).json() as { data: { receipt: unknown; updatedAt: string } };
    expect(read.data.receipt).toEqual(receipt);
    expect(Date.parse(read.data.updatedAt)).not.toBeNaN();
  });

  it('names the bad field', async () => {
    const missing = await agent.inject({ method: 'GET', url: '/getReceipt' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: [{ field: 'outletId' }] });
    const notObject = await agent.inject({ method: 'POST', url: '/setReceipt', payload: { outletId: 1, receipt: [1, 2] } });
    expect(notObject.json()).toMatchObject({ data: [{ field: 'receipt' }] });
  });
});

describe('CORS', () => {
  it('answers the app origins, including the preflight and Chrome private-network check', async () => {
    const preflight = await agent.inject({
      method: 'OPTIONS',
      url: '/print',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-private-network']).toBe('true');
    const get = await agent.inject({ method: 'GET', url: '/health', headers: { origin: 'http://127.0.0.1:8080' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  });

  it('refuses any other web page, so a random site cannot print or open the till', async () => {
    const response = await agent.inject({ method: 'POST', url: '/openDrawer', headers: { origin: 'https://evil.example' }, payload: { ip: '127.0.0.1', port: 9100 } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', errorCode: 1 });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
