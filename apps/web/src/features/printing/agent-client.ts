import {
  DeliveredTicketSchema,
  PrintResultSchema,
  PrinterQueueSchema,
  type DeliveredTicket,
  type PlannedPrintJob,
  type PrintResult,
  type PrinterAddress,
  type PrinterQueue,
} from '@kasir/contracts';
import { PRINT_TIMEOUT_MS } from '@kasir/domain';

/**
 * The browser's calls to the print service on the cashier's machine (spec §7: the print set's
 * CustomIpServicePrinter when set, else the local agent). Not the API client: another origin,
 * no bearer token, and its own failures (the agent off) that must not reach the error log.
 */
export const DEFAULT_PRINT_AGENT_URL = 'http://127.0.0.1:3003';

export function printAgentUrl(): string {
  const configured = import.meta.env.VITE_PRINT_AGENT_URL?.trim();
  return withoutTrailingSlash(configured === undefined || configured === '' ? DEFAULT_PRINT_AGENT_URL : configured);
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Base address of the print service for a print set: its CustomIpServicePrinter, else the local agent. */
export function printServiceBase(customIpServicePrinter: string | null | undefined): string {
  const custom = customIpServicePrinter?.trim();
  return custom ? withoutTrailingSlash(custom) : printAgentUrl();
}

/** A print service that cannot be reached or refused the job; `message` says why (shown to technicians, not cashiers). */
export class PrintServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PrintServiceError';
  }
}

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

async function callService<T>(url: string, init: RequestInit & { timeoutMs?: number }, schema: Parser<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? PRINT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    throw new PrintServiceError(controller.signal.aborted ? `No answer from ${url} in time` : `Cannot reach ${url}: ${String(cause)}`, null);
  } finally {
    clearTimeout(timer);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status !== 200) {
    const message = body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : `Status ${response.status}`;
    throw new PrintServiceError(message, response.status);
  }
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new PrintServiceError(`Unexpected answer from ${url}`, response.status);
  return parsed.data;
}

const jsonPost = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The agent's own job: the plan's bookkeeping fields (Kind, DeviceId …) stay in the app. */
export function toAgentJob(job: PlannedPrintJob): Omit<PlannedPrintJob, 'Kind' | 'DeviceId' | 'DeviceName' | 'SetReceiptId'> {
  const { Kind: _kind, DeviceId: _deviceId, DeviceName: _deviceName, SetReceiptId: _setReceiptId, ...agentJob } = job;
  return agentJob;
}

/** POST {service}/print: waits up to the spec's 15 s print time-out for the ticket. */
export function postPrintJob(serviceBase: string, job: PlannedPrintJob, timeoutMs = PRINT_TIMEOUT_MS): Promise<PrintResult> {
  // A little longer than the agent's own wait, so the agent's `queued` answer arrives rather than our abort.
  return callService(`${serviceBase}/print`, { ...jsonPost(toAgentJob(job)), timeoutMs: timeoutMs + 2000 }, PrintResultSchema);
}

const DrawerAnswerSchema: Parser<{ status: string }> = {
  safeParse: (data) =>
    data !== null && typeof data === 'object' && 'status' in data && typeof data.status === 'string'
      ? { success: true, data: { status: data.status } }
      : { success: false },
};

export function postOpenDrawer(serviceBase: string, address: PrinterAddress): Promise<{ status: string }> {
  return callService(`${serviceBase}/openDrawer`, jsonPost(address), DrawerAnswerSchema);
}

export function fetchWaitingQueue(serviceBase = printAgentUrl()): Promise<PrinterQueue[]> {
  return callService(`${serviceBase}/queue`, { method: 'GET', timeoutMs: 5000 }, PrinterQueueSchema.array());
}

export function moveWaitingJob(jobId: string, target: PrinterAddress, serviceBase = printAgentUrl()): Promise<unknown> {
  const answer: Parser<unknown> = { safeParse: (data) => ({ success: true, data }) };
  return callService(`${serviceBase}/queue/${encodeURIComponent(jobId)}/move`, { ...jsonPost(target), timeoutMs: 5000 }, answer);
}

export function fetchPrintedTickets(address: PrinterAddress, limit: number, serviceBase = printAgentUrl()): Promise<DeliveredTicket[]> {
  const query = new URLSearchParams({ ip: address.ip, port: String(address.port), limit: String(limit) });
  return callService(`${serviceBase}/printed?${query.toString()}`, { method: 'GET', timeoutMs: 5000 }, DeliveredTicketSchema.array());
}

/** Local receipt store (spec §7 Receipt, port 3003): the outlet's layout kept beside the agent. */
export function saveLocalReceipt(outletId: number, receipt: Record<string, unknown>, serviceBase = printAgentUrl()): Promise<unknown> {
  const answer: Parser<unknown> = { safeParse: (data) => ({ success: true, data }) };
  return callService(`${serviceBase}/setReceipt`, { ...jsonPost({ outletId, receipt }), timeoutMs: 5000 }, answer);
}
