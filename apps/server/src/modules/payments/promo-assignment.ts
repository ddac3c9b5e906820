import type { Insertable } from 'kysely';
import { PromoRejection, PromoType, ServerMessage, formatOutletDate, isMembershipExpired, membershipExpiredMessage, toHundredths, type OrderTotals } from '@kasir/domain';
import type { OrderPromosTable } from '../../db/schema-payments.ts';
import { AppError, invalidField, notFound } from '../../platform/app-error.ts';
import { memberBalances } from '../members/member-balances.repository.ts';
import type { Executor, OrderPromoRow } from './payments.repository.ts';
import { loadPromos, type LoadedPromo } from './promos.repository.ts';

export type PromoRef = { OutletPromoId: number };
export type VoucherRef = { MemberVoucherId: number; OutletPromoId: number };
/** A promo as assigned to an order: the promo and, for a member voucher, the voucher. */
export type AssignedPromo = { promo: LoadedPromo; voucherId: number | null };

/** Rejections that mean the promo's own terms fail (as opposed to "nothing left to take"). */
export const TERM_REJECTIONS: readonly string[] = [
  PromoRejection.UNAVAILABLE,
  PromoRejection.LIMIT_REACHED,
  PromoRejection.BELOW_MINIMUM_PURCHASE,
  PromoRejection.ABOVE_MAXIMUM_PURCHASE,
  PromoRejection.PAYMENT_METHOD_NOT_ELIGIBLE,
  PromoRejection.NO_ELIGIBLE_PRODUCT,
];

/**
 * Checks the promos and vouchers a client names against the server's own data: promos of this
 * outlet of the PRODUCT or TRANSACTION type; vouchers of the order's member, unused, valid
 * today, of a VOUCHER promo matching OutletPromoId; each promo once (one voucher per promo).
 * Answers them in the order given, promos first.
 */
export async function resolveAssignment(
  executor: Executor,
  input: { ownerId: number; outletId: number; timeZone: number; memberId: number | null; promos: readonly PromoRef[]; vouchers: readonly VoucherRef[]; now: Date },
): Promise<AssignedPromo[]> {
  const ids = [...input.promos.map((ref) => ref.OutletPromoId), ...input.vouchers.map((ref) => ref.OutletPromoId)];
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (seen.has(id)) throw invalidField(index < input.promos.length ? `Promos[${index}].OutletPromoId` : `Vouchers[${index - input.promos.length}].OutletPromoId`, 'Each promo can be applied once');
    seen.add(id);
  });
  const loaded = await loadPromos(executor, input.outletId, { ids }, input.now);
  const byId = new Map(loaded.map((promo) => [promo.row.id, promo]));
  const assigned: AssignedPromo[] = input.promos.map((ref, index) => {
    const promo = byId.get(ref.OutletPromoId);
    if (!promo || promo.row.promo_type === PromoType.VOUCHER) throw new AppError('NOT_FOUND', `Promo ${ref.OutletPromoId} not found`, [{ field: `Promos[${index}].OutletPromoId`, error: 'Not Found' }]);
    return { promo, voucherId: null };
  });
  if (input.vouchers.length === 0) return assigned;
  if (input.memberId === null) throw invalidField('Vouchers', 'A voucher needs the order to have a member');
  // An expired membership spends no vouchers (ADR 0013).
  const member = await memberBalances.findMember(executor, input.ownerId, input.memberId);
  if (member && isMembershipExpired(member.expired_at, input.now)) throw invalidField('MemberId', membershipExpiredMessage(member.name));
  const vouchers = await memberBalances.findVouchers(executor, input.ownerId, input.vouchers.map((ref) => ref.MemberVoucherId));
  const today = formatOutletDate(input.now, input.timeZone);
  input.vouchers.forEach((ref, index) => {
    const field = `Vouchers[${index}].MemberVoucherId`;
    const voucher = vouchers.find((candidate) => candidate.id === ref.MemberVoucherId);
    if (!voucher) throw new AppError('NOT_FOUND', `Voucher ${ref.MemberVoucherId} not found`, [{ field, error: 'Not Found' }]);
    if (voucher.member_id !== input.memberId) throw new AppError('FORBIDDEN', 'This voucher belongs to another member', [{ field, error: 'This voucher belongs to another member' }]);
    if (voucher.used_payment_id !== null) throw new AppError('CONFLICT', 'This voucher has already been used', [{ field, error: 'This voucher has already been used' }]);
    if (voucher.revoked_at !== null) throw invalidField(field, ServerMessage.VOUCHER_REVOKED);
    if (voucher.expired_date < today) throw invalidField(field, 'This voucher has expired');
    const promo = byId.get(ref.OutletPromoId);
    // The voucher is of a promo group: any outlet's row of that group takes it (ADR 0024).
    const isOfPromo = promo !== undefined && (voucher.promo_group_id ?? voucher.promo_id) === (promo.row.promo_group_id ?? promo.row.id);
    if (!promo || !isOfPromo || promo.row.promo_type !== PromoType.VOUCHER) throw invalidField(`Vouchers[${index}].OutletPromoId`, 'The voucher is not of this promo');
    assigned.push({ promo, voucherId: voucher.id });
  });
  return assigned;
}

/** The order's stored assignment, re-read for a repricing (promo inputs at the current time). */
export async function loadAssignment(executor: Executor, outletId: number, rows: readonly OrderPromoRow[], now: Date): Promise<AssignedPromo[]> {
  const loaded = await loadPromos(executor, outletId, { ids: rows.map((row) => row.outlet_promo_id) }, now);
  return rows.flatMap((row) => {
    const promo = loaded.find((candidate) => candidate.row.id === row.outlet_promo_id);
    return promo ? [{ promo, voucherId: row.member_voucher_id }] : [];
  });
}

/** The order_promos rows of an assignment with what pricing gave each promo. */
export function orderPromoRows(orderId: number, assigned: readonly AssignedPromo[], totals: OrderTotals): Insertable<OrderPromosTable>[] {
  return assigned.map(({ promo, voucherId }, position) => {
    const outcome = totals.promos.find((candidate) => candidate.promoId === promo.row.id);
    return {
      order_id: orderId,
      outlet_promo_id: promo.row.id,
      member_voucher_id: voucherId,
      promo_name: promo.row.name,
      promo_type: promo.row.promo_type,
      base_on: promo.row.base_on,
      discount: outcome ? toHundredths(outcome.discount) + toHundredths(outcome.cashback) : 0,
      rejection: outcome?.rejection ?? null,
      position,
    };
  });
}

/** Refuses a payment whose promos fail their terms (spec §5 / issue: a promo whose terms fail). */
export function refuseFailedTerms(assigned: readonly AssignedPromo[], totals: OrderTotals): void {
  for (const [index, { promo }] of assigned.entries()) {
    const outcome = totals.promos.find((candidate) => candidate.promoId === promo.row.id);
    if (outcome?.rejection && TERM_REJECTIONS.includes(outcome.rejection)) {
      const message = `Promo ${promo.row.name} cannot be applied: ${outcome.rejection}`;
      throw new AppError('VALIDATION_ERROR', message, [{ field: `Promos[${index}].OutletPromoId`, error: message }]);
    }
  }
}

export const notFoundOrder = (orderId: number) => notFound(`Order ${orderId}`);
