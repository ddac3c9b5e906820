import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOutbox, getSale, listSales, updateSale } from './outbox.ts';
import { openSyncTestbed, type Testbed } from './sync-test-kit.ts';
import { retryRefusedSale, syncOutbox } from './sync.ts';

/** The sync machine against the real API (in-process, seeded SQLite): what the server holds is the proof. */
let kit: Testbed;

beforeAll(async () => {
  kit = await openSyncTestbed();
}, 60_000);
afterAll(async () => {
  await kit.bed.server.stop();
});

beforeEach(async () => {
  await closeOutbox();
  vi.stubGlobal('indexedDB', new IDBFactory());
  kit.connect();
  kit.calls.length = 0;
  kit.network.isDown = false;
  kit.network.loseAnswerOf.clear();
});

const offlineCalls = () => kit.calls.filter((call) => call.key?.startsWith('offline-'));

describe('syncOutbox against the real server', () => {
  it('sends each sale as its order then its cash payment, strictly in the order taken', async () => {
    const first = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }]);
    const second = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 2 }], '90000');
    await syncOutbox();

    expect(offlineCalls().map((call) => [call.method, call.key, call.status])).toEqual([
      ['POST', `offline-${first.ref}-order`, 201],
      ['POST', `offline-${first.ref}-payment`, 200],
      ['POST', `offline-${second.ref}-order`, 201],
      ['POST', `offline-${second.ref}-payment`, 200],
    ]);
    const [one, two] = [await kit.serverRowsOf(first.ref), await kit.serverRowsOf(second.ref)];
    expect(one.orders).toHaveLength(1);
    expect(one.payments).toHaveLength(1);
    expect(two.payments).toHaveLength(1);
    // The server's numbers replace the provisional ones, in the order the sales were taken.
    const sales = await listSales();
    expect(sales.map((sale) => [sale.state, sale.orderId])).toEqual([
      ['done', one.orders[0]?.id],
      ['done', two.orders[0]?.id],
    ]);
    expect(sales[0]?.orderNumber).toBe(one.orders[0]?.order_no);
    expect(sales[0]?.provisionalNumber).toMatch(/^OFF-[A-Z0-9]{4}-001$/);
    // The server took what the guest handed over and gave the change of its own total.
    const payment = two.payments[0];
    expect(Number(payment?.paid) - Number(payment?.change)).toBe(Number(two.orders[0]?.total));
  });

  it('keeps every sale waiting while the server is unreachable, then sends them once it answers', async () => {
    const sale = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }]);
    kit.network.isDown = true;
    await syncOutbox();
    expect((await getSale(sale.ref))?.state).toBe('waiting');
    expect((await kit.serverRowsOf(sale.ref)).orders).toHaveLength(0);

    kit.network.isDown = false;
    await syncOutbox();
    expect((await getSale(sale.ref))?.state).toBe('done');
    expect((await kit.serverRowsOf(sale.ref)).payments).toHaveLength(1);
  });

  it('resumes a sale whose order answer was lost with the same key: one order, paid once', async () => {
    const sale = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }]);
    // The server makes the order but the tab never hears of it (killed, or the link dropped).
    kit.network.loseAnswerOf.add('/api/order');
    await syncOutbox();
    // The http client sends it again at once under the same key (ADR 30): the server answers the
    // order it made, so the sale has it already — never a second order.
    expect((await kit.serverRowsOf(sale.ref)).orders).toHaveLength(1);

    await syncOutbox();
    const rows = await kit.serverRowsOf(sale.ref);
    expect(rows.orders).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    expect((await getSale(sale.ref))?.orderId).toBe(rows.orders[0]?.id);
  });

  it('resumes a tab killed after the order step at the payment, and a lost payment answer pays once', async () => {
    const sale = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }]);
    kit.network.loseAnswerOf.add('/api/payment/');
    await syncOutbox();
    const afterFirst = await getSale(sale.ref);
    expect(afterFirst?.orderId).toBeDefined();
    expect((await kit.serverRowsOf(sale.ref)).payments).toHaveLength(1);
    // As a killed tab leaves it: mid-send, the order recorded.
    await updateSale(sale.ref, { state: 'sending' });

    kit.calls.length = 0;
    await syncOutbox();
    expect(offlineCalls().map((call) => call.key)).toEqual([`offline-${sale.ref}-payment`]);
    const rows = await kit.serverRowsOf(sale.ref);
    expect(rows.orders).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
    expect((await getSale(sale.ref))?.state).toBe('done');
  });

  it('keeps a refused sale with the server’s reason, sends the next one, and sends it again on "Try again"', async () => {
    const productId = kit.bed.menu.product('V60 Manual Brew');
    const stockRow = () => kit.db().selectFrom('outlet_products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow();
    const stockBefore = (await stockRow()).stock_quantity ?? 0;
    // Sold out meanwhile: the till sold 3 offline, the server has 1 left.
    await kit.db().updateTable('outlet_products').set({ stock_quantity: 1 }).where('id', '=', productId).execute();
    const refused = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 3 }]);
    const next = await kit.takeSale([{ product: 'Americano', quantity: 1 }]);
    await syncOutbox();

    const kept = await getSale(refused.ref);
    expect(kept?.state).toBe('refused');
    expect(kept?.refusal?.step).toBe('order');
    expect(kept?.refusal?.message).toBeTruthy();
    expect((await kit.serverRowsOf(refused.ref)).orders).toHaveLength(0);
    expect((await getSale(next.ref))?.state).toBe('done');
    expect((await kit.serverRowsOf(next.ref)).payments).toHaveLength(1);

    // Restocked: "Try again" sends it under the same keys.
    await kit.db().updateTable('outlet_products').set({ stock_quantity: stockBefore + 10 }).where('id', '=', productId).execute();
    await retryRefusedSale(refused.ref);
    expect((await getSale(refused.ref))?.state).toBe('done');
    expect((await kit.serverRowsOf(refused.ref)).payments).toHaveLength(1);
  });

  it('sends once when two runs are asked for at the same time', async () => {
    const sales = [await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }]), await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }])];
    await Promise.all([syncOutbox(), syncOutbox(), syncOutbox()]);
    expect(offlineCalls()).toHaveLength(4);
    for (const sale of sales) {
      const rows = await kit.serverRowsOf(sale.ref);
      expect(rows.orders).toHaveLength(1);
      expect(rows.payments).toHaveLength(1);
    }
  });

  it('holds a sale whose kitchen tickets are still printing (and the ones after it) until they are recorded', async () => {
    const printing = await kit.takeSale([{ product: 'V60 Manual Brew', quantity: 1 }]);
    await updateSale(printing.ref, { kitchenPending: true });
    const after = await kit.takeSale([{ product: 'Americano', quantity: 1 }]);
    await syncOutbox();
    expect(offlineCalls()).toEqual([]);
    expect((await getSale(after.ref))?.state).toBe('waiting');

    await updateSale(printing.ref, { kitchenPending: false });
    await syncOutbox();
    expect((await getSale(printing.ref))?.state).toBe('done');
    expect((await getSale(after.ref))?.state).toBe('done');
  });
});
