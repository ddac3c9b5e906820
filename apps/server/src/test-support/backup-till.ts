import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { loadConfig } from '../config.ts';
import { isEmptyDatabase, migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { createSecretHasher } from '../platform/secrets-hashing.ts';
import { buildServer } from '../server.ts';

/** Cash handed over for one Americano take-away (more than its price: change is given). */
const CASH_TENDERED = 50_000;
const START_CASH = 100_000;

export type RunningServer = { baseUrl: string; database: DatabaseHandle; stop: () => Promise<void> };

/**
 * The product's own start (main.ts: open, migrate, seed the demo only when empty, build, listen)
 * on the database the environment names, in this process: unlike startTestServer it neither takes
 * a schema of its own nor seeds a database that has data (a restored one).
 */
export async function startServerOn(env: Record<string, string | undefined>): Promise<RunningServer> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', BACKUP_DAILY_HOUR: 'off', ...env });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  await migrateToLatest(database);
  if (await isEmptyDatabase(database.db)) {
    const hasher = createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes });
    await seedDemoData(database.db, hasher, { history: false });
  }
  const server = await buildServer(config, database);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    stop: async () => {
      await server.close();
      await database.close();
    },
  };
}

type Answer = { status: number; body: { data?: unknown; message?: string } };

/** Ani at Kopi Senja's till over HTTP: signed in, shift started, selling Americanos for cash. */
export async function openTill(server: RunningServer) {
  const db = server.database.db;
  const outlet = await db.selectFrom('outlets').select('id').where('name', '=', 'Kopi Senja').executeTakeFirstOrThrow();
  const product = await db.selectFrom('outlet_products').select('id').where('outlet_id', '=', outlet.id).where('name', '=', 'Americano').executeTakeFirstOrThrow();
  const orderType = await db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', outlet.id).where('name', '=', 'Take Away').executeTakeFirstOrThrow();
  let token = '';
  let keys = 0;
  const call = async (method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', outletid: String(outlet.id), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const expectStatus = (answer: Answer, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as Record<string, unknown>;
  };
  token = String(expectStatus(await call('POST', '/user/login', { Username: 'owner@demo.pos', Password: 'demo1234' }), 200, 'owner login').Token);
  token = String(expectStatus(await call('POST', '/user/login', { Username: 'ani', PIN: '111111', isCashier: true }), 200, 'cashier login').Token);
  const shift = await call('POST', '/shift/startShift', { OutletId: outlet.id, StartCash: START_CASH });
  // A restored database may hold Ani's shift open already.
  if (shift.status !== 201 && shift.status !== 409) throw new Error(`start shift: ${shift.status} ${JSON.stringify(shift.body)}`);
  const methods = expectStatus(await call('GET', '/outletPaymentMethod/'), 200, 'payment methods') as unknown as Array<{ Id: number; PaymentMethod: { Name: string } }>;
  const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash');
  if (!cash) throw new Error('No Cash payment method');
  return {
    /** One sale, answered once the payment is acknowledged (200); resolves to the order's id. */
    async sell(): Promise<number> {
      const order = expectStatus(await call('POST', '/order', { OutletOrderTypeId: orderType.id, pax: 1, OrderProducts: [{ OutletProductId: product.id, Quantity: 1 }] }), 201, 'create order');
      const orderId = Number(order.Id);
      const body = { Id: orderId, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: CASH_TENDERED }] };
      expectStatus(await call('POST', `/payment/${orderId}`, body, { [IDEMPOTENCY_KEY_HEADER]: `backup-test-${orderId}-${++keys}` }), 200, 'pay');
      return orderId;
    },
  };
}
