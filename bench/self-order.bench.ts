// npm run bench:self-order — 200 customers ordering at once on one outlet (issue 22). Each
// customer is a phone session opened from a table QR of Kopi Senja (POST /api/public/v1/sessions),
// spread over the outlet's dine-in tables; the 200 placements (POST /api/public/v1/orders, DINE_IN,
// 2 products) are fired together and each is timed from the moment its POST is sent until its
// customer:newOrder notice arrives on a cashier terminal's socket.io client.
// Beside it, in the same run and interleaved burst by burst: a bare socket.io relay (no database,
// no rules) where 200 connected senders each emit one message at once and the server relays it to
// one listener, timed the same way with the same client library; and the HTTP floor, 200 trivial
// public GETs (/api/user/registerStatus) fired at once through the same Kasir server.
// Two cases: MULTI_ORDER_QR_CODE on (every phone its own PENDING order, the demo's setting) and
// off (the phones at one table join that table's one order, so placements on it serialize).
// Every phone calls from its own loopback address (127.x.y.z): the API limits session opening per
// client address, as it should for real phones, and 200 phones are 200 addresses.
// Both servers run in their own processes (self-order-server.ts). SQLite file (WAL) by default;
// PostgreSQL with DATABASE_URL (a fresh schema, dropped after), the Redis adapter with REDIS_URL.
// Bounded: BENCH_ROUNDS bursts per case after one warm-up burst; exits 1 on any error or lost notice.
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { IDEMPOTENCY_KEY_HEADER, ServerEvent } from '@kasir/contracts';
import { AppOrderType, CUSTOMER_SESSION_HEADER, MULTI_ORDER_QR_CODE_ON_VALUE, OutletSettingCode, SELF_ORDER_QR_PARAM } from '@kasir/domain';
import { BARE_NOTICE_EVENT, BARE_SEND_EVENT, startBareRelay, startKasirServer, type KasirReady } from './self-order-server.ts';
import type { BenchTarget } from './kasir-process.ts';
import { formatMs, percentile } from './stats.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_ROUNDS = 1;
/** A notice not seen this long after the burst's last POST was sent counts as lost. */
const NOTICE_TIMEOUT_MS = 30_000;
const PUBLIC = '/api/public/v1';
const pgUrl = process.env.DATABASE_URL;
const runId = randomBytes(4).toString('hex');

// Kept-alive connections, one per phone address (the pool is keyed by local address): a session's
// connection is warm when its placement is sent, as a phone's would be after opening the menu.
const agent = new Agent({ keepAlive: true, maxSockets: CUSTOMERS });
type Answer = { status: number; json: { data?: unknown } | null; answeredAt: number };

/** One HTTP call; `from` is the client's own loopback address (one per phone). */
function call(method: string, url: string, headers: Record<string, string>, body?: unknown, from?: string): Promise<Answer> {
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent, ...(from ? { localAddress: from } : {}), headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}) } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answeredAt = performance.now();
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Answer['json'] = null;
        try {
          json = JSON.parse(text) as Answer['json'];
        } catch {
          json = null;
        }
        resolve({ status: incoming.statusCode ?? 0, json, answeredAt });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload ?? undefined);
  });
}

const isOk = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/**
 * Each phone is its own machine with its own address, and the self-order API limits session
 * opening per client address (30 a minute, self-order.routes.ts, no setting to raise it): every
 * customer of the bench calls from its own loopback address (127.0.0.0/8 all reaches the server
 * on Linux), never used twice in a run. The node:http agent keeps one connection per address.
 */
let addressesUsed = 0;
function nextAddresses(count: number): string[] {
  return Array.from({ length: count }, () => {
    const n = addressesUsed++;
    return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
  });
}

function open(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The signed token inside the QR's URL (?qr=), or the QR data itself when it is the bare token. */
function qrToken(qrData: string): string {
  try {
    const fromUrl = new URL(qrData).searchParams.get(SELF_ORDER_QR_PARAM);
    if (fromUrl) return fromUrl;
  } catch {
    // Not a URL: the token itself.
  }
  if (/^v\d+\./.test(qrData)) return qrData;
  throw new Error(`no ?${SELF_ORDER_QR_PARAM}= token in generateQR's QrData ${qrData.slice(0, 120)} (is the self-order module wired into generateQR yet?)`);
}

type Burst = { latencies: number[]; answers: number[]; errors: number; lost: number; seconds: number };

/**
 * Tracks the notices for `names` on the listener: `done` resolves with each name's arrival time
 * once every name still expected has arrived, or the deadline passed; `forget` drops a name whose
 * placement was refused (it sends no notice).
 */
function arrivals(listener: Socket, event: string, names: readonly string[], deadline: () => number) {
  const expected = new Set(names);
  const seen = new Map<string, number>();
  let finish = () => {};
  const done = new Promise<Map<string, number>>((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() > deadline()) finish();
    }, 100);
    finish = () => {
      listener.off(event, onNotice);
      clearInterval(timer);
      resolve(seen);
    };
  });
  const check = () => {
    if ([...expected].every((name) => seen.has(name))) finish();
  };
  const onNotice = (payload: { CustomerName?: string }) => {
    const at = performance.now();
    if (!payload.CustomerName || !expected.has(payload.CustomerName) || seen.has(payload.CustomerName)) return;
    seen.set(payload.CustomerName, at);
    if (seen.size === expected.size) finish();
  };
  listener.on(event, onNotice);
  return {
    done,
    forget: (name: string) => {
      expected.delete(name);
      check();
    },
    expectedCount: () => expected.size,
  };
}

/** The baseline: every sender emits one message at once; the relay hands each to the listener. */
async function bareBurst(listener: Socket, senders: Socket[], tag: string): Promise<Burst> {
  const names = senders.map((_, index) => `Bare ${tag} c${index}`);
  let lastSentAt = Number.POSITIVE_INFINITY;
  const tracker = arrivals(listener, BARE_NOTICE_EVENT, names, () => lastSentAt + NOTICE_TIMEOUT_MS);
  const sentAt: number[] = [];
  senders.forEach((sender, index) => {
    sentAt.push(performance.now());
    sender.emit(BARE_SEND_EVENT, { CustomerName: names[index], AppOrderType: AppOrderType.DINE_IN, Lines: [{ OutletProductId: 1, Quantity: 1 }, { OutletProductId: 2, Quantity: 2 }] });
  });
  lastSentAt = performance.now();
  const seen = await tracker.done;
  const latencies = names.flatMap((name, index) => (seen.has(name) ? [seen.get(name)! - sentAt[index]!] : []));
  return { latencies, answers: [], errors: 0, lost: names.length - seen.size, seconds: (Math.max(...seen.values()) - sentAt[0]!) / 1000 };
}

type Kasir = KasirReady & { baseUrl: string; listener: Socket; products: number[] };

/** Opens one phone session per customer (each from its own address), spread over the tables; not timed. */
async function openSessions(kasir: Kasir, addresses: readonly string[]): Promise<string[]> {
  const answers = await Promise.all(
    addresses.map((from, index) => call('POST', `${kasir.baseUrl}${PUBLIC}/sessions`, {}, { Qr: qrToken(kasir.tables[index % kasir.tables.length]!.qrData) }, from)),
  );
  return answers.map((answer) => {
    const token = (answer.json?.data as { SessionToken?: string } | undefined)?.SessionToken;
    if (!isOk(answer) || !token) throw new Error(`POST ${PUBLIC}/sessions answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    return token;
  });
}

/** The placements fired together; each timed from its POST until its notice reaches the terminal. */
async function kasirBurst(kasir: Kasir, addresses: readonly string[], sessions: readonly string[], tag: string): Promise<Burst> {
  const names = sessions.map((_, index) => `Bench ${tag} c${index}`);
  const bodies = names.map((CustomerName, index) => ({
    AppOrderType: AppOrderType.DINE_IN,
    CustomerName,
    Lines: [
      { OutletProductId: kasir.products[index % kasir.products.length]!, Quantity: 1 },
      { OutletProductId: kasir.products[(index + 1) % kasir.products.length]!, Quantity: 2 },
    ],
  }));
  let lastSentAt = Number.POSITIVE_INFINITY;
  const tracker = arrivals(kasir.listener, ServerEvent.CUSTOMER_NEW_ORDER, names, () => lastSentAt + NOTICE_TIMEOUT_MS);
  const sentAt: number[] = [];
  const placed = sessions.map((session, index) => {
    sentAt.push(performance.now());
    return call('POST', `${kasir.baseUrl}${PUBLIC}/orders`, { [CUSTOMER_SESSION_HEADER]: session, [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, bodies[index], addresses[index]);
  });
  lastSentAt = performance.now();
  const answers = await Promise.all(placed);
  const failed = answers.filter((answer) => !isOk(answer));
  failed.slice(0, 3).forEach((answer) => console.error(`  POST ${PUBLIC}/orders answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`));
  answers.forEach((answer, index) => !isOk(answer) && tracker.forget(names[index]!));
  const expected = tracker.expectedCount();
  const seen = await tracker.done;
  const latencies = names.flatMap((name, index) => (seen.has(name) ? [seen.get(name)! - sentAt[index]!] : []));
  return {
    latencies,
    answers: answers.map((answer, index) => answer.answeredAt - sentAt[index]!),
    errors: failed.length,
    lost: expected - seen.size,
    seconds: seen.size ? (Math.max(...seen.values()) - sentAt[0]!) / 1000 : Number.NaN,
  };
}

/**
 * The HTTP floor: one trivial public GET per customer, all at once, through the Kasir server, on
 * the same kept-alive connections the placements then use: what the round trips alone cost.
 */
async function floorBurst(kasir: Kasir, addresses: readonly string[]): Promise<Burst> {
  const sentAt: number[] = [];
  const answers = await Promise.all(
    addresses.map((from) => {
      sentAt.push(performance.now());
      return call('GET', `${kasir.baseUrl}/api/user/registerStatus`, {}, undefined, from);
    }),
  );
  const latencies = answers.map((answer, index) => answer.answeredAt - sentAt[index]!);
  return { latencies, answers: latencies, errors: answers.filter((answer) => !isOk(answer)).length, lost: 0, seconds: (Math.max(...answers.map((answer) => answer.answeredAt)) - sentAt[0]!) / 1000 };
}

async function setMultiOrder(kasir: Kasir, isOn: boolean): Promise<void> {
  const answer = await call('PUT', `${kasir.baseUrl}/api/outletSetting`, { authorization: `Bearer ${kasir.ownerToken}`, outletid: String(kasir.outletId) }, [
    { Code: OutletSettingCode.MULTI_ORDER_QR_CODE, Value: isOn ? MULTI_ORDER_QR_CODE_ON_VALUE : '0' },
  ]);
  if (!isOk(answer)) throw new Error(`PUT /outletSetting answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
}

/** Two products the self-order menu sells (read through a customer session, as a phone does). */
async function menuProducts(kasir: Kasir): Promise<number[]> {
  const opened = await call('POST', `${kasir.baseUrl}${PUBLIC}/sessions`, {}, { Qr: qrToken(kasir.tables[0]!.qrData) });
  if (opened.status === 404) throw new Error(`POST ${PUBLIC}/sessions answered 404: the self-order API (apps/server/src/modules/self-order) is not registered yet`);
  const session = (opened.json?.data as { SessionToken?: string } | undefined)?.SessionToken;
  if (!isOk(opened) || !session) throw new Error(`POST ${PUBLIC}/sessions answered ${opened.status}: ${JSON.stringify(opened.json).slice(0, 300)}`);
  const answer = await call('GET', `${kasir.baseUrl}${PUBLIC}/menu`, { [CUSTOMER_SESSION_HEADER]: session });
  const products = ((answer.json?.data as { Products?: { Id: number; IsSoldOut: boolean }[] } | undefined)?.Products ?? []).filter((product) => !product.IsSoldOut);
  if (!isOk(answer) || products.length < 2) throw new Error(`GET ${PUBLIC}/menu answered ${answer.status} with ${products.length} products on sale`);
  return products.slice(0, 2).map((product) => product.Id);
}

const stats = (values: number[]) => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95), p99: percentile(values, 0.99), max: Math.max(...values) });
const row = (name: string, values: number[], note: string) => {
  const s = stats(values);
  return `${name.padEnd(46)} p50 ${formatMs(s.p50).padStart(10)}  p95 ${formatMs(s.p95).padStart(10)}  p99 ${formatMs(s.p99).padStart(10)}  max ${formatMs(s.max).padStart(10)}  ${note}`;
};

async function dropTarget(target: BenchTarget): Promise<void> {
  if ('sqlitePath' in target) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(target.sqlitePath + suffix, { force: true });
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${target.pgSchema}" CASCADE`);
  await client.end();
}

async function main(): Promise<boolean> {
  const engine = pgUrl ? `PostgreSQL${process.env.REDIS_URL ? ' + Redis adapter' : ''}` : 'SQLite (file, WAL)';
  const target: BenchTarget = pgUrl ? { databaseUrl: pgUrl, pgSchema: `bench_self_order_${runId}` } : { sqlitePath: join(tmpdir(), `kasir-bench-self-order-${runId}.sqlite`) };
  const bare = await startBareRelay();
  const server = await startKasirServer(target, `bench_self_order_${runId}:`, {});
  const sockets: Socket[] = [];
  try {
    const bareUrl = `http://127.0.0.1:${bare.ready.port}`;
    const bareListener = await open(bareUrl, { listener: true });
    const senders = await Promise.all(Array.from({ length: CUSTOMERS }, () => open(bareUrl, {})));
    const baseUrl = `http://127.0.0.1:${server.ready.port}`;
    const listener = await open(baseUrl, { token: server.ready.cashierToken, outletId: server.ready.outletId });
    sockets.push(bareListener, ...senders, listener);
    const kasir: Kasir = { ...server.ready, baseUrl, listener, products: [] };
    kasir.products = await menuProducts(kasir);

    const cases = [
      { name: 'MULTI_ORDER_QR_CODE on', isMultiOrder: true },
      { name: 'MULTI_ORDER_QR_CODE off', isMultiOrder: false },
    ];
    const pooled = { bare: [] as number[], floor: [] as number[] };
    const results: { name: string; notices: number[]; answers: number[]; errors: number; lost: number; rates: number[] }[] = [];
    for (const kase of cases) {
      await setMultiOrder(kasir, kase.isMultiOrder);
      const result = { name: kase.name, notices: [] as number[], answers: [] as number[], errors: 0, lost: 0, rates: [] as number[] };
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
        const tag = `${kase.isMultiOrder ? 'm' : 's'}${round}`;
        // Interleaved: load drifting on the shared machine weighs on all three alike.
        const bareRun = await bareBurst(bareListener, senders, tag);
        const addresses = nextAddresses(CUSTOMERS);
        const sessions = await openSessions(kasir, addresses);
        const floorRun = await floorBurst(kasir, addresses);
        const kasirRun = await kasirBurst(kasir, addresses, sessions, tag);
        if (round < WARMUP_ROUNDS) continue;
        if (bareRun.lost > 0) throw new Error(`the bare relay lost ${bareRun.lost} messages`);
        pooled.bare.push(...bareRun.latencies);
        pooled.floor.push(...floorRun.latencies);
        result.notices.push(...kasirRun.latencies);
        result.answers.push(...kasirRun.answers);
        result.errors += kasirRun.errors + floorRun.errors;
        result.lost += kasirRun.lost;
        result.rates.push(kasirRun.latencies.length / kasirRun.seconds);
      }
      results.push(result);
    }

    console.log(
      `bench:self-order on ${engine} — ${CUSTOMERS} customers at once on Kopi Senja over its ${kasir.tables.length} dine-in tables (${kasir.tables.map((table) => table.name).join(' ')}), ` +
        `${ROUNDS} bursts per case after ${WARMUP_ROUNDS} warm-up, each customer a fresh session placing DINE_IN with 2 products; servers in their own processes; bare, floor and Kasir bursts interleaved`,
    );
    console.log(row(`bare socket.io relay (${CUSTOMERS} senders → 1)`, pooled.bare, `(${pooled.bare.length} deliveries, emit → arrival at the listener)`));
    console.log(row(`http floor: ${CUSTOMERS} × GET /api/user/registerStatus`, pooled.floor, `(${pooled.floor.length} answers, sent → answer read)`));
    let isOk = true;
    for (const result of results) {
      isOk &&= result.errors === 0 && result.lost === 0 && result.notices.length > 0;
      const rate = result.rates.reduce((sum, value) => sum + value, 0) / result.rates.length;
      console.log(row(`kasir ${result.name}: POST → customer:newOrder`, result.notices, `(${result.notices.length} notices, ${result.errors} errors, ${result.lost} lost; ${rate.toFixed(0)} placements/s per burst)`));
      console.log(row(`kasir ${result.name}: POST → its answer`, result.answers, ''));
      const p99 = stats(result.notices).p99;
      console.log(
        `  p99 ratio kasir ${result.name} / bare relay: ${(p99 / stats(pooled.bare).p99).toFixed(1)}×   / http floor: ${(p99 / stats(pooled.floor).p99).toFixed(1)}×`,
      );
    }
    console.log(isOk ? 'bench:self-order: zero errors, every notice arrived' : 'bench:self-order: FAILED (errors or lost notices)');
    return isOk;
  } finally {
    sockets.forEach((socket) => socket.disconnect());
    await server.stop();
    await bare.stop();
    agent.destroy();
    await dropTarget(target);
  }
}

const ok = await main();
process.exit(ok ? 0 : 1);
