import type { ReportSection, SummaryReport } from '@kasir/contracts';
import {
  PRINTED_REPORT_LABEL,
  ReportLabel,
  ReportSectionTitle,
  RoundingMode,
  formatNumber,
  moneyFromHundredths,
  scaleMoney,
  toHundredths,
  type PrintedReportSection,
  type ReportSectionTitleValue,
  type ShiftReportRow,
} from '@kasir/domain';
import { toWireAmount } from '../shifts/shifts.presenter.ts';
import type { NamedFigure, OutstandingFigures, PaymentMethodFigure, RefundFigures, RevenueFigures, SoldLineFigure, VoidFigure, CashFlowFigures } from './reports.repository.ts';

/**
 * A section before it takes a wire shape or a slip: rows of hundredths (amount) or plain
 * counts (count). One model feeds the JSON of spec §3 and the printed slip, so they agree.
 */
export type ModelRow = { label: string; amount?: number; count?: number; quantity?: number; payments?: NamedFigure[] };
export type SectionShape = 'keyValue' | 'list' | 'rows' | 'void';
export type SectionModel = { title: ReportSectionTitleValue; shape: SectionShape; rows: ModelRow[]; total?: number };

export type SummaryFigures = {
  revenue: RevenueFigures;
  payments: PaymentMethodFigure[];
  perSection: NamedFigure[];
  soldLines: SoldLineFigure[];
  compliments: NamedFigure[];
  discounts: NamedFigure[];
  refunds: RefundFigures;
  voids: VoidFigure[];
  cashFlows: CashFlowFigures;
  outstanding: OutstandingFigures;
  memberships: NamedFigure[];
};

const sumOf = (rows: ReadonlyArray<{ amount: number }>) => rows.reduce((total, row) => total + row.amount, 0);
const namedRows = (rows: readonly NamedFigure[]): ModelRow[] =>
  rows.map((row) => ({ label: row.name, quantity: row.quantity, amount: row.amount, ...(row.payments === undefined ? {} : { payments: row.payments }) }));
const rowsSection = (title: ReportSectionTitleValue, rows: ModelRow[], total = sumOf(rows.map((row) => ({ amount: row.amount ?? 0 })))): SectionModel => ({ title, shape: 'rows', rows, total });

/** Groups sold lines by a key (category, department), summing quantity and amount, in name order. */
function groupLines(lines: readonly SoldLineFigure[], keyOf: (line: SoldLineFigure) => string): NamedFigure[] {
  const groups = new Map<string, NamedFigure>();
  for (const line of lines) {
    const key = keyOf(line);
    const entry = groups.get(key) ?? { name: key, quantity: 0, amount: 0 };
    groups.set(key, { name: key, quantity: entry.quantity + line.quantity, amount: entry.amount + line.amount });
  }
  return [...groups.values()].sort((first, second) => first.name.localeCompare(second.name));
}

/** An average in hundredths, half up (a report figure, never charged). */
const averageOf = (total: number, count: number) => (count === 0 ? 0 : toHundredths(scaleMoney(moneyFromHundredths(total), 1, count, RoundingMode.HALF_UP)));

export function revenueSection(revenue: RevenueFigures, refunds: RefundFigures): SectionModel {
  return {
    title: ReportSectionTitle.REVENUE,
    shape: 'keyValue',
    rows: [
      { label: ReportLabel.GROSS_SALES, amount: revenue.subtotal },
      { label: ReportLabel.DISCOUNT, amount: -revenue.discount },
      { label: ReportLabel.CHARGES, amount: revenue.charges },
      { label: ReportLabel.ROUNDING, amount: revenue.rounding },
      { label: ReportLabel.NO_SALES, amount: -revenue.noSales },
      { label: ReportLabel.REFUND, amount: -refunds.amount },
    ],
    // Net: what the settled orders brought in, less what No Sales methods covered and refunds gave back.
    total: revenue.total - revenue.noSales - refunds.amount,
  };
}

export function paymentSection(payments: readonly PaymentMethodFigure[], isNoSales: boolean): SectionModel {
  const rows = payments.filter((row) => row.isNoSales === isNoSales).map((row) => ({ label: row.name, quantity: row.count, amount: row.amount }));
  return rowsSection(isNoSales ? ReportSectionTitle.NO_SALES_PAYMENT : ReportSectionTitle.PAYMENT, rows);
}

export function noSalesSection(payments: readonly PaymentMethodFigure[]): SectionModel {
  const noSales = payments.filter((row) => row.isNoSales);
  const rows = noSales.length === 0 ? [] : [{ label: ReportLabel.NO_SALES, quantity: noSales.reduce((count, row) => count + row.count, 0), amount: sumOf(noSales) }];
  return rowsSection(ReportSectionTitle.NO_SALES, rows);
}

export const categorySection = (lines: readonly SoldLineFigure[]) => rowsSection(ReportSectionTitle.CATEGORY, namedRows(groupLines(lines, (line) => line.category)));
export const departmentSection = (lines: readonly SoldLineFigure[]) => rowsSection(ReportSectionTitle.DEPARTMENT, namedRows(groupLines(lines, (line) => line.department)));
export const soldProductSection = (lines: readonly SoldLineFigure[]) => rowsSection(ReportSectionTitle.SOLD_PRODUCT, namedRows(groupLines(lines, (line) => line.name)));

/** Promos by name; whatever of the orders' discount no promo explains is one 'Other Discount' row, so the total is the REVENUE discount. */
export function discountSection(discounts: readonly NamedFigure[], revenue: RevenueFigures): SectionModel {
  const rows = namedRows(discounts);
  const other = revenue.discount - sumOf(discounts);
  if (other !== 0) rows.push({ label: ReportLabel.OTHER_DISCOUNT, amount: other });
  return rowsSection(ReportSectionTitle.DISCOUNT, rows, revenue.discount);
}

export function visitorSection(revenue: RevenueFigures): SectionModel {
  return {
    title: ReportSectionTitle.VISITOR_STAT,
    shape: 'list',
    // Spec §3 shape 2 prints the currency on even entries: amounts sit at 0, 2, 4 and counts between.
    rows: [
      { label: ReportLabel.SALES, amount: revenue.total },
      { label: ReportLabel.PAX, count: revenue.pax },
      { label: ReportLabel.AVERAGE_PER_PAX, amount: averageOf(revenue.total, revenue.pax) },
      { label: ReportLabel.TRANSACTIONS, count: revenue.orders },
      { label: ReportLabel.AVERAGE_PER_TRANSACTION, amount: averageOf(revenue.total, revenue.orders) },
    ],
  };
}

export function outstandingSection(outstanding: OutstandingFigures): SectionModel {
  const rows: ModelRow[] = [];
  if (outstanding.unpaid.orders > 0) rows.push({ label: ReportLabel.UNPAID, quantity: outstanding.unpaid.orders, amount: outstanding.unpaid.due });
  if (outstanding.partiallyPaid.orders > 0) rows.push({ label: ReportLabel.PARTIALLY_PAID, quantity: outstanding.partiallyPaid.orders, amount: outstanding.partiallyPaid.due });
  return rowsSection(ReportSectionTitle.OUTSTANDING, rows);
}

export function voidSection(voids: readonly VoidFigure[]): SectionModel {
  return { title: ReportSectionTitle.VOID_CHECK, shape: 'void', rows: voids.map((row) => ({ label: row.orderNo, amount: row.amount })), total: sumOf(voids) };
}

export function refundSection(refunds: RefundFigures): SectionModel {
  return rowsSection(ReportSectionTitle.REFUND, namedRows(refunds.lines), refunds.amount);
}

/** Cash in and out of the drawer, and the cash part of refunds (it leaves the drawer too), signed. */
export function cashFlowSection(cashFlows: CashFlowFigures, refunds: RefundFigures): SectionModel {
  const rows = [
    { label: ReportLabel.CASH_IN, amount: cashFlows.cashIn },
    { label: ReportLabel.CASH_OUT, amount: -cashFlows.cashOut },
    { label: ReportLabel.CASH_REFUND, amount: -refunds.cashAmount },
  ];
  return { title: ReportSectionTitle.CASH_IN_OUT, shape: 'keyValue', rows, total: sumOf(rows) };
}

/** Every section of the summary sales report, in the order of SUMMARY_REPORT_SECTIONS. */
export function summarySections(figures: SummaryFigures): SectionModel[] {
  return [
    revenueSection(figures.revenue, figures.refunds),
    paymentSection(figures.payments, false),
    rowsSection(ReportSectionTitle.REVENUE_PER_SECTION, namedRows(figures.perSection)),
    categorySection(figures.soldLines),
    departmentSection(figures.soldLines),
    soldProductSection(figures.soldLines),
    discountSection(figures.discounts, figures.revenue),
    voidSection(figures.voids),
    refundSection(figures.refunds),
    rowsSection(ReportSectionTitle.COMPLIMENT, namedRows(figures.compliments)),
    noSalesSection(figures.payments),
    paymentSection(figures.payments, true),
    rowsSection(ReportSectionTitle.MEMBERSHIP, namedRows(figures.memberships)),
    cashFlowSection(figures.cashFlows, figures.refunds),
    visitorSection(figures.revenue),
    outstandingSection(figures.outstanding),
  ];
}

const wireValue = (row: ModelRow) => (row.amount !== undefined ? toWireAmount(row.amount) : (row.count ?? 0));

/** One section in its spec §3 shape. */
export function presentSection(model: SectionModel): ReportSection {
  const total = model.total === undefined ? {} : { Total: toWireAmount(model.total) };
  switch (model.shape) {
    case 'keyValue':
      return { Data: Object.fromEntries(model.rows.map((row) => [row.label, wireValue(row)])), ...total };
    case 'list':
      return model.rows.map((row) => ({ [row.label]: wireValue(row) }));
    case 'void':
      return { Data: model.rows.map((row) => ({ [row.label]: wireValue(row) })), ...total };
    case 'rows':
      return {
        Data: model.rows.map((row) => ({
          Name: row.label,
          Total: wireValue(row),
          ...(row.quantity === undefined ? {} : { Quantity: row.quantity }),
          ...(row.payments === undefined ? {} : { Payments: row.payments.map((payment) => ({ Name: payment.name, Quantity: payment.quantity, Total: toWireAmount(payment.amount) })) }),
        })),
        ...total,
      };
  }
}

/** data of the report calls: section title → section. */
export function presentReport(models: readonly SectionModel[]): SummaryReport {
  return Object.fromEntries(models.map((model) => [model.title, presentSection(model)]));
}

/** The same section on a slip: amounts as money, counts as plain numbers. */
export function printedSection(model: SectionModel): PrintedReportSection {
  const rows = model.rows.flatMap((row): ShiftReportRow[] => {
    const label = PRINTED_REPORT_LABEL[row.label] ?? row.label;
    const base = row.quantity === undefined ? { label } : { label, quantity: row.quantity };
    const own = row.amount !== undefined ? { ...base, amount: moneyFromHundredths(row.amount) } : { ...base, value: formatNumber(row.count ?? 0) };
    // A row's payments print under it, indented, as the modal's Payments sub-table shows them.
    const payments = (row.payments ?? []).map((payment) => ({ label: `  ${payment.name}`, quantity: payment.quantity, amount: moneyFromHundredths(payment.amount) }));
    return [own, ...payments];
  });
  return model.total === undefined ? { title: model.title, rows } : { title: model.title, rows, total: moneyFromHundredths(model.total) };
}
