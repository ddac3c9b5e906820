import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerEvent, type AdminCharge, type OutletCharge } from '@kasir/contracts';
import { ChargeDeductFrom, ChargeType } from '@kasir/domain';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
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

const listAdmin = async (outletId = bed.outlet): Promise<AdminCharge[]> => {
  const answer = await bed.owner('GET', `/outlet/${outletId}/charges`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as AdminCharge[];
};
const tillCharges = async (): Promise<OutletCharge[]> => (await bed.asCashier('GET', '/outletCharge/active')).json().data as OutletCharge[];
const body = (extra: object = {}) => ({
  OutletId: bed.outlet,
  Name: 'PB1',
  Type: ChargeType.PERCENTAGE,
  Amount: 10,
  AddProductPrice: false,
  IncludedProductPrice: false,
  DeductFrom: ChargeDeductFrom.SUB_TOTAL,
  IsActive: true,
  OrderTypeIds: [bed.menu.orderType('Dine In')],
  ...extra,
});

describe('back office charges', () => {
  it('lists the outlet charges with their order types, for the owner only', async () => {
    const charges = await listAdmin();
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((charge) => Array.isArray(charge.OrderTypeIds) && !charge.IsArchived)).toBe(true);
    expect((await bed.asCashier('GET', `/outlet/${bed.outlet}/charges`)).statusCode).toBe(403);
    expect((await bed.owner('GET', `/outlet/${bed.other.outletId}/charges`)).statusCode).toBe(404);
  });

  it('creates a percentage charge (percent on the wire, hundredths of a percent stored) the till lists and prices with', async () => {
    const answer = await bed.owner('POST', '/outletCharge', body({ Name: 'PB1', Amount: 2.5 }), bed.withKey('pb1'));
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json().data as AdminCharge;
    expect(created).toMatchObject({ Name: 'PB1', Type: ChargeType.PERCENTAGE, Amount: 2.5, IsActive: true, OrderTypeIds: [bed.menu.orderType('Dine In')] });
    const again = await bed.owner('POST', '/outletCharge', body({ Name: 'PB1', Amount: 2.5 }), bed.withKey('pb1'));
    expect((again.json().data as AdminCharge).Id).toBe(created.Id);
    const stored = await bed.db.selectFrom('outlet_charges').select('amount').where('id', '=', created.Id).executeTakeFirstOrThrow();
    expect(Number(stored.amount)).toBe(250);
    expect((await tillCharges()).find((charge) => charge.Id === created.Id)?.Charge.Amount).toBe(2.5);
    const order = await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    expect(order.OrderCharges.map((charge) => charge.ChargeName)).toContain('PB1');
  });

  it('creates a fixed charge in rupiah, included in the price', async () => {
    const answer = await bed.owner('POST', '/outletCharge', body({ Name: 'Cup', Type: ChargeType.NOMINAL, Amount: 1_500, IncludedProductPrice: true, DeductFrom: ChargeDeductFrom.PRODUCT, OrderTypeIds: [] }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ Type: ChargeType.NOMINAL, Amount: 1_500, IncludedProductPrice: true, DeductFrom: ChargeDeductFrom.PRODUCT, OrderTypeIds: [] });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await listAdmin();
    const cases: Array<[object, string]> = [
      [body({ Name: ' ' }), 'Name'],
      [body({ Amount: 100.01 }), 'Amount'],
      [body({ Amount: -1 }), 'Amount'],
      [body({ Type: 3 }), 'Type'],
      [body({ DeductFrom: 7 }), 'DeductFrom'],
      [body({ Type: ChargeType.NOMINAL, Amount: 0.001 }), 'Amount'],
    ];
    for (const [payload, field] of cases) {
      const answer = await bed.owner('POST', '/outletCharge', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect((answer.json().data as Array<{ field: string }>).map((error) => error.field).join(',')).toContain(field);
    }
    expect(await listAdmin()).toEqual(before);
  });

  it("another owner's outlet, charge or order type is a 404; a cashier token is a 403", async () => {
    const foreignType = await bed.db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', bed.server.ids.outletIds.grillChill).executeTakeFirstOrThrow();
    const before = await listAdmin();
    expect((await bed.owner('POST', '/outletCharge', body({ Name: 'Stray', OrderTypeIds: [foreignType.id] }))).statusCode).toBe(404);
    expect(await listAdmin()).toEqual(before);
    expect((await bed.owner('POST', '/outletCharge', body({ OutletId: bed.other.outletId }))).statusCode).toBe(404);
    const foreign = await bed.db
      .insertInto('outlet_charges')
      .values({ outlet_id: bed.other.outletId, name: 'Their tax', type: ChargeType.PERCENTAGE, amount: 1_000, deduct_from: ChargeDeductFrom.SUB_TOTAL, add_product_price: 0, included_product_price: 0, is_active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await bed.owner('PUT', `/outletCharge/${foreign.id}`, body({ OutletId: bed.other.outletId }))).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/outletCharge/${foreign.id}`)).statusCode).toBe(404);
    expect((await bed.asCashier('POST', '/outletCharge', body({ Name: 'Sneaky' }))).statusCode).toBe(403);
  });

  it('edits a charge: amount, switch and order types', async () => {
    const pb1 = (await listAdmin()).find((charge) => charge.Name === 'PB1')!;
    const takeAway = bed.menu.orderType('Take Away');
    const answer = await bed.owner('PUT', `/outletCharge/${pb1.Id}`, body({ Amount: 11, IsActive: false, OrderTypeIds: [takeAway, takeAway] }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Amount: 11, IsActive: false, OrderTypeIds: [takeAway] });
    expect((await tillCharges()).some((charge) => charge.Id === pb1.Id)).toBe(false);
  });

  it('deletes a charge no order was priced with; archives one that was', async () => {
    const unused = (await bed.owner('POST', '/outletCharge', body({ Name: 'Unused', OrderTypeIds: [] }))).json().data as AdminCharge;
    expect((await bed.owner('DELETE', `/outletCharge/${unused.Id}`)).json().data).toEqual({ Id: unused.Id, Archived: false });
    expect((await listAdmin()).some((charge) => charge.Id === unused.Id)).toBe(false);

    const used = (await bed.owner('POST', '/outletCharge', body({ Name: 'Service', Amount: 5, OrderTypeIds: [bed.menu.orderType('Dine In')] }))).json().data as AdminCharge;
    await bed.createOrder({ ...bed.dineIn(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: 1 }] });
    expect((await bed.owner('DELETE', `/outletCharge/${used.Id}`)).json().data).toEqual({ Id: used.Id, Archived: true });
    const archived = (await listAdmin()).find((charge) => charge.Id === used.Id);
    expect(archived).toMatchObject({ Name: 'Service', IsArchived: true, IsActive: false });
    expect((await tillCharges()).some((charge) => charge.Id === used.Id)).toBe(false);
    expect((await bed.owner('PUT', `/outletCharge/${used.Id}`, body({ Name: 'Service' }))).statusCode).toBe(409);
  });

  it("tells the outlet's terminals after commit", async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<{ OutletId: number }>(till, ServerEvent.OUTLET_CHARGE_CHANGED);
    expect((await bed.owner('POST', '/outletCharge', body({ Name: 'Live tax' }))).statusCode).toBe(201);
    expect((await heard).OutletId).toBe(bed.outlet);
  });
});
