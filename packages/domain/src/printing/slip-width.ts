import { SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2 } from '../limits.ts';
import type { TicketLine } from './ticket-text.ts';

/**
 * Spec §9 slip print width: a printer v1 job's full line adds up to 1.1, a printer v2 job's
 * to 1 (ADR 14). Ticket builders size cells as fractions of 1; a v1 job scales them here.
 */
export type SlipWidth = typeof SLIP_PRINT_WIDTH_V1 | typeof SLIP_PRINT_WIDTH_V2;

/** Decimals a scaled width keeps: 0.5 × 1.1 is 0.5500000000000002 in floating point. */
const SCALED_WIDTH_DECIMALS = 6;

const roundWidth = (value: number): number => Number(value.toFixed(SCALED_WIDTH_DECIMALS));

/** The slip width of a printer version (spec §7: chosen by the outlet's IsPrinterV2). */
export function slipWidthFor(isPrinterV2: boolean): SlipWidth {
  return isPrinterV2 ? SLIP_PRINT_WIDTH_V2 : SLIP_PRINT_WIDTH_V1;
}

/**
 * A ticket's lines for a slip width. Each cell's right edge is scaled and rounded, and its
 * width is the gap to the previous edge, so rounding never piles up: a full line adds up to
 * the slip width exactly (to the rounding), and the agent's layout, which divides by the slip
 * width, lands on the same columns as the unscaled line.
 */
export function scaleLinesToSlip(lines: readonly TicketLine[], slipWidth: SlipWidth): TicketLine[] {
  if (slipWidth === SLIP_PRINT_WIDTH_V2) return lines.map((line) => line.map((cell) => ({ ...cell })));
  return lines.map((line) => {
    let edge = 0;
    let scaledEdge = 0;
    return line.map((cell) => {
      edge += cell.width;
      const nextScaledEdge = roundWidth(edge * slipWidth);
      const width = roundWidth(nextScaledEdge - scaledEdge);
      scaledEdge = nextScaledEdge;
      return { ...cell, width };
    });
  });
}
