/** Digits a 24-hour 'HH:mm' holds. */
const TIME_DIGITS = 4;
const COMPLETE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What the end-time field shows for what was typed: digits only, a colon after the hours,
 * always 24-hour ('2130' → '21:30'); a pasted '21:30' reads the same.
 */
export function formatTypedTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, TIME_DIGITS);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** A whole 'HH:mm' from 00:00 to 23:59. */
export function isCompleteTime(text: string): boolean {
  return COMPLETE_TIME.test(text);
}

/** Typed but not a time yet (or not one at all): the field says so. Empty is no end time. */
export function isUnfinishedTime(text: string): boolean {
  return text.trim() !== '' && !isCompleteTime(text.trim());
}

/** The outlet's offset from UTC as the hint shows it: +7, -3, +5:30. */
export function formatUtcOffset(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const minutes = totalMinutes % 60;
  return `${sign}${Math.floor(totalMinutes / 60)}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}
