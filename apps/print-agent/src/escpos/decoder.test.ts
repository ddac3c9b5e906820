import { describe, expect, it } from 'vitest';
import { PrintJobSchema } from '@kasir/contracts';
import { EscPosDecoder, type DecodedTicket } from './decoder.ts';
import { encodePrintJob } from './encode-job.ts';

function decode(...chunks: Uint8Array[]): { tickets: DecodedTicket[]; rest: DecodedTicket | undefined } {
  const tickets: DecodedTicket[] = [];
  const decoder = new EscPosDecoder((ticket) => tickets.push(ticket));
  for (const chunk of chunks) decoder.write(chunk);
  return { tickets, rest: decoder.finish() };
}

const textLines = (ticket: DecodedTicket | undefined) =>
  (ticket?.lines ?? []).map((line) => (line.kind === 'text' ? line.spans.map((span) => span.text).join('') : `QR:${line.data}`));

describe('EscPosDecoder', () => {
  it('reads what the encoder writes, even one byte at a time', () => {
    const bytes = encodePrintJob(
      PrintJobSchema.parse({
        ip: 'localhost',
        port: 9100,
        qrData: 'member:42',
        openDrawer: true,
        data: [[{ text: '麻婆豆腐 Tahu', align: 'center', width: 1, bold: true }], [{ text: 'Café Olé', align: 'left', width: 1 }]],
      }),
    );
    const { tickets } = decode(...[...bytes].map((byte) => Uint8Array.of(byte)));
    expect(tickets).toHaveLength(1);
    expect(textLines(tickets[0]).slice(0, 3)).toEqual(['麻婆豆腐 Tahu', 'Café Olé', 'QR:member:42']);
    expect(tickets[0]?.lines[0]).toMatchObject({ align: 'center', spans: [{ isBold: true }] });
    expect(tickets[0]?.lines[1]).toMatchObject({ align: 'left', spans: [{ isBold: false }] });
    expect(tickets[0]).toMatchObject({ isDrawerPulsed: true, isCut: true, columns: 48 });
  });

  it('splits tickets at each cut and keeps uncut text for the end of the connection', () => {
    const { tickets, rest } = decode(Buffer.from('one\n\x1dV\x00two\n\x1dVB\x03three\n', 'latin1'));
    expect(tickets.map(textLines)).toEqual([['one'], ['two']]);
    expect(textLines(rest)).toEqual(['three']);
    expect(rest?.isCut).toBe(false);
  });

  it('understands ESC ! print modes, PC437 by default and GB18030 four-byte sequences', () => {
    const { rest } = decode(
      Buffer.from([0x1b, 0x21, 0x38, 0x41, 0x0a]), // bold + double height + double width
      Buffer.from([0x82, 0x0a]), // PC437 0x82 is é
      Buffer.from([0x1c, 0x26, 0x95, 0x32, 0x82, 0x36, 0x1c, 0x2e, 0x0a]), // U+20000 in GB18030
    );
    expect(rest?.lines[0]).toMatchObject({ scaleWidth: 2, scaleHeight: 2, spans: [{ text: 'A', isBold: true }] });
    expect(textLines(rest).slice(1)).toEqual(['é', '\u{20000}']);
  });

  it('skips commands it does not render without losing the text around them', () => {
    const { rest } = decode(Buffer.from([0x1b, 0x2d, 0x01, 0x41, 0x1d, 0x42, 0x01, 0x42, 0x10, 0x04, 0x01, 0x1b, 0x33, 0x10, 0x43, 0x0d, 0x0a]));
    expect(textLines(rest)).toEqual(['ABC']);
  });
});
