import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/money.ts';

/**
 * Layout primitives of every ticket: lines of cells (text, align, width as a fraction of the
 * line, bold) exactly as the print agent's job carries them (contracts/print.ts). Builders
 * size cells in whole columns of the ticket, so the agent's rounded spans land on the same
 * columns, and cut every word to its cell, so a job never fails the agent's width check.
 */

export type TicketAlign = 'left' | 'center' | 'right';
export type TicketCell = { text: string; align: TicketAlign; width: number; bold?: boolean };
export type TicketLine = TicketCell[];

/** Characters per line on 58 mm and 80 mm paper in Font A (the agent's PAPER_COLUMNS). */
export const TICKET_PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type TicketPaperWidth = keyof typeof TICKET_PAPER_COLUMNS;

/** Columns of one line: the paper's columns divided by the horizontal magnification. */
export function ticketColumns(paperWidth: TicketPaperWidth, fontScaleWidth = 1): number {
  return Math.floor(TICKET_PAPER_COLUMNS[paperWidth] / Math.max(1, fontScaleWidth));
}

/** Same ranges as the agent: Han, kana, Hangul, CJK punctuation and full-width forms take two columns. */
const WIDE_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF01-\uFF60\uFFE0-\uFFE6]/u;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

export function isWideGlyph(character: string): boolean {
  return WIDE_CHARACTER.test(character);
}

export function textColumns(text: string): number {
  let width = 0;
  for (const character of text) width += isWideGlyph(character) ? 2 : 1;
  return width;
}

/**
 * Makes text printable in a cell of `usable` columns: control characters (which a printer
 * reads as commands) become spaces, and any word wider than the cell is cut into pieces that
 * fit, so a long product name wraps instead of being refused.
 */
export function fitText(text: string, usable: number): string {
  const limit = Math.max(2, usable);
  return text
    .replace(CONTROL_CHARACTERS, ' ')
    .split('\n')
    .map((paragraph) =>
      paragraph
        .split(' ')
        .map((word) => {
          if (textColumns(word) <= limit) return word;
          const pieces: string[] = [];
          let piece = '';
          for (const character of word) {
            if (textColumns(piece + character) > limit) {
              pieces.push(piece);
              piece = '';
            }
            piece += character;
          }
          if (piece !== '') pieces.push(piece);
          return pieces.join(' ');
        })
        .join(' '),
    )
    .join('\n');
}

/** A cell request in whole columns; `columns: 'rest'` takes what the others leave. */
export type CellSpec = { text: string; columns: number | 'rest'; align?: TicketAlign; bold?: boolean };

/**
 * One line from cells sized in columns of a `lineColumns`-wide ticket. Widths are k/columns,
 * so the agent's rounded cumulative boundaries fall on exactly these columns; every cell but
 * the last keeps its right-most column as the agent's gutter.
 */
export function line(lineColumns: number, cells: readonly CellSpec[]): TicketLine {
  const fixed = cells.reduce((sum, cell) => sum + (cell.columns === 'rest' ? 0 : cell.columns), 0);
  const restCount = cells.filter((cell) => cell.columns === 'rest').length;
  const rest = restCount === 0 ? 0 : Math.max(1, Math.floor((lineColumns - fixed) / restCount));
  return cells.map((cell, index) => {
    const span = cell.columns === 'rest' ? rest : cell.columns;
    const usable = index === cells.length - 1 ? span : span - 1;
    const result: TicketCell = { text: fitText(cell.text, usable), align: cell.align ?? 'left', width: span / lineColumns };
    if (cell.bold === true) result.bold = true;
    return result;
  });
}

/** A whole-width line of text. */
export function fullLine(lineColumns: number, text: string, align: TicketAlign = 'left', bold = false): TicketLine {
  return line(lineColumns, [{ text, columns: lineColumns, align, bold }]);
}

export function divider(lineColumns: number, character = '-'): TicketLine {
  return fullLine(lineColumns, character.repeat(lineColumns));
}

export function blankLine(lineColumns: number): TicketLine {
  return fullLine(lineColumns, ' ');
}

/** Label on the left, value on the right (amounts): the value keeps its full width when it fits. */
export function pairLine(lineColumns: number, label: string, value: string, bold = false): TicketLine {
  const valueColumns = Math.min(Math.max(textColumns(value), Math.ceil(lineColumns / 3)), lineColumns - 8);
  return line(lineColumns, [
    { text: label, columns: lineColumns - valueColumns, bold },
    { text: value, columns: valueColumns, align: 'right', bold },
  ]);
}

/**
 * "Label : value" with the colons aligned, as Indonesian receipts print their header. On a
 * narrow line (a double-width kitchen ticket) the label column would eat the value, so the
 * field becomes one wrapping "Label: value" text.
 */
export function fieldLine(lineColumns: number, label: string, value: string, labelColumns = 10): TicketLine {
  if (lineColumns < 32) return fullLine(lineColumns, `${label}: ${value}`);
  return line(lineColumns, [
    { text: label, columns: labelColumns },
    { text: `: ${value}`, columns: lineColumns - labelColumns },
  ]);
}

/** Money as receipts print it: dot thousands, no prefix (the header says Rp once). */
export function ticketMoney(amount: Money): string {
  return formatMoney(amount, { currencyPrefix: '' });
}
