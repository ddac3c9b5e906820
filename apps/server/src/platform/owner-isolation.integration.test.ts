import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../server.ts';
import { addSecondOwnerWorld, demoOwnerWorld, secondOwnerMarkers, type OwnerWorld } from '../test-support/second-owner-world.ts';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { FOREIGN_ID_CASES } from './owner-isolation-foreign-ids.ts';
import { HEADER_FREE, NON_ID_PARAMS, PATH_ENTITIES, SESSION_SCOPED, VALID_BODIES, VALID_QUERIES, type BodyContext, type VersionOf } from './owner-isolation-tables.ts';

/**
 * Issue 20: everything an owner creates belongs to that owner. Signed in as the demo owner (its
 * owner token and a supervisor's cashier token), every route of the server's own route table is
 * called with the second owner's ids: in the path, in the body and query, and as the `outletid`
 * header. Each answer must be 404 (403 only where the token kind is refused before any lookup),
 * and not one row of the database may change. A new route is walked without an edit here; a new
 * id parameter fails until PATH_ENTITIES (owner-isolation-tables.ts) names its entity.
 */

/** The 403s that refuse the token kind before anything is read: they reveal nothing. */
const TOKEN_KIND_REFUSALS = ['This needs the owner to sign in', 'Choose a cashier first'];
/** Sample values of path parameters that are not ids. */
const NON_ID_SAMPLES: Record<string, string> = { code: 'BROADCAST' };
/** GETs that end or lock the caller's own session: the read walk leaves them out. */
const SESSION_ENDING = new Set(['GET /api/user/logout', 'GET /api/user/logoutCashier', 'GET /api/user/lockCashier']);
/** Tables a refused call may still write: the caller's own session bookkeeping. */
const BOOKKEEPING_TABLES = new Set(['sessions']);

let server: TestServer;
let mine: OwnerWorld;
let theirs: OwnerWorld;
/** Ids that exist nowhere: what a refusal of a foreign id is compared with. */
let ghost: OwnerWorld;
let version: VersionOf;
let context: BodyContext;
/** Answers to the first owner that carried a text only the second owner's rows hold. */
const leakedTexts: string[] = [];
let markers: string[] = [];
/** Refusals of a foreign body/query id that are not 404 but answer exactly as for an id that exists nowhere. */
const indistinguishable: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  theirs = await addSecondOwnerWorld(server);
  mine = await demoOwnerWorld(server);
  let next = 2_000_000_000;
  ghost = Object.fromEntries(Object.entries(theirs).map(([key, value]) => [key, typeof value === 'number' ? next++ : value])) as OwnerWorld;
  ghost.memberVoucherCode = 'NO-SUCH-VOUCHER';
  markers = secondOwnerMarkers(theirs);
  version = async (orderId) => (await server.database.db.selectFrom('orders').select('version').where('id', '=', orderId).executeTakeFirst())?.version ?? 1;
  const receiptSettings = async (outletId: number) => {
    // An outlet that exists nowhere (the probes) borrows the first stored settings: the body must still pass validation.
    const row =
      (await server.database.db.selectFrom('receipt_settings').select('settings').where('outlet_id', '=', outletId).executeTakeFirst()) ??
      (await server.database.db.selectFrom('receipt_settings').select('settings').orderBy('outlet_id').executeTakeFirstOrThrow());
    return JSON.parse(row.settings);
  };
  context = { version, receiptSettings };
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
const idParamsOf = (url: string) => paramsOf(url).filter((param) => !NON_ID_PARAMS.has(param));
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

function pathFor(route: ApiRoute, world: OwnerWorld, explicit?: Record<string, number>): string {
  const entities = PATH_ENTITIES[keyOf(route)] ?? {};
  return route.url.replace(/:([A-Za-z]+)/g, (_, param: string) => {
    if (explicit?.[param] !== undefined) return String(explicit[param]);
    if (NON_ID_PARAMS.has(param)) return NON_ID_SAMPLES[param] ?? 'x';
    const entity = entities[param];
    if (!entity) throw new Error(`${keyOf(route)}: no entity for :${param}`);
    return String(world[entity]);
  });
}

/** Every row of every table, hashed per row: compared before and after to name what changed. */
async function snapshot(): Promise<Map<string, Set<string>>> {
  // PostgreSQL lists the tables of every schema, other test runs' too: only this server's schema counts.
  const schema = server.database.dialect === 'postgres' ? (await sql<{ name: string }>`select current_schema() as name`.execute(server.database.db)).rows[0]?.name : undefined;
  const tables = (await server.database.db.introspection.getTables()).filter((table) => schema === undefined || table.schema === schema);
  const rows = new Map<string, Set<string>>();
  for (const table of tables) {
    if (BOOKKEEPING_TABLES.has(table.name)) continue;
    const all = await server.database.db.selectFrom(table.name as never).selectAll().execute();
    rows.set(table.name, new Set(all.map((row) => createHash('sha1').update(JSON.stringify(row)).digest('hex'))));
  }
  return rows;
}

function changedTables(before: Map<string, Set<string>>, after: Map<string, Set<string>>): string[] {
  const changed: string[] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? new Set();
    const added = [...rows].filter((row) => !old.has(row)).length;
    const removed = [...old].filter((row) => !rows.has(row)).length;
    if (added + removed > 0) changed.push(`${table} (+${added} -${removed})`);
  }
  return changed;
}

type Answer = { status: number; message: string; body: string; fields: string[]; code: string };

async function send(method: string, url: string, token: string, outletId: number | string, body?: unknown): Promise<Answer> {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: { ...bearer(token), outletid: String(outletId), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const leaked = markers.filter((marker) => response.body.includes(marker));
  if (leaked.length > 0) leakedTexts.push(`${method} ${url}: ${leaked.join(', ')} in ${response.body.slice(0, 300)}`);
  let parsed: { message?: string; code?: string; data?: unknown } = {};
  try {
    parsed = response.json();
  } catch {
    parsed = { message: response.body.slice(0, 200) };
  }
  const fields = Array.isArray(parsed.data) ? parsed.data.map((entry: { field?: string }) => String(entry?.field ?? '')) : [];
  return { status: response.statusCode, message: String(parsed.message ?? ''), code: String(parsed.code ?? ''), fields, body: response.body.slice(0, 300) };
}

/** The same refusal with the ids taken out: equal for a foreign and a missing id means nothing was learnt. */
const shape = (answer: Answer) => `${answer.status} ${answer.code} ${answer.message.replace(/\d+/g, '#')} ${answer.fields.join(',')}`;

/** 404, or a 403 that refuses the token kind before any lookup. */
const refusedAsNotFound = (answer: Answer) => answer.status === 404 || (answer.status === 403 && TOKEN_KIND_REFUSALS.includes(answer.message));

const tokens = () => [
  { kind: 'owner', token: mine.ownerToken },
  { kind: 'cashier', token: mine.cashierToken },
];

describe('owner isolation over the whole route table (issue 20)', () => {
  it('knows the entity behind every id parameter of every route', () => {
    const unmapped = server.routes
      .filter((route) => !SESSION_SCOPED[keyOf(route)] && idParamsOf(route.url).some((param) => !PATH_ENTITIES[keyOf(route)]?.[param]))
      .map((route) => `${keyOf(route)}: add it to PATH_ENTITIES in platform/owner-isolation-tables.ts (which OwnerWorld id does each parameter name? add the entity to test-support/second-owner-world.ts if it is new)`);
    expect(unmapped).toEqual([]);
  });

  it('answers 404 to every route given the other owner’s ids in its path, and changes no row', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const walked = server.routes.filter((route) => idParamsOf(route.url).length > 0 && idParamsOf(route.url).every((param) => PATH_ENTITIES[keyOf(route)]?.[param]));
    // Nothing runs between two routes, so one route's "after" is the next one's "before".
    let before = await snapshot();
    for (const route of walked) {
      const key = keyOf(route);
      const query = VALID_QUERIES[key]?.(theirs) ?? '';
      const url = `${pathFor(route, theirs)}${query}`;
      for (const { kind, token } of tokens()) {
        const validBody = VALID_BODIES[key] ? await VALID_BODIES[key](theirs, context) : undefined;
        if (hasBody(route.method)) {
          // First a body that may not pass validation: a 400 is fine then, anything but 4xx is not.
          const loose = await send(route.method, url, token, mine.outletId, {});
          if (loose.status !== 400 && !refusedAsNotFound(loose)) failures.push(`${key} as ${kind} with {}: ${loose.status} ${loose.body}`);
          if (loose.status === 400 && validBody === undefined) failures.push(`${key}: add a body that passes validation to VALID_BODIES (${loose.body})`);
        }
        if (hasBody(route.method) && validBody === undefined) continue;
        const answer = await send(route.method, url, token, mine.outletId, validBody);
        if (!refusedAsNotFound(answer)) failures.push(`${key} as ${kind}: ${answer.status} ${answer.body}`);
        if (Object.values(PATH_ENTITIES[key] ?? {}).includes('outletId')) {
          // Their suspended outlet too: a back-office route works on suspended outlets, but never on another owner's.
          const suspended = await send(route.method, `${pathFor(route, { ...theirs, outletId: theirs.outlet2Id })}${query}`, token, mine.outletId, validBody);
          if (!refusedAsNotFound(suspended)) failures.push(`${key} as ${kind} with their suspended outlet: ${suspended.status} ${suspended.body}`);
        }
      }
      const after = await snapshot();
      const changed = changedTables(before, after);
      before = after;
      if (changed.length > 0) failures.push(`${key} changed rows: ${changed.join(', ')}`);
    }
    console.log(`owner isolation, path walk: ${walked.length} routes with id parameters of ${server.routes.length}`);
    expect(failures).toEqual([]);
    expect(leakedTexts).toEqual([]);
  });

  it('answers 404 to every id of the other owner in a body or query, and changes no row', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const known = new Set(server.routes.map(keyOf));
    let before = await snapshot();
    for (const foreign of FOREIGN_ID_CASES) {
      if (!known.has(foreign.route)) {
        failures.push(`${foreign.route} (${foreign.label}): no such route any more; update FOREIGN_ID_CASES`);
        continue;
      }
      const [method, pattern] = foreign.route.split(' ') as [string, string];
      const url = `${pathFor({ method, url: pattern }, mine, foreign.pathIds?.(mine))}${foreign.query?.(mine, theirs) ?? VALID_QUERIES[foreign.route]?.(mine) ?? ''}`;
      const ghostUrl = `${pathFor({ method, url: pattern }, mine, foreign.pathIds?.(mine))}${foreign.query?.(mine, ghost) ?? VALID_QUERIES[foreign.route]?.(mine) ?? ''}`;
      for (const { kind, token } of tokens()) {
        const body = foreign.body ? await foreign.body(mine, theirs, version) : undefined;
        const answer = await send(method, url, token, mine.outletId, body);
        if (refusedAsNotFound(answer)) continue;
        // Not 404: acceptable only when an id that exists nowhere gets the very same 4xx.
        const missing = await send(method, ghostUrl, token, mine.outletId, foreign.body ? await foreign.body(mine, ghost, version) : undefined);
        if (answer.status >= 400 && answer.status < 500 && shape(answer) === shape(missing)) indistinguishable.push(`${foreign.route} with their ${foreign.label} as ${kind}: ${answer.status} ${answer.message}`);
        else failures.push(`${foreign.route} with their ${foreign.label} as ${kind}: ${answer.status} ${answer.body} (a missing id gets ${missing.status} ${missing.body})`);
      }
      const after = await snapshot();
      const changed = changedTables(before, after);
      before = after;
      if (changed.length > 0) failures.push(`${foreign.route} with their ${foreign.label} changed rows: ${changed.join(', ')}`);
    }
    console.log(`owner isolation, ids in bodies and queries: ${FOREIGN_ID_CASES.length} cases; refused like a missing id but not 404:\n  ${indistinguishable.join('\n  ')}`);
    expect(failures).toEqual([]);
    expect(leakedTexts).toEqual([]);
  });

  it('refuses an approval (spec §6 PIN) given by the other owner’s user as one by nobody', async () => {
    // Ani's role needs a supervisor's PIN to void: the approver named must be one of her owner's users.
    const ani = await server.app.inject({ method: 'POST', url: '/api/user/login', headers: bearer(mine.ownerToken), payload: { Username: 'ani', PIN: '111111', isCashier: true } });
    const aniToken = ani.json<{ data: { Token: string } }>().data.Token;
    expect((await send('POST', '/api/shift/startShift', aniToken, mine.outletId, { OutletId: mine.outletId, StartCash: 0 })).status).toBe(201);
    const before = await snapshot();
    const cancel = async (userId: number) =>
      send('PUT', `/api/order/${mine.order2Id}/cancel`, aniToken, mine.outletId, { Version: await version(mine.order2Id), Reason: 'isolation', Approval: { UserId: userId, PIN: '555555' } });
    const foreign = await cancel(theirs.userId);
    const missing = await cancel(ghost.userId);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(shape(foreign)).toBe(shape(missing));
    expect(changedTables(before, await snapshot())).toEqual([]);
    expect(leakedTexts).toEqual([]);
  });

  it('never shows the other owner’s rows in any read, list or error of any GET route', { timeout: 600_000 }, async () => {
    const gets = server.routes.filter((route) => route.method === 'GET' && !SESSION_ENDING.has(keyOf(route)) && idParamsOf(route.url).every((param) => PATH_ENTITIES[keyOf(route)]?.[param]));
    const answered: Record<string, number> = {};
    const unread: string[] = [];
    for (const route of gets) {
      for (const { token } of tokens()) {
        const answer = await send('GET', `${pathFor(route, mine)}${VALID_QUERIES[keyOf(route)]?.(mine) ?? ''}`, token, mine.outletId);
        answered[answer.status] = (answered[answer.status] ?? 0) + 1;
        if (answer.status !== 200 && answer.status !== 403) unread.push(`${keyOf(route)}: ${answer.status} ${answer.message}`);
      }
    }
    // Searches for what only the other owner has: found nothing, and the marker check above sees any slip.
    for (const search of ['/api/member?keyword=Lina', '/api/member?keyword=X0001', '/api/member?keyword=081299990001', '/api/cashiers?name_like=eko', '/api/order?keyword=Owner', '/api/order/histories?keyword=Owner']) {
      for (const { token } of tokens()) await send('GET', search, token, mine.outletId);
    }
    console.log(`owner isolation, reads: ${gets.length} GET routes read as the first owner, answers ${JSON.stringify(answered)}; not read:\n  ${unread.join('\n  ')}`);
    expect(answered[200] ?? 0).toBeGreaterThan(gets.length);
    expect(leakedTexts).toEqual([]);
  });

  it('answers 404 to every route that reads the outletid header when it names the other owner’s outlet', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const probed = server.routes.filter((route) => !HEADER_FREE[keyOf(route)] && idParamsOf(route.url).every((param) => PATH_ENTITIES[keyOf(route)]?.[param]));
    // First the probes (ids that exist nowhere, a malformed header): a route that reads the header refuses it first, 400 naming outletid; one that does not finds nothing.
    const reading: ApiRoute[] = [];
    // A 400 that is not about the header: the ids that exist nowhere refused by a route that does not read it (shown, to spot a body that no longer passes).
    const probeRefusals: string[] = [];
    for (const route of probed) {
      const key = keyOf(route);
      let readsHeader = false;
      for (const { token } of tokens()) {
        const ghostBody = VALID_BODIES[key] ? await VALID_BODIES[key](ghost, context) : hasBody(route.method) ? {} : undefined;
        const probe = await send(route.method, `${pathFor(route, ghost)}${VALID_QUERIES[key]?.(ghost) ?? ''}`, token, 'not-an-id', ghostBody);
        if (probe.status === 400 && probe.fields.includes('outletid')) readsHeader = true;
        else if (probe.status === 400 && !VALID_BODIES[key] && hasBody(route.method)) failures.push(`${key}: add a body that passes validation to VALID_BODIES (${probe.body})`);
        else if (probe.status === 400) probeRefusals.push(`${key}: ${probe.message}`);
      }
      if (readsHeader) reading.push(route);
    }
    // Then each route that reads it, with the caller's own ids and body and the other owner's outlets in the header.
    let before = await snapshot();
    for (const route of reading) {
      const key = keyOf(route);
      const url = `${pathFor(route, mine)}${VALID_QUERIES[key]?.(mine) ?? ''}`;
      for (const { kind, token } of tokens()) {
        const body = VALID_BODIES[key] ? await VALID_BODIES[key](mine, context) : hasBody(route.method) ? {} : undefined;
        for (const outletId of [theirs.outletId, theirs.outlet2Id]) {
          const answer = await send(route.method, url, token, outletId, body);
          if (!refusedAsNotFound(answer)) failures.push(`${key} as ${kind} with their ${outletId === theirs.outlet2Id ? 'suspended ' : ''}outlet in outletid: ${answer.status} ${answer.body}`);
        }
      }
      const after = await snapshot();
      const changed = changedTables(before, after);
      before = after;
      if (changed.length > 0) failures.push(`${key} with their outlet in outletid changed rows: ${changed.join(', ')}`);
    }
    const headerless = probed.filter((route) => !reading.includes(route)).map(keyOf);
    console.log(`owner isolation, header walk: ${probed.length} routes probed, ${reading.length} read the outletid header and were called with the other owner's outlets; these do not read it:\n  ${headerless.join('\n  ')}\nprobes refused for another reason:\n  ${probeRefusals.join('\n  ')}`);
    expect(reading.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(leakedTexts).toEqual([]);
  });
});
