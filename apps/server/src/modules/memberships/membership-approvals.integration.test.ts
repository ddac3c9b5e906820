import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Approval, type PurchaseMembership } from '@kasir/contracts';
import { OtherPermission, PurchaseMembershipStatus, SpecMessage } from '@kasir/domain';
import { bearer } from '../../test-support/test-server.ts';
import { openMembershipTestbed, type MembershipTestbed } from '../../test-support/membership-testbed.ts';

/**
 * Spec §6 on the membership payment calls, as on the order payment: where Ani's payment (9)
 * carries UsePin, or her role lacks it, a membership is paid only with an eligible approver's
 * PIN (Budi's); PUT /qr/editPaymentMethod asks the same for change payment method (20), which
 * the demo cashier role lacks altogether.
 */
let bed: MembershipTestbed;
let budi: Approval;
let cashierRoleId: number;

beforeAll(async () => {
  bed = await openMembershipTestbed();
  budi = { UserId: bed.server.ids.userIds.budi!, PIN: '222222' };
  cashierRoleId = (await bed.db.selectFrom('users').select('role_id').where('username', '=', 'ani').executeTakeFirstOrThrow()).role_id!;
});
afterAll(async () => {
  await bed.server.stop();
});

const put = (url: string, payload: object, key?: string) =>
  bed.server.app.inject({ method: 'PUT', url: `/api${url}`, headers: { ...bearer(bed.cashierToken), outletid: String(bed.outlet), ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) }, payload });
const payAsAni = (purchase: PurchaseMembership, approval?: Approval, key?: string) =>
  put(`/qr/paymentMembership/${purchase.Id}`, { Id: purchase.Id, PaymentDetails: bed.cash(purchase.Total), ...(approval ? { Approval: approval } : {}) }, key);
const statusOf = async (purchaseId: number) => (await bed.db.selectFrom('purchase_memberships').select('status').where('id', '=', purchaseId).executeTakeFirstOrThrow()).status;
const failedPinsOf = async (userId: number) =>
  Number((await bed.db.selectFrom('pin_attempts').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).where('succeeded', '=', 0).executeTakeFirstOrThrow()).count);

/** Runs `body` with Ani's payment permission under UsePin (true), removed (false), and restores it. */
async function withAniPayment(usePin: boolean, body: () => Promise<void>): Promise<void> {
  const grant = () => bed.db.updateTable('role_other_modules').where('role_id', '=', cashierRoleId).where('other_module_id', '=', OtherPermission.PAYMENT);
  const before = await bed.db.selectFrom('role_other_modules').selectAll().where('role_id', '=', cashierRoleId).where('other_module_id', '=', OtherPermission.PAYMENT).executeTakeFirstOrThrow();
  if (usePin) await grant().set({ use_pin: 1 }).execute();
  else await bed.db.deleteFrom('role_other_modules').where('role_id', '=', cashierRoleId).where('other_module_id', '=', OtherPermission.PAYMENT).execute();
  try {
    await body();
  } finally {
    if (usePin) await grant().set({ use_pin: before.use_pin }).execute();
    else await bed.db.insertInto('role_other_modules').values(before).execute();
  }
}

describe('paying a membership when payment (9) carries UsePin', () => {
  it('asks for an approver, refuses a wrong PIN (counted), and pays once with Budi’s', async () => {
    await withAniPayment(true, async () => {
      const sold = await bed.sellNew('Silver');
      const missing = await payAsAni(sold);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data[0]).toEqual({ field: 'Approval.UserId', error: SpecMessage.SELECT_USER_WITH_ACCESS });

      const failedBefore = await failedPinsOf(budi.UserId);
      const wrongPin = await payAsAni(sold, { ...budi, PIN: '999999' });
      expect(wrongPin.statusCode).toBeGreaterThanOrEqual(400);
      expect(wrongPin.statusCode).toBeLessThan(500);
      expect(await failedPinsOf(budi.UserId)).toBe(failedBefore + 1);
      expect(await statusOf(sold.Id)).toBe(PurchaseMembershipStatus.PENDING);
      expect(await bed.countPayments(sold.Id)).toBe(0);

      const key = bed.newKey();
      const paid = await payAsAni(sold, budi, key);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(bed.paidOf(paid)).toMatchObject({ Status: PurchaseMembershipStatus.PAID, Payment: { CashierName: 'Ani' } });
      // A retry under the same key answers the first payment without asking for the PIN again.
      const retry = await payAsAni(sold, undefined, key);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(bed.paidOf(retry).Id).toBe(sold.Id);
      expect(await bed.countPayments(sold.Id)).toBe(1);
    });
  });

  it('the EXTEND call asks the same', async () => {
    await withAniPayment(true, async () => {
      const member = await bed.db.selectFrom('members').select('id').where('owner_id', '=', bed.server.ids.ownerId).where('is_member', '=', 1).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
      const extended = await bed.ani('PUT', `/qr/extendMembership/${member.id}`, {});
      expect(extended.statusCode, extended.body).toBeLessThan(300);
      const purchase = extended.json().data as PurchaseMembership;
      const body = { Id: purchase.Id, PaymentDetails: bed.cash(purchase.Total) };
      expect((await put(`/qr/paymentExtendMembership/${purchase.Id}`, body)).statusCode).toBe(400);
      const paid = await put(`/qr/paymentExtendMembership/${purchase.Id}`, { ...body, Approval: budi });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await statusOf(purchase.Id)).toBe(PurchaseMembershipStatus.PAID);
    });
  });
});

describe('paying a membership when the role lacks payment (9): request access', () => {
  it('is refused without an approval as before, and paid with Budi’s; an ineligible approver is refused', async () => {
    await withAniPayment(false, async () => {
      const sold = await bed.sellNew('Silver');
      const refused = await payAsAni(sold);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Sorry, you don't have access to payment");
      // Citra works at Grill & Chill only: never an approver at Kopi Senja.
      const citra = await payAsAni(sold, { UserId: bed.server.ids.userIds.citra!, PIN: '333333' });
      expect(citra.statusCode).toBe(403);
      expect(citra.json().data[0].field).toBe('Approval.UserId');
      expect(await bed.countPayments(sold.Id)).toBe(0);
      const paid = await payAsAni(sold, budi);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await statusOf(sold.Id)).toBe(PurchaseMembershipStatus.PAID);
    });
  });
});

describe('PUT /qr/editPaymentMethod: change payment method (20) with a supervisor', () => {
  it('is refused to Ani (her role lacks 20) without an approval, and done with Budi’s PIN', async () => {
    const sold = await bed.sellNew('Silver');
    expect((await bed.payMembership(sold, bed.cash(sold.Total))).statusCode).toBe(200);
    const qris = { Id: sold.Id, PaymentDetails: [{ OutletPaymentMethodId: bed.method('QRIS'), Amount: sold.Total }] };
    const refused = await put('/qr/editPaymentMethod', qris);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Sorry, you don't have access to change the payment method");
    const wrongPin = await put('/qr/editPaymentMethod', { ...qris, Approval: { ...budi, PIN: '999999' } });
    expect(wrongPin.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongPin.statusCode).toBeLessThan(500);
    const changed = await put('/qr/editPaymentMethod', { ...qris, Approval: budi });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as PurchaseMembership).Payment?.PaymentDetails).toMatchObject([{ Name: 'QRIS', Amount: sold.Total }]);
  });
});
