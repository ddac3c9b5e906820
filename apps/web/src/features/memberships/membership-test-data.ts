import { PurchaseMembershipStatus, PurchaseMembershipType } from '@kasir/domain';
import type { PaidMembership, PurchaseMembership } from '@kasir/contracts';

/** A PENDING NEW Gold purchase (Rp 150.000) of a customer who signed up by QR, as the server answers it. */
export function pendingGold(overrides: Partial<PurchaseMembership> = {}): PurchaseMembership {
  return {
    Id: 7,
    PurchaseCode: 'PM-20261125-0007',
    Type: PurchaseMembershipType.NEW,
    Status: PurchaseMembershipStatus.PENDING,
    Version: 1,
    CreatedOn: '2026-11-25T03:00:00.000Z',
    SubTotal: 150_000,
    Discount: 0,
    Total: 150_000,
    Change: 0,
    MemberCategoryId: 2,
    MemberCategory: { Name: 'Gold' },
    MemberId: null,
    Member: null,
    PurchaseMembershipDetails: [{ Name: 'Wulan Sari', PhoneNumber: '081377770001', Email: null, BirthDate: '1999-08-23', MemberCategoryId: 2, Price: 150_000, DurationDays: 365 }],
    GenerateQRHistory: { Token: 'tok', Id: 3 },
    PromoMemberCategoryId: null,
    PromoMemberCategory: null,
    Payment: null,
    ...overrides,
  };
}

/** The same purchase paid with the lines sent: the change is what the cash gave above the total. */
export function paidOf(purchase: PurchaseMembership, lines: Array<{ OutletPaymentMethodId: number; Amount: number }>, isOpenDrawer: boolean): PaidMembership {
  const paid = lines.reduce((sum, line) => sum + line.Amount, 0);
  return {
    ...purchase,
    Status: PurchaseMembershipStatus.PAID,
    Change: paid - purchase.Total,
    MemberId: 40,
    Member: { Id: 40, Name: 'Wulan Sari', MemberNumber: 'M-0040', ExpiredDate: '2027-11-25T00:00:00.000Z' },
    Payment: {
      Id: 90,
      CreatedOn: '2026-11-25T04:00:00.000Z',
      CashierName: 'Budi',
      Total: purchase.Total,
      Paid: paid,
      Change: paid - purchase.Total,
      PaymentDetails: lines.map((line, index) => ({ Id: 900 + index, OutletPaymentMethodId: line.OutletPaymentMethodId, Name: 'Cash', Type: 4, Amount: line.Amount, CardNo: null, IsNoSales: false, OpenDrawer: isOpenDrawer })),
    },
    IsOpenDrawer: isOpenDrawer,
  };
}
