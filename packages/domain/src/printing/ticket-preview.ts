import { DEBUG_PREVIEW_CHARACTERS } from '../limits.ts';
import { isWideGlyph, textColumns, type TicketCell, type TicketLine } from './ticket-text.ts';

/**
 * Plain-text rendering of ticket lines, laid out the way the print agent lays them out
 * (rounded cumulative spans, a gutter after every cell but the last, wrapping at spaces and
 * between Chinese glyphs). Golden tests compare it, and the debug preview of spec §9 shows it
 * at 42 characters.
 */

function spans(widths: readonly number[], columns: number): Array<{ span: number; usable: number }> {
  let cumulative = 0;
  let previous = 0;
  return widths.map((width, index) => {
    cumulative += width;
    const boundary = Math.min(columns, Math.round(cumulative * columns));
    const span = boundary - previous;
    previous = boundary;
    return { span, usable: index === widths.length - 1 ? span : span - 1 };
  });
}

function tokens(paragraph: string): Array<{ text: string; isSpaced: boolean }> {
  const result: Array<{ text: string; isSpaced: boolean }> = [];
  let isSpaced = false;
  for (const word of paragraph.split(' ')) {
    if (word === '') {
      isSpaced = result.length > 0;
      continue;
    }
    let run = '';
    for (const character of word) {
      if (isWideGlyph(character)) {
        if (run !== '') result.push({ text: run, isSpaced });
        if (run !== '') isSpaced = false;
        result.push({ text: character, isSpaced });
        isSpaced = false;
        run = '';
      } else {
        run += character;
      }
    }
    if (run !== '') result.push({ text: run, isSpaced });
    isSpaced = true;
  }
  return result;
}

function wrap(text: string, usable: number): string[] {
  const rows: string[] = [];
  for (const paragraph of text.split('\n')) {
    const indent = paragraph.length - paragraph.trimStart().length;
    const startRow = (token: string, width: number): [string, number] => (indent + width <= usable ? [' '.repeat(indent) + token, indent + width] : [token, width]);
    let row = '';
    let rowWidth = 0;
    for (const token of tokens(paragraph)) {
      const width = textColumns(token.text);
      const separator = token.isSpaced ? ' ' : '';
      if (row === '') {
        [row, rowWidth] = startRow(token.text, width);
      } else if (rowWidth + separator.length + width > usable) {
        rows.push(row);
        [row, rowWidth] = startRow(token.text, width);
      } else {
        row += separator + token.text;
        rowWidth += separator.length + width;
      }
    }
    rows.push(row);
  }
  return rows;
}

function pad(text: string, span: number, align: TicketCell['align']): string {
  const room = Math.max(0, span - textColumns(text));
  if (align === 'right') return ' '.repeat(room) + text;
  if (align === 'center') return ' '.repeat(Math.floor(room / 2)) + text + ' '.repeat(room - Math.floor(room / 2));
  return text + ' '.repeat(room);
}

/** The ticket as text, one string per printed row, trailing spaces removed. */
export function renderTicketText(lines: readonly TicketLine[], columns: number): string[] {
  const rows: string[] = [];
  for (const ticketLine of lines) {
    const cellSpans = spans(ticketLine.map((cell) => cell.width), columns);
    const wrapped = ticketLine.map((cell, index) => wrap(cell.text, cellSpans[index]?.usable ?? 1));
    const height = Math.max(1, ...wrapped.map((cellRows) => cellRows.length));
    for (let rowIndex = 0; rowIndex < height; rowIndex += 1) {
      const text = ticketLine
        .map((cell, index) => {
          const span = cellSpans[index] ?? { span: 0, usable: 0 };
          // As the agent: align inside the usable part, then the gutter column.
          return pad(wrapped[index]?.[rowIndex] ?? '', span.usable, cell.align) + ' '.repeat(span.span - span.usable);
        })
        .join('');
      rows.push(text.replace(/\s+$/, ''));
    }
  }
  return rows;
}

/** Spec §9 debug preview: a ticket built for a page of DEBUG_PREVIEW_CHARACTERS (42) columns, as text. */
export function debugPreview(lines: readonly TicketLine[]): string {
  return renderTicketText(lines, DEBUG_PREVIEW_CHARACTERS).join('\n');
}
