import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrintJobSchema, type PrintJobInput } from '@kasir/contracts';
import { encodeDrawerPulse, encodePrintJob } from '../escpos/encode-job.ts';
import { sendToPrinter } from '../printer/tcp-printer.ts';
import { cell, makeTempDir, printJob } from '../testing/test-kit.ts';
import { PrinterEmulator } from './printer-emulator.ts';
import type { TicketIndexEntry } from './ticket-files.ts';

let emulator: PrinterEmulator;
let out: Awaited<ReturnType<typeof makeTempDir>>;
let port: number;

beforeEach(async () => {
  out = await makeTempDir('emulator');
  emulator = await PrinterEmulator.start({ ports: [0, 0], outDir: out.path });
  port = emulator.ports[0] ?? 0;
});

afterEach(async () => {
  await emulator.close();
  await out.remove();
});

async function printThroughEmulator(job: PrintJobInput) {
  const ticket = emulator.waitForTicket(job.port);
  await sendToPrinter({ ip: '127.0.0.1', port: job.port }, encodePrintJob(PrintJobSchema.parse(job)), { timeoutMs: 5000 });
  return ticket;
}

describe('printer emulator', () => {
  it('prints bold, aligned, multi-column, Chinese and QR lines as the expected 48-column text', async () => {
    const ticket = await printThroughEmulator(
      printJob(port, [
        [cell('WARUNG MAKAN SEDERHANA', 1, 'center', true)],
        [cell('Meja 7', 1, 'right')],
        [],
        [cell('2x', 0.125), cell('Es Teh Manis', 0.5), cell('Rp 10.000', 0.375, 'right')],
        [cell('1x', 0.125), cell('炒饭 Nasi goreng ayam kampung', 0.5), cell('Rp 25.000', 0.375, 'right')],
        [cell('Total', 0.5, 'left', true), cell('Rp 35.000', 0.5, 'right', true)],
      ], { qrData: 'https://kasir.id/m/42' }),
    );
    // 48 columns: cells of 6 (5 usable), 24 (23 usable) and 18; 炒 and 饭 take two columns each.
    expect(ticket.text).toBe(
      [
        '             WARUNG MAKAN SEDERHANA',
        '                                          Meja 7',
        '',
        '2x    Es Teh Manis                     Rp 10.000',
        '1x    炒饭 Nasi goreng ayam            Rp 25.000',
        '      kampung',
        'Total                                  Rp 35.000',
        '           [QR https://kasir.id/m/42]',
        '',
      ].join('\n'),
    );
    expect(ticket.isCut).toBe(true);
    expect(ticket.columns).toBe(48);
    const heading = ticket.lines[0];
    expect(heading?.kind === 'text' && heading.spans).toEqual([{ text: 'WARUNG MAKAN SEDERHANA', isBold: true }]);
    const total = ticket.lines[6];
    expect(total?.kind === 'text' && total.spans.map((span) => span.isBold)).toEqual([true]);
    expect(ticket.lines.find((line) => line.kind === 'qr')).toMatchObject({ kind: 'qr', data: 'https://kasir.id/m/42', align: 'center', moduleDots: 6 });
  });

  it('prints 32 columns on 58 mm paper and magnified text in fewer columns', async () => {
    const narrow = await printThroughEmulator(printJob(port, [[cell('Kopi Susu', 0.5), cell('Rp 18.000', 0.5, 'right')]], { paperWidth: 58 }));
    expect(narrow.columns).toBe(32);
    expect(narrow.text).toBe('Kopi Susu              Rp 18.000\n');
    const big = await printThroughEmulator(printJob(port, [[cell('MEJA 12', 1, 'center')]], { fontSize1: 2, fontSize2: 2 }));
    expect(big.lines[0]).toMatchObject({ scaleWidth: 2, scaleHeight: 2 });
    expect(big.text).toBe('        MEJA 12\n');
  });

  it('writes the ticket as .txt and .png under <outDir>/<port> with a newest-first index', async () => {
    await printThroughEmulator(printJob(port, [[cell('First ticket')]]));
    const second = await printThroughEmulator(printJob(port, [[cell('Second ticket')], [cell('Line two')]], { openDrawer: true }));
    const folder = join(out.path, String(port));
    const index = JSON.parse(await readFile(join(folder, 'index.json'), 'utf8')) as TicketIndexEntry[];
    expect(index).toHaveLength(2);
    expect(index[0]).toMatchObject({ firstLines: ['Second ticket', 'Line two'], isDrawerPulsed: true, isCut: true });
    expect(index[1]).toMatchObject({ firstLines: ['First ticket'], isDrawerPulsed: false });
    expect(index[0]?.txt).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-2\.txt$/);
    expect(await readFile(join(folder, index[0]?.txt ?? ''), 'utf8')).toBe(second.text);
    const png = PNG.sync.read(await readFile(join(folder, index[0]?.png ?? '')));
    expect(png.width).toBe(48 * 12 + 32);
    expect(png.height).toBeGreaterThan(2 * 24);
  });

  it('records a bare drawer pulse, and tickets per port', async () => {
    const other = emulator.ports[1] ?? 0;
    const pulse = emulator.waitForTicket(other);
    await sendToPrinter({ ip: '127.0.0.1', port: other }, encodeDrawerPulse());
    expect(await pulse).toMatchObject({ isDrawerPulsed: true, isCut: false, lines: [] });
    expect(emulator.tickets(port)).toHaveLength(0);
  });

  it('refuses connections while off and prints again once back on', async () => {
    await emulator.powerOff(port);
    expect(emulator.isOn(port)).toBe(false);
    await expect(sendToPrinter({ ip: '127.0.0.1', port }, encodeDrawerPulse())).rejects.toMatchObject({ reason: 'refused' });
    await emulator.powerOn(port);
    const ticket = await printThroughEmulator(printJob(port, [[cell('Back on')]]));
    expect(ticket.text).toBe('Back on\n');
  });
});
