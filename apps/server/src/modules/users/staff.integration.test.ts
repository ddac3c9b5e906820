import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashierRemoval, User } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { ServerEvent } from '@kasir/contracts';

let server: TestServer;
let other: Awaited<ReturnType<typeof addSecondOwner>>;
let tokens: { ownerToken: string; cashierToken: string };
const terminals = createTerminals();

beforeAll(async () => {
  server = await startTestServer();
  other = await addSecondOwner(server);
  tokens = await signIn(server);
});
afterAll(async () => {
  terminals.closeAll();
  await server.stop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token = tokens.ownerToken, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

/** A cashier's sign-in under the demo owner; each test signs in from its own address so device limits stay apart. */
const cashierLogin = (Username: string, PIN: string, remoteAddress = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, headers: bearer(tokens.ownerToken), payload: { Username, PIN, isCashier: true } });

let serial = 0;
async function createCashier(overrides: Partial<{ Name: string; Username: string; PIN: string; OutletIds: number[] }> = {}): Promise<User> {
  serial += 1;
  const response = await call('POST', '/cashiers', tokens.ownerToken, {
    Name: `Staff ${serial}`,
    Username: `staff${serial}`,
    PIN: '135790',
    RoleId: server.ids.roleIds.cashier,
    OutletIds: [server.ids.outletIds.kopiSenja],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: User }>().data;
}

describe('POST/PUT /cashiers', () => {
  it('creates a cashier who signs in with the PIN, with the role and outlets of spec §3', async () => {
    const user = await createCashier({ Name: 'Fajar', Username: 'fajar' });
    expect(user).toMatchObject({ Name: 'Fajar', Username: 'fajar', IsActive: true, IsPinLocked: false, UserRole: { Role: { Name: 'Cashier' }, UserRoleOutlets: [{ OutletId: server.ids.outletIds.kopiSenja }] } });
    expect((await cashierLogin('fajar', '135790')).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, a used Username, and another owner’s role or outlet', async () => {
    const base = { Name: 'Gita', Username: 'gita', PIN: '246802', RoleId: server.ids.roleIds.cashier, OutletIds: [server.ids.outletIds.kopiSenja] };
    const cases: Array<[object, number, string]> = [
      [{ ...base, PIN: '12345' }, 400, 'PIN'],
      [{ ...base, PIN: '12345a' }, 400, 'PIN'],
      [{ ...base, PIN: undefined }, 400, 'PIN'],
      [{ ...base, Name: ' ' }, 400, 'Name'],
      [{ ...base, OutletIds: [] }, 400, 'OutletIds'],
      [{ ...base, Username: 'ani' }, 409, 'Username'],
      [{ ...base, RoleId: other.roleId }, 404, 'RoleId'],
      [{ ...base, OutletIds: [other.outletId] }, 404, 'OutletIds'],
    ];
    for (const [body, status, field] of cases) {
      const response = await call('POST', '/cashiers', tokens.ownerToken, body);
      expect(response.statusCode, field).toBe(status);
      expect(response.json().data[0].field).toBe(field);
    }
    expect(await server.database.db.selectFrom('users').select('id').where('username', '=', 'gita').executeTakeFirst()).toBeUndefined();
  });

  it('a cashier token is 403; another owner’s cashier is 404 on every write', async () => {
    const body = { Name: 'X', Username: 'x', PIN: '111111', RoleId: server.ids.roleIds.cashier, OutletIds: [server.ids.outletIds.kopiSenja] };
    expect((await call('POST', '/cashiers', tokens.cashierToken, body)).statusCode).toBe(403);
    expect((await call('POST', `/cashiers/${other.userId}/resetPin`, tokens.ownerToken, { PIN: '123456' })).statusCode).toBe(404);
    expect((await call('POST', `/cashiers/${other.userId}/resetPinLock`)).statusCode).toBe(404);
    expect((await call('DELETE', `/cashiers/${other.userId}`)).statusCode).toBe(404);
    const eko = await server.database.db.selectFrom('users').select(['is_active']).where('id', '=', other.userId).executeTakeFirstOrThrow();
    expect(eko.is_active).toBe(1);
  });

  it('PUT with a PIN sets the new PIN; without one the PIN stays', async () => {
    const user = await createCashier();
    const edit = (PIN?: string) =>
      call('PUT', `/cashiers/${user.Id}`, tokens.ownerToken, { Name: 'Renamed', Username: user.Username, RoleId: server.ids.roleIds.supervisor, OutletIds: [server.ids.outletIds.grillChill], ...(PIN ? { PIN } : {}) });
    const renamed = await edit();
    expect(renamed.json().data).toMatchObject({ Name: 'Renamed', UserRole: { Role: { Name: 'Supervisor' }, UserRoleOutlets: [{ OutletId: server.ids.outletIds.grillChill }] } });
    expect((await cashierLogin(user.Username, '135790', '10.0.1.1')).statusCode).toBe(200);
    expect((await edit('975310')).statusCode).toBe(200);
    expect((await cashierLogin(user.Username, '135790', '10.0.1.1')).statusCode).toBe(401);
    expect((await cashierLogin(user.Username, '975310', '10.0.1.1')).statusCode).toBe(200);
  });
});

describe('PIN set and reset clear the lockout', () => {
  it('five wrong PINs lock the cashier; the owner’s new PIN opens it at once', async () => {
    const user = await createCashier();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await cashierLogin(user.Username, '000000', '10.0.2.1')).statusCode).toBe(401);
    expect((await cashierLogin(user.Username, '135790', '10.0.2.1')).statusCode).toBe(429);

    expect((await call('POST', `/cashiers/${user.Id}/resetPin`, tokens.ownerToken, { PIN: '12' })).json().data[0].field).toBe('PIN');
    expect((await call('POST', `/cashiers/${user.Id}/resetPin`, tokens.ownerToken, { PIN: '864200' })).statusCode).toBe(200);
    expect((await cashierLogin(user.Username, '864200', '10.0.2.1')).statusCode).toBe(200);
  });

  it('a PIN locked until the owner resets it shows as locked, and resetPinLock opens it with the same PIN', async () => {
    const user = await createCashier();
    await server.database.db.updateTable('users').set({ pin_locked_at: new Date().toISOString() }).where('id', '=', user.Id).execute();
    expect((await call('GET', `/cashiers/${user.Id}`)).json().data.IsPinLocked).toBe(true);
    expect((await cashierLogin(user.Username, '135790', '10.0.3.1')).statusCode).toBe(429);
    expect((await call('POST', `/cashiers/${user.Id}/resetPinLock`)).statusCode).toBe(200);
    expect((await call('GET', `/cashiers/${user.Id}`)).json().data.IsPinLocked).toBe(false);
    expect((await cashierLogin(user.Username, '135790', '10.0.3.1')).statusCode).toBe(200);
  });
});

describe('DELETE /cashiers/{id}', () => {
  it('archives a cashier with a shift: signed out at once, cannot sign in, history keeps the name', async () => {
    const user = await createCashier({ Name: 'Hana', Username: 'hana' });
    const login = await cashierLogin('hana', '135790', '10.0.4.1');
    const token = login.json().data.Token as string;
    const outlet = { outletid: String(server.ids.outletIds.kopiSenja) };
    expect((await call('POST', '/shift/startShift', token, { OutletId: server.ids.outletIds.kopiSenja, StartCash: 0 }, outlet)).statusCode).toBe(201);

    const baseUrl = await server.listen();
    const terminal = await terminals.open(baseUrl, token, server.ids.outletIds.kopiSenja);
    const ended = nextEvent<{ reason: string }>(terminal, ServerEvent.SESSION_ENDED);
    const removed = await call('DELETE', `/cashiers/${user.Id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: CashierRemoval }>().data).toEqual({ Archived: true });
    expect(await ended).toEqual({ reason: 'user-disabled' });

    expect((await call('GET', '/shift/getCurrentShift', token, undefined, outlet)).statusCode).toBe(401);
    expect((await cashierLogin('hana', '135790', '10.0.4.1')).statusCode).toBe(401);
    const selectable = (await call('GET', `/user/cashiers/${server.ids.ownerId}`)).json().data.map((cashier: { Name: string }) => cashier.Name);
    expect(selectable).not.toContain('Hana');
    const history = await server.database.db
      .selectFrom('shifts')
      .innerJoin('users', 'users.id', 'shifts.user_id')
      .select('users.name')
      .where('shifts.user_id', '=', user.Id)
      .execute();
    expect(history).toEqual([{ name: 'Hana' }]);
    expect((await call('GET', `/cashiers/${user.Id}`)).json().data).toMatchObject({ Name: 'Hana', IsActive: false });
  });

  it('deletes a cashier nothing refers to, sessions and all', async () => {
    const user = await createCashier();
    expect((await cashierLogin(user.Username, '135790', '10.0.5.1')).statusCode).toBe(200);
    const removed = await call('DELETE', `/cashiers/${user.Id}`);
    expect(removed.json().data).toEqual({ Archived: false });
    expect((await call('GET', `/cashiers/${user.Id}`)).statusCode).toBe(404);
    expect(await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', user.Id).execute()).toEqual([]);
  });
});
