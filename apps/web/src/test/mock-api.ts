import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body: unknown;
}

export type MockHandler = (request: { url: URL; init: RequestInit; body: unknown }) => MockResponse | Promise<MockResponse>;

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with a table of `"METHOD /api/path"` handlers (query strings ignored for
 * matching). Unknown calls answer 404 so a test fails loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, MockHandler | MockResponse>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, headers: { ...(init.headers as Record<string, string>) }, body });
    const handler = handlers[`${method} ${url.pathname}`];
    const result = handler === undefined ? { status: 404, body: { message: `No mock for ${method} ${url.pathname}` } } : typeof handler === 'function' ? await handler({ url, init, body }) : handler;
    return new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path.split('?')[0] === path) };
}

/** A JWT-shaped token with the given claims (the app never verifies signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}
