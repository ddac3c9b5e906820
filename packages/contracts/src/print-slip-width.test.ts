import { describe, expect, it } from 'vitest';
import { SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2 } from '@kasir/domain';
import { PrintJobSchema, resolveSlipWidth, type PrintCell, type PrintJobInput } from './print.ts';

/** Spec §9 slip print width (ADR 14): a full line adds up to 1.1 on printer v1 and 1 on printer v2. */
const cell = (text: string, width: number, align: PrintCell['align'] = 'left'): PrintCell => ({ text, width, align });
const job = (data: PrintCell[][], extra: Partial<PrintJobInput> = {}): PrintJobInput => ({ ip: '127.0.0.1', port: 9100, data, ...extra });
const issuesOf = (input: PrintJobInput) => PrintJobSchema.safeParse(input).error?.issues.map((issue) => ({ path: issue.path, message: issue.message })) ?? [];

const v1Line = [cell('Total', 0.55), cell('35.000', 0.55, 'right')];

describe('slip width of a print job', () => {
  it('accepts a line of 1.1 with slipWidth 1.1, and with slipWidth absent by inferring 1.1', () => {
    expect(PrintJobSchema.parse(job([v1Line], { slipWidth: SLIP_PRINT_WIDTH_V1 })).slipWidth).toBe(SLIP_PRINT_WIDTH_V1);
    const inferred = PrintJobSchema.parse(job([[cell('Kopi Senja', 1.1, 'center')], v1Line]));
    expect(inferred.slipWidth).toBeUndefined();
    expect(resolveSlipWidth(inferred)).toBe(SLIP_PRINT_WIDTH_V1);
    // Lines of at most 1 are a v2 client's job.
    expect(resolveSlipWidth(PrintJobSchema.parse(job([[cell('a', 0.5), cell('b', 0.5)]])))).toBe(SLIP_PRINT_WIDTH_V2);
  });

  it('refuses a line of 1.1 on a slip of 1, naming the line', () => {
    expect(issuesOf(job([[cell('x', 1)], v1Line], { slipWidth: SLIP_PRINT_WIDTH_V2 }))).toEqual([
      { path: ['data', 1], message: 'Cell widths of line 1 add up to 1.1, more than the slip width 1' },
    ]);
  });

  it('refuses a line of 1.2 whatever the slip width', () => {
    const wide = [cell('a', 0.6), cell('b', 0.6)];
    for (const slipWidth of [undefined, SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2] as const) {
      const issues = issuesOf(job([wide], slipWidth === undefined ? {} : { slipWidth }));
      expect(issues).toEqual([{ path: ['data', 0], message: `Cell widths of line 0 add up to 1.2, more than the slip width ${slipWidth ?? SLIP_PRINT_WIDTH_V1}` }]);
    }
    // One cell can never be wider than the widest slip.
    expect(issuesOf(job([[cell('a', 1.2)]]))[0]?.path).toEqual(['data', 0, 0, 'width']);
  });

  it('refuses any other slip width, naming slipWidth', () => {
    for (const slipWidth of [1.05, 2, '1.1']) {
      const issues = issuesOf({ ...job([v1Line]), slipWidth } as unknown as PrintJobInput);
      expect(issues).toContainEqual({ path: ['slipWidth'], message: 'slipWidth must be 1.1 (printer v1) or 1 (printer v2)' });
    }
  });

  it('checks words against the columns of the line divided by the slip width', () => {
    // 58 mm, 32 columns. On a v1 slip 0.55 is half the line: 16 columns, 15 usable beside the gutter.
    const fits = job([[cell('ABCDEFGHIJKLMNO', 0.55), cell('x', 0.55)]], { paperWidth: 58 });
    expect(issuesOf(fits)).toEqual([]);
    expect(issuesOf(job([[cell('ABCDEFGHIJKLMNOP', 0.55), cell('x', 0.55)]], { paperWidth: 58 }))).toEqual([
      { path: ['data', 0, 0, 'text'], message: 'Word "ABCDEFGHIJKLMNOP" is 16 columns wide; the cell holds 15 of the 32-column line' },
    ]);
    // 0.5 of a v1 slip is 0.5 / 1.1 of the line: 15 columns, 14 usable.
    expect(issuesOf(job([[cell('ABCDEFGHIJKLMNO', 0.5), cell('x', 0.6)]], { paperWidth: 58, slipWidth: SLIP_PRINT_WIDTH_V1 }))).toEqual([
      { path: ['data', 0, 0, 'text'], message: 'Word "ABCDEFGHIJKLMNO" is 15 columns wide; the cell holds 14 of the 32-column line' },
    ]);
  });
});
