import { z } from 'zod';
import { CUSTOMER_SESSION_HEADER, PUBLIC_API_PREFIX } from '@kasir/domain';
import {
  SelfOrderBillRequestSchema,
  SelfOrderMenuSchema,
  SelfOrderSessionSchema,
  SelfOrderViewSchema,
  pickErrorMessage,
  type SelfOrderMenu,
  type SelfOrderPlaceBody,
  type SelfOrderSession,
  type SelfOrderView,
} from '@kasir/contracts';
import { messageRefOf, translateMessage } from '../../i18n/messages.ts';

/**
 * The phone's own client for the public API (docs/public-api.md). Deliberately not the cashier's
 * http client: that one adds the cashier's Authorization and outlet headers and reacts to their
 * errors (lock screen, log out); a customer's phone must never send or act on any of those.
 */
const PUBLIC_BASE = `/api${PUBLIC_API_PREFIX}`;

/** Why a call failed: no connection, the session/QR is no good, too many calls, or anything else the server said. */
export type SelfOrderErrorKind = 'offline' | 'unauthorised' | 'tooMany' | 'server';

export class SelfOrderError extends Error {
  constructor(
    message: string,
    readonly kind: SelfOrderErrorKind,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SelfOrderError';
  }
}

function kindOf(status: number): SelfOrderErrorKind {
  if (status === 401 || status === 403) return 'unauthorised';
  if (status === 429) return 'tooMany';
  return 'server';
}

interface CallOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  sessionToken?: string;
  idempotencyKey?: string;
  schema: z.ZodType<T>;
}

async function call<T>(path: string, options: CallOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.sessionToken) headers[CUSTOMER_SESSION_HEADER] = options.sessionToken;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${PUBLIC_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // The session travels in its own header; cookies of a cashier signed in on the same device stay home.
      credentials: 'omit',
    });
  } catch {
    throw new SelfOrderError('offline', 'offline', null);
  }
  let json: unknown = null;
  try {
    const text = await response.text();
    json = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    json = null;
  }
  if (response.status < 200 || response.status > 299) {
    const text = translateMessage(pickErrorMessage(json, `HTTP ${response.status}`), messageRefOf(json));
    throw new SelfOrderError(text, kindOf(response.status), response.status);
  }
  const data = json !== null && typeof json === 'object' && 'data' in json ? json.data : undefined;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new SelfOrderError(`Unexpected answer from ${path}`, 'server', response.status);
  return parsed.data;
}

/** POST /sessions: the QR's token for a session; any failure here means the QR cannot be used. */
export function openSession(qr: string): Promise<SelfOrderSession> {
  return call('/sessions', { method: 'POST', body: { Qr: qr }, schema: SelfOrderSessionSchema });
}

/** GET /menu priced for the order type the customer chose (the counter QR's pick-up or delivery). */
export function fetchMenu(sessionToken: string, appOrderType: number): Promise<SelfOrderMenu> {
  return call(`/menu?AppOrderType=${appOrderType}`, { sessionToken, schema: SelfOrderMenuSchema });
}

/** POST /orders with one Idempotency-Key per placement attempt: a retry after a lost answer places once. */
export function placeOrder(sessionToken: string, body: SelfOrderPlaceBody, idempotencyKey: string): Promise<SelfOrderView> {
  return call('/orders', { method: 'POST', body, sessionToken, idempotencyKey, schema: SelfOrderViewSchema });
}

export function fetchMyOrders(sessionToken: string): Promise<SelfOrderView[]> {
  return call('/orders', { sessionToken, schema: z.array(SelfOrderViewSchema) });
}

export function requestBill(sessionToken: string, customerOrderId: number): Promise<z.infer<typeof SelfOrderBillRequestSchema>> {
  return call('/billRequest', { method: 'POST', body: { CustomerOrderId: customerOrderId }, sessionToken, schema: SelfOrderBillRequestSchema });
}

const storageKeyOf = (qr: string) => `kasir.selfOrder.session.${qr}`;

/** The session kept per QR for this tab, so a reload keeps the same session (and its orders). */
export function readStoredSession(qr: string): SelfOrderSession | null {
  try {
    const text = sessionStorage.getItem(storageKeyOf(qr));
    if (!text) return null;
    const parsed = SelfOrderSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(qr: string, session: SelfOrderSession | null): void {
  try {
    if (session === null) sessionStorage.removeItem(storageKeyOf(qr));
    else sessionStorage.setItem(storageKeyOf(qr), JSON.stringify(session));
  } catch {
    // Private modes may refuse storage: the page still works, a reload just starts a new session.
  }
}

/** A fresh key per placement attempt (randomUUID needs a secure context; a LAN http address is not one). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
