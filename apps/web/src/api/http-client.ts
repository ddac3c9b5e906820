import { AppErrorCode } from '@kasir/domain';
import { OUTLET_HEADER, pickErrorMessage } from '@kasir/contracts';
import { i18n } from '../i18n/i18n.ts';
import { messageRefOf, translateMessage } from '../i18n/messages.ts';
import { redactSecrets } from './redact.ts';
import { sendErrorLog, truncateText, type RelatedEntity } from './error-log.ts';
import { GATEWAY_RETRY_DELAYS_MS, isRetryableCall, pauseBeforeRetry } from './gateway-retry.ts';
import { GATEWAY_FAILURE_STATUSES } from './reachability-monitor.ts';
import { isServerReachable, reportNetworkFailure, reportNetworkSuccess } from './reachability.ts';

export const API_BASE = '/api';

/** What the http client needs from the session, bound once at start (api/ never imports features). */
export interface HttpSessionBinding {
  /** The token of the deepest stage reached: the cashier token once chosen, else the owner token. */
  currentToken(): string | null;
  currentOutletId(): number | null;
  relatedEntities(): RelatedEntity[];
  /** A 401 with TOKEN_INVALID: the session behind `token` was ended elsewhere. */
  onTokenInvalid(token: string): void;
  /** LOCKED_ERROR: the server holds this cashier locked. */
  onCashierLocked(): void;
}

const unboundSession: HttpSessionBinding = {
  currentToken: () => null,
  currentOutletId: () => null,
  relatedEntities: () => [],
  onTokenInvalid: () => undefined,
  onCashierLocked: () => undefined,
};

let session: HttpSessionBinding = unboundSession;

export function bindHttpSession(binding: HttpSessionBinding): void {
  session = binding;
}

/** A failed call; `message` is already the one to show (spec §8 convention). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly errorCode: number | null;
  readonly body: unknown;

  constructor(message: string, status: number | null, errorCode: number | null, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.body = body;
  }

  get isTokenInvalid(): boolean {
    return this.status === 401 && this.errorCode === AppErrorCode.TOKEN_INVALID;
  }
}

/** The part of a zod schema the client uses (web reaches zod only through @kasir/contracts). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Checks `data` against the shared contract, so a drifting server fails loudly here. */
  schema?: ResponseSchema<T>;
  /** A token other than the session's (the cashier login is sent with the owner token); null sends none. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (the Idempotency-Key of POST /order). */
  headers?: Readonly<Record<string, string>>;
  /** Statuses that also mean success: the server answers 201 to calls that create (startShift, addCashInOut). */
  successStatuses?: readonly number[];
}

/** Told of every failed call that carries a spec app error code (the shift feature offers to start a shift on SHIFT_NOT_START_ERROR). */
export type ApiErrorCodeListener = (errorCode: number, path: string) => void;
const errorCodeListeners = new Set<ApiErrorCodeListener>();

/** Subscribes to app error codes of failed calls; returns the unsubscribe. */
export function onApiErrorCode(listener: ApiErrorCodeListener): () => void {
  errorCodeListeners.add(listener);
  return () => errorCodeListeners.delete(listener);
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function errorCodeOf(body: unknown): number | null {
  if (body !== null && typeof body === 'object' && 'errorCode' in body && typeof body.errorCode === 'number') {
    return body.errorCode;
  }
  return null;
}

function logFailure(error: ApiError, method: HttpMethod, url: string, requestBody: unknown): void {
  void sendErrorLog({
    Message: error.message,
    StatusCode: error.status,
    Endpoint: url,
    Method: method,
    RequestData: truncateText(requestBody === undefined ? null : JSON.stringify(redactSecrets(requestBody))),
    ResponseData: truncateText(error.body === null ? null : JSON.stringify(error.body)),
    StackTrace: truncateText(new Error(error.message).stack ?? null),
    OccuredOn: new Date().toISOString(),
    RelatedEntities: session.relatedEntities(),
  });
}

/** The browser itself says there is no network: retrying cannot help. */
function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** One call to the API (a GET or a keyed write resent after a gateway failure): `{data: T}` on 200, an ApiError (shown, logged, acted on) otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const token = options.token === undefined ? session.currentToken() : options.token;
  const outletId = session.currentOutletId();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  // An explicit outlet header (the back office names the outlet it edits) wins over the session's.
  if (outletId !== null && !(OUTLET_HEADER in headers)) headers[OUTLET_HEADER] = String(outletId);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  // Behind a load balancer a call that met a dying API process is sent again (docs/adr/0030);
  // not while the server is already known to be gone: then the offline paths answer at once.
  const retriesAllowed = isRetryableCall(method, headers) && isServerReachable() ? GATEWAY_RETRY_DELAYS_MS.length : 0;
  let response: Response;
  for (let attempt = 0; ; attempt += 1) {
    const retryDelayMs = attempt < retriesAllowed && !isBrowserOffline() ? GATEWAY_RETRY_DELAYS_MS[attempt] : undefined;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      if (retryDelayMs !== undefined) {
        await pauseBeforeRetry(retryDelayMs, options.signal);
        continue;
      }
      reportNetworkFailure();
      const error = new ApiError(i18n.t('errors.network'), null, null, null);
      logFailure(error, method, url, options.body);
      throw error;
    }
    if (!GATEWAY_FAILURE_STATUSES.includes(response.status)) break;
    if (retryDelayMs === undefined) break;
    // The gateway's page is not wanted; free the connection before waiting.
    await response.body?.cancel().catch(() => undefined);
    await pauseBeforeRetry(retryDelayMs, options.signal);
  }
  // A gateway's 502–504 means the API behind it is down; any other answer came from the API itself.
  if (GATEWAY_FAILURE_STATUSES.includes(response.status)) reportNetworkFailure();
  else reportNetworkSuccess();

  const body = await readJson(response);
  // Spec §8: any status other than 200 is a failure, even another 2xx.
  if (response.status !== 200 && !options.successStatuses?.includes(response.status)) {
    const fallback = i18n.t('errors.requestFailed', { status: response.status });
    // Spec §8 picks the text; its code (messageCode) shows it in the cashier's language.
    const error = new ApiError(translateMessage(pickErrorMessage(body, fallback), messageRefOf(body)), response.status, errorCodeOf(body), body);
    logFailure(error, method, url, options.body);
    if (error.isTokenInvalid && token) session.onTokenInvalid(token);
    if (error.errorCode === AppErrorCode.LOCKED_ERROR) session.onCashierLocked();
    if (error.errorCode !== null) errorCodeListeners.forEach((listener) => listener(error.errorCode ?? 0, path));
    throw error;
  }

  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : undefined;
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    const error = new ApiError(i18n.t('errors.unexpectedResponse'), response.status, null, body);
    logFailure(error, method, url, options.body);
    throw error;
  }
  return parsed.data;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The call never reached the API (no answer, or a gateway's 502–504): not a refusal by the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || GATEWAY_FAILURE_STATUSES.includes(error.status));
}

/** The text to show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.network');
}
