import type { PaymentDetailInput } from '@kasir/contracts';
import type { MethodRow } from '../payments/payments.repository.ts';
import { detailRows } from '../payments/payments.service.ts';

/** membership_payment_details rows: the order payment's rule (method as it is now, a card's last four digits only). */
export function membershipDetailRows(paymentId: number, methods: readonly MethodRow[], details: readonly PaymentDetailInput[]) {
  return detailRows(paymentId, methods, details).map(({ payment_id, ...row }) => ({ ...row, membership_payment_id: payment_id }));
}
