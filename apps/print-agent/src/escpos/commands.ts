import type { PaperWidthMm, PrintAlign } from '@kasir/contracts';

/**
 * ESC/POS command bytes (Epson TM series and the compatible printers Indonesian outlets buy).
 * Each builder returns plain bytes so the encoder's output can be compared byte for byte and
 * the emulator's decoder can share the same constants.
 */
export const LF = 0x0a;
export const ESC = 0x1b;
export const GS = 0x1d;
export const FS = 0x1c;
export const DLE = 0x10;

/** Printable width in dots at 203 dpi: 48 mm of 58 mm paper, 72 mm of 80 mm paper. */
export const PRINT_AREA_DOTS: Record<PaperWidthMm, number> = { 58: 384, 80: 576 };
/** Font A is 12 dots wide, which is what makes 32 and 48 columns. */
export const FONT_A_WIDTH_DOTS = 12;
/** ESC t 16 selects WPC1252: ASCII plus the accented Latin letters Indonesian names use. */
export const CODE_PAGE_WPC1252 = 16;
export const CODE_PAGE_PC437 = 0;
/** QR module size in dots: 6 dots (0.75 mm) scans well from a phone at arm's length. */
export const QR_MODULE_DOTS = 6;
/** QR error correction level M (15 %) survives a crease or a coffee stain. */
export const QR_ERROR_LEVEL_M = 0x31;
/** Drawer kick: pulse pin 2 for 25×2 ms, then 250×2 ms off, the timing drawers document. */
export const DRAWER_PIN_2 = 0;
export const DRAWER_ON_UNITS = 25;
export const DRAWER_OFF_UNITS = 250;
/** Blank lines fed before the cut, so the last line clears the cutter blade. */
export const FEED_BEFORE_CUT_LINES = 3;

const ALIGN_CODE: Record<PrintAlign, number> = { left: 0, center: 1, right: 2 };

export const initialize = (): number[] => [ESC, 0x40];
export const selectCodePage = (page: number): number[] => [ESC, 0x74, page];
export const setAlign = (align: PrintAlign): number[] => [ESC, 0x61, ALIGN_CODE[align]];
export const setBold = (isBold: boolean): number[] => [ESC, 0x45, isBold ? 1 : 0];
export const lineFeed = (): number[] => [LF];
export const feedLines = (count: number): number[] => [ESC, 0x64, count];
/** GS V 1: partial cut, which leaves a hinge so tickets do not fall on the floor. */
export const cutPaper = (): number[] => [GS, 0x56, 0x01];
export const pulseDrawer = (): number[] => [ESC, 0x70, DRAWER_PIN_2, DRAWER_ON_UNITS, DRAWER_OFF_UNITS];
/** FS & enters Chinese (double-byte GB18030) mode; FS . leaves it. */
export const enterChineseMode = (): number[] => [FS, 0x26];
export const leaveChineseMode = (): number[] => [FS, 0x2e];

/** GS W: print area width, so a 58 mm job never relies on the printer's own setting. */
export function setPrintAreaWidth(paperWidth: PaperWidthMm): number[] {
  const dots = PRINT_AREA_DOTS[paperWidth];
  return [GS, 0x57, dots & 0xff, dots >> 8];
}

/** GS ! n: character magnification, width in the high nibble and height in the low nibble. */
export function setCharacterSize(scaleWidth: number, scaleHeight: number): number[] {
  return [GS, 0x21, ((scaleWidth - 1) << 4) | (scaleHeight - 1)];
}

/** GS ( k with its two-byte little-endian length of everything after pL pH. */
function qrFunction(functionBytes: number[]): number[] {
  const length = functionBytes.length;
  return [GS, 0x28, 0x6b, length & 0xff, length >> 8, ...functionBytes];
}

/** QR model 2: select the model, module size and error level, store the data, print it. */
export function printQrCode(data: Uint8Array): number[] {
  return [
    ...qrFunction([0x31, 0x41, 0x32, 0x00]),
    ...qrFunction([0x31, 0x43, QR_MODULE_DOTS]),
    ...qrFunction([0x31, 0x45, QR_ERROR_LEVEL_M]),
    ...qrFunction([0x31, 0x50, 0x30, ...data]),
    ...qrFunction([0x31, 0x51, 0x30]),
  ];
}
