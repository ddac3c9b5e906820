import { ERROR_LOG_TIMEOUT_MS } from '@kasir/domain';
import type { ErrorLogBody } from '@kasir/contracts';

export const ERROR_LOG_ENDPOINT = '/api/errorlogs/insert';
const QUEUE_STORAGE_KEY = 'kasir.errorLogQueue';
/** Enough to explain an outage without letting a long one fill the browser's storage. */
const QUEUE_MAX_ENTRIES = 50;
const TEXT_MAX_CHARACTERS = 20_000;

export type RelatedEntity = ErrorLogBody['RelatedEntities'][number];

function errorLogToken(): string {
  return import.meta.env.VITE_ERROR_LOG_TOKEN ?? 'kasir-error-log';
}

export function truncateText(text: string | null | undefined, maxCharacters = TEXT_MAX_CHARACTERS): string | null {
  if (text === null || text === undefined) return null;
  return text.length > maxCharacters ? text.slice(0, maxCharacters) : text;
}

function readQueue(): ErrorLogBody[] {
  try {
    const raw = localStorage.getItem(QUEUE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ErrorLogBody[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(entries: ErrorLogBody[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(QUEUE_STORAGE_KEY);
    else localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(entries.slice(-QUEUE_MAX_ENTRIES)));
  } catch {
    // Losing a log entry must never break the cashier's work.
  }
}

export function pendingErrorLogs(): ErrorLogBody[] {
  return readQueue();
}

async function postErrorLog(entry: ErrorLogBody): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ERROR_LOG_TIMEOUT_MS);
  try {
    const response = await fetch(ERROR_LOG_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${errorLogToken()}` },
      body: JSON.stringify(entry),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let isFlushing = false;

/** Sends the logs kept from earlier failures; the ones that fail again stay queued. */
export async function flushErrorLogQueue(): Promise<void> {
  if (isFlushing) return;
  isFlushing = true;
  try {
    const queued = readQueue();
    if (queued.length === 0) return;
    const stillFailing: ErrorLogBody[] = [];
    for (const entry of queued) {
      if (!(await postErrorLog(entry))) stillFailing.push(entry);
    }
    // Entries queued while flushing were appended after the snapshot we read.
    writeQueue([...stillFailing, ...readQueue().slice(queued.length)]);
  } finally {
    isFlushing = false;
  }
}

/** Best effort: sends one error log now and keeps it for a later retry when that fails. */
export async function sendErrorLog(entry: ErrorLogBody): Promise<void> {
  if (await postErrorLog(entry)) {
    void flushErrorLogQueue();
    return;
  }
  writeQueue([...readQueue(), entry]);
}
