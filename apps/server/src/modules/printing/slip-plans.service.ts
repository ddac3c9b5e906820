import type { z } from 'zod';
import type { Order, PrintChangeTableBodySchema, PrintPlan, PrintQrTableBodySchema, PrintReceiptBodySchema, PrintShiftBodySchema, PrintTestBodySchema } from '@kasir/contracts';
import {
  SetReceipt,
  SpecMessage,
  buildBill,
  buildChangeTableSlip,
  buildQrTableSlip,
  buildReceipt,
  buildShiftReport,
  buildTableChecker,
  buildTestTicket,
  moneyFromHundredths,
  type ReceiptSettings,
} from '@kasir/domain';
import { AppError, invalidField } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { OutletRow } from '../outlets/outlets.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ReportsRepository } from '../reports/reports.repository.ts';
import { loadShiftReportSections } from '../reports/shift-report-sections.ts';
import { loadTargets, outletSlipWidth, plan, printerNotFound, slipJobs } from './plan-support.ts';
import type { PrintSourcesRepository } from './print-sources.repository.ts';
import { presentReceiptSettings } from './printing.presenter.ts';
import type { PrintingSetupRepository } from './printing-setup.repository.ts';
import { ticketOrder, ticketPayment, ticketTotals } from './ticket-data.ts';

type Deps = {
  outlets: OutletsService;
  setup: PrintingSetupRepository;
  sources: PrintSourcesRepository;
  /** The figures of the shift report: the reports module's queries, so the slip and the summary report agree. */
  reports: ReportsRepository;
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
  users: Pick<UsersRepository, 'findById'>;
  generateQr: (auth: AuthContext, outletHeader: number | null, query: { OutletTableId: number; OrderId?: number | undefined }, origin: string) => Promise<{ TableName: string; QrData: string }>;
  now?: () => Date;
};

const money = moneyFromHundredths;
/** Two requests in the same minute are the same slip (a double click); a minute later, a new print. */
const minuteOf = (iso: string) => iso.slice(0, 16);

/**
 * The slips of spec §4 printed from one print set each: table checker, bill ('Bill Not Paid'),
 * payment receipt ('** Transaction closed **'; a reprint is marked REPRINT by the agent),
 * QR table, change table, shift report and the per-device test print.
 */
export function createSlipPlansService(deps: Deps) {
  const clock = () => (deps.now ?? (() => new Date()))();

  /** The cashier printing the slip ("Kasir" on a bill is who hands it over); an owner session prints the order taker. */
  async function printedBy(auth: AuthContext, order: Order | null): Promise<string> {
    const user = auth.userId === null ? undefined : await deps.users.findById(auth.ownerId, auth.userId);
    return user?.name ?? order?.OrderByName ?? '';
  }

  async function settingsOf(outlet: OutletRow): Promise<ReceiptSettings> {
    return presentReceiptSettings(await deps.setup.findReceiptSettings(outlet.id), outlet);
  }

  /** Spec §4: an order with Payments prints as the payment receipt, without as the bill. */
  async function billOrReceipt(auth: AuthContext, outlet: OutletRow, order: Order, isReprint: boolean): Promise<PrintPlan> {
    const settings = await settingsOf(outlet);
    const payment = order.Payments.at(-1);
    if (payment === undefined) {
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.BILL);
      const printedAt = clock().toISOString();
      const cashierName = await printedBy(auth, order);
      return plan(
        slipJobs(targets, {
          kind: 'bill',
          subjectId: order.Id,
          identity: `${order.Version}|${minuteOf(printedAt)}`,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          build: (page) => buildBill(page, { order: ticketOrder(order), totals: ticketTotals(order), settings, printedAt, cashierName }),
        }),
      );
    }
    const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.PAYMENT);
    const memberPoints = order.MemberId === null ? null : await deps.sources.memberPoints(auth.ownerId, order.MemberId);
    return plan(
      slipJobs(targets, {
        kind: 'receipt',
        subjectId: payment.Id,
        // The receipt of a payment is one ticket forever: a reprint is the same job marked reprint.
        identity: `payment:${payment.Id}`,
        timeZoneHours: outlet.time_zone,
        slipWidth: outletSlipWidth(outlet),
        build: (page) => buildReceipt(page, { order: ticketOrder(order), totals: ticketTotals(order), payment: ticketPayment(payment, memberPoints), settings }),
        reprint: isReprint,
      }),
    );
  }

  return {
    async tableChecker(auth: AuthContext, outletHeader: number | null, orderId: number): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.readOrder(auth, outlet.id, orderId);
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.TABLE_CHECKER);
      const printedAt = clock().toISOString();
      const cashierName = await printedBy(auth, order);
      return plan(
        slipJobs(targets, {
          kind: 'checker',
          subjectId: order.Id,
          identity: `${order.Version}|${minuteOf(printedAt)}`,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          build: (page) => buildTableChecker(page, { order: ticketOrder(order), printedAt, cashierName }),
        }),
      );
    },

    async bill(auth: AuthContext, outletHeader: number | null, orderId: number): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return billOrReceipt(auth, outlet, await deps.readOrder(auth, outlet.id, orderId), false);
    },

    async receipt(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintReceiptBodySchema>): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return billOrReceipt(auth, outlet, await deps.readOrder(auth, outlet.id, body.Id), body.IsReprint === true);
    },

    /** origin: where the phone page lives (the QR opens it, issue 22). */
    async qrTable(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintQrTableBodySchema>, origin: string): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const qr = await deps.generateQr(auth, outlet.id, { OutletTableId: body.OutletTableId, OrderId: body.OrderId }, origin);
      const [table] = await deps.sources.tables(outlet.id, [body.OutletTableId]);
      const order = body.OrderId === undefined ? null : await deps.readOrder(auth, outlet.id, body.OrderId);
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.QR_TABLE);
      const settings = await settingsOf(outlet);
      const printedAt = clock().toISOString();
      return plan(
        slipJobs(targets, {
          kind: 'qrtable',
          subjectId: body.OutletTableId,
          identity: `${qr.QrData}|${minuteOf(printedAt)}`,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          build: (page) => buildQrTableSlip(page, { settings, tableName: qr.TableName, areaName: table?.areaName ?? null, orderNo: order?.OrderNo ?? null, url: qr.QrData, printedAt }).lines,
          qrData: qr.QrData,
        }),
      );
    },

    async changeTable(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintChangeTableBodySchema>): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const order = await deps.readOrder(auth, outlet.id, body.Id);
      const fromTables = await deps.sources.tables(outlet.id, body.FromTableIds);
      const unknown = body.FromTableIds.find((id) => !fromTables.some((table) => table.id === id));
      if (unknown !== undefined) throw invalidField('FromTableIds', `Table ${unknown} not found`);
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.CHANGE_TABLE);
      const printedAt = clock().toISOString();
      const fromTableNames = body.FromTableIds.map((id) => fromTables.find((table) => table.id === id)!.name);
      const cashierName = await printedBy(auth, order);
      return plan(
        slipJobs(targets, {
          kind: 'changetable',
          subjectId: order.Id,
          identity: `${body.FromTableIds.join(',')}>${order.OutletTableIds.join(',')}|${order.Version}`,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          build: (page) => buildChangeTableSlip(page, { order: ticketOrder(order), fromTableNames, printedAt, cashierName }),
        }),
      );
    },

    async shift(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintShiftBodySchema>): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const shift = await deps.sources.findShift(outlet.id, body.ShiftId);
      // Spec §5: shift printing needs a shift.
      if (!shift) throw new AppError('NOT_FOUND', SpecMessage.SHIFT_NOT_FOUND, [{ field: 'ShiftId', error: SpecMessage.SHIFT_NOT_FOUND }]);
      const targets = await loadTargets(deps.setup, outlet.id, SetReceipt.REPORT);
      // The slip's sections are the summary report of the shift (modules/reports): one set of queries for both.
      const toIso = shift.ended_at ?? new Date(clock().getTime() + 1).toISOString();
      const figures = await loadShiftReportSections(deps.reports, { outletId: outlet.id, shiftId: shift.id, fromIso: shift.started_at, toIso });
      const { sections } = figures;
      const settings = await settingsOf(outlet);
      const printedAt = clock().toISOString();
      return plan(
        slipJobs(targets, {
          kind: 'shift',
          subjectId: shift.id,
          identity: minuteOf(printedAt),
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          build: (page) =>
            buildShiftReport(page, {
              settings,
              shiftId: shift.id,
              cashierName: shift.user_name,
              startedAt: shift.started_at,
              endedAt: shift.ended_at,
              startCash: money(Number(shift.start_cash)),
              endCash: shift.end_cash === null ? null : money(Number(shift.end_cash)),
              expectedCash: shift.expected_cash === null ? null : money(Number(shift.expected_cash)),
              cashIn: money(figures.cashIn),
              cashOut: money(figures.cashOut),
              sections,
              printedAt,
            }),
        }),
      );
    },

    async test(auth: AuthContext, outletHeader: number | null, body: z.output<typeof PrintTestBodySchema>): Promise<PrintPlan> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      const device = await deps.setup.findDevice(outlet.id, body.DeviceId);
      if (!device) throw printerNotFound();
      const printedAt = clock().toISOString();
      const target = {
        device,
        setReceiptId: 0,
        copies: 1,
        fontSize1: 1,
        fontSize2: 1,
        routing: { deviceId: device.id, quantity: 1, areaIds: [], departmentIds: [], categoryIds: [], productIds: [] },
      };
      return plan(
        slipJobs([target], {
          kind: 'test',
          subjectId: device.id,
          identity: printedAt,
          timeZoneHours: outlet.time_zone,
          slipWidth: outletSlipWidth(outlet),
          build: (page) => buildTestTicket(page, { deviceName: device.name, address: `${device.ip}:${device.port}`, paperWidth: device.paper_width, printedAt }),
        }),
      );
    },
  };
}

export type SlipPlansService = ReturnType<typeof createSlipPlansService>;
