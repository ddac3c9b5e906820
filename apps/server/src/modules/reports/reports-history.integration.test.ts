import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSectionTitle as T } from '@kasir/domain';
import type { SummaryCharts, SummaryReport } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { HISTORY_DAYS } from '../../db/seed/seed-history-plan.ts';
import { hundredths, keyValuesOf, outletDay, reportQuery, rowsOf, sumHundredths } from './reports-test-kit.ts';

const DAYS_PER_WEEK = 7;

/** The demo's 45 days of history (SEED_HISTORY=1) read back through the report calls, as an owner would. */
describe('reports over the demo history', () => {
  let server: TestServer;
  let ownerToken: string;

  beforeAll(async () => {
    server = await startTestServer({ SEED_HISTORY: '1' });
    ownerToken = (await signIn(server)).ownerToken;
  });
  afterAll(async () => {
    await server.stop();
  });

  const get = async <T>(outletId: number, path: string): Promise<T> => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/report/${path}`, headers: { ...bearer(ownerToken), outletid: String(outletId) } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as T;
  };

  it('gives a non-empty report for every past week, whose days and payment methods add up to it', async () => {
    const weeks = Math.floor(HISTORY_DAYS / DAYS_PER_WEEK);
    for (const outletId of [server.ids.outletIds.kopiSenja, server.ids.outletIds.grillChill]) {
      for (let week = 0; week < weeks; week += 1) {
        const toDaysAgo = 1 + week * DAYS_PER_WEEK;
        const range = reportQuery(outletDay(toDaysAgo + DAYS_PER_WEEK - 1), outletDay(toDaysAgo));
        const report = await get<SummaryReport>(outletId, `summarySalesReport?${range}`);
        const revenue = keyValuesOf(report, T.REVENUE);
        expect(revenue.Total, `outlet ${outletId} week ${week}`).toBeGreaterThan(0);
        for (const title of [T.PAYMENT, T.SOLD_PRODUCT, T.CATEGORY, T.REVENUE_PER_SECTION]) expect(rowsOf(report, title).Data.length, title).toBeGreaterThan(0);
        // Every figure once: the lines of REVENUE make its total; the week is the sum of its days.
        expect(sumHundredths(Object.values(revenue.Data))).toBe(hundredths(revenue.Total!));
        for (const section of rowsOf(report, T.REVENUE_PER_SECTION).Data) {
          expect(sumHundredths((section.Payments ?? []).map((payment) => payment.Total)), section.Name).toBe(hundredths(section.Total));
        }
        const charts = await get<SummaryCharts>(outletId, `summarySalesCharts?${range}`);
        expect(charts.ByDay).toHaveLength(DAYS_PER_WEEK);
        expect(sumHundredths(charts.ByDay.map((day) => day.Total))).toBe(hundredths(rowsOf(report, T.REVENUE_PER_SECTION).Total!));
        expect(sumHundredths(charts.ByHour.map((hour) => hour.Total))).toBe(hundredths(rowsOf(report, T.REVENUE_PER_SECTION).Total!));
      }
    }
  });

  it('a range of 31 days of history answers; the payment report of a past day matches the summary of that day', async () => {
    const outletId = server.ids.outletIds.kopiSenja;
    const month = await get<SummaryReport>(outletId, `summarySalesReport?${reportQuery(outletDay(31), outletDay(1))}`);
    expect(keyValuesOf(month, T.REVENUE).Total).toBeGreaterThan(0);
    const day = reportQuery(outletDay(3), outletDay(3));
    const summary = await get<SummaryReport>(outletId, `summarySalesReport?${day}`);
    const payments = await get<SummaryReport>(outletId, `paymentReport?${day}`);
    expect(payments[T.PAYMENT]).toEqual(summary[T.PAYMENT]);
    expect(payments[T.NO_SALES_PAYMENT]).toEqual(summary[T.NO_SALES_PAYMENT]);
  });
});
