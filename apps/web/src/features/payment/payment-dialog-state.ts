import type { OutletPaymentMethod } from '@kasir/contracts';
import { KEYPAD_EMPTY, proposedKeypadField, rupiahOfKeypad, type KeypadField } from './keypad-input.ts';
import { newPayAttempt, type PayAttempt } from './pay-attempt.ts';
import { balanceOf, isPointMethod, pointsCap, toSelectedPayment, upsertPayment, type SelectedPayment } from './payment-rules.ts';
import type { VoucherLink } from './promo-rules.ts';

/** The promo or voucher picker open over the payment dialog, with what is ticked so far. */
export type PickerState =
  | { kind: 'promo'; selectedIds: number[]; search: string }
  | { kind: 'voucher'; selected: VoucherLink[]; search: string };

/**
 * Everything the payment dialog shows that is worth restoring after a lock (spec §4): plain
 * JSON kept in the dialog registry's props. Card numbers are deliberately absent.
 */
export interface PaymentDialogState {
  orderId: number;
  view: 'summary' | 'keypad';
  /** The open keypad: its method and field (`isProposed` until the cashier types: see typeOnKeypad). */
  keypad: ({ outletPaymentMethodId: number } & KeypadField) | null;
  selected: SelectedPayment[];
  attempt: PayAttempt;
  picker: PickerState | null;
  /** Pay part of the total now (the order becomes PARTIALLY_PAID); absent in older snapshots. */
  isPartial?: boolean;
}

export function initialPaymentDialogState(orderId: number): PaymentDialogState {
  return { orderId, view: 'summary', keypad: null, selected: [], attempt: newPayAttempt(), picker: null };
}

/** What the points method may take now; null for other methods. */
export interface PointsContext {
  memberPoints: number;
}

function remainingWithout(total: number, selected: readonly SelectedPayment[], outletPaymentMethodId: number): number {
  return balanceOf(
    total,
    selected.filter((line) => line.outletPaymentMethodId !== outletPaymentMethodId),
  ).remaining;
}

/** The most a points line of `method` may hold (spec §5), or null for a method that is not points. */
export function pointsCapFor(method: OutletPaymentMethod, total: number, selected: readonly SelectedPayment[], points: PointsContext | null): number | null {
  if (!isPointMethod(method)) return null;
  return pointsCap(points?.memberPoints ?? 0, remainingWithout(total, selected, method.Id), method.MaxPoint);
}

/**
 * Choosing a method opens the keypad (spec §2) with its current amount when it is already
 * chosen, else its DefaultValue, else what is still due (capped for points), so a second
 * method of a split is one tap on OK. That amount is proposed: the first digit typed replaces it.
 */
export function openKeypad(state: PaymentDialogState, method: OutletPaymentMethod, total: number, points: PointsContext | null): PaymentDialogState {
  const existing = state.selected.find((line) => line.outletPaymentMethodId === method.Id);
  const due = remainingWithout(total, state.selected, method.Id);
  const cap = pointsCapFor(method, total, state.selected, points);
  const proposed = existing?.amount ?? method.PaymentMethod.DefaultValue ?? due;
  const amount = cap === null ? proposed : Math.min(proposed, cap);
  return { ...state, view: 'keypad', keypad: { outletPaymentMethodId: method.Id, ...proposedKeypadField(Math.max(amount, 0)) } };
}

/** Back returns to the summary without changing the lines (spec §4). */
export function closeKeypad(state: PaymentDialogState): PaymentDialogState {
  return { ...state, view: 'summary', keypad: null };
}

/** OK of the keypad: adds the method or updates its entry; points are capped (spec §4/§5). */
export function confirmKeypad(
  state: PaymentDialogState,
  method: OutletPaymentMethod,
  total: number,
  memberId: number | null,
  points: PointsContext | null,
): { ok: true; state: PaymentDialogState } | { ok: false; message: string } {
  const typed = rupiahOfKeypad(state.keypad?.text ?? KEYPAD_EMPTY);
  const cap = pointsCapFor(method, total, state.selected, points);
  const amount = cap === null ? typed : Math.min(typed, cap);
  const result = upsertPayment(state.selected, toSelectedPayment(method, amount), memberId);
  if (!result.ok) return result;
  return { ok: true, state: { ...state, selected: result.selected, view: 'summary', keypad: null } };
}

/**
 * A quick cash amount of the summary view (spec §9: the exact remaining, 50.000, 100.000,
 * 500.000): one tap adds the cash line or updates it to that amount, without the keypad.
 */
export function setQuickCash(
  state: PaymentDialogState,
  cashMethod: OutletPaymentMethod,
  amount: number,
  memberId: number | null,
): { ok: true; state: PaymentDialogState } | { ok: false; message: string } {
  const result = upsertPayment(state.selected, toSelectedPayment(cashMethod, amount), memberId);
  if (!result.ok) return result;
  return { ok: true, state: { ...state, selected: result.selected, view: 'summary', keypad: null } };
}

/** What a cash line may be proposed as "exact": what is due without that method's own line. */
export function exactDueFor(state: PaymentDialogState, method: OutletPaymentMethod, total: number): number {
  return remainingWithout(total, state.selected, method.Id);
}

/** An amount edited in the selected list (the summary's editable amounts); points stay capped. */
export function editLineAmount(state: PaymentDialogState, method: OutletPaymentMethod, amount: number, total: number, points: PointsContext | null): PaymentDialogState {
  const cap = pointsCapFor(method, total, state.selected, points);
  const capped = cap === null ? amount : Math.min(amount, cap);
  return { ...state, selected: state.selected.map((line) => (line.outletPaymentMethodId === method.Id ? { ...line, amount: capped } : line)) };
}

/** Spec §4: changing the selected promos (or vouchers) resets the selected payments. */
export function afterPromosChanged(state: PaymentDialogState): PaymentDialogState {
  return { ...state, selected: [], view: 'summary', keypad: null, picker: null };
}
