import { cellColumns, displayWidth, splitTokens, type PrintAlign, type PrintLine } from '@kasir/contracts';

/**
 * The spec's line-of-cells model turned into fixed-width rows. A cell owns a column span
 * (see `cellColumns`); its text wraps at spaces (and between Chinese glyphs) inside that span,
 * and a line becomes as many rows as its tallest cell. The schema has already refused any
 * word wider than its cell, so wrapping never needs to cut a word.
 */
export interface RowSegment {
  text: string;
  isBold: boolean;
}

export interface LayoutRow {
  /** The printer's own alignment (ESC a); padded multi-cell rows are always left. */
  align: PrintAlign;
  segments: RowSegment[];
}

/**
 * Greedy word wrap by display width; an empty text is one empty row. Leading spaces are an
 * indent (receipts indent add-ons under their product), kept on every row it fits on.
 */
export function wrapText(text: string, usable: number): string[] {
  const rows: string[] = [];
  for (const paragraph of text.split('\n')) {
    const indent = paragraph.length - paragraph.trimStart().length;
    const startRow = (token: string, tokenWidth: number): [string, number] =>
      indent + tokenWidth <= usable ? [' '.repeat(indent) + token, indent + tokenWidth] : [token, tokenWidth];
    let row = '';
    let rowWidth = 0;
    for (const token of splitTokens(paragraph)) {
      const tokenWidth = displayWidth(token.text);
      const separator = token.isSpaced ? ' ' : '';
      if (row === '') {
        [row, rowWidth] = startRow(token.text, tokenWidth);
      } else if (rowWidth + separator.length + tokenWidth > usable) {
        rows.push(row);
        [row, rowWidth] = startRow(token.text, tokenWidth);
      } else {
        row += separator + token.text;
        rowWidth += separator.length + tokenWidth;
      }
    }
    rows.push(row);
  }
  return rows;
}

export function padToWidth(text: string, span: number, align: PrintAlign): string {
  const free = Math.max(0, span - displayWidth(text));
  const left = align === 'left' ? 0 : align === 'right' ? free : Math.floor(free / 2);
  return ' '.repeat(left) + text + ' '.repeat(free - left);
}

/** A single cell spanning the whole line is aligned by the printer rather than by padding. */
function isFullWidthSingleCell(line: PrintLine): boolean {
  return line.length === 1 && (line[0]?.width ?? 0) >= 1 - 1e-9;
}

export function layoutLine(line: PrintLine, columns: number): LayoutRow[] {
  if (line.length === 0) return [{ align: 'left', segments: [] }];
  const only = line[0];
  if (only !== undefined && isFullWidthSingleCell(line)) {
    return wrapText(only.text, columns).map((text) => ({
      align: only.align,
      segments: [{ text, isBold: only.bold === true }],
    }));
  }
  const spans = cellColumns(line.map((cell) => cell.width), columns);
  const wrapped = line.map((cell, index) => wrapText(cell.text, spans[index]?.usable ?? 0));
  const rowCount = Math.max(...wrapped.map((rows) => rows.length));
  const rows: LayoutRow[] = [];
  for (let rowIndex = 0; rowIndex < rowCount; rowIndex += 1) {
    const segments = line.map((cell, index) => {
      const span = spans[index];
      const text = wrapped[index]?.[rowIndex] ?? '';
      // Align inside the usable part so a right-aligned neighbour keeps its gutter.
      const padded = padToWidth(text, span?.usable ?? 0, cell.align) + ' '.repeat((span?.span ?? 0) - (span?.usable ?? 0));
      return { text: padded, isBold: cell.bold === true };
    });
    rows.push({ align: 'left', segments: trimRowEnd(segments) });
  }
  return rows;
}

/** Trailing blanks cost bytes and paper time but print nothing. */
function trimRowEnd(segments: RowSegment[]): RowSegment[] {
  const trimmed = [...segments];
  while (trimmed.length > 0) {
    const last = trimmed[trimmed.length - 1];
    if (last === undefined) break;
    const text = last.text.trimEnd();
    if (text === '') {
      trimmed.pop();
      continue;
    }
    trimmed[trimmed.length - 1] = { ...last, text };
    break;
  }
  return trimmed;
}
