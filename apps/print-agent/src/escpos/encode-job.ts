import { DEFAULT_PAPER_WIDTH_MM, lineColumns, lineOnSlip, resolveSlipWidth, type PrintAlign, type PrintJob } from '@kasir/contracts';
import { SpecMessage } from '@kasir/domain';
import {
  CODE_PAGE_WPC1252,
  FEED_BEFORE_CUT_LINES,
  cutPaper,
  feedLines,
  initialize,
  leaveChineseMode,
  lineFeed,
  printQrCode,
  pulseDrawer,
  selectCodePage,
  setAlign,
  setBold,
  setCharacterSize,
  setPrintAreaWidth,
} from './commands.ts';
import { layoutLine, type LayoutRow } from './layout.ts';
import { appendText, type TextEncoderState } from './text-encoding.ts';

/** What the encoder needs beyond the job: whether this delivery is a reprint. */
export type EncodableJob = Pick<PrintJob, 'data' | 'qrData' | 'fontSize1' | 'fontSize2' | 'paperWidth' | 'openDrawer' | 'reprint' | 'slipWidth'>;

interface EncoderState extends TextEncoderState {
  align: PrintAlign;
  isBold: boolean;
}

/**
 * A print job as ESC/POS bytes: initialise, lay the lines out in fixed columns, then the QR
 * code, the drawer pulse and the cut. State commands (alignment, bold, Chinese mode) are sent
 * only when they change, which keeps the bytes short and the golden tests readable.
 */
export function encodePrintJob(job: EncodableJob): Buffer {
  const paperWidth = job.paperWidth ?? DEFAULT_PAPER_WIDTH_MM;
  const scaleWidth = job.fontSize1 ?? 1;
  const scaleHeight = job.fontSize2 ?? 1;
  const columns = lineColumns(paperWidth, scaleWidth);
  const slipWidth = resolveSlipWidth(job);
  const out: number[] = [
    ...initialize(),
    // A Chinese-firmware printer may power on in Chinese mode; start from single-byte text.
    ...leaveChineseMode(),
    ...selectCodePage(CODE_PAGE_WPC1252),
    ...setPrintAreaWidth(paperWidth),
  ];
  if (scaleWidth !== 1 || scaleHeight !== 1) out.push(...setCharacterSize(scaleWidth, scaleHeight));
  const state: EncoderState = { align: 'left', isBold: false, isChineseMode: false };

  if (job.reprint === true) {
    appendRow(out, state, { align: 'center', segments: [{ text: SpecMessage.REPRINT, isBold: true }] });
  }
  // Widths are fractions of the slip width (1.1 on printer v1, spec §9): lay out fractions of the line.
  for (const line of job.data) {
    for (const row of layoutLine(lineOnSlip(line, slipWidth), columns)) appendRow(out, state, row);
  }
  if (job.qrData !== undefined) {
    changeAlign(out, state, 'center');
    out.push(...printQrCode(new Uint8Array(Buffer.from(job.qrData, 'utf8'))), ...lineFeed());
  }
  changeAlign(out, state, 'left');
  changeBold(out, state, false);
  // A reprint is a copy for the customer; opening the drawer again would invite theft.
  if (job.openDrawer === true && job.reprint !== true) out.push(...pulseDrawer());
  out.push(...feedLines(FEED_BEFORE_CUT_LINES), ...cutPaper());
  return Buffer.from(out);
}

/** Bytes for a bare drawer pulse (POST /openDrawer): no paper moves. */
export function encodeDrawerPulse(): Buffer {
  return Buffer.from([...initialize(), ...pulseDrawer()]);
}

function appendRow(out: number[], state: EncoderState, row: LayoutRow): void {
  changeAlign(out, state, row.align);
  for (const segment of row.segments) {
    if (segment.text === '') continue;
    changeBold(out, state, segment.isBold);
    appendText(out, segment.text, state);
  }
  out.push(...lineFeed());
}

function changeAlign(out: number[], state: EncoderState, align: PrintAlign): void {
  if (state.align === align) return;
  out.push(...setAlign(align));
  state.align = align;
}

function changeBold(out: number[], state: EncoderState, isBold: boolean): void {
  if (state.isBold === isBold) return;
  out.push(...setBold(isBold));
  state.isBold = isBold;
}
