import { classifyMemberExpiry, type MemberExpiry } from '@kasir/domain';
import type { Member } from '@kasir/contracts';

/**
 * The expiry to show for a member (spec §4): of their memberships with this owner, the one that
 * lasts longest; null when they are not a member or it never ends.
 */
export function memberExpiryOf(member: Pick<Member, 'MemberOwners'>, now: Date): MemberExpiry | null {
  const memberships = member.MemberOwners.filter((owner) => owner.IsMember);
  if (memberships.length === 0) return null;
  if (memberships.some((owner) => owner.ExpiredDate === null || owner.ExpiredDate === '')) return null;
  const ends = memberships.map((owner) => Date.parse(owner.ExpiredDate ?? '')).filter((end) => !Number.isNaN(end));
  if (ends.length === 0) return null;
  return classifyMemberExpiry(now, new Date(Math.max(...ends)));
}

/** Whether the customer holds a membership of this owner at all (a walk-in customer does not). */
export function isMemberOfOwner(member: Pick<Member, 'MemberOwners'>): boolean {
  return member.MemberOwners.some((owner) => owner.IsMember);
}
