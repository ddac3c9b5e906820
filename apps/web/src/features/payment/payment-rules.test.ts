import { describe, expect, it } from 'vitest';
import { PaymentMethodTypeCode, SpecMessage } from '@kasir/domain';
import type { OutletPaymentMethod, PaymentMethodType } from '@kasir/contracts';
import {
  balanceOf,
  findCashMethod,
  groupMethodsByType,
  pointsCap,
  pointsUnavailableReason,
  PointsUnavailable,
  quickAmountsFor,
  removePayment,
  toSelectedPayment,
  upsertPayment,
} from './payment-rules.ts';
import { paymentMethods, paymentMethodTypes } from './test-payments.ts';

const method = (name: string): OutletPaymentMethod => {
  const found = paymentMethods.find((entry) => entry.PaymentMethod.Name === name);
  if (!found) throw new Error(`no method ${name}`);
  return found;
};

describe('payment method groups (spec §2)', () => {
  it('orders groups by type Position, leaves Cash to its own button, drops empty types', () => {
    const types: PaymentMethodType[] = [...paymentMethodTypes].reverse();
    const groups = groupMethodsByType(paymentMethods, types);
    expect(groups.map((group) => group.type.Name)).toEqual(['Debit', 'Credit', 'E-Wallet', 'QRIS', 'Other', 'Point']);
    expect(groups.find((group) => group.type.Id === PaymentMethodTypeCode.E_WALLET)?.methods.map((entry) => entry.PaymentMethod.Name)).toEqual(['GoPay', 'OVO']);
    expect(findCashMethod(paymentMethods)?.PaymentMethod.Name).toBe('Cash');
    expect(groupMethodsByType(paymentMethods.filter((entry) => entry.PaymentMethod.Name !== 'Debit BCA'), types).map((group) => group.type.Name)).not.toContain('Debit');
    const secondCash = { ...method('Cash'), Id: 99, PaymentMethod: { ...method('Cash').PaymentMethod, Name: 'Cash USD' } };
    const withTwoCash = groupMethodsByType([...paymentMethods, secondCash], types);
    expect(withTwoCash[0]?.type.Name).toBe('Cash');
    expect(withTwoCash[0]?.methods.map((entry) => entry.PaymentMethod.Name)).toEqual(['Cash USD']);
  });
});

describe('remaining and change (spec §2)', () => {
  it('shows what is still due, then the change once paid above the total', () => {
    const cash = toSelectedPayment(method('Cash'), 30_000);
    const qris = toSelectedPayment(method('QRIS'), 10_000);
    expect(balanceOf(52_000, [cash])).toEqual({ paid: 30_000, remaining: 22_000, change: 0 });
    expect(balanceOf(52_000, [cash, { ...qris, amount: 22_000 }])).toEqual({ paid: 52_000, remaining: 0, change: 0 });
    expect(balanceOf(52_000, [{ ...cash, amount: 100_000 }])).toEqual({ paid: 100_000, remaining: 0, change: 48_000 });
  });
});

describe('quick amounts (spec §9)', () => {
  it('offers the exact remaining, then 50.000, 100.000 and 500.000', () => {
    expect(quickAmountsFor(37_500)).toEqual([37_500, 50_000, 100_000, 500_000]);
    expect(quickAmountsFor(50_000)).toEqual([50_000, 100_000, 500_000]);
    expect(quickAmountsFor(0)).toEqual([50_000, 100_000, 500_000]);
  });

  it('for points never offers more than the cap', () => {
    expect(quickAmountsFor(80_000, 12_500)).toEqual([12_500]);
    expect(quickAmountsFor(80_000, 120_000)).toEqual([80_000, 50_000, 100_000]);
  });
});

describe('points (spec §5)', () => {
  it('are unavailable with no member, 0 points or less than one whole point', () => {
    expect(pointsUnavailableReason(null, 500)).toBe(PointsUnavailable.NO_MEMBER);
    expect(pointsUnavailableReason(3, 0)).toBe(PointsUnavailable.NO_POINTS);
    expect(pointsUnavailableReason(3, null)).toBe(PointsUnavailable.NO_POINTS);
    expect(pointsUnavailableReason(3, 0.5)).toBe(PointsUnavailable.INSUFFICIENT);
    expect(pointsUnavailableReason(3, 12_500)).toBeNull();
  });

  it('are capped at the member points, the remaining due and the method MaxPoint', () => {
    expect(pointsCap(12_500, 52_000, null)).toBe(12_500);
    expect(pointsCap(12_500, 8_000, null)).toBe(8_000);
    expect(pointsCap(12_500, 52_000, 10_000)).toBe(10_000);
    expect(pointsCap(12_500.7, 52_000, 0)).toBe(12_500);
    expect(pointsCap(12_500, -5, null)).toBe(0);
  });
});

describe('choosing lines (spec §4/§5)', () => {
  it('OK adds a method, then updates its entry instead of adding a second one', () => {
    const first = upsertPayment([], toSelectedPayment(method('Cash'), 20_000), null);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = upsertPayment(first.selected, toSelectedPayment(method('Cash'), 50_000), null);
    expect(second.ok && second.selected).toEqual([toSelectedPayment(method('Cash'), 50_000)]);
    expect(removePayment(first.selected, method('Cash').Id)).toEqual([]);
  });

  it('refuses points without a member', () => {
    expect(upsertPayment([], toSelectedPayment(method('Point'), 1_000), null)).toEqual({ ok: false, message: SpecMessage.POINTS_WITHOUT_MEMBER });
    expect(upsertPayment([], toSelectedPayment(method('Point'), 1_000), 3).ok).toBe(true);
  });

  it('never combines No Sales with sales, either way round', () => {
    const cash = [toSelectedPayment(method('Cash'), 10_000)];
    expect(upsertPayment(cash, toSelectedPayment(method('Entertain'), 10_000), null)).toEqual({ ok: false, message: SpecMessage.NO_SALES_COMBINED });
    const entertain = [toSelectedPayment(method('Entertain'), 10_000)];
    expect(upsertPayment(entertain, toSelectedPayment(method('QRIS'), 10_000), null)).toEqual({ ok: false, message: SpecMessage.NO_SALES_COMBINED });
    expect(upsertPayment(entertain, toSelectedPayment(method('Entertain'), 20_000), null).ok).toBe(true);
  });
});
