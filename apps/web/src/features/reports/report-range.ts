import { formatOutletDate, MS_PER_DAY, SUMMARY_REPORT_MAX_DAYS } from '@kasir/domain';

/**
 * The summary report's date range (spec §2, §5): whole outlet days 'YYYY-MM-DD', at most
 * SUMMARY_REPORT_MAX_DAYS of them counting both ends, none after today on the outlet's clock;
 * sent as the first second of the first day to the last second of the last day.
 */
export type ReportDays = { fromDate: string; toDate: string };

const DAY_START = '00:00:00';
const DAY_END = '23:59:59';

/** A calendar day moved by whole days (the day string is read as UTC so no zone shifts it). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days of the range counting both ends: one day for a from = to range. */
export function countRangeDays(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

export function outletToday(now: Date, timeZoneHours: number): string {
  return formatOutletDate(now, timeZoneHours);
}

/** The range the modal opens on: today. */
export function todayRange(today: string): ReportDays {
  return { fromDate: today, toDate: today };
}

/** Whether the server would take the range: ordered, within the day limit, not after today. */
export function isRangeAllowed(range: ReportDays, today: string): boolean {
  const days = countRangeDays(range.fromDate, range.toDate);
  return days >= 1 && days <= SUMMARY_REPORT_MAX_DAYS && range.toDate <= today;
}

/**
 * The days the picker offers: never after today, and once the first end is picked only the
 * days that keep the range within the limit either side of it, so a 32nd day cannot be chosen.
 */
export function pickableDays(picked: readonly [string | null, string | null], today: string): { minDate?: string; maxDate: string } {
  const [first, second] = picked;
  if (first === null || second !== null) return { maxDate: today };
  const reach = SUMMARY_REPORT_MAX_DAYS - 1;
  const latest = addDays(first, reach);
  return { minDate: addDays(first, -reach), maxDate: latest < today ? latest : today };
}

/** The first of the month before `day`'s: the left of the picker's two months, `day`'s month on the right. */
export function firstShownMonth(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 1));
  return previous.toISOString().slice(0, 10);
}

/** The query the report calls take: outlet-time bounds of whole days. */
export function rangeQuery(range: ReportDays): { fromDate: string; toDate: string } {
  return { fromDate: `${range.fromDate} ${DAY_START}`, toDate: `${range.toDate} ${DAY_END}` };
}
