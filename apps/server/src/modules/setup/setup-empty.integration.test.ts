import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { OutletType, PaymentMethodTypeCode } from '@kasir/domain';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { buildServer, type BuiltServer } from '../../server.ts';

// KASIR_SEED=none: no demo, so not even the spec's payment method types exist. The wizard's
// outlet must still sell at once (each method points at its type; PostgreSQL checks the key).
let database: DatabaseHandle;
let server: BuiltServer;
let pgSchema: string | undefined;

beforeAll(async () => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex'), PIN_PEPPER: randomBytes(16).toString('hex'), SQLITE_PATH: ':memory:', WEB_DIST: '/nonexistent', KASIR_SEED: 'none' });
  pgSchema = config.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  database = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, ...(pgSchema ? { pgSchema } : {}) });
  await migrateToLatest(database);
  server = await buildServer(config, database);
});
afterAll(async () => {
  await server.close();
  if (pgSchema) await sql.raw(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`).execute(database.db);
  await database.close();
});

describe('POST /setup/outlet on an empty database', () => {
  it('makes the first outlet of the first owner, and its cashier sees the payment methods with their types', async () => {
    expect(await database.db.selectFrom('payment_method_types').select('id').execute()).toEqual([]);
    const email = 'first@warung.id';
    expect((await server.app.inject({ method: 'POST', url: '/api/user/register', payload: { Name: 'First', Username: email, Password: 'rahasia-sekali' } })).statusCode).toBe(201);
    const ownerToken = (await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { Username: email, Password: 'rahasia-sekali' } })).json<{ data: { Token: string } }>().data.Token;
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/setup/outlet',
      headers: { authorization: `Bearer ${ownerToken}`, 'idempotency-key': 'first-ever' },
      payload: {
        Outlet: { Name: 'Warung Pertama', Type: OutletType.RESTAURANT },
        PaymentMethods: [{ Name: 'Cash', Type: PaymentMethodTypeCode.CASH, OpenDrawer: true }],
        Area: { Name: 'Dalam', TableCount: 4 },
        Cashier: { Name: 'Ayu', Username: 'ayu', PIN: '102938' },
        Printer: { IpAddress: '127.0.0.1:9100' },
        Category: { Name: 'Minuman' },
        Products: [{ Name: 'Es Jeruk', Price: 8000 }],
      },
    });
    expect(made.statusCode).toBe(201);
    const { OutletId } = made.json<{ data: { OutletId: number } }>().data;
    const cashier = await server.app.inject({ method: 'POST', url: '/api/user/login', headers: { authorization: `Bearer ${ownerToken}` }, payload: { Username: 'ayu', PIN: '102938', isCashier: true } });
    expect(cashier.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${cashier.json<{ data: { Token: string } }>().data.Token}`, outletid: String(OutletId) };
    const methods = await server.app.inject({ method: 'GET', url: '/api/outletPaymentMethod/', headers });
    expect(methods.statusCode).toBe(200);
    expect(JSON.stringify(methods.json())).toContain('"Cash"');
    const outlet = await server.app.inject({ method: 'GET', url: '/api/outlet/', headers });
    expect(outlet.json<{ data: { Name: string } }>().data.Name).toBe('Warung Pertama');
  });
});
