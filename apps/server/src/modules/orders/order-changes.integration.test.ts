import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, SpecMessage, TableStatus } from '@kasir/domain';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';
import { setProductStock } from '../../test-support/stock-fixtures.ts';

let suite: OrderSuite;
let budiId: number;
const budiApproval = () => ({ UserId: budiId, PIN: '222222' });

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
  budiId = suite.demo.user('budi');
});
afterAll(async () => {
  await suite.server.stop();
});

const update = (orderId: number, token: string, body: object) => suite.call('PUT', `/order/${orderId}/updateOrderProduct`, token, body);

describe('edit and deduct a line', () => {
  it('edits quantity, price and add-ons, reprices from the menu and audits the change', async () => {
    const { demo } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Es Kopi Susu'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const response = await update(orderId, suite.tokens.budi, {
      Version: 1,
      OrderProductId: line!.id,
      Quantity: 3,
      Price: 20_000,
      OrderSubProducts: [{ SubProductId: demo.addOn('Extra Shot'), Price: 1 }, { Name: 'No Ice' }, { Name: 'no ice ' }],
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order.Version).toBe(2);
    expect(order.OrderProducts[0]).toMatchObject({ Quantity: 3, UnitPrice: 20_000 });
    // The menu's Rp 5.000 for Extra Shot, not the client's 1; 'no ice' merged into 'No Ice'.
    expect(order.OrderProducts[0].OrderSubProducts).toEqual([
      expect.objectContaining({ Name: 'Extra Shot', Price: 5_000, Quantity: 1 }),
      expect.objectContaining({ Name: 'No Ice', Price: 0, Quantity: 2 }),
    ]);
    expect(order.SubTotal).toBe(75_000);
    // The order detail shows the audit trail.
    expect(order.OrderAudits).toEqual([expect.objectContaining({ Action: 'EDIT', ActorName: 'Budi', ApproverName: null, OrderProductId: line!.id })]);
    const [audit] = await suite.auditsOf(orderId);
    expect(audit).toMatchObject({ action: 'EDIT', actor_user_id: budiId, approver_user_id: null });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ Quantity: 1 });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ Quantity: 3, Price: 20_000 });
  });

  it('needs a supervisor PIN for Ani: missing, wrong, ineligible, then right', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const body = { OrderProductId: line!.id, Quantity: 2 };
    const missing = await update(orderId, tokens.ani, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SpecMessage.SELECT_A_CASHIER);
    const wrong = await update(orderId, tokens.ani, { ...body, Approval: { UserId: budiId, PIN: '999999' } });
    expect(wrong.statusCode).toBe(401);
    const citra = await update(orderId, tokens.ani, { ...body, Approval: { UserId: demo.user('citra'), PIN: '333333' } });
    expect(citra.statusCode).toBe(403);
    expect(citra.json().message).toBe(SpecMessage.SELECT_USER_WITH_ACCESS);
    const self = await update(orderId, tokens.ani, { ...body, Approval: { UserId: demo.user('ani'), PIN: '111111' } });
    expect(self.statusCode).toBe(403);
    expect((await suite.rowOf(orderId)).version).toBe(1);
    expect((await suite.linesOf(orderId))[0]!.quantity).toBe(1);
    const approved = await update(orderId, tokens.ani, { ...body, Approval: budiApproval() });
    expect(approved.statusCode).toBe(200);
    expect((await suite.auditsOf(orderId))[0]).toMatchObject({ action: 'EDIT', actor_user_id: demo.user('ani'), approver_user_id: budiId });
  });

  it('deducts below the original only with a reason, and gives the stock back', async () => {
    const { demo, tokens } = suite;
    const v60 = demo.product('V60 Manual Brew');
    const before = await suite.stockOf(v60);
    const orderId = await suite.newOrder([{ OutletProductId: v60, Quantity: 3 }]);
    expect(await suite.stockOf(v60)).toBe(before - 3);
    const [line] = await suite.linesOf(orderId);
    const noApproval = await update(orderId, tokens.ani, { OrderProductId: line!.id, Quantity: 1, Reason: 'Customer changed mind' });
    expect(noApproval.json().message).toBe(SpecMessage.CASHIER_REQUIRED);
    const noReason = await update(orderId, tokens.budi, { OrderProductId: line!.id, Quantity: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(SpecMessage.REASON_REQUIRED_GENERIC);
    const deducted = await update(orderId, tokens.budi, { OrderProductId: line!.id, Quantity: 1, Reason: 'Customer changed mind' });
    expect(deducted.statusCode).toBe(200);
    expect(await suite.stockOf(v60)).toBe(before - 1);
    expect((await suite.auditsOf(orderId))[0]).toMatchObject({ action: 'DEDUCT', reason: 'Customer changed mind' });
    const tooMany = await update(orderId, tokens.budi, { OrderProductId: line!.id, Quantity: before + 5 });
    expect(tooMany.statusCode).toBe(400);
    expect(await suite.stockOf(v60)).toBe(before - 1);
  });
});

describe('delete a line', () => {
  it('deletes part or all of a line up to its quantity, never the last one', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([
      { OutletProductId: demo.product('Americano'), Quantity: 2 },
      { OutletProductId: demo.product('Kentang Goreng'), Quantity: 1 },
    ]);
    const [americano, fries] = await suite.linesOf(orderId);
    const del = (body: object, token = tokens.budi) => suite.call('PUT', `/order/${orderId}/deleteOrderProduct`, token, body);
    // Spec §8: the client shows data[0].error, the spec's own words.
    expect((await del({ OrderProductId: americano!.id, Quantity: 1 })).json().data[0]).toEqual({ field: 'Reason', error: SpecMessage.VOID_REASON_REQUIRED });
    expect((await del({ OrderProductId: americano!.id, Quantity: 3, Reason: 'x' })).statusCode).toBe(400);
    expect((await del({ OrderProductId: americano!.id, Quantity: 1, Reason: 'x' }, tokens.ani)).json().message).toBe(SpecMessage.CASHIER_REQUIRED);
    expect((await del({ OrderProductId: americano!.id, Quantity: 1, Reason: 'Spilled' })).statusCode).toBe(200);
    expect((await del({ OrderProductId: americano!.id, Quantity: 1, Reason: 'Spilled', Approval: budiApproval() }, tokens.ani)).statusCode).toBe(200);
    expect((await suite.linesOf(orderId)).map((line) => line.id)).toEqual([fries!.id]);
    const last = await del({ OrderProductId: fries!.id, Quantity: 1, Reason: 'x' });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(SpecMessage.USE_VOID_ORDER);
    expect((await suite.auditsOf(orderId)).map((audit) => audit.action)).toEqual(['DELETE', 'DELETE']);
  });

  it('deletes a bundle line and gives its products back', async () => {
    const { demo, tokens } = suite;
    // Croissant (sold out in the demo data) is in stock for this sale only: the change-product test refuses it sold out.
    await setProductStock(suite.server, suite.outletId, 'Croissant', { isSoldOut: false });
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }], [{ OutletProductBundleId: demo.bundle('Paket Sarapan'), Quantity: 1 }]);
    await setProductStock(suite.server, suite.outletId, 'Croissant', { isSoldOut: true });
    const bundle = await suite.server.database.db.selectFrom('order_product_bundles').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const response = await suite.call('PUT', `/order/${orderId}/deleteOrderProduct`, tokens.budi, { OrderProductBundleId: bundle.id, Quantity: 1, Reason: 'No bundle' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.OrderProductBundles).toEqual([]);
  });
});

describe('change product', () => {
  it('refuses sold-out, same and missing-note replacements and users without edit access', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const [line] = await suite.linesOf(orderId);
    const change = (body: object, token = tokens.budi) => suite.call('PUT', `/customer/changeOrderProduct/${orderId}`, token, { OrderProductId: line!.id, ...body });
    expect((await change({ OutletProductId: demo.product('Croissant'), Notes: 'x' })).statusCode).toBe(400);
    expect((await change({ OutletProductId: demo.product('Americano'), Notes: 'x' })).statusCode).toBe(400);
    expect((await change({ OutletProductId: demo.product('Es Kopi Susu'), Notes: ' ' })).json().data[0].error).toBe(SpecMessage.NOTES_EMPTY);
    const dewi = await change({ OutletProductId: demo.product('Es Kopi Susu'), Notes: 'x' }, tokens.dewi);
    expect(dewi.statusCode).toBe(403);
    expect(dewi.json().message).toBe(SpecMessage.NO_ACCESS_EDIT_ORDERED);
    expect((await suite.rowOf(orderId)).version).toBe(1);
  });

  it('swaps the product, moves its stock and audits the note', async () => {
    const { demo, tokens } = suite;
    const [v60, sop] = [demo.product('V60 Manual Brew'), demo.product('Sop Buntut')];
    const orderId = await suite.newOrder([{ OutletProductId: v60, Quantity: 1 }]);
    const [v60Before, sopBefore] = [await suite.stockOf(v60), await suite.stockOf(sop)];
    const [line] = await suite.linesOf(orderId);
    const response = await suite.call('PUT', `/customer/changeOrderProduct/${orderId}`, tokens.budi, { OrderProductId: line!.id, OutletProductId: sop, Notes: 'Wrong order' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.OrderProducts[0]).toMatchObject({ OutletProductId: sop, ProductName: 'Sop Buntut', SellPrice: 65_000 });
    expect([await suite.stockOf(v60), await suite.stockOf(sop)]).toEqual([v60Before + 1, sopBefore - 1]);
    expect((await suite.auditsOf(orderId))[0]).toMatchObject({ action: 'CHANGE', reason: 'Wrong order' });
  });
});

describe('void the order and free items', () => {
  it('adds a free item that costs nothing', async () => {
    const { demo, tokens } = suite;
    const orderId = await suite.newOrder([{ OutletProductId: demo.product('Americano'), Quantity: 1 }]);
    const total = (await suite.rowOf(orderId)).total;
    const response = await suite.call('POST', `/order/${orderId}/addFreeOrderProduct`, tokens.ani, { OutletProductId: demo.product('Kentang Goreng') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.OrderProducts[1]).toMatchObject({ IsFree: true, Quantity: 1, Price: 0 });
    expect(Number((await suite.rowOf(orderId)).total)).toBe(Number(total));
    const free = response.json().data.OrderProducts[1];
    const locked = await update(orderId, tokens.budi, { OrderProductId: free.Id, Quantity: 2 });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().data[0].field).toBe('Quantity');
  });

  it('cancels with a reason and an approver, gives the stock back, frees the table and closes the order', async () => {
    const { demo, tokens, server } = suite;
    const v60 = demo.product('V60 Manual Brew');
    const before = await suite.stockOf(v60);
    const table = await server.database.db.selectFrom('outlet_tables').select('id').where('outlet_id', '=', suite.outletId).where('table_name', '=', 'T1').executeTakeFirstOrThrow();
    const tableStatus = async () => (await server.database.db.selectFrom('outlet_tables').select('status').where('id', '=', table.id).executeTakeFirstOrThrow()).status;
    const orderId = await suite.newOrder([{ OutletProductId: v60, Quantity: 2 }], [], [table.id]);
    expect(await tableStatus()).toBe(TableStatus.ORDERED);
    const cancel = (body: object) => suite.call('PUT', `/order/${orderId}/cancel`, tokens.ani, body);
    expect((await cancel({ Reason: '' })).json().data[0].error).toBe(SpecMessage.VOID_REASON_REQUIRED);
    expect((await cancel({ Reason: 'Left' })).json().message).toBe(SpecMessage.SELECT_USER_WITH_ACCESS);
    const done = await cancel({ Reason: 'Left', Approval: budiApproval() });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ Status: OrderStatus.CANCELED, CancelReason: 'Left' });
    expect(await suite.stockOf(v60)).toBe(before);
    expect(await tableStatus()).toBe(TableStatus.EMPTY);
    expect((await suite.auditsOf(orderId))[0]).toMatchObject({ action: 'VOID_ORDER', approver_user_id: budiId, reason: 'Left' });
    expect((await cancel({ Reason: 'Again', Approval: budiApproval() })).statusCode).toBe(409);
  });
});

describe('approvers', () => {
  it('lists only other users of the outlet whose role grants the permission without PIN', async () => {
    const response = await suite.call('GET', '/order/approvers?permission=3', suite.tokens.ani);
    expect(response.json().data.map((user: { Username: string }) => user.Username)).toEqual(['budi']);
  });
});
