import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogPart, ServerEvent, type AdminAddOn } from '@kasir/contracts';
import { createTerminals, nextEvent } from '../../test-support/terminals.ts';
import { openAddOnAdminTestbed, type AddOnAdminTestbed } from './addon-admin-test-kit.ts';

let bed: AddOnAdminTestbed;
const terminals = createTerminals();

beforeAll(async () => {
  bed = await openAddOnAdminTestbed();
}, 60_000);

afterAll(async () => {
  terminals.closeAll();
  await bed?.server.stop();
});

const americano = () => bed.menu.product('Americano');
const latte = () => bed.menu.product('Café Latte');
const body = (extra: object = {}) => ({ OutletId: bed.outlet, Name: 'Less Sugar', Price: 0, Quantity: -1, IsSoldOut: false, OutletProductIds: [americano()], ...extra });
const create = async (extra: object = {}, headers: Record<string, string> = {}) => {
  const answer = await bed.owner('POST', '/subProduct', body(extra), headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminAddOn;
};

describe('back office add-ons', () => {
  it("lists the outlet's add-ons with the products that offer them, for the owner only", async () => {
    const list = await bed.addOns();
    expect(list.find((addOn) => addOn.Name === 'Extra Shot')).toMatchObject({ OutletProductIds: expect.arrayContaining([americano()]), IsArchived: false });
    expect((await bed.asCashier('GET', `/outlet/${bed.outlet}/subProducts`)).statusCode).toBe(403);
    expect((await bed.owner('GET', `/outlet/${bed.other.outletId}/subProducts`)).statusCode).toBe(404);
  });

  it('creates an add-on the till offers with its products at once, once per Idempotency-Key', async () => {
    const first = await create({ Name: '50% Ice', Price: 1500.5, OutletProductIds: [americano(), latte()] }, bed.withKey('ice-1'));
    expect(first).toMatchObject({ Name: '50% Ice', Price: 1500.5, Quantity: -1, IsSoldOut: false, IsArchived: false });
    expect([...first.OutletProductIds].sort()).toEqual([americano(), latte()].sort());
    const retried = await create({ Name: '50% Ice', Price: 1500.5, OutletProductIds: [americano(), latte()] }, bed.withKey('ice-1'));
    expect(retried.Id).toBe(first.Id);
    expect((await bed.addOns()).filter((addOn) => addOn.Name === '50% Ice')).toHaveLength(1);
    const stored = await bed.db.selectFrom('sub_products').select(['price', 'quantity']).where('id', '=', first.Id).executeTakeFirstOrThrow();
    expect(Number(stored.price)).toBe(150_050);
    expect(await bed.tillAddOnsOf(latte())).toContain('50% Ice');
    const menuLatte = (await bed.tillMenu()).find((item) => item.Id === latte() && !item.IsBundle)!;
    expect(menuLatte.SubProduct.find((sub) => sub.Name === '50% Ice')).toMatchObject({ Price: 1500.5, Quantity: -1 });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await bed.addOns();
    const lamaProduct = await bed.productOfOtherOutlet();
    const cases: Array<[object, string, number]> = [
      [body({ Name: '' }), 'Name', 400],
      [body({ Name: '50% ICE' }), 'Name', 400],
      [body({ Name: 'x'.repeat(101) }), 'Name', 400],
      [body({ Price: -1 }), 'Price', 400],
      [body({ Price: 1.234 }), 'Price', 400],
      [body({ Quantity: -2 }), 'Quantity', 400],
      [body({ Quantity: 1.5 }), 'Quantity', 400],
      [body({ OutletProductIds: [999_999] }), 'OutletProductIds', 400],
      [body({ OutletProductIds: [lamaProduct] }), 'OutletProductIds', 400],
      [body({ OutletProductIds: [americano(), americano()] }), 'OutletProductIds', 400],
    ];
    for (const [payload, field, status] of cases) {
      const answer = await bed.owner('POST', '/subProduct', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(bed.fieldsOf(answer), answer.body).toContain(field);
    }
    expect(await bed.addOns()).toEqual(before);
  });

  it("another owner's outlet or add-on is a 404; a cashier token is a 403", async () => {
    const foreign = await bed.db
      .insertInto('sub_products')
      .values({ outlet_id: bed.other.outletId, name: 'Their Boba', price: 100, quantity: -1, is_sold_out: 0, updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await bed.owner('POST', '/subProduct', body({ OutletId: bed.other.outletId, Name: 'Mine', OutletProductIds: [] }))).statusCode).toBe(404);
    expect((await bed.owner('PUT', `/subProduct/${foreign.id}`, body({ OutletId: bed.other.outletId, Name: 'Mine', OutletProductIds: [] }))).statusCode).toBe(404);
    expect((await bed.owner('DELETE', `/subProduct/${foreign.id}`)).statusCode).toBe(404);
    expect((await bed.asCashier('POST', '/subProduct', body({ Name: 'Sneaky' }))).statusCode).toBe(403);
    expect((await bed.db.selectFrom('sub_products').select('name').where('id', '=', foreign.id).executeTakeFirstOrThrow()).name).toBe('Their Boba');
  });

  it('edits price, stock and products; sold out and limited stock reach the till', async () => {
    const ice = (await bed.addOns()).find((addOn) => addOn.Name === '50% Ice')!;
    const moved = body({ Name: '50% Ice', Price: 2000, Quantity: 5, IsSoldOut: true, OutletProductIds: [latte()] });
    const answer = await bed.owner('PUT', `/subProduct/${ice.Id}`, moved);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ Price: 2000, Quantity: 5, IsSoldOut: true, OutletProductIds: [latte()] });
    expect(await bed.tillAddOnsOf(americano())).not.toContain('50% Ice');
    const sold = (await bed.asCashier('GET', '/subProduct/soldOut')).json().data as Array<{ Name: string }>;
    expect(sold.map((sub) => sub.Name)).toContain('50% Ice');
    const clash = await bed.owner('PUT', `/subProduct/${ice.Id}`, body({ Name: 'extra shot' }));
    expect(clash.statusCode).toBe(400);
    expect(bed.fieldsOf(clash)).toBe('Name');
    expect((await bed.owner('PUT', `/subProduct/${ice.Id}`, body({ OutletId: bed.lama }))).statusCode).toBe(400);
  });

  it('deletes an add-on no order names; archives an ordered one, which leaves the till and keeps the order', async () => {
    const unused = await create({ Name: 'No Ice' });
    expect((await bed.owner('DELETE', `/subProduct/${unused.Id}`)).json().data).toEqual({ Id: unused.Id, Archived: false });
    expect((await bed.addOns()).some((addOn) => addOn.Id === unused.Id)).toBe(false);
    expect(await bed.db.selectFrom('outlet_product_sub_products').select('sub_product_id').where('sub_product_id', '=', unused.Id).execute()).toEqual([]);

    const boba = await create({ Name: 'Additional Boba', Price: 5000 });
    const order = await bed.createOrder({ ...bed.takeAway(), OrderProducts: [{ OutletProductId: americano(), Quantity: 1, OrderSubProducts: [{ SubProductId: boba.Id, Quantity: 1 }] }] });
    const archived = await bed.owner('DELETE', `/subProduct/${boba.Id}`);
    expect(archived.json().data).toEqual({ Id: boba.Id, Archived: true });
    expect((await bed.addOns()).find((addOn) => addOn.Id === boba.Id)).toMatchObject({ IsArchived: true, Name: 'Additional Boba' });
    expect(await bed.tillAddOnsOf(americano())).not.toContain('Additional Boba');
    expect((await bed.tillMenu()).flatMap((item) => item.SubProduct.map((sub) => sub.Name))).not.toContain('Additional Boba');
    expect((await bed.owner('PUT', `/subProduct/${boba.Id}`, body({ Name: 'Boba 2' }))).statusCode).toBe(409);
    // A live add-on may take the archived one's name.
    await create({ Name: 'Additional Boba' });
    const readBack = await bed.readOrder(order.Id);
    expect(JSON.stringify(readBack.OrderProducts)).toContain('Additional Boba');

    // A till that missed the change cannot sell the archived add-on on a new line...
    const refused = await bed.asCashier('POST', '/order', { ...bed.takeAway(), OrderProducts: [{ OutletProductId: americano(), Quantity: 1, OrderSubProducts: [{ SubProductId: boba.Id, Quantity: 1 }] }] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(bed.fieldsOf(refused)).toContain('OrderSubProducts');
    // ...but the line it was sold with keeps it when edited (Budi approves the edit with his PIN).
    const budi = await bed.db.selectFrom('users').select('id').where('username', '=', 'budi').executeTakeFirstOrThrow();
    const line = readBack.OrderProducts[0]!;
    const edited = await bed.asCashier('PUT', `/order/${order.Id}/updateOrderProduct`, {
      OrderProductId: line.Id,
      Notes: 'less ice',
      OrderSubProducts: [{ SubProductId: boba.Id, Quantity: 2 }],
      Approval: { UserId: budi.id, PIN: '222222' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await bed.readOrder(order.Id)).OrderProducts[0]!;
    expect(after.OrderSubProducts.map((addOn) => [addOn.Name, addOn.Quantity, addOn.Price])).toEqual([['Additional Boba', 2, 5000]]);
  });

  it("tells the outlet's terminals after commit", async () => {
    const baseUrl = await bed.server.listen();
    const till = await terminals.open(baseUrl, bed.cashierToken, bed.outlet);
    const heard = nextEvent<{ Parts: string[] }>(till, ServerEvent.CATALOG_CHANGED);
    await create({ Name: 'Grass Jelly', Price: 3000 });
    expect((await heard).Parts).toEqual(expect.arrayContaining([CatalogPart.SUB_PRODUCTS, CatalogPart.PRODUCTS]));
  });
});
