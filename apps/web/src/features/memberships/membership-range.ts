import { MS_PER_DAY } from '@kasir/domain';

/** The list opens on the last week of outlet days (today and the six before), where the pending purchases are. */
export const MEMBERSHIP_LIST_DEFAULT_DAYS = 7;

/** A calendar day moved by whole days (read as UTC, so no zone shifts it). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** [from, to] as YYYY-MM-DD outlet days ending today. */
export function defaultMembershipRange(today: string): [string, string] {
  return [addDays(today, -(MEMBERSHIP_LIST_DEFAULT_DAYS - 1)), today];
}
