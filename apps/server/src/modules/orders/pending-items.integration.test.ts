import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, PendingItemStatus } from '@kasir/domain';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';

let suite: OrderSuite;

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
});
afterAll(async () => {
  await suite.server.stop();
});

const pendingRows = (orderId: number) => suite.server.database.db.selectFrom('pending_order_products').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('pending items', () => {
  it('moves part of a line to pending (excluded from totals), lists it and brings it back', async () => {
    const { demo, tokens } = suite;
    const americano = demo.product('Americano');
    const orderId = await suite.newOrder([{ OutletProductId: americano, Quantity: 3 }]);
    const fullSubTotal = (await suite.rowOf(orderId)).subtotal;
    const [line] = await suite.linesOf(orderId);
    const tooMany = await suite.call('POST', '/pendingOrderProduct/moveToPending', tokens.ani, { OrderId: orderId, OrderProductId: line!.id, Quantity: 4 });
    expect(tooMany.statusCode).toBe(400);
    const moved = await suite.call('POST', '/pendingOrderProduct/moveToPending', tokens.ani, { OrderId: orderId, OrderProductId: line!.id, Quantity: 1 });
    expect(moved.statusCode).toBe(200);
    const products = moved.json().data.OrderProducts;
    expect(products.map((row: { Quantity: number; Status: number }) => [row.Quantity, row.Status])).toEqual([
      [2, OrderProductStatus.CONFIRMED],
      [1, OrderProductStatus.PENDING],
    ]);
    expect(Number((await suite.rowOf(orderId)).subtotal)).toBe((Number(fullSubTotal) * 2) / 3);

    const list = await suite.call('GET', '/pendingOrderProduct', tokens.budi);
    const item = list.json().data.find((row: { OrderId: number }) => row.OrderId === orderId);
    expect(item).toMatchObject({ ProductName: 'Americano', Quantity: 1, Status: PendingItemStatus.WAITING });
    const byProduct = await suite.call('GET', `/pendingOrderProduct/getByOutletProduct/${americano}`, tokens.budi);
    expect(byProduct.json().data.map((row: { Id: number }) => row.Id)).toContain(item.Id);

    const back = await suite.call('POST', '/pendingOrderProduct/moveToOrder', tokens.ani, { PendingOrderProductId: item.Id });
    expect(back.statusCode).toBe(200);
    expect(Number((await suite.rowOf(orderId)).subtotal)).toBe(Number(fullSubTotal));
    expect((await pendingRows(orderId))[0]!.status).toBe(PendingItemStatus.RETURNED);
    const twice = await suite.call('POST', '/pendingOrderProduct/moveToOrder', tokens.ani, { PendingOrderProductId: item.Id });
    expect(twice.statusCode).toBe(409);
    expect((await suite.auditsOf(orderId)).map((audit) => audit.action)).toEqual(['MOVE_TO_PENDING', 'MOVE_TO_ORDER']);
  });

  it('voids a pending item with an approver and gives its stock back', async () => {
    const { demo, tokens } = suite;
    const sop = demo.product('Sop Buntut');
    const before = await suite.stockOf(sop);
    const orderId = await suite.newOrder([{ OutletProductId: sop, Quantity: 2 }]);
    const [line] = await suite.linesOf(orderId);
    await suite.call('POST', '/pendingOrderProduct/moveToPending', tokens.ani, { OrderId: orderId, OrderProductId: line!.id, Quantity: 2 });
    const [pending] = await pendingRows(orderId);
    const noApprover = await suite.call('POST', '/pendingOrderProduct/voidItem', tokens.ani, { PendingOrderProductId: pending!.id, Reason: 'Ran out' });
    expect(noApprover.statusCode).toBe(400);
    const voided = await suite.call('POST', '/pendingOrderProduct/voidItem', tokens.ani, {
      PendingOrderProductId: pending!.id,
      Reason: 'Ran out',
      Approval: { UserId: demo.user('budi'), PIN: '222222' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.OrderProducts).toEqual([]);
    expect(await suite.stockOf(sop)).toBe(before);
    expect((await pendingRows(orderId))[0]!.status).toBe(PendingItemStatus.VOIDED);
    expect((await suite.auditsOf(orderId)).at(-1)).toMatchObject({ action: 'VOID_ITEM', reason: 'Ran out', approver_user_id: demo.user('budi') });
  });

  it('answers 404 for an unknown pending item', async () => {
    const response = await suite.call('POST', '/pendingOrderProduct/moveToOrder', suite.tokens.ani, { PendingOrderProductId: 999_999 });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for the pending items of a product of another outlet (issue 20: not an empty list)', async () => {
    const db = suite.server.database.db;
    const elsewhere = await db.selectFrom('outlet_products').select('id').where('outlet_id', '=', suite.server.ids.outletIds.grillChill).executeTakeFirstOrThrow();
    expect((await suite.call('GET', `/pendingOrderProduct/getByOutletProduct/${elsewhere.id}`, suite.tokens.budi)).statusCode).toBe(404);
    expect((await suite.call('GET', '/pendingOrderProduct/getByOutletProduct/999999', suite.tokens.budi)).statusCode).toBe(404);
  });
});
