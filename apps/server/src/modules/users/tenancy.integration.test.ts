import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';

let server: TestServer;
let other: Awaited<ReturnType<typeof addSecondOwner>>;
let tokens: { ownerToken: string; cashierToken: string };

beforeAll(async () => {
  server = await startTestServer();
  other = await addSecondOwner(server);
  tokens = await signIn(server);
});
afterAll(async () => {
  await server.stop();
});

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

describe('an owner never reaches another owner’s data (404, not 403)', () => {
  it('users', async () => {
    expect((await get(`/api/user/${other.userId}/getOneUser`, tokens.ownerToken)).statusCode).toBe(404);
    expect((await get(`/api/cashiers/${other.userId}`, tokens.cashierToken)).statusCode).toBe(404);
    expect((await get(`/api/user/cashiers/${other.ownerId}`, tokens.ownerToken)).statusCode).toBe(404);
    const list = await get('/api/cashiers', tokens.ownerToken);
    expect(list.json().data.map((user: { Name: string }) => user.Name)).not.toContain('Eko');
  });

  it('outlets and settings', async () => {
    const headers = { outletid: String(other.outletId) };
    expect((await get('/api/outlet/', tokens.cashierToken, headers)).statusCode).toBe(404);
    expect((await get('/api/outletSetting', tokens.cashierToken, headers)).statusCode).toBe(404);
    const write = await server.app.inject({
      method: 'PUT',
      url: '/api/outletSetting',
      headers: { ...bearer(tokens.ownerToken), ...headers },
      payload: [{ Code: 'BROADCAST', Value: 'hi' }],
    });
    expect(write.statusCode).toBe(404);
  });

  it('updating another owner’s user is a 404 and changes nothing', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/cashiers/${other.userId}`,
      headers: bearer(tokens.ownerToken),
      payload: { Name: 'Hacked', Username: 'eko', RoleId: server.ids.roleIds.cashier, OutletIds: [server.ids.outletIds.kopiSenja] },
    });
    expect(response.statusCode).toBe(404);
    const row = await server.database.db.selectFrom('users').select('name').where('id', '=', other.userId).executeTakeFirstOrThrow();
    expect(row.name).toBe('Eko');
  });
});

describe('a cashier token reaches only the outlets of its role', () => {
  it('lists only its outlets and hides suspended ones with isSuspend=0', async () => {
    const citra = await signIn(server, { username: 'citra', pin: '333333' });
    const names = (await get('/api/outlet/getByUser?isSuspend=0', citra.cashierToken)).json().data.map((outlet: { Name: string }) => outlet.Name);
    expect(names).toEqual(['Grill & Chill AYCE']);
    const outside = await get('/api/outlet/', citra.cashierToken, { outletid: String(server.ids.outletIds.kopiSenja) });
    expect(outside.statusCode).toBe(404);
  });

  it('the owner sees the suspended outlet only without the filter', async () => {
    const all = (await get('/api/outlet/getByUser', tokens.ownerToken)).json().data.map((outlet: { Name: string }) => outlet.Name);
    expect(all).toContain('Kopi Senja Lama');
    const visible = (await get('/api/outlet/getByUser?isSuspend=0', tokens.ownerToken)).json().data.map((outlet: { Name: string }) => outlet.Name);
    expect(visible).not.toContain('Kopi Senja Lama');
  });

  it('rejects a malformed outlet header with a 400 naming it', async () => {
    const response = await get('/api/outlet/', tokens.cashierToken, { outletid: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data[0].field).toBe('outletid');
  });
});

describe('users', () => {
  it('me answers the cashier with role, permissions and outlets', async () => {
    const me = (await get('/api/user/me', tokens.cashierToken)).json().data;
    expect(me.Owner.Username).toBe('owner@demo.pos');
    expect(me.User.Name).toBe('Ani');
    expect(me.User.UserRole.Role.RoleOtherModules).toContainEqual({ OtherModuleId: 3, UsePin: true });
    expect(me.User.UserRole.UserRoleOutlets).toHaveLength(2);
  });

  it('filters cashiers by name_like and lists the active ones', async () => {
    const found = (await get('/api/cashiers?name_like=an', tokens.ownerToken)).json().data.map((user: { Name: string }) => user.Name);
    expect(found).toEqual(['Ani']);
    const active = (await get('/api/user/activeCashier', tokens.ownerToken)).json().data.map((user: { Name: string }) => user.Name);
    expect(active).toContain('Ani');
  });

  it('creating a cashier validates every field and refuses a used username', async () => {
    const bad = await server.app.inject({ method: 'POST', url: '/api/cashiers', headers: bearer(tokens.ownerToken), payload: { Name: '', Username: 'x', RoleId: 1, OutletIds: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['Name', 'OutletIds']));
    const taken = await server.app.inject({
      method: 'POST',
      url: '/api/cashiers',
      headers: bearer(tokens.ownerToken),
      payload: { Name: 'Ani 2', Username: 'ani', PIN: '123456', RoleId: server.ids.roleIds.cashier, OutletIds: [server.ids.outletIds.kopiSenja] },
    });
    expect(taken.statusCode).toBe(409);
    const cashierCannot = await server.app.inject({
      method: 'POST',
      url: '/api/cashiers',
      headers: bearer(tokens.cashierToken),
      payload: { Name: 'Fajar', Username: 'fajar', PIN: '123456', RoleId: server.ids.roleIds.cashier, OutletIds: [server.ids.outletIds.kopiSenja] },
    });
    expect(cashierCannot.statusCode).toBe(403);
  });
});
