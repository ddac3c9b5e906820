import type { SummaryCharts } from '@kasir/contracts';
import { MS_PER_DAY, MS_PER_HOUR, REPORT_CHART_TOP_PRODUCTS, formatOutletDate, getOffsetMs } from '@kasir/domain';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { ReportRange } from '@kasir/domain';
import type { HourBucket, PaymentMethodFigure, SoldLineFigure } from './reports.repository.ts';

const HOURS_PER_DAY = 24;

/**
 * Our charts (beyond the spec): settled orders by outlet hour of day (all 24) and by outlet
 * day (every day of the range, zeros included), the top products and the payment method mix.
 */
export function presentCharts(input: { range: ReportRange; timeZoneHours: number; byHour: readonly HourBucket[]; soldLines: readonly SoldLineFigure[]; payments: readonly PaymentMethodFigure[] }): SummaryCharts {
  const offsetMs = getOffsetMs(input.timeZoneHours);
  const hours = Array.from({ length: HOURS_PER_DAY }, () => ({ orders: 0, total: 0 }));
  const days = new Map<string, { orders: number; total: number }>();
  const lastDay = formatOutletDate(new Date(input.range.toExclusive.getTime() - 1), input.timeZoneHours);
  for (let day = input.range.from.getTime(); ; day += MS_PER_DAY) {
    const date = formatOutletDate(new Date(day), input.timeZoneHours);
    days.set(date, { orders: 0, total: 0 });
    if (date >= lastDay) break;
  }
  for (const bucket of input.byHour) {
    const instant = new Date(`${bucket.utcHour}:00:00.000Z`);
    // Whole-hour offsets keep a UTC hour inside one outlet hour; a half-hour zone lands on the hour it starts in.
    const hour = Math.floor(((instant.getTime() + offsetMs) % MS_PER_DAY) / MS_PER_HOUR);
    const slot = hours[hour];
    if (slot) {
      slot.orders += bucket.orders;
      slot.total += bucket.total;
    }
    const day = days.get(formatOutletDate(instant, input.timeZoneHours));
    if (day) {
      day.orders += bucket.orders;
      day.total += bucket.total;
    }
  }
  const products = new Map<string, { quantity: number; amount: number }>();
  for (const line of input.soldLines) {
    const entry = products.get(line.name) ?? { quantity: 0, amount: 0 };
    products.set(line.name, { quantity: entry.quantity + line.quantity, amount: entry.amount + line.amount });
  }
  const top = [...products]
    .sort(([firstName, first], [secondName, second]) => second.amount - first.amount || firstName.localeCompare(secondName))
    .slice(0, REPORT_CHART_TOP_PRODUCTS);
  const methods = new Map<string, number>();
  for (const payment of input.payments) if (!payment.isNoSales) methods.set(payment.name, (methods.get(payment.name) ?? 0) + payment.amount);
  return {
    ByHour: hours.map((slot, hour) => ({ Hour: hour, Orders: slot.orders, Total: toWireAmount(slot.total) })),
    ByDay: [...days].map(([date, day]) => ({ Date: date, Orders: day.orders, Total: toWireAmount(day.total) })),
    TopProducts: top.map(([name, entry]) => ({ Name: name, Quantity: entry.quantity, Total: toWireAmount(entry.amount) })),
    PaymentMethods: [...methods].map(([name, amount]) => ({ Name: name, Total: toWireAmount(amount) })),
  };
}
