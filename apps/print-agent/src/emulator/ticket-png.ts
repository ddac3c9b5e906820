import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { displayWidth, type PrintAlign } from '@kasir/contracts';
import { FONT_A_WIDTH_DOTS } from '../escpos/commands.ts';
import type { DecodedTicket, TicketLine } from '../escpos/decoder.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphColumns, isGlyphPixelSet } from './bitmap-font.ts';

/**
 * A decoded ticket as a picture of the paper, one pixel per printer dot: Font A cells of
 * 12×24 dots, the 5×7 glyphs scaled 2×3 so they keep the tall thermal look, bold drawn twice
 * one dot apart (as emphasised printing does), and QR codes as their real module matrix.
 */
const CELL_HEIGHT_DOTS = 24;
const GLYPH_SCALE_X = 2;
const GLYPH_SCALE_Y = 3;
const MARGIN_DOTS = 16;
const QR_QUIET_ZONE_MODULES = 4;

interface Cell {
  character: string;
  isBold: boolean;
  span: number;
}

interface Canvas {
  png: PNG;
  ink(x: number, y: number): void;
}

function createCanvas(width: number, height: number): Canvas {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return {
    png,
    ink(x, y) {
      if (x < 0 || y < 0 || x >= width || y >= height) return;
      const offset = (y * width + x) * 4;
      png.data[offset] = 0;
      png.data[offset + 1] = 0;
      png.data[offset + 2] = 0;
    },
  };
}

/** Rows of cells as the printer breaks them: a glyph that does not fit starts the next row. */
function cellRows(line: Extract<TicketLine, { kind: 'text' }>, columns: number): Cell[][] {
  const rows: Cell[][] = [[]];
  let used = 0;
  for (const span of line.spans) {
    for (const character of span.text) {
      const width = displayWidth(character);
      if (used + width > columns) {
        rows.push([]);
        used = 0;
      }
      rows[rows.length - 1]?.push({ character, isBold: span.isBold, span: width });
      used += width;
    }
  }
  return rows;
}

function alignOffset(contentDots: number, areaDots: number, align: PrintAlign): number {
  const free = Math.max(0, areaDots - contentDots);
  return align === 'left' ? 0 : align === 'right' ? free : Math.floor(free / 2);
}

function drawCell(canvas: Canvas, cell: Cell, left: number, top: number, scaleWidth: number, scaleHeight: number): void {
  const cellWidth = FONT_A_WIDTH_DOTS * scaleWidth * cell.span;
  const cellHeight = CELL_HEIGHT_DOTS * scaleHeight;
  if (cell.span === 2) {
    // No Chinese font ships with the emulator: a framed box marks where the glyph prints.
    for (let x = 2; x < cellWidth - 2; x += 1) for (const y of [3, cellHeight - 3]) canvas.ink(left + x, top + y);
    for (let y = 3; y <= cellHeight - 3; y += 1) for (const x of [2, cellWidth - 3]) canvas.ink(left + x, top + y);
    return;
  }
  const columns = glyphColumns(cell.character);
  const pixelWidth = GLYPH_SCALE_X * scaleWidth;
  const pixelHeight = GLYPH_SCALE_Y * scaleHeight;
  const glyphLeft = left + Math.floor((cellWidth - GLYPH_WIDTH * pixelWidth) / 2);
  for (let column = 0; column < GLYPH_WIDTH; column += 1) {
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      if (!isGlyphPixelSet(columns, column, row)) continue;
      for (let dx = 0; dx < pixelWidth + (cell.isBold ? 1 : 0); dx += 1) {
        for (let dy = 0; dy < pixelHeight; dy += 1) {
          const y = scaleHeight + row * pixelHeight + dy;
          // The descender row is clipped to the cell so it never touches the next line.
          if (y < cellHeight) canvas.ink(glyphLeft + column * pixelWidth + dx, top + y);
        }
      }
    }
  }
}

function lineHeight(line: TicketLine, columns: number): number {
  if (line.kind === 'qr') {
    const size = QRCode.create(line.data, { errorCorrectionLevel: 'M' }).modules.size;
    return (size + 2 * QR_QUIET_ZONE_MODULES) * line.moduleDots;
  }
  const lineColumns = Math.max(1, Math.floor(columns / line.scaleWidth));
  return cellRows(line, lineColumns).length * CELL_HEIGHT_DOTS * line.scaleHeight;
}

/** Renders a ticket to PNG bytes; blank feed lines before the cut are left off. */
export function renderTicketPng(ticket: DecodedTicket): Buffer {
  const lines = [...ticket.lines];
  while (lines.length > 0) {
    const last = lines[lines.length - 1];
    if (last?.kind === 'text' && last.spans.every((span) => span.text.trim() === '')) lines.pop();
    else break;
  }
  const areaDots = ticket.columns * FONT_A_WIDTH_DOTS;
  const height = MARGIN_DOTS * 2 + lines.reduce((sum, line) => sum + lineHeight(line, ticket.columns), 0);
  const canvas = createCanvas(areaDots + MARGIN_DOTS * 2, Math.max(height, MARGIN_DOTS * 2 + CELL_HEIGHT_DOTS));
  let top = MARGIN_DOTS;
  for (const line of lines) {
    if (line.kind === 'qr') {
      const modules = QRCode.create(line.data, { errorCorrectionLevel: 'M' }).modules;
      const symbolDots = (modules.size + 2 * QR_QUIET_ZONE_MODULES) * line.moduleDots;
      const left = MARGIN_DOTS + alignOffset(symbolDots, areaDots, line.align) + QR_QUIET_ZONE_MODULES * line.moduleDots;
      const qrTop = top + QR_QUIET_ZONE_MODULES * line.moduleDots;
      for (let row = 0; row < modules.size; row += 1) {
        for (let column = 0; column < modules.size; column += 1) {
          if (!modules.get(row, column)) continue;
          for (let dx = 0; dx < line.moduleDots; dx += 1) {
            for (let dy = 0; dy < line.moduleDots; dy += 1) canvas.ink(left + column * line.moduleDots + dx, qrTop + row * line.moduleDots + dy);
          }
        }
      }
      top += symbolDots;
      continue;
    }
    const lineColumns = Math.max(1, Math.floor(ticket.columns / line.scaleWidth));
    const columnDots = FONT_A_WIDTH_DOTS * line.scaleWidth;
    for (const row of cellRows(line, lineColumns)) {
      const rowColumns = row.reduce((sum, cell) => sum + cell.span, 0);
      let left = MARGIN_DOTS + alignOffset(rowColumns * columnDots, areaDots, line.align);
      for (const cell of row) {
        drawCell(canvas, cell, left, top, line.scaleWidth, line.scaleHeight);
        left += cell.span * columnDots;
      }
      top += CELL_HEIGHT_DOTS * line.scaleHeight;
    }
  }
  return PNG.sync.write(canvas.png);
}
