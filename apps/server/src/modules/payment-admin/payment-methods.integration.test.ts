import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type AdminPaymentMethod, type OutletPaymentMethod, type SummaryReport } from '@kasir/contracts';
import { PaymentMethodTypeCode } from '@kasir/domain';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { outletDay, reportQuery } from '../reports/reports-test-kit.ts';
import { openPaymentAdminTestbed, type PaymentAdminTestbed } from './payment-admin-test-kit.ts';

let bed: PaymentAdminTestbed;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openPaymentAdminTestbed();
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const listAdmin = async (outletId = bed.outlet): Promise<AdminPaymentMethod[]> => {
  const answer = await bed.owner('GET', `/outlet/${outletId}/paymentMethods`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as AdminPaymentMethod[];
};
const tillMethods = async (): Promise<string[]> => ((await bed.asCashier('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[]).map((method) => method.PaymentMethod.Name);
const body = (extra: object = {}) => ({ OutletId: bed.outlet, Name: 'Dana', Type: PaymentMethodTypeCode.E_WALLET, OpenDrawer: false, IsUsePoint: false, MaxPoint: null, IsNoSales: false, DefaultValue: null, Position: 9, ...extra });

describe('back office payment methods', () => {
  it('lists every method of the outlet with its type name, for the owner only', async () => {
    const methods = await listAdmin();
    expect(methods.map((method) => method.Name)).toEqual(expect.arrayContaining(['Cash', 'GoPay']));
    expect(methods.find((method) => method.Name === 'Cash')).toMatchObject({ Type: PaymentMethodTypeCode.CASH, TypeName: expect.any(String), IsActive: true });
    expect((await bed.asCashier('GET', `/outlet/${bed.outlet}/paymentMethods`)).statusCode).toBe(403);
    expect((await bed.owner('GET', `/outlet/${bed.other.outletId}/paymentMethods`)).statusCode).toBe(404);
  });

  it('creates a method the till lists at once, once per Idempotency-Key, with money as rupiah', async () => {
    const first = await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'Dana', DefaultValue: 50_000.5 }), bed.withKey('dana-1'));
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json().data as AdminPaymentMethod;
    expect(created).toMatchObject({ Name: 'Dana', Type: PaymentMethodTypeCode.E_WALLET, DefaultValue: 50_000.5, IsActive: true, IsUsed: false });
    const retried = await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'Dana', DefaultValue: 50_000.5 }), bed.withKey('dana-1'));
    expect(retried.statusCode).toBe(201);
    expect((retried.json().data as AdminPaymentMethod).Id).toBe(created.Id);
    expect((await listAdmin()).filter((method) => method.Name === 'Dana')).toHaveLength(1);
    expect(await tillMethods()).toContain('Dana');
    const stored = await bed.db.selectFrom('outlet_payment_methods').select('default_value').where('id', '=', created.Id).executeTakeFirstOrThrow();
    expect(Number(stored.default_value)).toBe(5_000_050);
  });

  it('a point method always uses points; MaxPoint is kept', async () => {
    const answer = await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'Poin Member', Type: PaymentMethodTypeCode.POINT, IsUsePoint: false, MaxPoint: 20_000 }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ IsUsePoint: true, MaxPoint: 20_000 });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await listAdmin();
    const cases: Array<[object, string]> = [
      [body({ Name: '' }), 'Name'],
      [body({ Name: 'cash' }), 'Name'],
      [body({ Name: 'Twelve', Type: 9 }), 'Type'],
      [body({ Name: 'Twelve', MaxPoint: -1 }), 'MaxPoint'],
      [body({ Name: 'Twelve', DefaultValue: 1.234 }), 'DefaultValue'],
      [body({ Name: 'Twelve', DefaultValue: -5 }), 'DefaultValue'],
      [body({ Name: 'x'.repeat(51) }), 'Name'],
    ];
    for (const [payload, field] of cases) {
      const answer = await bed.owner('POST', '/outletPaymentMethod', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect((answer.json().data as Array<{ field: string }>).map((error) => error.field).join(',')).toContain(field);
    }
    expect(await listAdmin()).toEqual(before);
  });

  it("another owner's outlet, method or image is a 404; a cashier token is a 403", async () => {
    const foreign = await bed.db
      .insertInto('outlet_payment_methods')
      .values({ outlet_id: bed.other.outletId, name: 'Their Cash', type: PaymentMethodTypeCode.CASH, is_use_point: 0, is_no_sales: 0, open_drawer: 1, default_value: null, max_point: null, image: null, position: 0, is_active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await bed.owner('POST', '/outletPaymentMethod', body({ OutletId: bed.other.outletId, Name: 'Mine' }))).statusCode).toBe(404);
    expect((await bed.owner('PUT', `/outletPaymentMethod/${foreign.id}`, body({ OutletId: bed.other.outletId, Name: 'Mine' }))).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/outletPaymentMethod/${foreign.id}`)).statusCode).toBe(404);
    const foreignImage = await bed.db.insertInto('images').values({ owner_id: bed.other.ownerId, file_name: 'f'.repeat(32) + '.png', content_type: 'image/png', byte_size: 1, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect((await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'With Image', ImageId: foreignImage.id }))).statusCode).toBe(404);
    expect((await bed.asCashier('POST', '/outletPaymentMethod', body({ Name: 'Sneaky' }))).statusCode).toBe(403);
    const theirs = await bed.db.selectFrom('outlet_payment_methods').select('name').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(theirs.name).toBe('Their Cash');
  });

  it('edits a method, refusing a name another live method has', async () => {
    const dana = (await listAdmin()).find((method) => method.Name === 'Dana')!;
    const renamed = await bed.owner('PUT', `/outletPaymentMethod/${dana.Id}`, body({ Name: 'DANA', OpenDrawer: true }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ Name: 'DANA', OpenDrawer: true });
    const clash = await bed.owner('PUT', `/outletPaymentMethod/${dana.Id}`, body({ Name: 'GoPay' }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().data[0].field).toBe('Name');
    expect(await tillMethods()).toContain('DANA');
  });

  it('deletes a method nothing refers to; archives a paid-with one, and the payment report still names it', async () => {
    const unused = (await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'Unused' }))).json().data as AdminPaymentMethod;
    const gone = await bed.owner('DELETE', `/outletPaymentMethod/${unused.Id}`);
    expect(gone.json().data).toEqual({ Id: unused.Id, Archived: false });
    expect((await listAdmin()).some((method) => method.Id === unused.Id)).toBe(false);

    const kept = (await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'Kartu Kopi', Type: PaymentMethodTypeCode.OTHER }))).json().data as AdminPaymentMethod;
    const order = await bed.americanoOrder(1);
    const paid = await bed.pay(order.Id, { Promos: [], PaymentDetails: [{ OutletPaymentMethodId: kept.Id, Amount: order.Total }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const archived = await bed.owner('DELETE', `/outletPaymentMethod/${kept.Id}`);
    expect(archived.json().data).toEqual({ Id: kept.Id, Archived: true });
    expect((await listAdmin()).find((method) => method.Id === kept.Id)).toMatchObject({ IsActive: false, IsUsed: true, Name: 'Kartu Kopi' });
    expect(await tillMethods()).not.toContain('Kartu Kopi');
    // A live method may take the archived one's name; an archived one cannot be edited.
    expect((await bed.owner('PUT', `/outletPaymentMethod/${kept.Id}`, body({ Name: 'Kartu Kopi 2' }))).statusCode).toBe(409);

    const today = outletDay();
    const report = await bed.ani('GET', `/report/paymentReport?${reportQuery(today, today)}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(JSON.stringify(report.json().data as SummaryReport)).toContain('Kartu Kopi');
    const readBack = await bed.readOrder(order.Id);
    expect(readBack.Payments[0]!.PaymentDetails.map((detail) => detail.Name)).toEqual(['Kartu Kopi']);
  });

  it('edits a suspended outlet too', async () => {
    await bed.db.updateTable('outlets').set({ is_suspend: 1 }).where('id', '=', bed.server.ids.outletIds.kopiSenjaLama).execute();
    const answer = await bed.owner('POST', '/outletPaymentMethod', body({ OutletId: bed.server.ids.outletIds.kopiSenjaLama, Name: 'Cash Lama' }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await listAdmin(bed.server.ids.outletIds.kopiSenjaLama)).map((method) => method.Name)).toContain('Cash Lama');
  });

  it("tells the outlet's terminals after commit", async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<{ OutletId: number }>(till, ServerEvent.PAYMENT_METHOD_CHANGED);
    expect((await bed.owner('POST', '/outletPaymentMethod', body({ Name: 'Live One' }))).statusCode).toBe(201);
    expect((await heard).OutletId).toBe(bed.outlet);
  });
});
