// npx tsx bench/statements.bench.ts — how many SQL statements one call of the order paths runs
// on SQLite (create with 3 products, create empty, addOrderProduct of one product, editPax),
// counted on the prepared statements themselves after a warm-up. Unlike orders/s, the count
// does not depend on the shared machine's load, so it is the steady figure of a path's cost.
import SqliteDatabase from '@kasir/sqlite-driver';
import type { Order } from '@kasir/contracts';
import { loadDemoMenu, startShift, terminal } from '../apps/server/src/modules/orders/orders-test-kit.ts';
import { signIn, startTestServer } from '../apps/server/src/test-support/test-server.ts';

// Every statement better-sqlite3 runs goes through these methods of its one Statement class.
const probe = new SqliteDatabase(':memory:');
const statementClass = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, unknown>;
probe.close();
let counted = 0;
const sqlSeen: string[] = [];
for (const method of ['run', 'get', 'all', 'iterate'] as const) {
  const original = statementClass[method] as (...args: unknown[]) => unknown;
  statementClass[method] = function (this: { source: string }, ...args: unknown[]) {
    counted += 1;
    if (process.env.BENCH_SHOW_SQL) sqlSeen.push(this.source);
    return original.apply(this, args);
  };
}

const server = await startTestServer();
const outlet = server.ids.outletIds.kopiSenja;
const menu = await loadDemoMenu(server, outlet);
const tokens = await signIn(server);
await startShift(server, tokens.cashierToken, outlet);
const call = terminal(server, tokens.cashierToken, outlet);
const takeAway = menu.orderType('Take Away');
const product = (name: string) => ({ OutletProductId: menu.product(name), Quantity: 1 });

async function measure(name: string, work: () => Promise<void>, rounds = 5): Promise<void> {
  await work(); // warm: compiled queries and caches filled
  sqlSeen.length = 0;
  const before = counted;
  for (let round = 0; round < rounds; round += 1) await work();
  console.log(`${name.padEnd(36)} ${((counted - before) / rounds).toFixed(1)} statements per call`);
  if (process.env.BENCH_SHOW_SQL) console.log(sqlSeen.slice(0, sqlSeen.length / rounds).map((sql) => `    ${sql.slice(0, 140)}`).join('\n'));
}

const create = async (products: object[]): Promise<Order> => {
  const response = await call('POST', '/order', { OutletOrderTypeId: takeAway, pax: 1, OrderProducts: products });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as Order;
};
await measure('POST /order with 3 products', async () => void (await create([product('Americano'), product('Teh Tarik'), product('Es Teh Manis')])));
await measure('POST /order empty', async () => void (await create([])));
const target = await create([product('Americano')]);
await measure('POST /order/{id}/addOrderProduct', async () => {
  const response = await call('POST', `/order/${target.Id}/addOrderProduct`, { OrderProducts: [product('Teh Tarik')] });
  if (response.statusCode !== 200) throw new Error(response.body);
});
await measure('POST /order/{id}/editPax', async () => {
  const response = await call('POST', `/order/${target.Id}/editPax`, { Pax: 2 });
  if (response.statusCode !== 200) throw new Error(response.body);
});
const budi = await server.database.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow();
const line = target.OrderProducts[0]!.Id;
await measure('PUT /order/{id}/updateOrderProduct', async () => {
  const response = await call('PUT', `/order/${target.Id}/updateOrderProduct`, { OrderProductId: line, Notes: 'hot', Approval: { UserId: budi.id, PIN: '222222' } });
  if (response.statusCode !== 200) throw new Error(response.body);
}, 3);
await server.stop();
