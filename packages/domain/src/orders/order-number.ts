import { formatOutletDate } from '../time/outlet-day.ts';

/** Our limit (the spec shows none): keeps quantity × price well inside safe integers. */
export const MAX_LINE_QUANTITY = 10_000;

/** Digits of the daily sequence; a busy outlet makes far fewer than 10 000 orders a day. */
const SEQUENCE_DIGITS = 4;

/** The business day an order belongs to: the outlet-time calendar date (YYYY-MM-DD). */
export function getBusinessDate(instant: Date, timeZoneHours: number): string {
  return formatOutletDate(instant, timeZoneHours);
}

/**
 * Order number of the n-th order of an outlet's business day: 'ORD-20261123-0001'. It is
 * unique per outlet and day (the counter row hands out n) and fits the receipt's 24
 * characters; a day past 9999 orders simply grows a digit.
 */
export function formatOrderNumber(businessDate: string, sequence: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(businessDate)) throw new RangeError(`Not a business date: ${businessDate}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Order sequence must be a whole number ≥ 1: ${sequence}`);
  return `ORD-${businessDate.replaceAll('-', '')}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}
