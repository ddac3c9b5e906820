import { expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Order, type OutletPaymentMethod, type PayOrderBody } from '@kasir/contracts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openOrdersTestbed } from '../orders/orders-test-kit.ts';

let keySequence = 0;
/** A fresh Idempotency-Key, as the web app makes one per payment attempt. */
export const newKey = () => `pay-${Date.now()}-${++keySequence}`;

/** The orders testbed (Ani and Budi on shift at Kopi Senja) plus payment helpers. */
export async function openPaymentsTestbed() {
  const bed = await openOrdersTestbed();
  const { cashierToken } = await signIn(bed.server);
  const methodsAnswer = await bed.ani('GET', '/outletPaymentMethod/');
  expect(methodsAnswer.statusCode, methodsAnswer.body).toBe(200);
  const methods = methodsAnswer.json().data as OutletPaymentMethod[];
  const method = (name: string) => {
    const found = methods.find((candidate) => candidate.PaymentMethod.Name === name);
    if (!found) throw new Error(`No payment method ${name}`);
    return found.Id;
  };
  const pay = (orderId: number, body: Omit<PayOrderBody, 'Id'> & { Id?: number }, key: string | null = newKey(), token = cashierToken) =>
    bed.server.app.inject({
      method: 'POST',
      url: `/api/payment/${orderId}`,
      headers: { ...bearer(token), outletid: String(bed.outlet), ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
      payload: { Id: orderId, ...body },
    });
  const readOrder = async (orderId: number): Promise<Order> => {
    const answer = await bed.ani('GET', `/order/${orderId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Order;
  };
  const takeAway = () => ({ OutletOrderTypeId: bed.menu.orderType('Take Away'), pax: 1 });
  /** A take-away order of some Americanos (no table, Packaging charge). */
  const americanoOrder = (quantity = 2, extra: object = {}) =>
    bed.createOrder({ ...takeAway(), OrderProducts: [{ OutletProductId: bed.menu.product('Americano'), Quantity: quantity }], ...extra });
  const db = bed.server.database.db;
  const member = async (name: string) => {
    const row = await db.selectFrom('members').select(['id', 'point_balance']).where('name', '=', name).executeTakeFirstOrThrow();
    return { id: row.id, points: Number(row.point_balance) };
  };
  return { ...bed, cashierToken, methods, method, pay, readOrder, takeAway, americanoOrder, db, member };
}

export type PaymentsTestbed = Awaited<ReturnType<typeof openPaymentsTestbed>>;
