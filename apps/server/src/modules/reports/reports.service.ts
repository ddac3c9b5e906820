import type { PaymentReportQuery, SummaryCharts, SummaryReport, SummarySalesChartsQuery, SummarySalesReportQuery } from '@kasir/contracts';
import { ModuleType, ServerMessage, SpecMessage, fillMessage, parseReportRange, type ReportRange } from '@kasir/domain';
import { AppError, invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import type { ShiftsRepository } from '../shifts/shifts.repository.ts';
import { shiftNotStarted } from '../shifts/shifts.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { presentCharts } from './report-charts.ts';
import { loadSummaryFigures } from './report-figures.ts';
import type { ReportScope } from './report-scope.ts';
import { cashFlowSection, paymentSection, presentReport, refundSection, summarySections, type SectionModel } from './reports.presenter.ts';
import type { ReportsRepository } from './reports.repository.ts';

type Deps = {
  reports: ReportsRepository;
  outlets: OutletsService;
  users: Pick<UsersRepository, 'findById' | 'loadRoles'>;
  shifts: Pick<ShiftsRepository, 'findInOutlet' | 'findOpen'>;
  now?: () => Date;
};

/** A report's scope and what a slip says about it. */
export type ResolvedReport = { outlet: OutletRow; scope: ReportScope; cashierName: string | null };

/**
 * The report calls of spec §7 (issue 18): who may see them (the role's REPORT module, spec §6),
 * which outlet, range, shift and cashier they cover, then the figures of reports.repository.
 */
export function createReportsService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  /** Spec §6: reports follow the REPORT module (17) of the cashier's role; the owner sees everything. */
  async function assertReportAccess(auth: AuthContext): Promise<void> {
    if (auth.kind === 'owner') return;
    const user = auth.userId === null ? undefined : await deps.users.findById(auth.ownerId, auth.userId);
    const role = user?.role_id ? (await deps.users.loadRoles([user.role_id])).get(user.role_id) : undefined;
    if (!role?.moduleIds.includes(ModuleType.REPORT)) throw new AppError('FORBIDDEN', fillMessage(ServerMessage.NO_ACCESS_OTHER, { action: 'reports' }));
  }

  async function cashierOf(auth: AuthContext): Promise<{ id: number; name: string }> {
    if (auth.kind !== 'cashier' || auth.userId === null) throw invalidField('isCashier', ServerMessage.CHOOSE_CASHIER_FIRST);
    const user = await deps.users.findById(auth.ownerId, auth.userId);
    return { id: auth.userId, name: user?.name ?? '' };
  }

  function rangeOf(outlet: OutletRow, fromDate: string, toDate: string): ReportRange {
    const parsed = parseReportRange(fromDate, toDate, clock(), outlet.time_zone);
    if ('field' in parsed) throw invalidField(parsed.field, parsed.error);
    return parsed.range;
  }

  async function open(auth: AuthContext, outletHeader: number | null): Promise<OutletRow> {
    await assertReportAccess(auth);
    return deps.outlets.resolveOutlet(auth, outletHeader);
  }

  /** A range report (summary, charts): the range checked in outlet time, the caller's own orders when isCashier. */
  async function resolveRange(auth: AuthContext, outletHeader: number | null, query: { fromDate: string; toDate: string; isCashier?: boolean | undefined }): Promise<ResolvedReport & { range: ReportRange }> {
    const outlet = await open(auth, outletHeader);
    const range = rangeOf(outlet, query.fromDate, query.toDate);
    const cashier = query.isCashier === true ? await cashierOf(auth) : null;
    const scope: ReportScope = { outletId: outlet.id, fromIso: range.from.toISOString(), toIso: range.toExclusive.toISOString(), ...(cashier ? { cashierId: cashier.id } : {}) };
    return { outlet, scope, range, cashierName: cashier?.name ?? null };
  }

  /** A shift's scope: its own rows, and its hours for what carries no shift (voids). */
  function shiftScope(outletId: number, shift: { id: number; started_at: string; ended_at: string | null }, cashierId?: number): ReportScope {
    const toIso = shift.ended_at ?? new Date(clock().getTime() + 1).toISOString();
    return { outletId, fromIso: shift.started_at, toIso, shiftId: shift.id, ...(cashierId === undefined ? {} : { cashierId }) };
  }

  /** paymentReport: a shift's payments (shiftId) or a range's; isCashier narrows either to the caller's. */
  async function resolvePayments(auth: AuthContext, outletHeader: number | null, query: PaymentReportQuery): Promise<ResolvedReport> {
    const outlet = await open(auth, outletHeader);
    const cashier = query.isCashier === true ? await cashierOf(auth) : null;
    if (query.shiftId !== undefined) {
      const shift = await deps.shifts.findInOutlet(auth.ownerId, outlet.id, query.shiftId);
      if (!shift) throw new AppError('NOT_FOUND', SpecMessage.SHIFT_NOT_FOUND, [{ field: 'shiftId', error: SpecMessage.SHIFT_NOT_FOUND }]);
      return { outlet, scope: shiftScope(outlet.id, shift, cashier?.id), cashierName: cashier?.name ?? shift.user_name };
    }
    if (query.fromDate === undefined) throw invalidField('fromDate', ServerMessage.REQUIRED_WITHOUT_SHIFT);
    if (query.toDate === undefined) throw invalidField('toDate', ServerMessage.REQUIRED_WITHOUT_SHIFT);
    const range = rangeOf(outlet, query.fromDate, query.toDate);
    return {
      outlet,
      scope: { outletId: outlet.id, fromIso: range.from.toISOString(), toIso: range.toExclusive.toISOString(), ...(cashier ? { cashierId: cashier.id } : {}) },
      cashierName: cashier?.name ?? null,
    };
  }

  /** The payment report's sections: money in per method, No Sales methods, refunds and the drawer's cash in/out. */
  async function paymentSections(scope: ReportScope): Promise<SectionModel[]> {
    const [payments, refunds, cashFlows] = await Promise.all([deps.reports.paymentMethods(scope), deps.reports.refunds(scope), deps.reports.cashFlows(scope)]);
    return [paymentSection(payments, false), paymentSection(payments, true), refundSection(refunds), cashFlowSection(cashFlows, refunds)];
  }

  return {
    resolveRange,
    resolvePayments,
    paymentSections,

    summarySections: async (scope: ReportScope): Promise<SectionModel[]> => summarySections(await loadSummaryFigures(deps.reports, scope)),

    async summary(auth: AuthContext, outletHeader: number | null, query: SummarySalesReportQuery): Promise<SummaryReport> {
      const { scope } = await resolveRange(auth, outletHeader, query);
      return presentReport(summarySections(await loadSummaryFigures(deps.reports, scope)));
    },

    async payments(auth: AuthContext, outletHeader: number | null, query: PaymentReportQuery): Promise<SummaryReport> {
      const { scope } = await resolvePayments(auth, outletHeader, query);
      return presentReport(await paymentSections(scope));
    },

    /** cashierSummarySalesReport: the summary of the calling cashier's open shift. */
    async cashierSummary(auth: AuthContext, outletHeader: number | null): Promise<SummaryReport> {
      const scope = await resolveCashierShift(auth, outletHeader);
      return presentReport(summarySections(await loadSummaryFigures(deps.reports, scope.scope)));
    },

    resolveCashierShift,

    async charts(auth: AuthContext, outletHeader: number | null, query: SummarySalesChartsQuery): Promise<SummaryCharts> {
      const { outlet, scope, range } = await resolveRange(auth, outletHeader, query);
      const [byHour, { soldLines }, payments] = await Promise.all([deps.reports.settledByHour(scope), deps.reports.productLines(scope), deps.reports.paymentMethods(scope)]);
      return presentCharts({ range, timeZoneHours: outlet.time_zone, byHour, soldLines, payments });
    },
  };

  async function resolveCashierShift(auth: AuthContext, outletHeader: number | null): Promise<ResolvedReport> {
    const outlet = await open(auth, outletHeader);
    const cashier = await cashierOf(auth);
    const shift = await deps.shifts.findOpen(cashier.id, outlet.id);
    if (!shift) throw shiftNotStarted();
    return { outlet, scope: shiftScope(outlet.id, shift), cashierName: cashier.name };
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
