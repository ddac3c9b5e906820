import { checkPaymentLines, moneyFromRupiah, PaymentRefusal, type PaymentLine, type PaymentRefusalValue } from '@kasir/domain';
import type { OutletPaymentMethod, PayOrderBody, PaymentDetailInput } from '@kasir/contracts';
import { takesCardNumber, toSelectedPayment, type SelectedPayment } from './payment-rules.ts';

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
  /** The member's points (null without a member or before they are loaded). */
  memberPoints: number | null;
  /** No earlier payment on the order: only then may a zero total be paid. */
  /** Pay less than the total now; the order stays PARTIALLY_PAID for the next visit. */
  isPartialPayment: boolean;
  isFirstPayment: boolean;
  customerName: string | null;
  phoneNumber: string | null;
  /** Card digits typed for debit/credit lines, by outlet payment method id (memory only). */
  cardNumbers: Readonly<Record<number, string>>;
}

export type PayRequestResult = { ok: true; body: PayOrderBody } | { ok: false; refusal: PaymentRefusalValue; message: string };

function toPaymentLine(line: SelectedPayment): PaymentLine {
  return {
    methodId: line.outletPaymentMethodId,
    type: line.type as PaymentLine['type'],
    isNoSales: line.isNoSales,
    isUsePoint: line.isUsePoint,
    amount: moneyFromRupiah(line.amount),
  };
}

/**
 * The body of POST /payment/{id} from what the dialog holds (spec §5 Payment, §7): only lines
 * above 0 are sent; a total of 0 with no line sends a single cash line of 0; then the same
 * domain check the server runs (checkPaymentLines: no line, points without a member, No Sales
 * mixed with sales, points within balance and due, only cash above the due, covered). PointUsed
 * is the points lines' amount; a card number goes only with debit/credit lines.
 */
export function buildPayRequest(input: PayRequestInput): PayRequestResult {
  let lines = input.selected.filter((line) => line.amount > 0);
  if (lines.length === 0 && input.total === 0 && input.cashMethod !== null) lines = [toSelectedPayment(input.cashMethod, 0)];
  const check = checkPaymentLines({
    lines: lines.map(toPaymentLine),
    due: moneyFromRupiah(input.total),
    hasMember: input.memberId !== null,
    memberPoints: input.memberPoints,
    isPartialPayment: input.isPartialPayment,
    isFirstPayment: input.isFirstPayment,
  });
  if (!check.ok) return { ok: false, refusal: check.refusal, message: check.message };

  const details: PaymentDetailInput[] = lines.map((line) => {
    const cardNo = takesCardNumber(line.type) ? input.cardNumbers[line.outletPaymentMethodId] : undefined;
    return { OutletPaymentMethodId: line.outletPaymentMethodId, Amount: line.amount, ...(cardNo ? { CardNo: cardNo } : {}) };
  });
  return {
    ok: true,
    body: {
      Id: input.orderId,
      Version: input.version,
      ...(input.customerName ? { CustomerName: input.customerName } : {}),
      ...(input.phoneNumber ? { PhoneNumber: input.phoneNumber } : {}),
      MemberId: input.memberId,
      PointUsed: check.settlement.pointUsed,
      Promos: input.promoIds.map((id) => ({ OutletPromoId: id })),
      ...(input.vouchers.length > 0 ? { Vouchers: [...input.vouchers] } : {}),
      PaymentDetails: details,
      ...(input.isPartialPayment ? { IsPartialPayment: true } : {}),
    },
  };
}

/** The spec's own messages are shown as written; the domain's other refusals are translated. */
export const SPEC_WORDED_REFUSALS: readonly PaymentRefusalValue[] = [PaymentRefusal.SELECT_PAYMENT_METHOD, PaymentRefusal.POINTS_WITHOUT_MEMBER, PaymentRefusal.NO_SALES_COMBINED];
