import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorCode } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, LockStatusSchema, OUTLET_HEADER } from '@kasir/contracts';
import { mockApi } from '../test/mock-api.ts';
import { ERROR_LOG_ENDPOINT, flushErrorLogQueue, pendingErrorLogs } from './error-log.ts';
import { GATEWAY_RETRY_DELAYS_MS } from './gateway-retry.ts';
import { ApiError, bindHttpSession, http, isNetworkFailure, type HttpSessionBinding } from './http-client.ts';
import { isServerReachable, reportNetworkFailure, reportNetworkSuccess } from './reachability.ts';

function bind(overrides: Partial<HttpSessionBinding> = {}) {
  const binding: HttpSessionBinding = {
    currentToken: () => 'session-token',
    currentOutletId: () => 101,
    relatedEntities: () => [{ Type: 'Outlet', EntityId: 101, EntityName: 'Kopi Senja' }],
    onTokenInvalid: vi.fn(),
    onCashierLocked: vi.fn(),
    ...overrides,
  };
  bindHttpSession(binding);
  return binding;
}

/** Lets the fire-and-forget error log reach fetch. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => bind());

describe('http client', () => {
  it('sends the bearer token and outlet header and unwraps {data}', async () => {
    bind();
    const api = mockApi({ 'GET /api/user/checkLockStatus': { body: { data: { IsLocked: false } } } });
    await expect(http.get('/user/checkLockStatus', { schema: LockStatusSchema })).resolves.toEqual({ IsLocked: false });
    const [call] = api.calls;
    expect(call?.headers.Authorization).toBe('Bearer session-token');
    expect(call?.headers[OUTLET_HEADER]).toBe('101');
  });

  it('uses an explicit token, or none for public calls', async () => {
    bind();
    const api = mockApi({ 'POST /api/user/login': { body: { data: { Token: 't' } } } });
    await http.post('/user/login', { Username: 'a' }, { token: 'owner-token' });
    await http.post('/user/login', { Username: 'a' }, { token: null });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer owner-token');
    expect(api.calls[1]?.headers.Authorization).toBeUndefined();
  });

  it('shows data[0].error first, then message (spec §8)', async () => {
    bind();
    mockApi({
      'GET /api/a': { status: 400, body: { message: 'Validation failed', errorCode: 4, code: 'VALIDATION_ERROR', data: [{ field: 'PIN', error: 'PIN must be 6 digits' }] } },
      'GET /api/b': { status: 401, body: { message: 'Wrong PIN', errorCode: 1, code: 'WRONG_CREDENTIALS', data: [] } },
      [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } },
    });
    await expect(http.get('/a')).rejects.toThrow('PIN must be 6 digits');
    await expect(http.get('/b')).rejects.toMatchObject({ message: 'Wrong PIN', status: 401, errorCode: 1 });
  });

  it('treats any status other than 200 as a failure, with the network message as the last resort', async () => {
    bind();
    mockApi({ 'POST /api/created': { status: 201, body: {} }, [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } } });
    const error = await http.post('/created').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The request failed (status 201).');
  });

  it('reports a refused token once and a locked cashier', async () => {
    const binding = bind();
    mockApi({
      'GET /api/expired': { status: 401, body: { message: 'Session ended', errorCode: AppErrorCode.TOKEN_INVALID, code: 'UNAUTHENTICATED', data: [] } },
      'GET /api/locked': { status: 423, body: { message: 'Locked', errorCode: AppErrorCode.LOCKED_ERROR, code: 'LOCKED', data: [] } },
      [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } },
    });
    await expect(http.get('/expired')).rejects.toMatchObject({ isTokenInvalid: true });
    expect(binding.onTokenInvalid).toHaveBeenCalledWith('session-token');
    await expect(http.get('/locked')).rejects.toThrow('Locked');
    expect(binding.onCashierLocked).toHaveBeenCalledTimes(1);
  });

  it('logs a failure without PINs or passwords, with the related entities and a fixed credential', async () => {
    bind();
    const api = mockApi({
      'POST /api/user/login': { status: 401, body: { message: 'Wrong PIN', errorCode: 1, code: 'WRONG_CREDENTIALS', data: [] } },
      [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } },
    });
    await expect(http.post('/user/login', { Username: 'ani', PIN: '123456', Password: 'secret' })).rejects.toThrow('Wrong PIN');
    await settle();
    const [log] = api.callsTo('POST', ERROR_LOG_ENDPOINT);
    expect(log?.headers.Authorization).toBe('Bearer kasir-error-log');
    const body = log?.body as Record<string, unknown>;
    expect(body).toMatchObject({ Message: 'Wrong PIN', StatusCode: 401, Endpoint: '/api/user/login', Method: 'POST' });
    expect(body.RelatedEntities).toEqual([{ Type: 'Outlet', EntityId: 101, EntityName: 'Kopi Senja' }]);
    expect(String(body.RequestData)).toContain('ani');
    expect(String(body.RequestData)).not.toContain('123456');
    expect(String(body.RequestData)).not.toContain('secret');
    expect(Number.isNaN(Date.parse(String(body.OccuredOn)))).toBe(false);
  });

  it('keeps an error log that could not be sent and retries it later', async () => {
    bind();
    let isLogServerUp = false;
    mockApi({
      'GET /api/broken': { status: 500, body: { message: 'Boom', errorCode: 3, code: 'INTERNAL', data: [] } },
      [`POST ${ERROR_LOG_ENDPOINT}`]: () => (isLogServerUp ? { body: { data: null } } : { status: 503, body: {} }),
    });
    await expect(http.get('/broken')).rejects.toThrow('Boom');
    await vi.waitFor(() => expect(pendingErrorLogs()).toHaveLength(1));
    isLogServerUp = true;
    await flushErrorLogQueue();
    expect(pendingErrorLogs()).toHaveLength(0);
  });

  it('fails with the network message when the server cannot be reached', async () => {
    bind();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/anything')).rejects.toMatchObject({ status: null, message: 'Cannot reach the server. Check the connection and try again.' });
  });

  it('refuses a success body that breaks the contract', async () => {
    bind();
    mockApi({ 'GET /api/user/checkLockStatus': { body: { data: { IsLocked: 'yes' } } }, [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } } });
    await expect(http.get('/user/checkLockStatus', { schema: LockStatusSchema })).rejects.toThrow('does not understand');
  });
});

/** Runs `call` with the retry pauses skipped by fake timers (the pauses are waits, not what is tested). */
async function withFakePauses<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const settled = call().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    // Only the retry pauses: the reachability probe's later timer must not run here.
    await vi.advanceTimersByTimeAsync(GATEWAY_RETRY_DELAYS_MS.reduce((sum, delayMs) => sum + delayMs, 0));
    const outcome = await settled;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  } finally {
    vi.useRealTimers();
  }
}

describe('http client behind a load balancer (a dead API process answers 502–504 through the gateway)', () => {
  afterEach(() => reportNetworkSuccess());
  const gatewayDown = { status: 502, body: null };
  const created = { status: 201, body: { data: { Id: 7 } } };

  it('sends a GET again after a gateway failure and reports the server reachable', async () => {
    bind();
    let answers = 0;
    const api = mockApi({ 'GET /api/order/7': () => (answers++ === 0 ? gatewayDown : { body: { data: { Id: 7 } } }) });
    await expect(withFakePauses(() => http.get('/order/7'))).resolves.toEqual({ Id: 7 });
    expect(api.callsTo('GET', '/api/order/7')).toHaveLength(2);
    expect(isServerReachable()).toBe(true);
  });

  it('sends a write with an Idempotency-Key again after a lost connection, under the same key', async () => {
    bind();
    let attempts = 0;
    const api = mockApi({
      'POST /api/order': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return created;
      },
    });
    const sent = withFakePauses(() => http.post('/order', { Items: [] }, { successStatuses: [201], headers: { [IDEMPOTENCY_KEY_HEADER]: 'cart-1' } }));
    await expect(sent).resolves.toEqual({ Id: 7 });
    expect(attempts).toBe(2);
    expect(api.callsTo('POST', '/api/order').map((call) => call.headers[IDEMPOTENCY_KEY_HEADER])).toEqual(['cart-1', 'cart-1']);
  });

  it('never sends a write without an Idempotency-Key twice', async () => {
    bind();
    const api = mockApi({ 'POST /api/order/7/addOrderProduct': gatewayDown, [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } } });
    const error = await withFakePauses(() => http.post('/order/7/addOrderProduct', { Items: [] })).catch((caught: unknown) => caught);
    expect(isNetworkFailure(error)).toBe(true);
    expect(api.callsTo('POST', '/api/order/7/addOrderProduct')).toHaveLength(1);
  });

  it('gives up after its retries with the gateway failure, and the server counts as unreachable', async () => {
    bind();
    const api = mockApi({ 'GET /api/order/7': { status: 503, body: null }, [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } } });
    const error = await withFakePauses(() => http.get('/order/7')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
    expect(api.callsTo('GET', '/api/order/7')).toHaveLength(1 + GATEWAY_RETRY_DELAYS_MS.length);
    expect(isServerReachable()).toBe(false);
  });

  it('does not retry while the server is already known to be unreachable (the offline paths answer at once)', async () => {
    bind();
    reportNetworkFailure();
    const api = mockApi({ 'GET /api/order/7': gatewayDown, [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } } });
    await expect(withFakePauses(() => http.get('/order/7'))).rejects.toMatchObject({ status: 502 });
    expect(api.callsTo('GET', '/api/order/7')).toHaveLength(1);
  });

  it('never retries an answer of the API itself', async () => {
    bind();
    const api = mockApi({ 'GET /api/broken': { status: 500, body: { message: 'Boom', errorCode: 3, code: 'INTERNAL', data: [] } }, [`POST ${ERROR_LOG_ENDPOINT}`]: { body: { data: null } } });
    await expect(withFakePauses(() => http.get('/broken'))).rejects.toThrow('Boom');
    expect(api.callsTo('GET', '/api/broken')).toHaveLength(1);
  });

  it('stops waiting to retry when the caller gives up', async () => {
    bind();
    const api = mockApi({ 'GET /api/order/7': gatewayDown });
    const controller = new AbortController();
    const sent = http.get('/order/7', { signal: controller.signal });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/order/7')).toHaveLength(1));
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.callsTo('GET', '/api/order/7')).toHaveLength(1);
  });
});
