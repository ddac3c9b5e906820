import type { CodeValue } from '../codes/enum-helpers.ts';
import { MEMBER_EXPIRY_WARNING_DAYS } from '../limits.ts';
import { MS_PER_DAY, MS_PER_HOUR } from './outlet-day.ts';

export const MemberExpiryStatus = { ACTIVE: 'ACTIVE', EXPIRING: 'EXPIRING', EXPIRED: 'EXPIRED' } as const;
export type MemberExpiryStatusValue = CodeValue<typeof MemberExpiryStatus>;

export type MemberExpiry =
  | { readonly status: typeof MemberExpiryStatus.ACTIVE; readonly daysLeft: number }
  | {
      readonly status: typeof MemberExpiryStatus.EXPIRING;
      readonly daysLeft: number;
      /** Set under one day left, when the warning shows hours instead (spec §4). */
      readonly hoursLeft: number | null;
    }
  | { readonly status: typeof MemberExpiryStatus.EXPIRED };

/**
 * Spec §4 member expiry: a warning with 0 to 10 days left, hours shown under one day,
 * expired once the expiry has passed. Days and hours are whole ones left, counted from
 * the exact expiry instant (ExpiredDate), so "0 days, 5 hours" means just that.
 */
export function classifyMemberExpiry(now: Date, expiresAt: Date): MemberExpiry {
  const leftMs = expiresAt.getTime() - now.getTime();
  if (Number.isNaN(leftMs)) throw new RangeError('Invalid date');
  if (leftMs < 0) return { status: MemberExpiryStatus.EXPIRED };
  const daysLeft = Math.floor(leftMs / MS_PER_DAY);
  if (daysLeft > MEMBER_EXPIRY_WARNING_DAYS) return { status: MemberExpiryStatus.ACTIVE, daysLeft };
  return {
    status: MemberExpiryStatus.EXPIRING,
    daysLeft,
    hoursLeft: daysLeft === 0 ? Math.floor(leftMs / MS_PER_HOUR) : null,
  };
}
