import { describe, expect, it } from 'vitest';
import { SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2 } from '../limits.ts';
import { scaleLinesToSlip, slipWidthFor } from './slip-width.ts';
import { line, pairLine, type TicketLine } from './ticket-text.ts';

const widthsOf = (lines: TicketLine[]) => lines.map((cells) => cells.map((cell) => cell.width));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('slip width (spec §9)', () => {
  it('is 1.1 for printer v1 and 1 for printer v2', () => {
    expect(slipWidthFor(false)).toBe(SLIP_PRINT_WIDTH_V1);
    expect(slipWidthFor(true)).toBe(SLIP_PRINT_WIDTH_V2);
  });

  it('leaves a v2 ticket as built and scales a v1 ticket by 1.1 without floating noise', () => {
    const halves: TicketLine = [
      { text: 'Total', align: 'left', width: 0.5 },
      { text: '35.000', align: 'right', width: 0.5 },
    ];
    expect(scaleLinesToSlip([halves], SLIP_PRINT_WIDTH_V2)).toEqual([halves]);
    // 0.5 * 1.1 is 0.55000000000000004 in floating point; the scaled widths are the decimals a person writes.
    expect(widthsOf(scaleLinesToSlip([halves], SLIP_PRINT_WIDTH_V1))).toEqual([[0.55, 0.55]]);
    expect(scaleLinesToSlip([halves], SLIP_PRINT_WIDTH_V1)[0]?.map((cell) => cell.text)).toEqual(['Total', '35.000']);
  });

  it('keeps a full line of awkward fractions adding up to the slip width, each cell within rounding of its share', () => {
    // 48 columns as 5 + 27 + 16: widths 5/48, 27/48, 1/3 have no finite decimal form.
    const built = [line(48, [{ text: '2', columns: 5 }, { text: 'Nasi Goreng', columns: 27 }, { text: '50.000', columns: 16, align: 'right' }]), pairLine(32, 'Kembali', '0')];
    const scaled = scaleLinesToSlip(built, SLIP_PRINT_WIDTH_V1);
    for (const [index, cells] of widthsOf(scaled).entries()) {
      expect(Math.abs(sum(cells) - SLIP_PRINT_WIDTH_V1)).toBeLessThan(1e-12);
      const original = widthsOf(built)[index] ?? [];
      cells.forEach((width, cellIndex) => expect(Math.abs(width / SLIP_PRINT_WIDTH_V1 - (original[cellIndex] ?? 0))).toBeLessThan(1e-6));
      for (const width of cells) expect(width).toBe(Number(width.toFixed(6)));
    }
  });
});
