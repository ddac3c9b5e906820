import { expect } from 'vitest';
import type { AdminPromo, PromoBody, PromoOffered } from '@kasir/contracts';
import { PromoBaseOn, PromoDeductFrom, PromoDiscountType, PromoType, formatOutletDate } from '@kasir/domain';
import { openPaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';

const JAKARTA = 7;
const DAY_MS = 86_400_000;

/** Outlet dates around today (Jakarta time, like the demo outlets). */
export const outletDay = (offsetDays = 0) => formatOutletDate(new Date(Date.now() + offsetDays * DAY_MS), JAKARTA);
/** The outlet's weekday (Sunday 0) and hour now. */
export function outletNow(now = new Date()) {
  const local = new Date(now.getTime() + JAKARTA * 3_600_000);
  return { day: local.getUTCDay(), hour: local.getUTCHours() };
}

/** The payment-admin testbed (owner, Ani on shift at Kopi Senja, a second owner) with promo helpers. */
export async function openPromoAdminTestbed() {
  const bed = await openPaymentAdminTestbed();
  const transactionPromo = (extra: Partial<PromoBody> = {}): PromoBody => ({
    Name: 'Weekend 10%',
    PromoType: PromoType.TRANSACTION,
    DiscountType: PromoDiscountType.PERCENTAGE,
    DiscountValue: 10,
    BaseOn: PromoBaseOn.PRICE,
    DeductFrom: PromoDeductFrom.SUB_TOTAL,
    StartDate: outletDay(-1),
    EndDate: outletDay(30),
    OutletIds: [bed.outlet],
    ...extra,
  });
  const createPromo = async (body: PromoBody, key?: string): Promise<AdminPromo> => {
    const answer = await bed.owner('POST', '/promoAdmin', body, key ? bed.withKey(key) : {});
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as AdminPromo;
  };
  const offered = async (): Promise<PromoOffered[]> => {
    const answer = await bed.asCashier('GET', '/outletPromo/active');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as PromoOffered[];
  };
  return { ...bed, transactionPromo, createPromo, offered };
}

export type PromoAdminTestbed = Awaited<ReturnType<typeof openPromoAdminTestbed>>;
