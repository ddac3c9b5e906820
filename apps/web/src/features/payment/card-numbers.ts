/**
 * Card numbers typed in an open payment dialog, by dialog key and outlet payment method id.
 * Kept in memory only, never in the dialog's props: those are written to localStorage when
 * the screen is locked, and a full card number must never reach the browser's storage
 * (issue 6). After a reload the cashier types the number again; the server keeps 4 digits.
 */
const cardNumbersByDialog = new Map<string, Record<number, string>>();

export function cardNumbersOf(dialogKey: string): Readonly<Record<number, string>> {
  return cardNumbersByDialog.get(dialogKey) ?? {};
}

export function setCardNumber(dialogKey: string, outletPaymentMethodId: number, digits: string): void {
  const current = { ...cardNumbersOf(dialogKey) };
  if (digits === '') delete current[outletPaymentMethodId];
  else current[outletPaymentMethodId] = digits;
  cardNumbersByDialog.set(dialogKey, current);
}

export function forgetCardNumbers(dialogKey: string): void {
  cardNumbersByDialog.delete(dialogKey);
}

/** Card digits as typed: digits only, at most 19 (the longest card numbers). */
export function readCardDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 19);
}
