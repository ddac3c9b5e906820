import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DecodedTicket } from '../escpos/decoder.ts';
import { firstLines, renderTicketText } from './ticket-text.ts';
import { renderTicketPng } from './ticket-png.ts';

/** The index keeps the last 50 tickets: a shift's worth to look back on, small to rewrite. */
export const TICKET_INDEX_SIZE = 50;
const INDEX_FIRST_LINES = 3;

export interface TicketIndexEntry {
  name: string;
  txt: string;
  png: string;
  printedAt: string;
  firstLines: string[];
  isDrawerPulsed: boolean;
  isCut: boolean;
}

/**
 * File-name stem of a ticket: the ISO time with ':' replaced by '-' (Windows, where cashier
 * machines often run, forbids ':' in names), then a running number for same-millisecond tickets.
 */
export function ticketFileStem(printedAt: Date, sequence: number): string {
  return `${printedAt.toISOString().replace(/:/g, '-')}-${sequence}`;
}

async function readIndex(file: string): Promise<TicketIndexEntry[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as TicketIndexEntry[]) : [];
  } catch {
    return []; // missing or half-written by a crash: start a fresh index
  }
}

/** Writes `<dir>/<stem>.txt`, `.png` and the updated `index.json` (newest first). */
export async function writeTicketFiles(
  directory: string,
  ticket: DecodedTicket,
  printedAt: Date,
  sequence: number,
): Promise<TicketIndexEntry> {
  await mkdir(directory, { recursive: true });
  const stem = ticketFileStem(printedAt, sequence);
  const entry: TicketIndexEntry = {
    name: stem,
    txt: `${stem}.txt`,
    png: `${stem}.png`,
    printedAt: printedAt.toISOString(),
    firstLines: firstLines(ticket, INDEX_FIRST_LINES),
    isDrawerPulsed: ticket.isDrawerPulsed,
    isCut: ticket.isCut,
  };
  await writeFile(join(directory, entry.txt), renderTicketText(ticket), 'utf8');
  await writeFile(join(directory, entry.png), renderTicketPng(ticket));
  const indexFile = join(directory, 'index.json');
  const index = [entry, ...(await readIndex(indexFile))].slice(0, TICKET_INDEX_SIZE);
  // Write then rename, so a reader never sees half an index.
  await writeFile(`${indexFile}.tmp`, JSON.stringify(index, null, 2), 'utf8');
  await rename(`${indexFile}.tmp`, indexFile);
  return entry;
}
