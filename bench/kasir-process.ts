// The Kasir server in a child process for bench:sale, as in production where terminals are other
// machines: the load client's fetch and JSON work must not eat the server's CPU. The child can be
// killed (kill -9) and started again on the same database: the secrets stay the same, so the
// terminals' tokens (sessions in the database) keep working after the restart.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PaymentMethodTypeCode } from '@kasir/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { isEmptyDatabase, migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { createSecretHasher } from '../apps/server/src/platform/secrets-hashing.ts';
import { buildServer } from '../apps/server/src/server.ts';
import { forkChildServer } from './child-server.ts';

/** Where the database lives: a SQLite file, or a PostgreSQL schema of DATABASE_URL (with `redis`, the server uses it as several API processes do). */
export type BenchTarget = { sqlitePath: string } | { databaseUrl: string; pgSchema: string; redis?: { url: string; keyPrefix: string } };
export type SaleMenu = { outletId: number; ownerId: number; userId: number; orderTypeId: number; cashMethodId: number; products: { id: number; name: string; sell_price: number }[] };
export const SALE_PRODUCTS = ['Americano', 'Teh Tarik', 'Es Teh Manis'] as const;

const ROLE = 'KASIR_BENCH_PROCESS';
// Inherited by the child (and a restarted child): tokens and PINs stay valid across a restart.
const secrets = { JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'), PIN_PEPPER: process.env.PIN_PEPPER ?? randomBytes(16).toString('hex') };

function configFor(target: BenchTarget, env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _url, REDIS_URL: _redis, ...rest } = env;
  return loadConfig({
    ...rest,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...('sqlitePath' in target ? { SQLITE_PATH: target.sqlitePath } : { DATABASE_URL: target.databaseUrl }),
    ...('redis' in target && target.redis ? { REDIS_URL: target.redis.url, REDIS_KEY_PREFIX: target.redis.keyPrefix } : {}),
  });
}

/** Opens the target, migrates it and seeds the demo data when it is new. */
export async function openBenchDatabase(target: BenchTarget, env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const config = configFor(target, { ...env, ...secrets });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, ...('pgSchema' in target ? { pgSchema: target.pgSchema } : {}) });
  await migrateToLatest(database);
  if (await isEmptyDatabase(database.db)) {
    await seedDemoData(database.db, createSecretHasher({ pepper: config.pinPepper, memoryKib: config.argon2.memoryKib, passes: config.argon2.passes }));
  }
  return database;
}

/** Kopi Senja's ids the sale uses: Ani, Take Away, the cash method and three products. */
export async function saleMenu(database: DatabaseHandle): Promise<SaleMenu> {
  const db = database.db;
  const outlet = await db.selectFrom('outlets').select(['id', 'owner_id']).where('name', '=', 'Kopi Senja').executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').where('username', '=', 'ani').executeTakeFirstOrThrow();
  const orderType = await db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', outlet.id).where('name', '=', 'Take Away').executeTakeFirstOrThrow();
  const cash = await db.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', outlet.id).where('type', '=', PaymentMethodTypeCode.CASH).executeTakeFirstOrThrow();
  const products = await db.selectFrom('outlet_products').select(['id', 'name', 'sell_price']).where('outlet_id', '=', outlet.id).where('name', 'in', [...SALE_PRODUCTS]).orderBy('id').execute();
  return { outletId: outlet.id, ownerId: outlet.owner_id, userId: user.id, orderTypeId: orderType.id, cashMethodId: cash.id, products: products.map((row) => ({ ...row, sell_price: Number(row.sell_price) })) };
}

/** The child: the server on the target, listening on the port; signs in the terminals on a new database. */
async function serve(target: BenchTarget, port: number, terminals: number): Promise<void> {
  const database = await openBenchDatabase(target);
  const built = await buildServer(configFor(target, { ...process.env, ...secrets }), database);
  await built.app.listen({ host: '127.0.0.1', port });
  const menu = await saleMenu(database);
  const inject = built.app.inject.bind(built.app);
  const owner = await inject({ method: 'POST', url: '/api/user/login', payload: { Username: 'owner@demo.pos', Password: 'demo1234' } });
  const ownerToken = owner.json().data.Token as string;
  const tokens: string[] = [];
  for (let index = 0; index < terminals; index += 1) {
    const [username, pin] = index % 2 === 0 ? ['ani', '111111'] : ['budi', '222222'];
    const response = await inject({ method: 'POST', url: '/api/user/login', headers: { authorization: `Bearer ${ownerToken}` }, payload: { Username: username, PIN: pin, isCashier: true } });
    const token = response.json().data.Token as string;
    // Starting a shift twice is refused; the first of each cashier opens it, on a new database.
    if (index < 2) await inject({ method: 'POST', url: '/api/shift/startShift', headers: { authorization: `Bearer ${token}`, outletid: String(menu.outletId) }, payload: { OutletId: menu.outletId, StartCash: 0 } });
    tokens.push(token);
  }
  process.once('message', () => void built.close().then(() => database.close()).then(() => process.exit(0)));
  process.send!({ menu, tokens });
}

export type KasirProcess = { child: ChildProcess; menu: SaleMenu; tokens: string[]; stop: () => Promise<void> };

/** Starts the server in a child process on the target and waits until it listens. */
export async function startKasirProcess(target: BenchTarget, port: number, terminals: number): Promise<KasirProcess> {
  const { child, ready, stop } = await forkChildServer<{ menu: SaleMenu; tokens: string[] }>(fileURLToPath(import.meta.url), 'bench server process', {
    ...process.env,
    ...secrets,
    [ROLE]: JSON.stringify({ target, port, terminals }),
  });
  return { child, ...ready, stop };
}

const role = process.env[ROLE];
if (role) {
  const { target, port, terminals } = JSON.parse(role) as { target: BenchTarget; port: number; terminals: number };
  await serve(target, port, terminals);
}
