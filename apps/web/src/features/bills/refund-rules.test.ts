import { describe, expect, it } from 'vitest';
import { OrderStatus, SpecMessage, toHundredths } from '@kasir/domain';
import type { Refund } from '@kasir/contracts';
import { dineInOrder } from '../order/test-orders.ts';
import { canRefund, refundBodyOf, refundPreviewOf, refundableLinesOf, setRefundQuantity, toggleRefundLine } from './refund-rules.ts';

const earlierRefund: Refund = {
  Id: 1,
  OrderId: 1,
  Amount: 27000,
  CreatedOn: '2026-11-23T05:00:00.000Z',
  Reason: 'Too sweet',
  CashierName: 'Ani',
  OrderProducts: [{ OrderProductId: 11, ProductName: 'Es Kopi Susu', Quantity: 1, Amount: 27000 }],
  OrderProductBundles: [],
};
const paid = { ...dineInOrder({ Status: OrderStatus.PAID }), Refunds: [earlierRefund], RefundedTotal: 27000 };
const lines = refundableLinesOf(paid);
const [kopi, bundle] = lines;
if (!kopi || !bundle) throw new Error('fixture lines');

describe('refund lines', () => {
  it('offers refund on PAID orders only', () => {
    expect(canRefund(paid)).toBe(true);
    expect(canRefund({ Status: OrderStatus.ORDERED })).toBe(false);
    expect(canRefund({ Status: OrderStatus.PARTIALLY_PAID })).toBe(false);
  });
  it('subtracts what earlier refunds took back', () => {
    expect(kopi).toMatchObject({ key: 'p11', quantity: 2, refunded: 1, refundable: 1 });
    expect(bundle).toMatchObject({ key: 'b21', quantity: 1, refunded: 0, refundable: 1 });
  });
  it('keeps each quantity between 1 and the ordered minus refunded quantity', () => {
    let choice = toggleRefundLine({}, kopi);
    expect(choice).toEqual({ p11: 1 });
    choice = setRefundQuantity(choice, kopi, 5);
    expect(choice).toEqual({ p11: 1 });
    choice = setRefundQuantity(choice, kopi, 0);
    expect(choice).toEqual({ p11: 1 });
    expect(toggleRefundLine(choice, kopi)).toEqual({});
    const fullyRefunded = { ...kopi, refunded: 2, refundable: 0 };
    expect(toggleRefundLine({}, fullyRefunded)).toEqual({});
  });
  it('previews the chosen lines at their order price', () => {
    expect(toHundredths(refundPreviewOf({ p11: 1, b21: 1 }, lines))).toBe(2_700_000 + 4_000_000);
  });
});

describe('refund request', () => {
  it('needs at least one product, then a reason', () => {
    expect(refundBodyOf({}, lines, 'Cold')).toEqual({ body: null, problem: { key: 'refundPickOne' } });
    expect(refundBodyOf({ b21: 1 }, lines, '  ')).toEqual({ body: null, problem: { specMessage: SpecMessage.REASON_REQUIRED_GENERIC } });
  });
  it('names products and bundles as the contract spells them', () => {
    expect(refundBodyOf({ p11: 1, b21: 1 }, lines, ' Cold coffee ')).toEqual({
      problem: null,
      body: {
        OrderProducts: [{ OrderProductId: 11, Quantity: 1 }],
        OrderProductBundles: [{ OrderProductBundleId: 21, Quantity: 1 }],
        Reason: 'Cold coffee',
      },
    });
  });
});
