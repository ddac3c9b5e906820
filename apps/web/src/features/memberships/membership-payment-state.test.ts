import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PAYMENT_QUICK_AMOUNTS, SpecMessage } from '@kasir/domain';
import type { OutletPaymentMethod } from '@kasir/contracts';
import { typeOnKeypad } from '../payment/keypad-input.ts';
import { paymentMethods } from '../payment/test-payments.ts';
import {
  afterMembershipPromoChanged,
  buildMembershipPayRequest,
  closeMembershipKeypad,
  confirmMembershipKeypad,
  exactDueOf,
  initialMembershipPaymentState,
  MembershipPaymentMode,
  membershipMethods,
  membershipPayIdempotencyKey,
  membershipQuickAmounts,
  openMembershipKeypad,
  setMembershipQuickCash,
  type MembershipPaymentState,
} from './membership-payment-state.ts';

const method = (name: string): OutletPaymentMethod => {
  const found = paymentMethods.find((candidate) => candidate.PaymentMethod.Name === name);
  if (!found) throw new Error(`no demo method ${name}`);
  return found;
};
const cash = method('Cash');
const qris = method('QRIS');
const entertain = method('Entertain');
/** Gold of the demo data: Rp 150.000 a year. */
const GOLD_TOTAL = 150_000;

function typeDigits(state: MembershipPaymentState, digits: string): MembershipPaymentState {
  let keypad = state.keypad;
  if (!keypad) throw new Error('the keypad is closed');
  for (const digit of digits) keypad = { ...keypad, ...typeOnKeypad(keypad, digit as '0') };
  return { ...state, keypad };
}

function confirmed(result: ReturnType<typeof confirmMembershipKeypad>): MembershipPaymentState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

describe('membership payment dialog rules (spec §2, §5, §9)', () => {
  it('offers the quick cash amounts 100.000, 200.000, 300.000 plus the remaining, each once', () => {
    expect(MEMBERSHIP_PAYMENT_QUICK_AMOUNTS).toEqual([100_000, 200_000, 300_000]);
    expect(membershipQuickAmounts(150_000)).toEqual([100_000, 200_000, 300_000, 150_000]);
    expect(membershipQuickAmounts(200_000)).toEqual([100_000, 200_000, 300_000]);
    expect(membershipQuickAmounts(0)).toEqual([100_000, 200_000, 300_000]);
  });

  it('pays with every method but points: the membership payload has no member and no PointUsed', () => {
    const names = membershipMethods(paymentMethods).map((entry) => entry.PaymentMethod.Name);
    expect(names).toContain('Cash');
    expect(names).toContain('QRIS');
    expect(names).not.toContain('Point');
  });

  it('opens Cash on the exact remaining as a proposed amount the first digit replaces', () => {
    const opened = openMembershipKeypad(initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL), cash, GOLD_TOTAL);
    expect(opened.view).toBe('keypad');
    expect(opened.keypad).toMatchObject({ outletPaymentMethodId: cash.Id, text: '150000', isProposed: true });
    const typed = typeDigits(opened, '200000');
    expect(typed.keypad?.text).toBe('200000');
    const state = confirmed(confirmMembershipKeypad(typed, cash));
    expect(state.view).toBe('summary');
    expect(state.selected).toEqual([expect.objectContaining({ outletPaymentMethodId: cash.Id, amount: 200_000, openDrawer: true })]);
  });

  it('proposes what is left for a second method, and its own amount when it is chosen again', () => {
    let state = initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL);
    state = confirmed(confirmMembershipKeypad(typeDigits(openMembershipKeypad(state, qris, GOLD_TOTAL), '50000'), qris));
    expect(exactDueOf(state, cash.Id, GOLD_TOTAL)).toBe(100_000);
    expect(openMembershipKeypad(state, cash, GOLD_TOTAL).keypad?.text).toBe('100000');
    expect(openMembershipKeypad(state, qris, GOLD_TOTAL).keypad?.text).toBe('50000');
    expect(closeMembershipKeypad(openMembershipKeypad(state, cash, GOLD_TOTAL)).selected).toEqual(state.selected);
  });

  it('a quick cash amount sets the cash line in one tap; a second tap replaces it', () => {
    const first = setMembershipQuickCash(initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL), cash, 100_000);
    if (!first.ok) throw new Error(first.message);
    const second = setMembershipQuickCash(first.state, cash, 200_000);
    if (!second.ok) throw new Error(second.message);
    expect(second.state.selected.map((line) => line.amount)).toEqual([200_000]);
  });

  it('refuses No Sales mixed with sales with the spec message', () => {
    const withCash = setMembershipQuickCash(initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL), cash, 100_000);
    if (!withCash.ok) throw new Error(withCash.message);
    const mixed = confirmMembershipKeypad(openMembershipKeypad(withCash.state, entertain, GOLD_TOTAL), entertain);
    expect(mixed).toEqual({ ok: false, message: SpecMessage.NO_SALES_COMBINED });
  });

  it('a changed promo clears the lines chosen against the old total', () => {
    const withCash = setMembershipQuickCash(initialMembershipPaymentState(7, MembershipPaymentMode.EXTEND), cash, 100_000);
    if (!withCash.ok) throw new Error(withCash.message);
    const after = afterMembershipPromoChanged({ ...withCash.state, promoPicker: { selectedId: 3, search: '' } });
    expect(after).toMatchObject({ selected: [], view: 'summary', keypad: null, promoPicker: null, mode: 'extend' });
  });

  describe('the pay body (Id, PaymentDetails)', () => {
    const base = { purchaseMembershipId: 7, cashMethod: cash, cardNumbers: {} };
    const line = (entry: OutletPaymentMethod, amount: number) => {
      const result = setMembershipQuickCash(initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL), entry, amount);
      if (!result.ok) throw new Error(result.message);
      return result.state.selected;
    };

    it('sends only the lines above 0, cash above the due for the change', () => {
      const request = buildMembershipPayRequest({ ...base, total: GOLD_TOTAL, selected: [...line(cash, 200_000), ...line(qris, 0).map((entry) => ({ ...entry }))] });
      expect(request).toEqual({ ok: true, body: { Id: 7, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: 200_000 }] } });
    });

    it('asks for a method when nothing is chosen (spec message), and refuses too little', () => {
      expect(buildMembershipPayRequest({ ...base, total: GOLD_TOTAL, selected: [] })).toMatchObject({ ok: false, message: SpecMessage.SELECT_PAYMENT_METHOD });
      expect(buildMembershipPayRequest({ ...base, total: GOLD_TOTAL, selected: line(cash, 100_000) })).toMatchObject({ ok: false, refusal: 'NOT_ENOUGH' });
    });

    it('refuses a non-cash line above the due', () => {
      expect(buildMembershipPayRequest({ ...base, total: GOLD_TOTAL, selected: line(qris, 200_000) })).toMatchObject({ ok: false, refusal: 'NON_CASH_ABOVE_REMAINING' });
    });

    it('pays a total of 0 (a 100 % promo) with one cash line of 0', () => {
      expect(buildMembershipPayRequest({ ...base, total: 0, selected: [] })).toEqual({ ok: true, body: { Id: 7, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: 0 }] } });
    });

    it('carries a card number typed for a debit line only', () => {
      const debit = method('Debit BCA');
      const request = buildMembershipPayRequest({ ...base, total: GOLD_TOTAL, selected: line(debit, GOLD_TOTAL), cardNumbers: { [debit.Id]: '4111111111111111' } });
      expect(request).toEqual({ ok: true, body: { Id: 7, PaymentDetails: [{ OutletPaymentMethodId: debit.Id, Amount: GOLD_TOTAL, CardNo: '4111111111111111' }] } });
    });
  });

  it('keeps one Idempotency-Key for a repeated pay of the same selection, another for a new attempt, mode or selection', () => {
    const state = initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL);
    const body = { Id: 7, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: 200_000 }] };
    const key = membershipPayIdempotencyKey(state, body);
    expect(membershipPayIdempotencyKey(state, structuredClone(body))).toBe(key);
    expect(membershipPayIdempotencyKey({ ...state, attempt: { ...state.attempt, attempt: 1 } }, body)).not.toBe(key);
    expect(membershipPayIdempotencyKey({ ...state, mode: MembershipPaymentMode.EXTEND }, body)).not.toBe(key);
    expect(membershipPayIdempotencyKey(state, { ...body, PaymentDetails: [{ OutletPaymentMethodId: cash.Id, Amount: 150_000 }] })).not.toBe(key);
    expect(membershipPayIdempotencyKey(initialMembershipPaymentState(7, MembershipPaymentMode.NORMAL), body)).not.toBe(key);
  });
});
