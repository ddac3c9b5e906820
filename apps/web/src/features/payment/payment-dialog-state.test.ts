import { describe, expect, it } from 'vitest';
import { SpecMessage } from '@kasir/domain';
import { applyKeypadKey, keypadKeyOfKeyboard, typeOnKeypad, type KeypadField } from './keypad-input.ts';
import {
  afterPromosChanged,
  closeKeypad,
  confirmKeypad,
  editLineAmount,
  exactDueFor,
  initialPaymentDialogState,
  openKeypad,
  setQuickCash,
  type PaymentDialogState,
} from './payment-dialog-state.ts';
import { toSelectedPayment } from './payment-rules.ts';
import { paymentMethods } from './test-payments.ts';

const byName = (name: string) => {
  const found = paymentMethods.find((entry) => entry.PaymentMethod.Name === name);
  if (!found) throw new Error(name);
  return found;
};
const TOTAL = 52_000;

function typeOn(state: PaymentDialogState, digits: string): PaymentDialogState {
  const keypad = state.keypad;
  if (!keypad) throw new Error('keypad closed');
  let text = applyKeypadKey(keypad.text, 'clear');
  for (const digit of digits) text = applyKeypadKey(text, keypadKeyOfKeyboard(digit) ?? 'clear');
  return { ...state, keypad: { ...keypad, text } };
}

describe('payment dialog state (spec §4)', () => {
  it('a split: cash typed on the keypad, then QRIS proposes exactly what is left', () => {
    let state = openKeypad(initialPaymentDialogState(1), byName('Cash'), TOTAL, null);
    expect(state.view).toBe('keypad');
    expect(state.keypad?.text).toBe('52000');
    state = typeOn(state, '30000');
    const cash = confirmKeypad(state, byName('Cash'), TOTAL, null, null);
    if (!cash.ok) throw new Error(cash.message);
    expect(cash.state.view).toBe('summary');
    state = openKeypad(cash.state, byName('QRIS'), TOTAL, null);
    expect(state.keypad?.text).toBe('22000');
    const qris = confirmKeypad(state, byName('QRIS'), TOTAL, null, null);
    expect(qris.ok && qris.state.selected.map((line) => [line.name, line.amount])).toEqual([
      ['Cash', 30_000],
      ['QRIS', 22_000],
    ]);
  });

  it('reopening a chosen method shows its amount, and OK updates that entry', () => {
    const state: PaymentDialogState = { ...initialPaymentDialogState(1), selected: [toSelectedPayment(byName('Cash'), 20_000)] };
    const open = openKeypad(state, byName('Cash'), TOTAL, null);
    expect(open.keypad?.text).toBe('20000');
    const done = confirmKeypad(typeOn(open, '100000'), byName('Cash'), TOTAL, null, null);
    expect(done.ok && done.state.selected).toEqual([toSelectedPayment(byName('Cash'), 100_000)]);
  });

  it('Back leaves the lines as they were', () => {
    const open = openKeypad(initialPaymentDialogState(1), byName('Cash'), TOTAL, null);
    expect(closeKeypad(open)).toMatchObject({ view: 'summary', keypad: null, selected: [] });
  });

  it('caps points at the member points and the remaining due, and refuses them without a member', () => {
    const open = openKeypad(initialPaymentDialogState(1), byName('Point'), TOTAL, { memberPoints: 12_500 });
    expect(open.keypad?.text).toBe('12500');
    const typed = confirmKeypad(typeOn(open, '40000'), byName('Point'), TOTAL, 3, { memberPoints: 12_500 });
    expect(typed.ok && typed.state.selected[0]?.amount).toBe(12_500);
    expect(confirmKeypad(open, byName('Point'), TOTAL, null, null)).toEqual({ ok: false, message: SpecMessage.POINTS_WITHOUT_MEMBER });
    const withCash: PaymentDialogState = { ...initialPaymentDialogState(1), selected: [toSelectedPayment(byName('Cash'), 45_000)] };
    const rest = openKeypad(withCash, byName('Point'), TOTAL, { memberPoints: 12_500 });
    expect(rest.keypad?.text).toBe('7000');
    const edited = editLineAmount({ ...withCash, selected: [...withCash.selected, toSelectedPayment(byName('Point'), 7_000)] }, byName('Point'), 9_000, TOTAL, { memberPoints: 12_500 });
    expect(edited.selected[1]?.amount).toBe(7_000);
  });

  it('refuses No Sales beside sales', () => {
    const state: PaymentDialogState = { ...initialPaymentDialogState(1), selected: [toSelectedPayment(byName('Cash'), 20_000)] };
    const open = openKeypad(state, byName('Entertain'), TOTAL, null);
    expect(confirmKeypad(open, byName('Entertain'), TOTAL, null, null)).toEqual({ ok: false, message: SpecMessage.NO_SALES_COMBINED });
  });

  it('changing promos resets the selected payments', () => {
    const state: PaymentDialogState = {
      ...initialPaymentDialogState(1),
      selected: [toSelectedPayment(byName('Cash'), 20_000)],
      picker: { kind: 'promo', selectedIds: [41], search: '' },
    };
    expect(afterPromosChanged(state)).toMatchObject({ selected: [], picker: null, view: 'summary' });
  });

  it('the keypad opens on a proposed amount that the first digit typed replaces (issue 16)', () => {
    const open = openKeypad(initialPaymentDialogState(1), byName('Cash'), 57_800, null);
    expect(open.keypad).toEqual({ outletPaymentMethodId: byName('Cash').Id, text: '57800', isProposed: true });
    const keypad = open.keypad;
    if (!keypad) throw new Error('keypad closed');
    const typed = [...'100000'].reduce<KeypadField>((field, digit) => typeOnKeypad(field, keypadKeyOfKeyboard(digit) ?? 'clear'), keypad);
    const done = confirmKeypad({ ...open, keypad: { ...keypad, ...typed } }, byName('Cash'), 57_800, null, null);
    expect(done.ok && done.state.selected[0]?.amount).toBe(100_000);
  });

  it('a quick cash amount adds the cash line in one step, and a second one updates it', () => {
    const first = setQuickCash(initialPaymentDialogState(1), byName('Cash'), 50_000, null);
    if (!first.ok) throw new Error(first.message);
    expect(first.state.selected).toEqual([toSelectedPayment(byName('Cash'), 50_000)]);
    const second = setQuickCash(first.state, byName('Cash'), 100_000, null);
    expect(second.ok && second.state.selected).toEqual([toSelectedPayment(byName('Cash'), 100_000)]);
    const withNoSales: PaymentDialogState = { ...initialPaymentDialogState(1), selected: [toSelectedPayment(byName('Entertain'), 52_000)] };
    expect(setQuickCash(withNoSales, byName('Cash'), 50_000, null)).toEqual({ ok: false, message: SpecMessage.NO_SALES_COMBINED });
  });

  it('exact cash is what the other lines leave due', () => {
    const withQris: PaymentDialogState = { ...initialPaymentDialogState(1), selected: [toSelectedPayment(byName('QRIS'), 20_000), toSelectedPayment(byName('Cash'), 5_000)] };
    expect(exactDueFor(withQris, byName('Cash'), TOTAL)).toBe(32_000);
    expect(exactDueFor(initialPaymentDialogState(1), byName('Cash'), TOTAL)).toBe(TOTAL);
  });
});
