import { createConnection } from 'node:net';
import type { PrinterAddress } from '@kasir/contracts';
import { PRINT_TIMEOUT_MS } from '@kasir/domain';

export interface SendOptions {
  /** Spec §9: a print gives up after 15 s. */
  timeoutMs?: number;
  /**
   * After our last byte and FIN, how long to wait for the printer to close its side. Printers
   * that close prove they read everything (a reset means the ticket was cut short); some keep
   * the socket open, so after this grace the bytes count as accepted.
   */
  closeGraceMs?: number;
}

export const DEFAULT_CLOSE_GRACE_MS = 2000;

/** A delivery failure with a message a cashier or technician can act on. */
export class PrinterDeliveryError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'timeout' | 'reset' | 'unreachable' | 'other',
  ) {
    super(message);
    this.name = 'PrinterDeliveryError';
  }
}

function describeError(error: NodeJS.ErrnoException, target: string): PrinterDeliveryError {
  switch (error.code) {
    case 'ECONNREFUSED':
      return new PrinterDeliveryError(`Printer ${target} refused the connection (off, or wrong port)`, 'refused');
    case 'ECONNRESET':
    case 'EPIPE':
      return new PrinterDeliveryError(`Printer ${target} dropped the connection before the ticket was complete`, 'reset');
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENOTFOUND':
      return new PrinterDeliveryError(`Printer ${target} cannot be reached on the network`, 'unreachable');
    default:
      return new PrinterDeliveryError(`Printer ${target}: ${error.message}`, 'other');
  }
}

/**
 * Sends bytes to a raw-TCP (port 9100 style) printer: connect, write, end, wait until the
 * printer has taken everything, close. Resolves only when the bytes are delivered; rejects
 * with a PrinterDeliveryError otherwise, and never takes longer than the time-out.
 */
export function sendToPrinter(address: PrinterAddress, bytes: Uint8Array, options: SendOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? PRINT_TIMEOUT_MS;
  const closeGraceMs = options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS;
  const target = `${address.ip}:${address.port}`;
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: address.ip, port: address.port });
    let graceTimer: NodeJS.Timeout | undefined;
    let isSettled = false;
    const settle = (error?: PrinterDeliveryError): void => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(deadline);
      clearTimeout(graceTimer);
      socket.destroy();
      if (error === undefined) resolve();
      else reject(error);
    };
    const deadline = setTimeout(
      () => settle(new PrinterDeliveryError(`No answer from printer ${target} within ${timeoutMs} ms`, 'timeout')),
      timeoutMs,
    );
    socket.on('connect', () => socket.end(bytes));
    // Status bytes a printer may volunteer (ASB) are not needed; reading keeps the socket flowing.
    socket.on('data', () => undefined);
    socket.on('finish', () => {
      graceTimer = setTimeout(() => settle(), closeGraceMs);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => settle(describeError(error, target)));
    socket.on('close', (hadError) => {
      if (!hadError && socket.writableFinished) settle();
      else settle(new PrinterDeliveryError(`Printer ${target} closed the connection before the ticket was complete`, 'reset'));
    });
  });
}
