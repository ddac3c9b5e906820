import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderStatus } from '@kasir/domain';
import type { Order, SplitOrderResult } from '@kasir/contracts';
import { signIn, startTestServer } from '../../test-support/test-server.ts';
import { openOrderSuite, type OrderSuite } from '../../test-support/order-fixtures.ts';
import { putCroissantBackInStock } from '../../test-support/stock-fixtures.ts';

let suite: OrderSuite;

beforeAll(async () => {
  suite = await openOrderSuite(startTestServer, signIn);
  await putCroissantBackInStock(suite.server, suite.outletId);
});
afterAll(async () => {
  await suite.server.stop();
});

const MENU = ['Es Kopi Susu', 'Americano', 'Nasi Goreng Spesial', 'Kentang Goreng'];
/** Extra Shot is offered on the drinks only. */
const DRINKS = ['Es Kopi Susu', 'Americano'];
/** Every unit of the order by product, add-ons and price: what a guest is billed for. */
const units = (order: Order) => {
  const counts = new Map<string, number>();
  for (const line of order.OrderProducts) {
    const key = `${line.ProductName}|${line.Price}|${line.OrderSubProducts.map((addOn) => addOn.Name).join(',')}`;
    counts.set(key, (counts.get(key) ?? 0) + line.Quantity);
  }
  for (const line of order.OrderProductBundles) counts.set(`bundle ${line.ProductBundleName}`, (counts.get(`bundle ${line.ProductBundleName}`) ?? 0) + line.Quantity);
  return [...counts].sort();
};

describe('split then merge through the API', () => {
  it('gives back the same products, quantities and money to the hundredth', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ item: fc.constantFrom(...MENU), quantity: fc.integer({ min: 1, max: 5 }), withShot: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
        async (cart, bundles, cuts) => {
          const { demo } = suite;
          const orderId = await suite.newOrder(
            cart.map((entry) => ({ OutletProductId: demo.product(entry.item), Quantity: entry.quantity, ...(entry.withShot && DRINKS.includes(entry.item) ? { OrderSubProducts: [{ SubProductId: demo.addOn('Extra Shot') }] } : {}) })),
            bundles > 0 ? [{ OutletProductBundleId: demo.bundle('Paket Sarapan'), Quantity: bundles }] : [],
          );
          const original = await suite.readOrder(orderId);
          // Two splits: each line gives the first split up to cuts[i] units, the second what is left of one more.
          const first = original.OrderProducts.map((line, index) => ({ OrderProductId: line.Id, Quantity: Math.min(line.Quantity, cuts[index] ?? 0) })).filter((entry) => entry.Quantity > 0);
          const firstBundles = original.OrderProductBundles.map((line) => ({ OrderProductId: line.Id, Quantity: Math.min(line.Quantity, cuts[7] ?? 0) })).filter((entry) => entry.Quantity > 0);
          fc.pre(first.length + firstBundles.length > 0);
          const answer = await suite.call('POST', `/order/${orderId}/split`, suite.tokens.budi, { Id: orderId, Splits: [{ OrderProducts: first, OrderProductBundles: firstBundles }] });
          if (answer.statusCode === 400) return; // a split taking everything into one bill is refused, and changes nothing
          expect(answer.statusCode, answer.body).toBe(200);
          const bills = answer.json<{ data: SplitOrderResult }>().data.Orders;
          expect(bills.reduce((sum, bill) => sum + Math.round(bill.SubTotal * 100), 0)).toBe(Math.round(original.SubTotal * 100));

          const [kept, ...others] = bills;
          const merged = await suite.call('POST', `/order/${kept!.Id}/merge`, suite.tokens.budi, { Id: kept!.Id, OrderIds: others.map((bill) => bill.Id), OutletOrderTypeId: original.OutletOrderTypeId });
          expect(merged.statusCode, merged.body).toBe(200);
          const after = merged.json<{ data: Order }>().data;
          expect(units(after)).toEqual(units(original));
          for (const field of ['SubTotal', 'DiscountAmount', 'ChargeTotal', 'Rounding', 'Total'] as const) expect(after[field]).toBe(original[field]);
          expect((await suite.rowOf(orderId)).status).toBe(OrderStatus.SPLITED);
        },
      ),
      { numRuns: 12 },
    );
  });
});
