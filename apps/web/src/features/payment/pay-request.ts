import { SpecMessage } from '@kasir/domain';
import type { OutletPaymentMethod, PayOrderBody, PaymentDetailInput } from '@kasir/contracts';
import { takesCardNumber, type SelectedPayment } from './payment-rules.ts';

export interface PayRequestInput {
  orderId: number;
  version: number;
  /** The total to pay now, whole rupiah (the order's remaining after promos and rounding). */
  total: number;
  selected: readonly SelectedPayment[];
  /** The outlet's cash method, for the single line of 0 of a zero total. */
  cashMethod: OutletPaymentMethod | null;
  promoIds: readonly number[];
  vouchers: ReadonlyArray<{ MemberVoucherId: number; OutletPromoId: number }>;
  memberId: number | null;
  customerName: string | null;
  phoneNumber: string | null;
  /** Card digits typed for debit/credit lines, by outlet payment method id (memory only). */
  cardNumbers: Readonly<Record<number, string>>;
}

export type PayRequestResult = { ok: true; body: PayOrderBody } | { ok: false; message: string };

/** Message when the lines do not cover the total; the server refuses it too. */
export const NOT_COVERED = 'NOT_COVERED';

/**
 * The body of POST /payment/{id} from what the dialog holds (spec §5 Payment, §7):
 * only lines above 0 are sent; no line at all is 'Please select one payment method', except
 * that a total of 0 sends a single cash line of 0; No Sales and sales never mix; PointUsed is
 * the points lines' amount (one point per rupiah); a card number goes only with debit/credit.
 */
export function buildPayRequest(input: PayRequestInput): PayRequestResult {
  const lines = input.selected.filter((line) => line.amount > 0);
  const hasNoSales = lines.some((line) => line.isNoSales);
  if (hasNoSales && lines.some((line) => !line.isNoSales)) return { ok: false, message: SpecMessage.NO_SALES_COMBINED };

  let details: PaymentDetailInput[];
  if (lines.length === 0) {
    if (input.total !== 0 || input.cashMethod === null) return { ok: false, message: SpecMessage.SELECT_PAYMENT_METHOD };
    details = [{ OutletPaymentMethodId: input.cashMethod.Id, Amount: 0 }];
  } else {
    const paid = lines.reduce((sum, line) => sum + line.amount, 0);
    if (paid < input.total) return { ok: false, message: NOT_COVERED };
    details = lines.map((line) => {
      const cardNo = takesCardNumber(line.type) ? input.cardNumbers[line.outletPaymentMethodId] : undefined;
      return { OutletPaymentMethodId: line.outletPaymentMethodId, Amount: line.amount, ...(cardNo ? { CardNo: cardNo } : {}) };
    });
  }

  const pointUsed = lines.filter((line) => line.isUsePoint).reduce((sum, line) => sum + line.amount, 0);
  return {
    ok: true,
    body: {
      Id: input.orderId,
      Version: input.version,
      ...(input.customerName ? { CustomerName: input.customerName } : {}),
      ...(input.phoneNumber ? { PhoneNumber: input.phoneNumber } : {}),
      MemberId: input.memberId,
      PointUsed: pointUsed,
      Promos: input.promoIds.map((id) => ({ OutletPromoId: id })),
      ...(input.vouchers.length > 0 ? { Vouchers: [...input.vouchers] } : {}),
      PaymentDetails: details,
    },
  };
}
