import '@mantine/dates/styles.css';
import { useState } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_REPORT_MAX_DAYS } from '@kasir/domain';
import { firstShownMonth, pickableDays, type ReportDays } from './report-range.ts';

/**
 * Spec §2 date-range picker: range mode, no time, no day after today, at most
 * SUMMARY_REPORT_MAX_DAYS days (after the first pick the days beyond are disabled), not
 * clearable, no shortcuts (so no 'today'), applied as soon as both ends are picked.
 */
export function ReportRangePicker({ days, today, onChange }: { days: ReportDays; today: string; onChange(days: ReportDays): void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<[string | null, string | null]>([days.fromDate, days.toDate]);
  // The two months shown: the one before the range's end and the end's own, so the past is in view.
  const [shownMonth, setShownMonth] = useState(() => firstShownMonth(days.toDate));
  const { minDate, maxDate } = pickableDays(picked, today);
  return (
    <DatePickerInput
      type="range"
      value={picked}
      onChange={(value) => {
        setPicked(value);
        if (value[0] !== null && value[1] !== null) onChange({ fromDate: value[0], toDate: value[1] });
      }}
      // A half-picked range closed unfinished goes back to the range on show.
      onDropdownClose={() => setPicked((current) => (current[1] === null ? [days.fromDate, days.toDate] : current))}
      allowSingleDateInRange
      clearable={false}
      minDate={minDate}
      maxDate={maxDate}
      numberOfColumns={2}
      columnsToScroll={1}
      date={shownMonth}
      onDateChange={setShownMonth}
      // Two months side by side: a day shows once, in its own month.
      hideOutsideDates
      valueFormat="DD/MM/YYYY"
      leftSection={<IconCalendar size={18} />}
      label={t('reports.range')}
      description={t('reports.rangeHint', { days: SUMMARY_REPORT_MAX_DAYS })}
      ariaLabels={{ previousMonth: t('reports.previousMonth'), nextMonth: t('reports.nextMonth') }}
      w={300}
      data-testid="report-range"
    />
  );
}
