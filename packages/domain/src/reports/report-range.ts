import { ServerMessage } from '../codes/server-messages.ts';
import { fillMessage } from '../codes/messages.ts';
import { SUMMARY_REPORT_MAX_DAYS } from '../limits.ts';
import { MS_PER_SECOND, countWholeDaysBetween, endOfOutletDay, getOutletInstant } from '../time/outlet-day.ts';
import { parseTimeOfDay } from '../time/time-of-day.ts';

/** A report's instants: from inclusive, to exclusive (the second after the last one asked for). */
export type ReportRange = { from: Date; toExclusive: Date };
export type ReportRangeResult = { range: ReportRange } | { field: 'fromDate' | 'toDate'; error: string };

const SECONDS_END_OF_DAY = 24 * 60 * 60 - 1;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in outlet time; a bare date is its start (from) or end (to). */
function parseOutletDateTime(text: string, edge: 'start' | 'end', timeZoneHours: number): Date | null {
  const [date = '', time] = text.split(' ');
  const seconds = time === undefined ? (edge === 'start' ? 0 : SECONDS_END_OF_DAY) : parseTimeOfDay(time);
  if (seconds === null) return null;
  return getOutletInstant(date, seconds, timeZoneHours);
}

/**
 * Spec §2/§5 summary report range: at most SUMMARY_REPORT_MAX_DAYS calendar days (outlet
 * time), the end not after today, the start not after the end. Names the field at fault, with
 * a text of the message table (the client shows it in the cashier's language).
 */
export function parseReportRange(fromText: string, toText: string, now: Date, timeZoneHours: number): ReportRangeResult {
  const from = parseOutletDateTime(fromText, 'start', timeZoneHours);
  if (from === null) return { field: 'fromDate', error: ServerMessage.MUST_BE_REAL_DATE };
  const to = parseOutletDateTime(toText, 'end', timeZoneHours);
  if (to === null) return { field: 'toDate', error: ServerMessage.MUST_BE_REAL_DATE };
  if (to.getTime() > endOfOutletDay(now, timeZoneHours).getTime()) return { field: 'toDate', error: ServerMessage.MUST_NOT_BE_AFTER_TODAY };
  if (from.getTime() > to.getTime()) return { field: 'fromDate', error: ServerMessage.MUST_NOT_BE_AFTER_TO };
  if (countWholeDaysBetween(from, to, timeZoneHours) + 1 > SUMMARY_REPORT_MAX_DAYS) {
    return { field: 'toDate', error: fillMessage(ServerMessage.REPORT_RANGE_TOO_LONG, { days: String(SUMMARY_REPORT_MAX_DAYS) }) };
  }
  return { range: { from, toExclusive: new Date(to.getTime() + MS_PER_SECOND) } };
}
