import { checkPaymentLines, fingerprint, MEMBERSHIP_PAYMENT_QUICK_AMOUNTS, moneyFromRupiah, PaymentRefusal, type PaymentRefusalValue } from '@kasir/domain';
import type { OutletPaymentMethod, PayMembershipBody } from '@kasir/contracts';
import { KEYPAD_EMPTY, proposedKeypadField, rupiahOfKeypad, type KeypadField } from '../payment/keypad-input.ts';
import { newPayAttempt, type PayAttempt } from '../payment/pay-attempt.ts';
import { balanceOf, isPointMethod, toSelectedPayment, upsertPayment, type SelectedPayment } from '../payment/payment-rules.ts';

/**
 * Spec §2 membership payment dialog modes: normal pays a purchase (NEW, or an EXTEND made at
 * the till) with PUT /qr/paymentMembership/{Id}; extend pays an extension with
 * PUT /qr/paymentExtendMembership/{Id}.
 */
export const MembershipPaymentMode = { NORMAL: 'normal', EXTEND: 'extend' } as const;
export type MembershipPaymentModeValue = (typeof MembershipPaymentMode)[keyof typeof MembershipPaymentMode];

/**
 * Everything the membership payment dialog shows that is worth restoring after a lock (spec
 * §4): plain JSON in the dialog registry's props, like the order payment's. No card numbers.
 */
export interface MembershipPaymentState {
  purchaseMembershipId: number;
  mode: MembershipPaymentModeValue;
  view: 'summary' | 'keypad';
  keypad: ({ outletPaymentMethodId: number } & KeypadField) | null;
  selected: SelectedPayment[];
  attempt: PayAttempt;
  /** The promo picker (promo member categories) with the promo ticked so far; null when closed. */
  promoPicker: { selectedId: number | null; search: string } | null;
}

export function initialMembershipPaymentState(purchaseMembershipId: number, mode: MembershipPaymentModeValue): MembershipPaymentState {
  return { purchaseMembershipId, mode, view: 'summary', keypad: null, selected: [], attempt: newPayAttempt(), promoPicker: null };
}

/**
 * The methods a membership is paid with: the outlet's methods except points. The membership
 * payload is Id and PaymentDetails only (spec §7), no member or PointUsed, so points cannot pay it.
 */
export function membershipMethods(methods: readonly OutletPaymentMethod[]): OutletPaymentMethod[] {
  return methods.filter((method) => !isPointMethod(method));
}

/**
 * Spec §9 quick cash amounts of the membership payment: 100.000, 200.000, 300.000 plus the
 * remaining (shown once when it equals one of them; none when nothing is due).
 */
export function membershipQuickAmounts(remaining: number): number[] {
  const candidates = [...MEMBERSHIP_PAYMENT_QUICK_AMOUNTS, remaining].filter((amount) => amount > 0);
  return [...new Set(candidates)];
}

function remainingWithout(total: number, selected: readonly SelectedPayment[], outletPaymentMethodId: number): number {
  return balanceOf(
    total,
    selected.filter((line) => line.outletPaymentMethodId !== outletPaymentMethodId),
  ).remaining;
}

/** What a method's line may be proposed as "exact": what is due without that method's own line. */
export function exactDueOf(state: MembershipPaymentState, outletPaymentMethodId: number, total: number): number {
  return remainingWithout(total, state.selected, outletPaymentMethodId);
}

/**
 * Choosing a method opens the keypad (spec §2) on its current amount, else its DefaultValue,
 * else what is still due; that amount is proposed, so the first digit typed replaces it
 * (the order payment's keypad rule, keypad-input.ts).
 */
export function openMembershipKeypad(state: MembershipPaymentState, method: OutletPaymentMethod, total: number): MembershipPaymentState {
  const existing = state.selected.find((line) => line.outletPaymentMethodId === method.Id);
  const proposed = existing?.amount ?? method.PaymentMethod.DefaultValue ?? remainingWithout(total, state.selected, method.Id);
  return { ...state, view: 'keypad', keypad: { outletPaymentMethodId: method.Id, ...proposedKeypadField(Math.max(proposed, 0)) } };
}

/** Back returns to the summary without changing the lines (spec §4). */
export function closeMembershipKeypad(state: MembershipPaymentState): MembershipPaymentState {
  return { ...state, view: 'summary', keypad: null };
}

export type MembershipStateResult = { ok: true; state: MembershipPaymentState } | { ok: false; message: string };

/** OK of the keypad adds the method or updates its entry (spec §4); No Sales never mixes with sales (spec §5). */
export function confirmMembershipKeypad(state: MembershipPaymentState, method: OutletPaymentMethod): MembershipStateResult {
  const amount = rupiahOfKeypad(state.keypad?.text ?? KEYPAD_EMPTY);
  const result = upsertPayment(state.selected, toSelectedPayment(method, amount), null);
  if (!result.ok) return result;
  return { ok: true, state: { ...state, selected: result.selected, view: 'summary', keypad: null } };
}

/** A quick cash amount of the summary: one tap sets the cash line to it, without the keypad. */
export function setMembershipQuickCash(state: MembershipPaymentState, cashMethod: OutletPaymentMethod, amount: number): MembershipStateResult {
  const result = upsertPayment(state.selected, toSelectedPayment(cashMethod, amount), null);
  if (!result.ok) return result;
  return { ok: true, state: { ...state, selected: result.selected, view: 'summary', keypad: null } };
}

/** Spec §4: a changed promo reprices the purchase, so the lines chosen against the old total go. */
export function afterMembershipPromoChanged(state: MembershipPaymentState): MembershipPaymentState {
  return { ...state, selected: [], view: 'summary', keypad: null, promoPicker: null };
}

/** The body of PUT /qr/paymentMembership/{Id} and /qr/paymentExtendMembership/{Id} (spec §7: Id, PaymentDetails). */
export type MembershipPayBody = PayMembershipBody;

export type MembershipPayRequest = { ok: true; body: MembershipPayBody } | { ok: false; refusal: PaymentRefusalValue; message: string };

/**
 * The pay body from the dialog (spec §5 Payment): only lines above 0 are sent; a total of 0
 * with no line sends one cash line of 0; then the domain's own check of the lines (the one the
 * server runs): no line, No Sales mixed with sales, only cash above the due, covered.
 */
export function buildMembershipPayRequest(input: {
  purchaseMembershipId: number;
  total: number;
  selected: readonly SelectedPayment[];
  cashMethod: OutletPaymentMethod | null;
  cardNumbers: Readonly<Record<number, string>>;
}): MembershipPayRequest {
  let lines = input.selected.filter((line) => line.amount > 0);
  if (lines.length === 0 && input.total === 0 && input.cashMethod !== null) lines = [toSelectedPayment(input.cashMethod, 0)];
  const check = checkPaymentLines({
    lines: lines.map((line) => ({
      methodId: line.outletPaymentMethodId,
      type: line.type as Parameters<typeof checkPaymentLines>[0]['lines'][number]['type'],
      isNoSales: line.isNoSales,
      isUsePoint: line.isUsePoint,
      amount: moneyFromRupiah(line.amount),
    })),
    due: moneyFromRupiah(input.total),
    hasMember: false,
    memberPoints: null,
    isPartialPayment: false,
    isFirstPayment: true,
  });
  if (!check.ok) return { ok: false, refusal: check.refusal, message: check.message };
  return {
    ok: true,
    body: {
      Id: input.purchaseMembershipId,
      PaymentDetails: lines.map((line) => {
        const cardNo = input.cardNumbers[line.outletPaymentMethodId];
        return { OutletPaymentMethodId: line.outletPaymentMethodId, Amount: line.amount, ...(cardNo ? { CardNo: cardNo } : {}) };
      }),
    },
  };
}

/** The spec's own refusal messages are shown as written; the others are translated by the payment feature's keys. */
export const SPEC_WORDED_MEMBERSHIP_REFUSALS: readonly PaymentRefusalValue[] = [PaymentRefusal.SELECT_PAYMENT_METHOD, PaymentRefusal.NO_SALES_COMBINED];

/**
 * The Idempotency-Key of a membership payment, as the order payment makes its own
 * (pay-attempt.ts): the same selection in the same attempt is the same key, so a double tap or
 * a retry after a lost answer is answered with the payment already taken, never a second one.
 */
export function membershipPayIdempotencyKey(state: Pick<MembershipPaymentState, 'attempt' | 'mode'>, body: MembershipPayBody): string {
  return `membership-${state.mode}-${state.attempt.sessionId}-${state.attempt.attempt}-${fingerprint(JSON.stringify(body))}`;
}
