import { z } from 'zod';
import { MAX_ROW_ID, SLIP_PRINT_WIDTH_V1, SLIP_PRINT_WIDTH_V2 } from '@kasir/domain';
import { RowIdTextSchema } from './ids.ts';

/**
 * Wire shapes of the local print agent (spec §7 Printing, the local receipt store and the
 * cash drawer), plus the text-layout rules the agent prints by. The rules live here, not in
 * the agent, so the web app can refuse an over-wide line with the same answer the agent gives.
 */

/** Characters per line in the printer's Font A (12 dots) on 58 mm (384 dots) and 80 mm (576 dots) paper. */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperWidthMm = keyof typeof PAPER_COLUMNS;
/** Most restaurant kitchen and receipt printers are 80 mm. */
export const DEFAULT_PAPER_WIDTH_MM: PaperWidthMm = 80;
/** The agent's HTTP body limit: a print job is a few KB; anything near 1 MB is a mistake or an attack. */
export const PRINT_BODY_MAX_BYTES = 1024 * 1024;
/** ESC/POS character magnification (GS !) goes from 1 to 8. */
export const FONT_SCALE_MAX = 8;
/** A QR model 2 symbol at error level M holds at most 2331 bytes; URLs and tokens are far shorter. */
export const QR_DATA_MAX_LENGTH = 1000;

export const PrintAlignSchema = z.enum(['left', 'center', 'right']);
export type PrintAlign = z.infer<typeof PrintAlignSchema>;

/** Wide (two-column) glyphs: Han ideographs, CJK punctuation, full-width forms, Hangul, kana. */
const WIDE_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF01-\uFF60\uFFE0-\uFFE6]/u;
/** Control characters would be read by the printer as commands (ESC, GS …), so text may not carry them. */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character !== '\n' && (code < 0x20 || (code >= 0x7f && code <= 0x9f))) return true;
  }
  return false;
}

export function isWideCharacter(character: string): boolean {
  return WIDE_CHARACTER.test(character);
}

/** Columns a text takes on the printer: wide glyphs take two, everything else one. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += isWideCharacter(character) ? 2 : 1;
  return width;
}

/**
 * Wrapping tokens of a paragraph: words split at spaces, and every wide glyph on its own
 * (Chinese has no spaces, so a line may break between any two ideographs). `isSpaced` says
 * whether a space preceded the token, so a row that keeps two tokens together rejoins them
 * exactly as written.
 */
export function splitTokens(paragraph: string): Array<{ text: string; isSpaced: boolean }> {
  const tokens: Array<{ text: string; isSpaced: boolean }> = [];
  let isSpaced = false;
  for (const word of paragraph.split(' ')) {
    if (word === '') {
      isSpaced = tokens.length > 0;
      continue;
    }
    let run = '';
    const push = (text: string): void => {
      tokens.push({ text, isSpaced });
      isSpaced = false;
    };
    for (const character of word) {
      if (isWideCharacter(character)) {
        if (run !== '') push(run);
        push(character);
        run = '';
      } else {
        run += character;
      }
    }
    if (run !== '') push(run);
    isSpaced = true;
  }
  return tokens;
}

/** Columns of a line: the paper's columns divided by the horizontal magnification. */
export function lineColumns(paperWidth: PaperWidthMm, fontScaleWidth: number): number {
  return Math.floor(PAPER_COLUMNS[paperWidth] / fontScaleWidth);
}

/**
 * Column span of each cell. Boundaries are the rounded cumulative fractions, so 1/3+1/3+1/3
 * fills 48 columns as 16+16+16 and 0.5+0.5 fills 32 as 16+16. Every cell but the last keeps
 * its right-most column as a gutter, so a left text never touches its right neighbour:
 * `usable` is what its text may fill.
 */
export function cellColumns(widths: readonly number[], columns: number): Array<{ start: number; span: number; usable: number }> {
  const spans: Array<{ start: number; span: number; usable: number }> = [];
  let cumulative = 0;
  let previousBoundary = 0;
  widths.forEach((width, index) => {
    cumulative += width;
    const boundary = Math.min(columns, Math.round(cumulative * columns));
    const span = boundary - previousBoundary;
    const isLast = index === widths.length - 1;
    spans.push({ start: previousBoundary, span, usable: isLast ? span : span - 1 });
    previousBoundary = boundary;
  });
  return spans;
}

/**
 * Spec §9 slip print width (ADR 14): cell widths are fractions of the job's slip width, 1.1
 * for printer v1 and 1 for printer v2, so a full line adds up to the slip width.
 */
export const SlipWidthSchema = z.union([z.literal(SLIP_PRINT_WIDTH_V1), z.literal(SLIP_PRINT_WIDTH_V2)], {
  error: `slipWidth must be ${SLIP_PRINT_WIDTH_V1} (printer v1) or ${SLIP_PRINT_WIDTH_V2} (printer v2)`,
});
export type SlipWidth = z.infer<typeof SlipWidthSchema>;
/** A line may add up to this much over its slip width: floating error (0.5 × 1.1) and 6-decimal rounding, far below a column. */
export const SLIP_WIDTH_TOLERANCE = 1e-6;

const lineTotal = (line: ReadonlyArray<{ width: number }>): number => line.reduce((sum, cell) => sum + cell.width, 0);

/**
 * The job's slip width: as named, else inferred — 1.1 when any line adds up above 1, else 1 —
 * so a v1 client sending full lines of 1.1 and a v2 client sending lines of 1 both print
 * full-width lines without knowing the field.
 */
export function resolveSlipWidth(job: { data: ReadonlyArray<ReadonlyArray<{ width: number }>>; slipWidth?: SlipWidth | undefined }): SlipWidth {
  if (job.slipWidth !== undefined) return job.slipWidth;
  return job.data.some((line) => lineTotal(line) > SLIP_PRINT_WIDTH_V2 + SLIP_WIDTH_TOLERANCE) ? SLIP_PRINT_WIDTH_V1 : SLIP_PRINT_WIDTH_V2;
}

/** A line with its widths as fractions of the printed line (divided by the slip width): what the layout works in. */
export function lineOnSlip<Cell extends { width: number }>(line: readonly Cell[], slipWidth: SlipWidth): Cell[] {
  return line.map((cell) => ({ ...cell, width: cell.width / slipWidth }));
}

export const PrintCellSchema = z.object({
  text: z
    .string()
    .max(10_000, 'Text is longer than 10000 characters')
    .refine((text) => !hasControlCharacter(text), 'Text may not contain control characters (only line breaks)'),
  align: PrintAlignSchema.default('left'),
  // The line check below holds each cell to its job's slip width; no slip is wider than v1's.
  width: z.number().gt(0, 'Width must be above 0').max(SLIP_PRINT_WIDTH_V1, `Width must be at most ${SLIP_PRINT_WIDTH_V1} (the whole line of a printer v1 slip)`),
  bold: z.boolean().optional(),
});
export type PrintCell = z.infer<typeof PrintCellSchema>;
export type PrintLine = PrintCell[];

/** Font sizes arrive as numbers or as the halves of the print set's "1,2" string. */
const FontScaleSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number().int('Font size must be a whole number').min(1, 'Font size must be 1 to 8').max(FONT_SCALE_MAX, 'Font size must be 1 to 8').optional(),
);

export const PrinterAddressSchema = z.object({
  ip: z.union([z.ipv4(), z.literal('localhost')], { error: 'Ip must be an IPv4 address such as 192.168.1.50, or localhost' }),
  port: z
    .number({ error: 'Port must be a number' })
    .int('Port must be a whole number')
    .min(1, 'Port must be 1 to 65535')
    .max(65535, 'Port must be 1 to 65535'),
});
export type PrinterAddress = z.infer<typeof PrinterAddressSchema>;

/** A caller-chosen idempotency key; URL-safe so it can name the job in /queue/{jobId}/move. */
export const JobIdSchema = z
  .string()
  .min(1, 'Job id may not be empty')
  .max(128, 'Job id is longer than 128 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Job id may only use letters, digits and . _ : -');

/**
 * Spec §7 print job. `fontSize1` is the horizontal and `fontSize2` the vertical magnification
 * of the text (the print set's "FontSize as two comma-separated sizes", e.g. "1,2" for tall
 * kitchen tickets); a wider font leaves fewer columns, and the width check uses them.
 * `slipWidth` says what a full line adds up to (see `resolveSlipWidth`).
 */
export const PrintJobSchema = PrinterAddressSchema.extend({
  data: z.array(z.array(PrintCellSchema)).max(2000, 'A job has at most 2000 lines'),
  qrData: z.string().min(1, 'QR data may not be empty').max(QR_DATA_MAX_LENGTH, `QR data is longer than ${QR_DATA_MAX_LENGTH} characters`).optional(),
  fontSize1: FontScaleSchema,
  fontSize2: FontScaleSchema,
  jobId: JobIdSchema.optional(),
  reprint: z.boolean().optional(),
  paperWidth: z.union([z.literal(58), z.literal(80)], { error: 'Paper width must be 58 or 80' }).optional(),
  openDrawer: z.boolean().optional(),
  slipWidth: SlipWidthSchema.optional(),
}).superRefine((job, context) => {
  const columns = lineColumns(job.paperWidth ?? DEFAULT_PAPER_WIDTH_MM, job.fontSize1 ?? 1);
  const slipWidth = resolveSlipWidth(job);
  job.data.forEach((line, lineIndex) => {
    const total = lineTotal(line);
    if (total > slipWidth + SLIP_WIDTH_TOLERANCE) {
      const shown = Number(total.toFixed(6));
      context.addIssue({ code: 'custom', path: ['data', lineIndex], message: `Cell widths of line ${lineIndex} add up to ${shown}, more than the slip width ${slipWidth}` });
      return;
    }
    const spans = cellColumns(lineOnSlip(line, slipWidth).map((cell) => cell.width), columns);
    line.forEach((cell, cellIndex) => {
      const usable = spans[cellIndex]?.usable ?? 0;
      const path = ['data', lineIndex, cellIndex, 'text'];
      if (usable < 1) {
        context.addIssue({ code: 'custom', path: ['data', lineIndex, cellIndex, 'width'], message: `Width ${cell.width} leaves no column for text on a ${columns}-column line` });
        return;
      }
      const tooLong = cell.text.split('\n').flatMap(splitTokens).map((token) => token.text).find((token) => displayWidth(token) > usable);
      if (tooLong !== undefined) {
        context.addIssue({ code: 'custom', path, message: `Word "${tooLong.slice(0, 40)}" is ${displayWidth(tooLong)} columns wide; the cell holds ${usable} of the ${columns}-column line` });
      }
    });
  });
});
export type PrintJobInput = z.input<typeof PrintJobSchema>;
export type PrintJob = z.output<typeof PrintJobSchema>;

export const OpenDrawerBodySchema = PrinterAddressSchema;
export type OpenDrawerBody = z.infer<typeof OpenDrawerBodySchema>;

export const PrintStatusSchema = z.enum(['printed', 'queued', 'duplicate']);
export type PrintStatus = z.infer<typeof PrintStatusSchema>;

/** Answer of POST /print: `queued` carries the last delivery error, e.g. the printer is off. */
export const PrintResultSchema = z.object({
  jobId: z.string(),
  status: PrintStatusSchema,
  lastError: z.string().optional(),
});
export type PrintResult = z.infer<typeof PrintResultSchema>;

export const QueuedJobSchema = z.object({
  jobId: z.string(),
  ip: z.string(),
  port: z.number().int(),
  createdAt: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  isReprint: z.boolean(),
  firstLine: z.string(),
});
export type QueuedJob = z.infer<typeof QueuedJobSchema>;

/** GET /queue: waiting jobs grouped by printer, oldest first. */
export const PrinterQueueSchema = z.object({
  printer: z.string(),
  ip: z.string(),
  port: z.number().int(),
  jobs: z.array(QueuedJobSchema),
});
export type PrinterQueue = z.infer<typeof PrinterQueueSchema>;

export const MoveJobParamsSchema = z.object({ jobId: JobIdSchema });
export const MoveJobBodySchema = PrinterAddressSchema;

/** Local receipt store (spec §7, port 3003): the outlet's receipt layout, kept by the web app. */
export const OutletIdSchema = z
  .number({ error: 'Outlet id must be a number' })
  .int('Outlet id must be a whole number')
  .positive('Outlet id must be above 0')
  .max(MAX_ROW_ID, `Outlet id must be at most ${MAX_ROW_ID}`);

export const GetReceiptQuerySchema = z.object({ outletId: RowIdTextSchema });

export const SetReceiptBodySchema = z.object({
  outletId: OutletIdSchema,
  receipt: z.record(z.string(), z.json(), { error: 'Receipt must be a JSON object' }),
});
export type SetReceiptBody = z.infer<typeof SetReceiptBodySchema>;

export const StoredReceiptSchema = z.object({
  outletId: z.number().int(),
  receipt: z.record(z.string(), z.json()).nullable(),
  updatedAt: z.string().nullable(),
});
export type StoredReceipt = z.infer<typeof StoredReceiptSchema>;

export const PrintAgentHealthSchema = z.object({
  status: z.literal('ok'),
  queuedJobs: z.number().int(),
  printers: z.number().int(),
});

/** How many delivered tickets the agent keeps per printer for GET /printed (a shift's worth). */
export const PRINTED_HISTORY_SIZE = 50;

/** GET /printed?ip=&port=&limit=: query strings carry numbers as text. */
export const PrintedQuerySchema = z.object({
  ip: PrinterAddressSchema.shape.ip,
  port: z.coerce.number({ error: 'Port must be a number' }).int('Port must be a whole number').min(1, 'Port must be 1 to 65535').max(65535, 'Port must be 1 to 65535'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, `Limit must be 1 to ${PRINTED_HISTORY_SIZE}`)
    .max(PRINTED_HISTORY_SIZE, `Limit must be 1 to ${PRINTED_HISTORY_SIZE}`)
    .default(10),
});
export type PrintedQuery = z.infer<typeof PrintedQuerySchema>;

/** One ticket the agent delivered, as the text a person reads off the paper. */
export const DeliveredTicketSchema = z.object({
  jobId: z.string(),
  ip: z.string(),
  port: z.number().int(),
  printedAt: z.string(),
  isReprint: z.boolean(),
  text: z.string(),
});
export type DeliveredTicket = z.infer<typeof DeliveredTicketSchema>;
