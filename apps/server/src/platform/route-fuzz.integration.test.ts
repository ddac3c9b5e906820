import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { ApiRoute } from '../server.ts';

/**
 * Walks every registered route (the server's own table, so a new route is covered without an
 * edit here) with malformed ids, bodies and headers, as a fuzzer from outside would. Nothing a
 * client can send may end in a 5xx, and none of it may change a row.
 */

/** Path ids that Number() or a lax parser would take for a row: each must be a 4xx. */
const BAD_IDS = ['0x1', '1e0', '-1', '+1', '01', '1.0', '%201', 'abc', String(MAX_ROW_ID + 1), '9'.repeat(40), '%00', 'null'];
/** Bodies no route takes (none is a JSON object, which an all-optional schema could accept). */
const BAD_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: 'application/json', payload: '{"Id": ' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '123' },
  { contentType: 'application/json', payload: 'true' },
  { contentType: 'application/json', payload: '[null, 1, "x"]' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'text/plain', payload: 'Id=1' },
  { contentType: 'application/json', payload: `"${'x'.repeat(1024 * 1024 + 10)}"` },
];
/** Query strings of wrong types, repeated keys, arrays and objects. */
const BAD_QUERIES = ['?id=0x1&status=-1&page=0&limit=1e9', '?fromDate=banana&toDate=2026-13-45', '?keyword[]=a&keyword[]=b&isSuspend=2', '?outletId=%00&OutletTableId=1.5&OrderId=-3', `?keyword=${'k'.repeat(5000)}`];
const BAD_OUTLET_HEADERS = ['0x1', '-1', 'abc', '1e3', String(MAX_ROW_ID + 1), ''];
const BAD_AUTHORIZATIONS = ['Bearer', 'Bearer not.a.token', 'Basic b3duZXI6ZGVtbw==', `Bearer ${'a'.repeat(10_000)}`];
/** Path parameters that are not row ids (a setting code is text): every other parameter is an id. */
const NON_ID_PARAMS = new Set(['code']);
/** Routes that end or lock the caller's own session with no input to refuse: fuzzed only with bad tokens. */
const SESSION_ENDING = new Set(['GET /api/user/logout', 'GET /api/user/logoutCashier', 'GET /api/user/lockCashier']);
/** GETs that make a record by the spec with no input to refuse (a sign-up QR's history, issue 19): fuzzed only with bad tokens. */
const ISSUING_GETS = new Set(['GET /api/memberCategory/generatedQR', 'GET /api/qr', 'GET /api/outletTable/counterQR']);

type Sent = { route: ApiRoute; variant: string; status: number };

let server: TestServer;
let token: string;
let outletHeader: Record<string, string>;
const sent: Sent[] = [];

/** A hash of every row of every table: equal before and after means nothing was written. */
async function rowsFingerprint(): Promise<Map<string, string>> {
  const tables = await server.database.db.introspection.getTables();
  const hashes = new Map<string, string>();
  for (const table of tables) {
    const rows = await server.database.db.selectFrom(table.name as never).selectAll().execute();
    hashes.set(table.name, createHash('sha256').update(JSON.stringify(rows)).digest('hex'));
  }
  return hashes;
}

function pathWith(route: ApiRoute, id: string): string {
  return route.url.replace(/:[A-Za-z]+/g, id);
}

async function send(route: ApiRoute, variant: string, request: { url: string; headers: Record<string, string>; payload?: string }) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await server.app.inject({
    method: route.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(hasBody && request.payload !== undefined ? { payload: request.payload } : {}),
  });
  sent.push({ route, variant, status: response.statusCode });
  return response.statusCode;
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server, { username: 'budi', pin: '222222' })).cashierToken;
  outletHeader = { outletid: String(server.ids.outletIds.kopiSenja) };
  // With a shift open, order and payment routes get past their shift check to the input.
  await server.app.inject({ method: 'POST', url: '/api/shift/startShift', headers: { ...bearer(token), ...outletHeader }, payload: { OutletId: server.ids.outletIds.kopiSenja, StartCash: 0 } });
}, 60_000);
afterAll(async () => {
  await server.stop();
});

describe('every route under malformed ids, bodies and headers', () => {
  it('answers each with a 4xx or a harmless 2xx, never a 5xx, and changes no row', { timeout: 300_000 }, async () => {
    expect(server.routes.length).toBeGreaterThan(100);
    const before = await rowsFingerprint();
    const good = { ...bearer(token), ...outletHeader };

    for (const route of server.routes) {
      const key = `${route.method} ${route.url}`;
      const hasIdParam = [...route.url.matchAll(/:([A-Za-z]+)/g)].some((match) => !NON_ID_PARAMS.has(match[1] ?? ''));
      const samplePath = pathWith(route, '999999');
      if (hasIdParam) {
        for (const id of BAD_IDS) {
          const status = await send(route, `id ${id}`, { url: pathWith(route, id), headers: { ...good, 'content-type': 'application/json' }, payload: '{}' });
          // A malformed id is refused before anything else is read (a route's access check may refuse first).
          expect(status, `${key} with id ${id}`).toBeGreaterThanOrEqual(400);
          expect(status, `${key} with id ${id}`).toBeLessThan(500);
        }
      }
      for (const authorization of BAD_AUTHORIZATIONS) {
        await send(route, `authorization ${authorization.slice(0, 20)}`, { url: samplePath, headers: { ...outletHeader, authorization, 'content-type': 'application/json' }, payload: '[]' });
      }
      if (SESSION_ENDING.has(key) || ISSUING_GETS.has(key)) continue;
      for (const body of BAD_BODIES) {
        await send(route, `body ${body.payload.slice(0, 20)}`, { url: samplePath, headers: { ...good, 'content-type': body.contentType }, payload: body.payload });
      }
      for (const query of BAD_QUERIES) {
        await send(route, `query ${query.slice(0, 30)}`, { url: `${samplePath}${query}`, headers: { ...good, 'content-type': 'application/json' }, payload: '[]' });
      }
      for (const outletid of BAD_OUTLET_HEADERS) {
        await send(route, `outletid ${outletid}`, { url: samplePath, headers: { ...bearer(token), outletid, 'content-type': 'application/json' }, payload: '[]' });
      }
      await send(route, 'idempotency-key too long', { url: samplePath, headers: { ...good, [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(5000), 'content-type': 'application/json' }, payload: 'null' });
    }

    const serverErrors = sent.filter((entry) => entry.status >= 500).map((entry) => `${entry.route.method} ${entry.route.url} (${entry.variant}): ${entry.status}`);
    expect(serverErrors).toEqual([]);
    const after = await rowsFingerprint();
    const changedTables = [...before].filter(([table, hash]) => after.get(table) !== hash).map(([table]) => table);
    expect(changedTables).toEqual([]);
    const byClass = sent.reduce<Record<string, number>>((counts, entry) => {
      const statusClass = `${Math.floor(entry.status / 100)}xx`;
      counts[statusClass] = (counts[statusClass] ?? 0) + 1;
      return counts;
    }, {});
    // The figures of the run, for the closing note and for whoever reads the CI log.
    console.log(`route fuzz: ${server.routes.length} routes, ${sent.length} requests, ${JSON.stringify(byClass)}`);
  });
});
