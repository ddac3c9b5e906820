import { renderTicketText } from '../emulator/ticket-text.ts';
import { EscPosDecoder, type DecodedTicket } from '../escpos/decoder.ts';

/**
 * The text a person would read off the paper for the bytes we sent: our own decoder and the
 * emulator's renderer, so GET /printed shows a real printer's ticket exactly as the emulator
 * writes it to data/printed.
 */
export function renderBytesAsText(bytes: Uint8Array): string {
  const tickets: DecodedTicket[] = [];
  const decoder = new EscPosDecoder((ticket) => tickets.push(ticket));
  decoder.write(bytes);
  const rest = decoder.finish();
  if (rest !== undefined) tickets.push(rest);
  return tickets.map(renderTicketText).join('\n');
}
