import type { SummaryCharts } from '@kasir/contracts';

type HourFigure = SummaryCharts['ByHour'][number];
type MethodFigure = SummaryCharts['PaymentMethods'][number];

const PERCENT = 100;
/** Shares show one decimal: enough to tell 33,3 % from 33,4 % in a legend. */
const SHARE_DECIMALS = 1;

/** Hours labelled '08:00' for the axis; the table lists only the hours that sold something. */
export function chartHours(byHour: readonly HourFigure[]): { all: Array<HourFigure & { label: string }>; withSales: Array<HourFigure & { label: string }> } {
  const all = byHour.map((hour) => ({ ...hour, label: `${String(hour.Hour).padStart(2, '0')}:00` }));
  return { all, withSales: all.filter((hour) => hour.Orders > 0 || hour.Total !== 0) };
}

/**
 * Each method's share of the total, largest first. Methods with nothing (or a net refund) are
 * left out: a pie has no negative slices. A share is a display ratio, never money.
 */
export function paymentShares(methods: readonly MethodFigure[]): Array<MethodFigure & { percent: number }> {
  const positive = methods.filter((method) => method.Total > 0).sort((left, right) => right.Total - left.Total);
  const sum = positive.reduce((total, method) => total + method.Total, 0);
  const scale = 10 ** SHARE_DECIMALS;
  return positive.map((method) => ({ ...method, percent: sum === 0 ? 0 : Math.round((method.Total / sum) * PERCENT * scale) / scale }));
}
