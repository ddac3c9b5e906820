import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModuleType, OtherPermission, SpecMessage } from '@kasir/domain';
import { ServerEvent, type RoleDetail, type RoleWriteBody } from '@kasir/contracts';
import { bearer, signIn, startTestServer } from '../../test-support/test-server.ts';
import { openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';

let suite: OrderSuite;
let other: Awaited<ReturnType<typeof addSecondOwner>>;
let ownerToken: string;
const terminals = createTerminals();

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
  other = await addSecondOwner(suite.server);
  ownerToken = (await signIn(suite.server)).ownerToken;
});
afterAll(async () => {
  terminals.closeAll();
  await suite.server.stop();
});

const role = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = ownerToken, payload?: object) =>
  suite.server.app.inject({ method, url: `/api/role${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const barStaff: RoleWriteBody = {
  Name: 'Bar Staff',
  RoleModuleAccesses: [{ ModuleId: ModuleType.PESANAN }, { ModuleId: ModuleType.SHIFT }],
  RoleOtherModules: [
    { OtherModuleId: OtherPermission.ADD_ORDER, UsePin: false },
    { OtherModuleId: OtherPermission.CANCEL_ORDER, UsePin: true },
  ],
  AutomaticStartShift: true,
  StartShiftTime: '09:30',
  AutomaticLogoutChasier: true,
};

/** The demo Cashier role as a write body, so a test can change one thing and put the rest back. */
async function cashierRoleBody(): Promise<RoleWriteBody> {
  const detail = (await role('GET', `/${suite.server.ids.roleIds.cashier}`)).json<{ data: RoleDetail }>().data;
  const { Id: _id, UserCount: _count, ...body } = detail;
  return body;
}

describe('role CRUD (owner back office)', () => {
  it('lists the owner’s roles with how many users hold each, and never another owner’s', async () => {
    const response = await role('GET', '');
    expect(response.statusCode).toBe(200);
    const roles = response.json<{ data: RoleDetail[] }>().data;
    expect(roles.map((item) => item.Name)).toEqual(['Cashier', 'Supervisor', 'Waiter']);
    expect(roles.find((item) => item.Name === 'Cashier')).toMatchObject({ UserCount: 2, AutomaticStartShift: false, StartShiftTime: null });
    expect(roles.map((item) => item.Id)).not.toContain(other.roleId);
  });

  it('creates, reads, updates and deletes a role', async () => {
    const created = await role('POST', '', ownerToken, barStaff);
    expect(created.statusCode).toBe(201);
    const detail = created.json<{ data: RoleDetail }>().data;
    expect(detail).toMatchObject({ ...barStaff, UserCount: 0 });

    expect((await role('GET', `/${detail.Id}`)).json().data).toEqual(detail);
    // A retried create (same name) answers 409 and makes no second role.
    const again = await role('POST', '', ownerToken, barStaff);
    expect(again.statusCode).toBe(409);
    expect(again.json().data[0].field).toBe('Name');

    const changed = await role('PUT', `/${detail.Id}`, ownerToken, { ...barStaff, Name: 'Bar', StartShiftTime: null, RoleOtherModules: [] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ Name: 'Bar', StartShiftTime: null, RoleOtherModules: [] });

    expect((await role('DELETE', `/${detail.Id}`)).statusCode).toBe(200);
    expect((await role('GET', `/${detail.Id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...barStaff, Name: '  ' }, 'Name'],
      [{ ...barStaff, StartShiftTime: '25:00' }, 'StartShiftTime'],
      [{ ...barStaff, RoleModuleAccesses: [{ ModuleId: 23 }] }, 'RoleModuleAccesses'],
      [{ ...barStaff, RoleOtherModules: [{ OtherModuleId: 99, UsePin: false }] }, 'RoleOtherModules'],
      [{ ...barStaff, AutomaticStartShift: 'yes' }, 'AutomaticStartShift'],
    ];
    for (const [body, field] of cases) {
      const response = await role('POST', '', ownerToken, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data[0].field).toContain(field);
    }
    expect((await role('GET', '')).json().data).toHaveLength(3);
  });

  it('refuses to delete a role users hold, naming how many', async () => {
    const response = await role('DELETE', `/${suite.server.ids.roleIds.cashier}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Role is used by 2 user(s)');
  });

  it('another owner’s role is 404 and a cashier token is 403', async () => {
    expect((await role('GET', `/${other.roleId}`)).statusCode).toBe(404);
    expect((await role('PUT', `/${other.roleId}`, ownerToken, barStaff)).statusCode).toBe(404);
    expect((await role('DELETE', `/${other.roleId}`)).statusCode).toBe(404);
    const name = await suite.server.database.db.selectFrom('roles').select('name').where('id', '=', other.roleId).executeTakeFirstOrThrow();
    expect(name.name).toBe('Cashier');
    expect((await role('GET', '', suite.tokens.ani)).statusCode).toBe(403);
    expect((await role('POST', '', suite.tokens.ani, barStaff)).statusCode).toBe(403);
  });
});

describe('a role change applies at once', () => {
  it('removing payment (9) refuses the next POST /payment; putting it back allows it', async () => {
    const original = await cashierRoleBody();
    const withoutPayment = { ...original, RoleOtherModules: original.RoleOtherModules.filter((other) => other.OtherModuleId !== OtherPermission.PAYMENT) };
    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, withoutPayment)).statusCode).toBe(200);

    const orderId = await suite.newOrder([{ OutletProductId: suite.demo.product('Es Kopi Susu'), Quantity: 1 }]);
    const methods = (await suite.call('GET', '/outletPaymentMethod/', suite.tokens.budi)).json().data as Array<{ Id: number; PaymentMethod: { Name: string } }>;
    const cash = methods.find((method) => method.PaymentMethod.Name === 'Cash')!.Id;
    const pay = () => suite.call('POST', `/payment/${orderId}`, suite.tokens.ani, { Id: orderId, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cash, Amount: 1_000_000 }] });
    const refused = await pay();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Sorry, you don't have access to payment");

    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, original)).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(200);
  });

  it('UsePin on cancel-order makes a void need a supervisor’s PIN; without it the cashier voids alone', async () => {
    const original = await cashierRoleBody();
    const withPin = (usePin: boolean) => ({
      ...original,
      RoleOtherModules: original.RoleOtherModules.map((other) => (other.OtherModuleId === OtherPermission.CANCEL_ORDER ? { ...other, UsePin: usePin } : other)),
    });
    const voidOrder = (orderId: number, body: object) => suite.call('PUT', `/order/${orderId}/cancel`, suite.tokens.ani, body);

    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, withPin(false))).statusCode).toBe(200);
    const alone = await suite.newOrder([{ OutletProductId: suite.demo.product('Es Kopi Susu'), Quantity: 1 }]);
    expect((await voidOrder(alone, { Reason: 'Left' })).statusCode).toBe(200);

    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, withPin(true))).statusCode).toBe(200);
    const guarded = await suite.newOrder([{ OutletProductId: suite.demo.product('Es Kopi Susu'), Quantity: 1 }]);
    expect((await voidOrder(guarded, { Reason: 'Left' })).json().message).toBe(SpecMessage.SELECT_USER_WITH_ACCESS);
    expect((await voidOrder(guarded, { Reason: 'Left', Approval: { UserId: suite.demo.user('budi'), PIN: '222222' } })).statusCode).toBe(200);

    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, original)).statusCode).toBe(200);
  });

  it('the role flags reach /user/me and an open terminal is told to refetch it', async () => {
    const baseUrl = await suite.server.listen();
    const terminal = await terminals.open(baseUrl, suite.tokens.ani, suite.outletId);
    const original = await cashierRoleBody();
    const told = nextEvent<{ UserId: number | null; RoleId: number | null; OutletId: number }>(terminal, ServerEvent.USER_CHANGED);
    const flags = { AutomaticStartShift: true, StartShiftTime: '23:59', AutomaticLogoutChasier: true };
    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, { ...original, ...flags })).statusCode).toBe(200);
    expect(await told).toMatchObject({ UserId: null, RoleId: suite.server.ids.roleIds.cashier, OutletId: suite.outletId });

    const me = await suite.call('GET', '/user/me', suite.tokens.ani);
    expect(me.json().data.User).toMatchObject(flags);
    expect((await role('PUT', `/${suite.server.ids.roleIds.cashier}`, ownerToken, original)).statusCode).toBe(200);
    expect((await suite.call('GET', '/user/me', suite.tokens.ani)).json().data.User).toMatchObject({ AutomaticStartShift: false, StartShiftTime: null, AutomaticLogoutChasier: false });
  });
});
