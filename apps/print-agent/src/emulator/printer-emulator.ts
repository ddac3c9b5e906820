import { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { EscPosDecoder, type DecodedTicket } from '../escpos/decoder.ts';
import { writeTicketFiles, type TicketIndexEntry } from './ticket-files.ts';
import { renderTicketText } from './ticket-text.ts';

export interface PrinterEmulatorOptions {
  /** TCP ports to emulate printers on; 0 lets the OS choose (tests). */
  ports: readonly number[];
  host?: string;
  /** Where tickets are written as `<outDir>/<port>/…`; without it tickets stay in memory only. */
  outDir?: string;
}

export interface PrintedTicket extends DecodedTicket {
  port: number;
  text: string;
  printedAt: string;
  files?: TicketIndexEntry;
}

interface EmulatedPrinter {
  port: number;
  server: Server | undefined;
  sockets: Set<Socket>;
  tickets: PrintedTicket[];
  sequence: number;
  /** Power is cut once a connection has received this many bytes (a mid-ticket failure). */
  powerCutAfterBytes: number | undefined;
  /** File writes in order, so index.json never loses a ticket to a race. */
  writes: Promise<void>;
}

const MEMORY_TICKETS = 200;

/**
 * Network thermal printers on TCP ports: reads ESC/POS like a real printer, turns each cut
 * into a ticket (text and PNG files plus an index) and can be switched off and on again. A
 * printer switched off drops its connections with a reset and loses an unfinished ticket, as
 * a real one that loses power does.
 */
export class PrinterEmulator extends EventEmitter {
  private readonly printers = new Map<number, EmulatedPrinter>();

  private constructor(private readonly options: PrinterEmulatorOptions) {
    super();
  }

  static async start(options: PrinterEmulatorOptions): Promise<PrinterEmulator> {
    const emulator = new PrinterEmulator(options);
    for (const requested of options.ports) {
      const printer: EmulatedPrinter = {
        port: requested,
        server: undefined,
        sockets: new Set(),
        tickets: [],
        sequence: 0,
        powerCutAfterBytes: undefined,
        writes: Promise.resolve(),
      };
      printer.port = await emulator.listen(printer);
      emulator.printers.set(printer.port, printer);
    }
    return emulator;
  }

  get ports(): number[] {
    return [...this.printers.keys()];
  }

  tickets(port: number): PrintedTicket[] {
    return [...this.printer(port).tickets];
  }

  /** The next ticket printed on `port`. */
  waitForTicket(port: number, timeoutMs = 10_000): Promise<PrintedTicket> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.off('ticket', onTicket);
        reject(new Error(`No ticket on port ${port} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onTicket = (ticket: PrintedTicket): void => {
        if (ticket.port !== port) return;
        clearTimeout(timer);
        this.off('ticket', onTicket);
        resolve(ticket);
      };
      this.on('ticket', onTicket);
    });
  }

  isOn(port: number): boolean {
    return this.printer(port).server !== undefined;
  }

  /** Switches the printer off: it stops listening and drops open connections with a reset. */
  async powerOff(port: number): Promise<void> {
    const printer = this.printer(port);
    const server = printer.server;
    printer.server = undefined;
    for (const socket of printer.sockets) socket.resetAndDestroy();
    printer.sockets.clear();
    if (server !== undefined) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async powerOn(port: number): Promise<void> {
    const printer = this.printer(port);
    if (printer.server === undefined) await this.listen(printer);
  }

  /** Arms a mid-ticket power cut: the next connection dies after `bytes` bytes. */
  cutPowerAfterBytes(port: number, bytes: number): void {
    this.printer(port).powerCutAfterBytes = bytes;
  }

  async close(): Promise<void> {
    for (const port of this.printers.keys()) await this.powerOff(port);
    await Promise.all([...this.printers.values()].map((printer) => printer.writes));
  }

  private printer(port: number): EmulatedPrinter {
    const printer = this.printers.get(port);
    if (printer === undefined) throw new Error(`No emulated printer on port ${port}`);
    return printer;
  }

  private listen(printer: EmulatedPrinter): Promise<number> {
    const server = createServer((socket) => this.accept(printer, socket));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(printer.port, this.options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        printer.server = server;
        const address = server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : printer.port);
      });
    });
  }

  private accept(printer: EmulatedPrinter, socket: Socket): void {
    printer.sockets.add(socket);
    const decoder = new EscPosDecoder((ticket) => this.print(printer, ticket));
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      const limit = printer.powerCutAfterBytes;
      if (limit !== undefined && received + chunk.length >= limit) {
        printer.powerCutAfterBytes = undefined;
        decoder.write(chunk.subarray(0, Math.max(0, limit - received)));
        void this.powerOff(printer.port);
        return;
      }
      received += chunk.length;
      decoder.write(chunk);
    });
    socket.on('end', () => {
      // The sender is done: text printed without a cut (or a bare drawer pulse) still counts.
      const rest = decoder.finish();
      if (rest !== undefined) this.print(printer, rest);
      socket.end();
    });
    socket.on('close', () => printer.sockets.delete(socket));
    socket.on('error', () => printer.sockets.delete(socket));
  }

  private print(printer: EmulatedPrinter, ticket: DecodedTicket): void {
    const printedAt = new Date();
    printer.sequence += 1;
    const sequence = printer.sequence;
    const printed: PrintedTicket = { ...ticket, port: printer.port, text: renderTicketText(ticket), printedAt: printedAt.toISOString() };
    const outDir = this.options.outDir;
    printer.writes = printer.writes.then(async () => {
      if (outDir !== undefined) {
        try {
          printed.files = await writeTicketFiles(join(outDir, String(printer.port)), ticket, printedAt, sequence);
        } catch (error) {
          this.emit('error-writing', error);
        }
      }
      printer.tickets.push(printed);
      if (printer.tickets.length > MEMORY_TICKETS) printer.tickets.shift();
      this.emit('ticket', printed);
    });
  }
}
