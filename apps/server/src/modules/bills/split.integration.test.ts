import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, SpecMessage } from '@kasir/domain';
import type { Order, SplitOrderResult } from '@kasir/contracts';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { insertFixtureOrder, openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';

let suite: OrderSuite;
let budiId: number;

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
  await putCroissantBackInStock(suite.server, suite.outletId);
  budiId = suite.demo.user('budi');
});
afterAll(async () => {
  await suite.server.stop();
});

const split = (orderId: number, token: string, body: object) => suite.call('POST', `/order/${orderId}/split`, token, { Id: orderId, ...body });
const lineOf = (order: Order, name: string) => order.OrderProducts.find((line) => line.ProductName === name);

describe('split bill', () => {
  it('makes a new ORDERED order per split, the leftovers last, keeps the table and conserves every line and rupiah', async () => {
    const { demo } = suite;
    const table = await suite.tableId('T1');
    const esKopi = demo.product('Es Kopi Susu');
    const orderId = await suite.newOrder(
      [
        { OutletProductId: esKopi, Quantity: 3, OrderSubProducts: [{ SubProductId: demo.addOn('Extra Shot') }] },
        { OutletProductId: demo.product('Nasi Goreng Spesial'), Quantity: 1 },
      ],
      [{ OutletProductBundleId: demo.bundle('Paket Sarapan'), Quantity: 2 }],
      [table],
    );
    const original = await suite.readOrder(orderId);
    const stockBefore = await suite.stockOf(esKopi);
    const kopiLine = lineOf(original, 'Es Kopi Susu')!;
    const bundleLine = original.OrderProductBundles[0]!;

    const response = await split(orderId, suite.tokens.budi, {
      Version: original.Version,
      Splits: [
        { OrderProducts: [{ OrderProductId: kopiLine.Id, Quantity: 2 }], OrderProductBundles: [{ OrderProductId: bundleLine.Id, Quantity: 1 }] },
        { OrderProducts: [{ OrderProductId: kopiLine.Id, Quantity: 1 }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: SplitOrderResult }>().data;
    expect(result.OriginalOrderId).toBe(orderId);
    expect(result.Orders).toHaveLength(3);
    expect(new Set(result.Orders.map((order) => order.OrderNo)).size).toBe(3);
    expect(result.Orders.map((order) => order.OrderNo)).not.toContain(original.OrderNo);
    for (const order of result.Orders) expect(order).toMatchObject({ Status: OrderStatus.ORDERED, OutletTableIds: [table], OutletOrderTypeId: original.OutletOrderTypeId });

    const bills = await Promise.all(result.Orders.map((order) => suite.readOrder(order.Id)));
    expect(bills.map((bill) => bill.OrderProducts.map((line) => [line.ProductName, line.Quantity]))).toEqual([
      [['Es Kopi Susu', 2]],
      [['Es Kopi Susu', 1]],
      [['Nasi Goreng Spesial', 1]],
    ]);
    // Add-ons follow their line into every bill.
    expect(bills.slice(0, 2).map((bill) => bill.OrderProducts[0]!.OrderSubProducts.map((addOn) => addOn.Name))).toEqual([['Extra Shot'], ['Extra Shot']]);
    expect(bills.map((bill) => bill.OrderProductBundles.map((line) => line.Quantity))).toEqual([[1], [], [1]]);
    const hundredths = (rupiah: number) => Math.round(rupiah * 100);
    expect(bills.reduce((sum, bill) => sum + hundredths(bill.SubTotal), 0)).toBe(hundredths(original.SubTotal));
    expect(bills.map((bill) => bill.Pax)).toEqual([1, 1, 1]);

    const after = await suite.readOrder(orderId);
    expect(after.Status).toBe(OrderStatus.SPLITED);
    expect(after.OrderProducts).toEqual([]);
    expect(after.OutletTableIds).toEqual([]);
    expect(after.OrderAudits.at(-1)).toMatchObject({ Action: 'SPLIT', ActorName: 'Budi', ApproverName: null });
    // Moving lines between bills takes and gives no stock; the table stays taken by the bills.
    expect(await suite.stockOf(esKopi)).toBe(stockBefore);
    const byTable = (await suite.call('GET', `/order/byTable/${table}`, suite.tokens.budi)).json<{ data: Order[] }>().data;
    expect(byTable.map((order) => order.Id).sort()).toEqual(result.Orders.map((order) => order.Id).sort());
  });

  it('splits a take-away bill of 101.000 (Packaging 2.000) into bills that add up to 101.000, Packaging divided by subtotal (issue 16)', async () => {
    const { demo, tokens } = suite;
    const created = await suite.call('POST', '/order', tokens.ani, {
      OutletOrderTypeId: demo.orderType('Take Away'),
      pax: 1,
      OrderProducts: [
        { OutletProductId: demo.product('Nasi Goreng Spesial'), Quantity: 1 },
        { OutletProductId: demo.product('Es Kopi Susu'), Quantity: 2 },
        { OutletProductId: demo.product('Americano'), Quantity: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const original = created.json<{ data: Order }>().data;
    expect(original).toMatchObject({ SubTotal: 99_000, ChargeTotal: 2_000, Total: 101_000 });

    const nasi = lineOf(original, 'Nasi Goreng Spesial')!;
    const response = await split(original.Id, tokens.budi, { Version: original.Version, Splits: [{ OrderProducts: [{ OrderProductId: nasi.Id, Quantity: 1 }] }] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ data: SplitOrderResult }>().data;
    const bills = await Promise.all(result.Orders.map((order) => suite.readOrder(order.Id)));
    // 35.000 of 99.000 takes 707 of the 2.000 (largest remainder, whole rupiah); 64.000 takes 1.293.
    expect(bills.map((bill) => [bill.SubTotal, bill.OrderCharges.map((charge) => [charge.ChargeName, charge.TotalCharge]), bill.Total])).toEqual([
      [35_000, [['Packaging', 707]], 35_707],
      [64_000, [['Packaging', 1_293]], 65_293],
    ]);
    expect(bills.reduce((sum, bill) => sum + bill.Total, 0)).toBe(original.Total);
    expect(result.Orders.map((order) => order.Total)).toEqual([35_707, 65_293]);

    // The payment asks exactly the bill's amount; adding a line later keeps its share of Packaging.
    const quote = await suite.call('POST', `/payment/${bills[0]!.Id}/quote`, tokens.ani, { PaymentMethodIds: [] });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ Total: 35_707, ChargeTotal: 707 });
    const added = await suite.call('POST', `/order/${bills[0]!.Id}/addOrderProduct`, tokens.ani, { Version: bills[0]!.Version, OrderProducts: [{ OutletProductId: demo.product('Americano'), Quantity: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    const grown = added.json<{ data: Order }>().data;
    expect(grown).toMatchObject({ SubTotal: 55_000, ChargeTotal: 707, Total: 55_707 });

    // Merged back into one bill, it carries Packaging whole, once.
    const merged = await suite.call('POST', `/order/${grown.Id}/merge`, tokens.budi, { Id: grown.Id, OutletOrderTypeId: demo.orderType('Take Away'), OrderIds: [bills[1]!.Id], Version: grown.Version });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<{ data: Order }>().data).toMatchObject({ SubTotal: 119_000, ChargeTotal: 2_000, Total: 121_000 });
  });

  it('splits a dine-in bill into bills on the hundred that add up to its rounded total, and a split split again adds up to it', async () => {
    const { demo, tokens } = suite;
    // 4 Es Kopi Susu: 88.000 + Service 4.400 + PB1 9.240 = 101.640, rounded to 101.700.
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Es Kopi Susu'), Quantity: 4 }]);
    const original = await suite.readOrder(orderId);
    expect(original.Total).toBe(101_700);
    const line = original.OrderProducts[0]!;
    const response = await split(orderId, tokens.budi, { Version: original.Version, Splits: [{ OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }] }, { OrderProducts: [{ OrderProductId: line.Id, Quantity: 1 }] }] });
    expect(response.statusCode, response.body).toBe(200);
    const bills = await Promise.all(response.json<{ data: SplitOrderResult }>().data.Orders.map((order) => suite.readOrder(order.Id)));
    // Alone, 25.410 + 25.410 + 50.820 would round up to 25.500 + 25.500 + 50.900 = 101.900. Divided,
    // each starts on 25.400, 25.400, 50.800 and the one missing hundred goes to the largest remainder.
    expect(bills.map((bill) => [bill.Total, bill.Rounding])).toEqual([
      [25_400, -10],
      [25_400, -10],
      [50_900, 80],
    ]);
    expect(bills.reduce((sum, bill) => sum + bill.Total, 0)).toBe(original.Total);

    const last = bills[2]!;
    const again = await split(last.Id, tokens.budi, { Version: last.Version, Splits: [{ OrderProducts: [{ OrderProductId: last.OrderProducts[0]!.Id, Quantity: 1 }] }] });
    expect(again.statusCode, again.body).toBe(200);
    const halves = await Promise.all(again.json<{ data: SplitOrderResult }>().data.Orders.map((order) => suite.readOrder(order.Id)));
    expect(halves.reduce((sum, bill) => sum + bill.Total, 0)).toBe(last.Total);
  });

  it('refuses an empty split, a quantity beyond the line and a split of everything into one bill, changing nothing', async () => {
    const { demo } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 2 }]);
    const [line] = await suite.linesOf(orderId);
    const empty = await split(orderId, suite.tokens.budi, { Splits: [{ OrderProducts: [], OrderProductBundles: [] }] });
    expect(empty.statusCode).toBe(400);
    // Spec §8: the client shows data[0].error.
    expect(empty.json().data[0]).toEqual({ field: 'Splits.0.OrderProducts', error: SpecMessage.SPLIT_SELECT_MENU });
    const none = await split(orderId, suite.tokens.budi, { Splits: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().data[0]).toEqual({ field: 'Splits', error: SpecMessage.SPLIT_SELECT_MENU });
    const tooMany = await split(orderId, suite.tokens.budi, { Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 3 }] }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().data).toEqual([{ field: 'Splits.0.OrderProducts', error: `Line ${line!.id} has only 2 to split` }]);
    const whole = await split(orderId, suite.tokens.budi, { Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 2 }] }] });
    expect(whole.statusCode).toBe(400);
    const wrongId = await suite.call('POST', `/order/${orderId}/split`, suite.tokens.budi, { Id: orderId + 1000, Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 1 }] }] });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().data[0].field).toBe('Id');
    expect(await suite.rowOf(orderId)).toMatchObject({ status: OrderStatus.ORDERED, version: 1 });
    expect((await suite.linesOf(orderId)).map((row) => row.quantity)).toEqual([2]);
  });

  it('needs a supervisor PIN for Ani (split bill carries UsePin) and records the approver', async () => {
    const { demo } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 2 }]);
    const [line] = await suite.linesOf(orderId);
    const body = { Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 1 }] }] };
    const missing = await split(orderId, suite.tokens.ani, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SpecMessage.SELECT_USER_WITH_ACCESS);
    const wrong = await split(orderId, suite.tokens.ani, { ...body, Approval: { UserId: budiId, PIN: '999999' } });
    expect(wrong.statusCode).toBe(401);
    const self = await split(orderId, suite.tokens.ani, { ...body, Approval: { UserId: demo.user('ani'), PIN: '111111' } });
    expect(self.statusCode).toBe(403);
    expect((await suite.rowOf(orderId)).status).toBe(OrderStatus.ORDERED);
    const approved = await split(orderId, suite.tokens.ani, { ...body, Approval: { UserId: budiId, PIN: '222222' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await suite.auditsOf(orderId)).at(-1)).toMatchObject({ action: 'SPLIT', actor_user_id: demo.user('ani'), approver_user_id: budiId });
  });

  it('answers 409 with the fresh order to a stale Version, 404 to another outlet order and 409 to an order no longer ORDERED', async () => {
    const { demo } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 2 }]);
    const [line] = await suite.linesOf(orderId);
    const body = { Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 1 }] }] };
    await suite.call('POST', `/order/${orderId}/editPax`, suite.tokens.budi, { Version: 1, Pax: 4 });
    const stale = await split(orderId, suite.tokens.budi, { ...body, Version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_ORDER', Order: { Id: orderId, Version: 2 } });

    const grill = suite.server.ids.outletIds.grillChill;
    const grillOrderType = await suite.server.database.db.selectFrom('outlet_order_types').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const grillProduct = await suite.server.database.db.selectFrom('outlet_products').select('id').where('outlet_id', '=', grill).executeTakeFirstOrThrow();
    const foreign = await insertFixtureOrder(suite.server, { ownerId: suite.server.ids.ownerId, outletId: grill, userId: budiId, outletOrderTypeId: grillOrderType.id, products: [{ OutletProductId: grillProduct.id, Quantity: 2 }] });
    const [foreignLine] = await suite.linesOf(foreign);
    const other = await split(foreign, suite.tokens.budi, { Splits: [{ OrderProducts: [{ OrderProductId: foreignLine!.id, Quantity: 1 }] }] });
    expect(other.statusCode).toBe(404);
    expect((await suite.rowOf(foreign)).status).toBe(OrderStatus.ORDERED);

    const voided = await suite.call('PUT', `/order/${orderId}/cancel`, suite.tokens.budi, { Reason: 'Guest left' });
    expect(voided.statusCode, voided.body).toBe(200);
    const closed = await split(orderId, suite.tokens.budi, body);
    expect(closed.statusCode).toBe(409);
  });
});

describe('split bill with pending items and payments', () => {
  it('moves a pending line whole with its pending item, and refuses a split of an order partly paid', async () => {
    const { demo } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 3 }]);
    const [line] = await suite.linesOf(orderId);
    const moved = await suite.call('POST', '/pendingOrderProduct/moveToPending', suite.tokens.budi, { OrderId: orderId, OrderProductId: line!.id, Quantity: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const lines = await suite.linesOf(orderId);
    const pendingLine = lines.find((row) => row.id !== line!.id)!;
    const answer = await split(orderId, suite.tokens.budi, { Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 1 }] }] });
    expect(answer.statusCode, answer.body).toBe(200);
    const [, leftover] = answer.json<{ data: SplitOrderResult }>().data.Orders;
    const pending = await suite.server.database.db.selectFrom('pending_order_products').selectAll().where('order_product_id', '=', pendingLine.id).executeTakeFirstOrThrow();
    expect(pending.order_id).toBe(leftover!.Id);
    expect((await suite.linesOf(leftover!.Id)).map((row) => row.id)).toContain(pendingLine.id);

    const partly = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 2 }]);
    const qris = await suite.server.database.db.selectFrom('outlet_payment_methods').select('id').where('outlet_id', '=', suite.outletId).where('name', '=', 'QRIS').executeTakeFirstOrThrow();
    const paid = await suite.server.app.inject({
      method: 'POST',
      url: `/api/payment/${partly}`,
      headers: { authorization: `Bearer ${suite.tokens.budi}`, outletid: String(suite.outletId), 'idempotency-key': `split-partial-${partly}` },
      payload: { Id: partly, Promos: [], IsPartialPayment: true, PaymentDetails: [{ OutletPaymentMethodId: qris.id, Amount: 10_000 }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [partlyLine] = await suite.linesOf(partly);
    const refused = await split(partly, suite.tokens.budi, { Splits: [{ OrderProducts: [{ OrderProductId: partlyLine!.id, Quantity: 1 }] }] });
    expect(refused.statusCode).toBe(409);
    expect((await suite.rowOf(partly)).status).toBe(OrderStatus.PARTIALLY_PAID);
  });
});

describe('split bill racing another terminal', () => {
  it('never loses a line added while the bill is split: it lands on the leftover bill, or is refused because the order closed', async () => {
    const { demo } = suite;
    for (let round = 0; round < 4; round += 1) {
      const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 2 }]);
      const [line] = await suite.linesOf(orderId);
      const [splitAnswer, added] = await Promise.all([
        split(orderId, suite.tokens.budi, { Splits: [{ OrderProducts: [{ OrderProductId: line!.id, Quantity: 1 }] }] }),
        suite.call('POST', `/order/${orderId}/addOrderProduct`, suite.tokens.budi, { OrderProducts: [{ OutletProductId: demo.product('Kentang Goreng'), Quantity: 1 }] }),
      ]);
      expect(splitAnswer.statusCode, splitAnswer.body).toBe(200);
      expect([200, 409]).toContain(added.statusCode);
      const bills = splitAnswer.json<{ data: SplitOrderResult }>().data.Orders;
      const billLines = (await Promise.all(bills.map((bill) => suite.linesOf(bill.Id)))).flat();
      const fries = billLines.filter((row) => row.product_name === 'Kentang Goreng');
      expect(fries.length).toBe(added.statusCode === 200 ? 1 : 0);
      expect(billLines.filter((row) => row.product_name === 'Americano').reduce((sum, row) => sum + row.quantity, 0)).toBe(2);
      expect(await suite.linesOf(orderId)).toEqual([]);
    }
  });
});
