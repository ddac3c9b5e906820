import { codeName, PurchaseMembershipStatus, PurchaseMembershipType } from '@kasir/domain';
import type { PurchaseMembership } from '@kasir/contracts';

/** The i18n key of a purchase type (memberships.type.NEW / EXTEND); an unknown code reads as UNKNOWN. */
export function purchaseTypeKey(type: number): string {
  return String(codeName(PurchaseMembershipType, type) ?? 'UNKNOWN');
}

/** The i18n key of a purchase status (memberships.status.PENDING / PAID / CANCELLED). */
export function purchaseStatusKey(status: number): string {
  return String(codeName(PurchaseMembershipStatus, status) ?? 'UNKNOWN');
}

/** Mantine colours of the statuses: pending waits (orange), paid is done (teal), cancelled is grey. */
export const statusColor: Readonly<Record<number, string>> = {
  [PurchaseMembershipStatus.PENDING]: 'orange',
  [PurchaseMembershipStatus.PAID]: 'teal',
  [PurchaseMembershipStatus.CANCELLED]: 'gray',
};

/** Who a purchase is for: the member once there is one, else the customer who signed up or was typed at the till. */
export function purchaserName(purchase: Pick<PurchaseMembership, 'Member' | 'PurchaseMembershipDetails'>): string {
  return purchase.Member?.Name ?? purchase.PurchaseMembershipDetails[0]?.Name ?? '-';
}

export function purchaserPhone(purchase: Pick<PurchaseMembership, 'PurchaseMembershipDetails'>): string {
  return purchase.PurchaseMembershipDetails[0]?.PhoneNumber ?? '';
}
