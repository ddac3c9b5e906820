import type { MembershipPayment, PromoMemberCategory, PurchaseMembership } from '@kasir/contracts';
import { PromoDiscountType, maskCardNumber, moneyFromHundredths, toDecimalRupiah } from '@kasir/domain';
import { toNumber } from '../../db/row-numbers.ts';
import type { MembershipPaymentDetailRow, MembershipPaymentRow, PurchaseExtras, PurchaseRow } from './purchases.repository.ts';

/** Hundredths (a number, or bigint text from PostgreSQL) as rupiah on the wire. */
export const wireAmount = (hundredths: number | string | bigint): number => toDecimalRupiah(moneyFromHundredths(toNumber(hundredths)));

export function presentMembershipPayment(payment: MembershipPaymentRow, details: readonly MembershipPaymentDetailRow[]): MembershipPayment {
  return {
    Id: payment.id,
    CreatedOn: payment.created_at,
    CashierName: payment.cashier_name,
    Total: wireAmount(payment.total),
    Paid: wireAmount(payment.paid),
    Change: wireAmount(payment.change),
    PaymentDetails: details.map((detail) => ({
      Id: detail.id,
      OutletPaymentMethodId: detail.outlet_payment_method_id,
      Name: detail.method_name,
      Type: detail.method_type,
      Amount: wireAmount(detail.amount),
      CardNo: detail.card_last4 === null ? null : maskCardNumber(detail.card_last4),
      IsNoSales: detail.is_no_sales === 1,
      OpenDrawer: detail.open_drawer === 1,
    })),
  };
}

/** Spec §3 Purchase membership, from the row and the names loadExtras found. */
export function presentPurchase(row: PurchaseRow, extras: PurchaseExtras): PurchaseMembership {
  const member = row.member_id === null ? undefined : extras.members.get(row.member_id);
  const history = row.generate_qr_history_id === null ? undefined : extras.histories.get(row.generate_qr_history_id);
  const promoName = row.promo_member_category_id === null ? undefined : extras.promoNames.get(row.promo_member_category_id);
  const payment = extras.payments.get(row.id);
  return {
    Id: row.id,
    PurchaseCode: row.purchase_code,
    Type: row.type,
    Status: row.status,
    Version: toNumber(row.version),
    CreatedOn: row.created_at,
    SubTotal: wireAmount(row.subtotal),
    Discount: wireAmount(row.discount),
    Total: wireAmount(row.total),
    Change: wireAmount(row.change),
    MemberCategoryId: row.member_category_id,
    MemberCategory: { Name: extras.categoryNames.get(row.member_category_id) ?? '' },
    MemberId: row.member_id,
    Member: member ? { Id: member.id, Name: member.name, MemberNumber: member.member_number, ExpiredDate: member.expired_at } : null,
    PurchaseMembershipDetails: [
      {
        Name: row.name,
        PhoneNumber: row.phone_number,
        Email: row.email,
        BirthDate: row.birth_date,
        MemberCategoryId: row.member_category_id,
        Price: wireAmount(row.subtotal),
        DurationDays: row.duration_days,
      },
    ],
    GenerateQRHistory: history ? { Token: history.token, Id: history.id } : null,
    PromoMemberCategoryId: row.promo_member_category_id,
    PromoMemberCategory: promoName === undefined ? null : { Name: promoName },
    Payment: payment ? presentMembershipPayment(payment, extras.details.get(payment.id) ?? []) : null,
  };
}

type PromoRow = { id: number; name: string; member_category_id: number | null; category_name: string | null; discount_type: number; amount: number | string; max_discount: number | string | null };

export function presentPromo(row: PromoRow): PromoMemberCategory {
  const isPercentage = row.discount_type === PromoDiscountType.PERCENTAGE;
  return {
    Id: row.id,
    Name: row.name,
    MemberCategoryId: row.member_category_id,
    MemberCategory: row.category_name === null ? null : { Name: row.category_name },
    DiscountType: row.discount_type,
    Amount: isPercentage ? toNumber(row.amount) : wireAmount(row.amount),
    MaxDiscountAmount: row.max_discount === null ? null : wireAmount(row.max_discount),
  };
}
