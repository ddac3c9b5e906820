import iconv from 'iconv-lite';
import type { PrintAlign } from '@kasir/contracts';
import { CODE_PAGE_PC437, DLE, ESC, FONT_A_WIDTH_DOTS, FS, GS, LF, PRINT_AREA_DOTS, QR_MODULE_DOTS } from './commands.ts';
import { CHINESE_ENCODING, LATIN_ENCODING } from './text-encoding.ts';

/**
 * The inverse of our encoder, for the printer emulator: a streaming ESC/POS reader that turns
 * bytes into tickets (a cut ends a ticket). It understands the commands our encoder sends and
 * skips the common others by their known length, like a printer ignoring what it cannot do.
 */
export interface TextSpan {
  text: string;
  isBold: boolean;
}

export type TicketLine =
  | { kind: 'text'; align: PrintAlign; scaleWidth: number; scaleHeight: number; spans: TextSpan[] }
  | { kind: 'qr'; align: PrintAlign; data: string; moduleDots: number };

export interface DecodedTicket {
  /** Font A columns of the print area (GS W), before magnification. */
  columns: number;
  lines: TicketLine[];
  isDrawerPulsed: boolean;
  isCut: boolean;
}

const ALIGNS: readonly PrintAlign[] = ['left', 'center', 'right'];
/** Commands of the form ESC x n, GS x n, FS x n: one parameter byte we may safely ignore. */
const ESC_ONE_PARAMETER = new Set([0x20, 0x2d, 0x33, 0x4a, 0x4d, 0x52, 0x56, 0x7b, 0x63]);
const GS_ONE_PARAMETER = new Set([0x42, 0x48, 0x66, 0x68, 0x77, 0x62, 0x72, 0x49]);
const FS_ONE_PARAMETER = new Set([0x2d, 0x57, 0x43]);
/** "Not enough bytes yet": wait for the next chunk from the socket. */
const INCOMPLETE = 0;

export class EscPosDecoder {
  private pending = Buffer.alloc(0);
  private columns = PRINT_AREA_DOTS[80] / FONT_A_WIDTH_DOTS;
  private ticket = this.emptyTicket();
  private spans: TextSpan[] = [];
  private align: PrintAlign = 'left';
  private isBold = false;
  private scaleWidth = 1;
  private scaleHeight = 1;
  private isChineseMode = false;
  /** A printer powers on with PC437 until told otherwise (ESC t). */
  private latinEncoding = 'cp437';
  private qrData = '';
  private qrModuleDots = QR_MODULE_DOTS;

  constructor(private readonly onTicket: (ticket: DecodedTicket) => void) {}

  /** Feeds bytes as they arrive; complete tickets are handed to `onTicket`. */
  write(chunk: Uint8Array): void {
    this.pending = this.pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.pending, chunk]);
    let offset = 0;
    while (offset < this.pending.length) {
      const used = this.step(this.pending, offset);
      if (used === INCOMPLETE) break;
      offset += used;
    }
    this.pending = this.pending.subarray(offset);
  }

  /** The connection closed: whatever was printed without a cut still came out of the printer. */
  finish(): DecodedTicket | undefined {
    if (this.spans.length > 0) this.endLine();
    const ticket = { ...this.ticket, columns: this.columns };
    this.ticket = this.emptyTicket();
    return ticket.lines.length > 0 || ticket.isDrawerPulsed ? ticket : undefined;
  }

  private emptyTicket(): DecodedTicket {
    return { columns: this.columns, lines: [], isDrawerPulsed: false, isCut: false };
  }

  private step(bytes: Buffer, at: number): number {
    const byte = bytes[at] ?? 0;
    const available = bytes.length - at;
    const parameter = (index: number): number => bytes[at + index] ?? 0;
    if (byte === LF) {
      this.endLine();
      return 1;
    }
    if (byte === ESC || byte === GS || byte === FS || byte === DLE) {
      if (available < 2) return INCOMPLETE;
      const command = parameter(1);
      if (byte === ESC) return this.escape(command, available, parameter);
      if (byte === GS) return this.groupSeparator(command, available, parameter, bytes, at);
      if (byte === FS) return this.fileSeparator(command, available);
      return available < 3 ? INCOMPLETE : 3; // DLE EOT n / DLE ENQ n: status requests
    }
    if (byte < 0x20 || byte === 0x7f) return 1; // CR, NUL and friends print nothing
    return this.text(bytes, at, available);
  }

  private escape(command: number, available: number, parameter: (index: number) => number): number {
    if (command === 0x40) {
      this.resetMode();
      return 2;
    }
    if (command === 0x70) {
      if (available < 5) return INCOMPLETE;
      this.ticket.isDrawerPulsed = true;
      return 5;
    }
    if (available < 3) return INCOMPLETE;
    const value = parameter(2);
    switch (command) {
      case 0x61: this.align = ALIGNS[value % 48] ?? 'left'; return 3;
      case 0x45: this.isBold = (value & 1) === 1; return 3;
      case 0x21: // ESC ! : print mode bits 3 (bold), 4 (double height), 5 (double width)
        this.isBold = (value & 0x08) !== 0;
        this.scaleHeight = value & 0x10 ? 2 : 1;
        this.scaleWidth = value & 0x20 ? 2 : 1;
        return 3;
      case 0x64: { // ESC d n prints the buffer, which is the first of the n lines
        const hasText = this.spans.length > 0;
        if (hasText) this.endLine();
        for (let line = hasText ? 1 : 0; line < value; line += 1) this.endLine();
        return 3;
      }
      case 0x74: this.latinEncoding = value === CODE_PAGE_PC437 ? 'cp437' : LATIN_ENCODING; return 3;
      default: return ESC_ONE_PARAMETER.has(command) ? 3 : 2;
    }
  }

  private groupSeparator(command: number, available: number, parameter: (index: number) => number, bytes: Buffer, at: number): number {
    if (command === 0x28) {
      if (available < 5) return INCOMPLETE;
      const length = parameter(3) | (parameter(4) << 8);
      if (available < 5 + length) return INCOMPLETE;
      if (parameter(2) === 0x6b) this.qrFunction(bytes.subarray(at + 5, at + 5 + length));
      return 5 + length;
    }
    if (command === 0x56) {
      if (available < 3) return INCOMPLETE;
      const hasFeed = parameter(2) === 0x41 || parameter(2) === 0x42;
      if (hasFeed && available < 4) return INCOMPLETE;
      this.cut();
      return hasFeed ? 4 : 3;
    }
    if (command === 0x57 || command === 0x4c) {
      if (available < 4) return INCOMPLETE;
      if (command === 0x57) this.columns = Math.max(1, Math.floor((parameter(2) | (parameter(3) << 8)) / FONT_A_WIDTH_DOTS));
      return 4;
    }
    if (available < 3) return INCOMPLETE;
    if (command === 0x21) {
      this.scaleWidth = (parameter(2) >> 4) + 1;
      this.scaleHeight = (parameter(2) & 0x0f) + 1;
      return 3;
    }
    return GS_ONE_PARAMETER.has(command) ? 3 : 2;
  }

  private fileSeparator(command: number, available: number): number {
    if (command === 0x26) this.isChineseMode = true;
    else if (command === 0x2e) this.isChineseMode = false;
    else if (FS_ONE_PARAMETER.has(command)) return available < 3 ? INCOMPLETE : 3;
    return 2;
  }

  /** GS ( k cn=49: fn 67 module size, 80 store data, 81 print the stored symbol. */
  private qrFunction(body: Buffer): void {
    if (body[0] !== 0x31) return;
    const functionCode = body[1];
    if (functionCode === 0x43) this.qrModuleDots = body[2] ?? QR_MODULE_DOTS;
    if (functionCode === 0x50) this.qrData = body.subarray(3).toString('utf8');
    if (functionCode === 0x51) {
      if (this.spans.length > 0) this.endLine();
      this.ticket.lines.push({ kind: 'qr', align: this.align, data: this.qrData, moduleDots: this.qrModuleDots });
    }
  }

  private text(bytes: Buffer, at: number, available: number): number {
    const byte = bytes[at] ?? 0;
    let length = 1;
    let encoding = this.latinEncoding;
    if (this.isChineseMode && byte >= 0x81 && byte <= 0xfe) {
      if (available < 2) return INCOMPLETE;
      const second = bytes[at + 1] ?? 0;
      length = second >= 0x30 && second <= 0x39 ? 4 : 2; // GB18030 four-byte or GBK two-byte
      if (available < length) return INCOMPLETE;
      encoding = CHINESE_ENCODING;
    }
    const text = byte < 0x80 ? String.fromCharCode(byte) : iconv.decode(bytes.subarray(at, at + length), encoding);
    const last = this.spans[this.spans.length - 1];
    if (last !== undefined && last.isBold === this.isBold) last.text += text;
    else this.spans.push({ text, isBold: this.isBold });
    return length;
  }

  private endLine(): void {
    this.ticket.lines.push({ kind: 'text', align: this.align, scaleWidth: this.scaleWidth, scaleHeight: this.scaleHeight, spans: this.spans });
    this.spans = [];
  }

  private cut(): void {
    if (this.spans.length > 0) this.endLine();
    this.ticket.isCut = true;
    this.ticket.columns = this.columns;
    const ticket = this.ticket;
    this.ticket = this.emptyTicket();
    this.onTicket(ticket);
  }

  private resetMode(): void {
    this.align = 'left';
    this.isBold = false;
    this.scaleWidth = 1;
    this.scaleHeight = 1;
    this.isChineseMode = false;
    this.latinEncoding = 'cp437';
  }
}
