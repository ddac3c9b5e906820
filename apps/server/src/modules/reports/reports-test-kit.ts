import { expect } from 'vitest';
import type { RowsSection, KeyValueSection, SummaryReport } from '@kasir/contracts';
import { formatOutletDate, MS_PER_DAY } from '@kasir/domain';

/** Money on the wire is rupiah with at most two decimals: compare in hundredths, never in floats. */
export const hundredths = (rupiah: number) => Math.round(rupiah * 100);

/** 'YYYY-MM-DD' of the outlet day `daysAgo` days before today (outlet time, +7 in the demo). */
export const outletDay = (daysAgo = 0, timeZoneHours = 7) => formatOutletDate(new Date(Date.now() - daysAgo * MS_PER_DAY), timeZoneHours);

export const reportQuery = (fromDate: string, toDate: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ fromDate, toDate, ...extra }).toString();

export const rowsOf = (report: SummaryReport, title: string): RowsSection => {
  const section = report[title];
  expect(section, `section ${title}`).toBeDefined();
  return section as RowsSection;
};
export const keyValuesOf = (report: SummaryReport, title: string): KeyValueSection => {
  const section = report[title];
  expect(section, `section ${title}`).toBeDefined();
  return section as KeyValueSection;
};
export const rowNamed = (section: RowsSection, name: string) => section.Data.find((row) => row.Name === name);
export const sumHundredths = (values: readonly number[]) => values.reduce((total, value) => total + hundredths(value), 0);
