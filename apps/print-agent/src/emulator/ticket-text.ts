import { displayWidth, type PrintAlign } from '@kasir/contracts';
import type { DecodedTicket, TicketLine } from '../escpos/decoder.ts';

/**
 * A decoded ticket as the plain text a person would read off the paper: 32 or 48 columns (fewer
 * when the font is magnified), the printer's alignment applied, over-long lines wrapped where
 * the printer would wrap them, and the blank feed before the cut left out.
 */
export function renderTicketText(ticket: DecodedTicket): string {
  const rows = ticket.lines.flatMap((line) => renderLine(line, ticket.columns));
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  return rows.join('\n') + '\n';
}

/** Text of a line before alignment; a QR code shows as its data in brackets. */
export function lineText(line: TicketLine): string {
  return line.kind === 'qr' ? `[QR ${line.data}]` : line.spans.map((span) => span.text).join('');
}

/** The first readable lines, for the index. */
export function firstLines(ticket: DecodedTicket, count: number): string[] {
  return renderTicketText(ticket).split('\n').map((row) => row.trim()).filter((row) => row !== '').slice(0, count);
}

function renderLine(line: TicketLine, columns: number): string[] {
  const lineColumns = line.kind === 'text' ? Math.max(1, Math.floor(columns / line.scaleWidth)) : columns;
  return breakAtColumns(lineText(line), lineColumns).map((row) => alignRow(row, lineColumns, line.align).trimEnd());
}

/** A printer starts a new line when the next glyph does not fit, whatever the word. */
export function breakAtColumns(text: string, columns: number): string[] {
  const rows: string[] = [];
  let row = '';
  let width = 0;
  for (const character of text) {
    const characterWidth = displayWidth(character);
    if (width + characterWidth > columns) {
      rows.push(row);
      row = '';
      width = 0;
    }
    row += character;
    width += characterWidth;
  }
  rows.push(row);
  return rows;
}

function alignRow(row: string, columns: number, align: PrintAlign): string {
  const free = Math.max(0, columns - displayWidth(row));
  if (align === 'left') return row;
  return ' '.repeat(align === 'right' ? free : Math.floor(free / 2)) + row;
}
