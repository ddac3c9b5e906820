// The bare sale of bench:sale: the inserts Kasir makes for one sale (counter, order, 3 lines,
// 3 stock takes, totals, payment, payment line, PAID) as plain SQL on one connection, with no
// framework, no checks and no HTTP. `bareSale` runs it as one transaction (the baseline);
// sale-floor-server.ts runs it as the two transactions of the spec's two calls behind node:http.
import SqliteDatabase, { type SqliteStatement } from '@kasir/sqlite-driver';
import pg from 'pg';
import { OrderProductStatus, OrderStatus } from '@kasir/domain';
import type { BenchTarget, SaleMenu } from './kasir-process.ts';

/** Plain SQL both databases run; `?` becomes `$n` for PostgreSQL. */
export type Runner = { query: (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>; close: () => Promise<void> };

/** One connection to the target: SQLite with Kasir's pragmas and cached statements, or a pg client. */
export async function openRunner(target: BenchTarget): Promise<Runner> {
  if ('sqlitePath' in target) {
    const connection = new SqliteDatabase(target.sqlitePath);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    connection.pragma('foreign_keys = ON');
    const statements = new Map<string, SqliteStatement>();
    return {
      query: async (text, values) => {
        let statement = statements.get(text);
        if (!statement) statements.set(text, (statement = connection.prepare(text)));
        if (statement.reader) return statement.all(values) as Record<string, unknown>[];
        statement.run(values);
        return [];
      },
      close: async () => void connection.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.databaseUrl, options: `-c search_path="${target.pgSchema}"` });
  // The server ending an idle connection (a bench's database dropped on Ctrl-C) would otherwise be
  // an unhandled 'error' event that stops the bench before it cleans up; a query in flight still rejects.
  client.on('error', () => undefined);
  await client.connect();
  return {
    query: async (text, values) => {
      let position = 0;
      return (await client.query(text.replace(/\?/g, () => `$${(position += 1)}`), values)).rows;
    },
    close: () => client.end(),
  };
}

/** The order with its 3 lines, stock takes and totals; `saleNo` makes its number unique. */
export async function bareOrder(runner: Runner, menu: SaleMenu, saleNo: string): Promise<{ orderId: number; total: number }> {
  const now = new Date().toISOString();
  const [counter] = await runner.query(
    'INSERT INTO order_counters (outlet_id, business_date, last_value) VALUES (?, ?, 1) ON CONFLICT (outlet_id, business_date) DO UPDATE SET last_value = order_counters.last_value + 1 RETURNING last_value',
    [menu.outletId, '2026-01-01'],
  );
  const [order] = await runner.query(
    `INSERT INTO orders (owner_id, outlet_id, order_no, business_date, order_type_id, outlet_order_type_id, status, pax, created_by, created_by_name, created_at, updated_at)
     VALUES (?, ?, ?, ?, 2, ?, ?, 1, ?, 'Ani', ?, ?) RETURNING id`,
    [menu.ownerId, menu.outletId, `BARE-${saleNo}-${String(counter!.last_value)}`, '2026-01-01', menu.orderTypeId, OrderStatus.ORDERED, menu.userId, now, now],
  );
  const orderId = Number(order!.id);
  let total = 0;
  for (const product of menu.products) {
    await runner.query('INSERT INTO order_products (order_id, outlet_product_id, product_name, quantity, sell_price, status, created_by, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)', [
      orderId, product.id, product.name, product.sell_price, OrderProductStatus.CONFIRMED, menu.userId, now, now,
    ]);
    await runner.query('UPDATE outlet_products SET stock_quantity = stock_quantity - 1 WHERE id = ? AND (stock_quantity IS NULL OR stock_quantity >= 1)', [product.id]);
    total += product.sell_price;
  }
  await runner.query('UPDATE orders SET subtotal = ?, total = ?, version = version + 1 WHERE id = ?', [total, total, orderId]);
  return { orderId, total };
}

/** The cash payment of the whole total, its line, and the order PAID. */
export async function barePayment(runner: Runner, menu: SaleMenu, orderId: number, total: number, requestKey: string): Promise<{ paymentId: number }> {
  const [payment] = await runner.query(
    `INSERT INTO payments (owner_id, order_id, outlet_id, request_key, total, paid, change, remaining, order_status, cashier_id, cashier_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?, 'Ani', ?) RETURNING id`,
    [menu.ownerId, orderId, menu.outletId, requestKey, total, total, OrderStatus.PAID, menu.userId, new Date().toISOString()],
  );
  const paymentId = Number(payment!.id);
  await runner.query("INSERT INTO payment_details (payment_id, outlet_payment_method_id, method_name, method_type, amount) VALUES (?, ?, 'Cash', 4, ?)", [paymentId, menu.cashMethodId, total]);
  await runner.query('UPDATE orders SET status = ?, version = version + 1 WHERE id = ?', [OrderStatus.PAID, orderId]);
  return { paymentId };
}

/** Runs `work` as one transaction on the runner's connection, one durable COMMIT. */
export async function inTransaction<T>(runner: Runner, work: () => Promise<T>): Promise<T> {
  await runner.query('BEGIN', []);
  try {
    const result = await work();
    await runner.query('COMMIT', []);
    return result;
  } catch (error) {
    await runner.query('ROLLBACK', []);
    throw error;
  }
}
