import { describe, expect, it } from 'vitest';
import { cellColumns } from '@kasir/contracts';
import { layoutLine, wrapText } from './layout.ts';

describe('layout', () => {
  it('gives cells rounded column spans with a gutter on all but the last', () => {
    expect(cellColumns([1 / 3, 1 / 3, 1 / 3], 48)).toEqual([
      { start: 0, span: 16, usable: 15 },
      { start: 16, span: 16, usable: 15 },
      { start: 32, span: 16, usable: 16 },
    ]);
    expect(cellColumns([0.5], 32)).toEqual([{ start: 0, span: 16, usable: 16 }]);
  });

  it('wraps at spaces, between Chinese glyphs and at line breaks, keeping an indent', () => {
    expect(wrapText('Es Jeruk Peras Segar', 10)).toEqual(['Es Jeruk', 'Peras', 'Segar']);
    expect(wrapText('宫保鸡丁饭', 5)).toEqual(['宫保', '鸡丁', '饭']);
    expect(wrapText('2x炒饭', 4)).toEqual(['2x炒', '饭']);
    expect(wrapText('Catatan:\nTanpa bawang', 20)).toEqual(['Catatan:', 'Tanpa bawang']);
    expect(wrapText('  + Extra keju mozzarella', 14)).toEqual(['  + Extra keju', '  mozzarella']);
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('pads centred and right cells inside their usable columns', () => {
    const rows = layoutLine([
      { text: 'Qty', align: 'center', width: 0.25 },
      { text: 'Harga', align: 'right', width: 0.75 },
    ], 32);
    expect(rows).toEqual([{ align: 'left', segments: [{ text: '  Qty   ', isBold: false }, { text: '                   Harga', isBold: false }] }]);
  });
});
