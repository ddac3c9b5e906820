import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineSale } from './offline-sale.ts';
import { closeOutbox, discardRefusedSale, enqueueOfflineSale, listSales, nextProvisionalNumber, onOutboxChange, pruneDoneSales, updateSale } from './outbox.ts';
import { MS_PER_HOUR, OFFLINE_DONE_KEEP_HOURS } from './outbox-constants.ts';

const OUTLET_ID = 7;

beforeEach(async () => {
  await closeOutbox();
  vi.stubGlobal('indexedDB', new IDBFactory());
});

function saleInput(ref: string): Omit<OfflineSale, 'seq' | 'state'> {
  return {
    ref,
    takenAt: '2026-11-26T03:00:00.000Z',
    provisionalNumber: `OFF-TEST-${ref}`,
    outletId: OUTLET_ID,
    order: { OutletOrderTypeId: 1, pax: 1, OrderProducts: [{ OutletProductId: 3, Quantity: 2 }] },
    cash: { outletPaymentMethodId: 4, tendered: '50000', change: '6000' },
    total: '44000',
    kitchenJobs: [],
  };
}

describe('the IndexedDB outbox', () => {
  it('keeps sales waiting in the order taken, across a reopened database', async () => {
    await enqueueOfflineSale(saleInput('b'));
    await enqueueOfflineSale(saleInput('a'));
    await enqueueOfflineSale(saleInput('c'));
    await closeOutbox();
    const sales = await listSales();
    expect(sales.map((sale) => [sale.ref, sale.seq, sale.state])).toEqual([
      ['b', 1, 'waiting'],
      ['a', 2, 'waiting'],
      ['c', 3, 'waiting'],
    ]);
    expect(sales[0]?.total).toBe('44000');
  });

  it('refuses a second sale with the same ref instead of overwriting the first', async () => {
    await enqueueOfflineSale(saleInput('same'));
    await expect(enqueueOfflineSale({ ...saleInput('same'), total: '1' })).rejects.toThrow();
    expect((await listSales()).map((sale) => sale.total)).toEqual(['44000']);
  });

  it('numbers provisional sales per terminal: one terminal id, a counter that only grows', async () => {
    const first = await nextProvisionalNumber(OUTLET_ID);
    const second = await nextProvisionalNumber(OUTLET_ID);
    await closeOutbox();
    const third = await nextProvisionalNumber(OUTLET_ID);
    expect(first).toMatch(/^OFF-[A-HJ-NP-Z2-9]{4}-001$/);
    const terminal = first.slice(0, -3);
    expect([second, third]).toEqual([`${terminal}002`, `${terminal}003`]);
    // Each outlet of the terminal counts on its own.
    expect(await nextProvisionalNumber(OUTLET_ID + 1)).toBe(`${terminal}001`);
  });

  it('updates one sale and keeps its ref and seq', async () => {
    await enqueueOfflineSale(saleInput('x'));
    const updated = await updateSale('x', { state: 'sending', orderId: 41, orderNumber: 'KS-0041' });
    expect(updated).toMatchObject({ ref: 'x', seq: 1, state: 'sending', orderId: 41, orderNumber: 'KS-0041' });
    await expect(updateSale('missing', { state: 'done' })).rejects.toThrow(/No offline sale/);
  });

  it('discards only a refused sale', async () => {
    await enqueueOfflineSale(saleInput('waits'));
    await enqueueOfflineSale(saleInput('refused'));
    await updateSale('refused', { state: 'refused', refusal: { step: 'order', code: 'CONFLICT', message: 'Table is taken', at: '2026-11-26T04:00:00.000Z' } });
    await expect(discardRefusedSale('waits')).rejects.toThrow(/only a refused sale/);
    await discardRefusedSale('refused');
    expect((await listSales()).map((sale) => sale.ref)).toEqual(['waits']);
  });

  it(`prunes done sales after ${OFFLINE_DONE_KEEP_HOURS} hours and keeps everything else`, async () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const longAgo = new Date(now.getTime() - (OFFLINE_DONE_KEEP_HOURS + 1) * MS_PER_HOUR).toISOString();
    const recently = new Date(now.getTime() - MS_PER_HOUR).toISOString();
    for (const ref of ['old-done', 'new-done', 'old-refused']) await enqueueOfflineSale(saleInput(ref));
    await updateSale('old-done', { state: 'done', doneAt: longAgo });
    await updateSale('new-done', { state: 'done', doneAt: recently });
    await updateSale('old-refused', { state: 'refused', doneAt: longAgo });
    expect(await pruneDoneSales(now)).toBe(1);
    expect((await listSales()).map((sale) => sale.ref)).toEqual(['new-done', 'old-refused']);
  });

  it('tells this tab of every change, naming a new sale', async () => {
    const kinds: string[] = [];
    const stop = onOutboxChange((kind) => kinds.push(kind));
    await enqueueOfflineSale(saleInput('n'));
    await updateSale('n', { state: 'refused' });
    await discardRefusedSale('n');
    stop();
    await enqueueOfflineSale(saleInput('after'));
    expect(kinds).toEqual(['enqueued', 'updated', 'removed']);
  });
});
