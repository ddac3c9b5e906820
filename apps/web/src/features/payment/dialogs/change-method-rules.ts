import type { PaymentDetailInput } from '@kasir/contracts';

/**
 * The new lines of a payment method change: only amounts above 0, and they must add up to
 * exactly what was paid (the payment contract; the server checks it again).
 */
export function changeMethodDetails(
  amounts: Readonly<Record<string, number>>,
  paid: number,
): { ok: true; details: PaymentDetailInput[] } | { ok: false; total: number } {
  const details = Object.entries(amounts)
    .filter(([, amount]) => amount > 0)
    .map(([id, amount]) => ({ OutletPaymentMethodId: Number(id), Amount: amount }));
  const total = details.reduce((sum, detail) => sum + detail.Amount, 0);
  if (details.length === 0 || total !== paid) return { ok: false, total };
  return { ok: true, details };
}

/** The change dialog starts from the payment's current lines. */
export function amountsOfPayment(details: ReadonlyArray<{ OutletPaymentMethodId: number; Amount: number }>): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const detail of details) amounts[String(detail.OutletPaymentMethodId)] = (amounts[String(detail.OutletPaymentMethodId)] ?? 0) + detail.Amount;
  return amounts;
}
