import {
  ModuleType,
  OtherPermission,
  SpecMessage,
  cashPartsOfRefunds,
  computeExpectedCash,
  fillMessage,
  moneyFromHundredths,
  sumMoney,
  type Money,
  moneyFromRupiah,
  toHundredths,
} from '@kasir/domain';
import type { CashInOutTotal, PassShiftResult, Shift, ShiftTransaction } from '@kasir/contracts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { PinGuard } from '../auth/pin-guard.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { PermissionChecker } from '../users/permissions.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ShiftRow, ShiftsRepository } from './shifts.repository.ts';
import { presentCashInOut, presentShift, toWireAmount } from './shifts.presenter.ts';
import { defaultHistoryRange, isAutomaticStartDue, outletDayRange } from './shift-time.ts';

type Deps = {
  shifts: ShiftsRepository;
  outlets: OutletsService;
  users: UsersRepository;
  pinGuard: PinGuard;
  permissions: PermissionChecker;
};

export const shiftNotStarted = () => new AppError('SHIFT_NOT_STARTED', SpecMessage.SHIFT_NOT_FOUND);
const cashierId = (auth: AuthContext): number => {
  if (auth.kind !== 'cashier' || auth.userId === null) throw new AppError('FORBIDDEN', 'Choose a cashier first');
  return auth.userId;
};

/**
 * The shift life of spec §4: start with opening cash, cash in/out, end with the counted cash
 * against the expected cash, and pass the shift to another cashier in one transaction.
 */
export function createShiftsService(deps: Deps) {
  /** Cash the shift's refunds handed back: each refund's cash part, decided per order by the domain. */
  async function cashRefundsOf(shiftId: number): Promise<Money> {
    const ledger = await deps.shifts.refundCashLedger(shiftId);
    const cashHere: Money[] = [];
    for (const orderId of new Set(ledger.refunds.map((refund) => refund.orderId))) {
      // All of the order's refunds, oldest first: earlier ones (maybe other shifts') used its cash first.
      const ofOrder = ledger.refunds.filter((refund) => refund.orderId === orderId);
      const netCash = moneyFromHundredths(ledger.netCashByOrder.get(orderId) ?? 0);
      const parts = cashPartsOfRefunds(netCash, ofOrder.map((refund) => moneyFromHundredths(refund.amount)));
      ofOrder.forEach((refund, index) => {
        if (refund.shiftId === shiftId) cashHere.push(parts[index]!);
      });
    }
    return sumMoney(cashHere);
  }

  async function expectedCashOf(shift: ShiftRow) {
    const [totals, payments, cashRefunds] = await Promise.all([deps.shifts.cashInOutTotals(shift.id), deps.shifts.cashPaymentTotals(shift.id), cashRefundsOf(shift.id)]);
    const cashPayments = moneyFromHundredths(payments.cashPayments);
    const change = moneyFromHundredths(payments.change);
    const cashIn = moneyFromHundredths(totals.cashIn);
    const cashOut = moneyFromHundredths(totals.cashOut);
    const startCash = moneyFromHundredths(shift.start_cash);
    const movements = { startCash, cashPayments, change, cashIn, cashOut, cashRefunds };
    return { ...movements, expected: computeExpectedCash(movements) };
  }

  async function startFor(auth: AuthContext, outletId: number, startCashRupiah: number): Promise<number> {
    const userId = cashierId(auth);
    try {
      return await deps.shifts.insert({ ownerId: auth.ownerId, outletId, userId, startCash: toHundredths(moneyFromRupiah(startCashRupiah)), startedAt: new Date().toISOString() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A shift is already open for you at this outlet');
      throw error;
    }
  }

  /**
   * Issue 16: a role without the SHIFT module (spec §6 module accesses; the demo's waiter) never
   * counts cash: it works on the outlet's open shift instead of one of its own.
   */
  async function worksOnOutletShift(auth: AuthContext): Promise<boolean> {
    const user = await deps.users.findById(auth.ownerId, cashierId(auth));
    if (!user?.role_id) return false;
    const role = (await deps.users.loadRoles([user.role_id])).get(user.role_id);
    return role !== undefined && !role.moduleIds.includes(ModuleType.SHIFT);
  }

  /** The caller's own open shift, else — for a role without the SHIFT module — the outlet's open shift. */
  async function findWorkingShift(auth: AuthContext, outletId: number): Promise<ShiftRow | undefined> {
    const own = await deps.shifts.findOpen(cashierId(auth), outletId);
    if (own) return own;
    return (await worksOnOutletShift(auth)) ? deps.shifts.findOpenAtOutlet(outletId) : undefined;
  }

  /** The shift the caller's orders and payments go on at the outlet named by the header; SHIFT_NOT_START_ERROR otherwise. */
  async function requireOpenShift(auth: AuthContext, outletIdHeader: number | null): Promise<ShiftRow> {
    const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
    return requireOpenShiftAt(auth, outlet.id);
  }

  /** The same check for a caller that has already resolved the outlet (no second outlet read). */
  async function requireOpenShiftAt(auth: AuthContext, resolvedOutletId: number): Promise<ShiftRow> {
    const shift = await findWorkingShift(auth, resolvedOutletId);
    if (!shift) throw shiftNotStarted();
    return shift;
  }

  /** Cash in/out, ending and passing: only on the caller's own shift, never the outlet's shift a waiter works on. */
  async function requireOwnOpenShift(auth: AuthContext, outletIdHeader: number | null, shiftId: number): Promise<ShiftRow> {
    const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
    const shift = await deps.shifts.findOpen(cashierId(auth), outlet.id);
    if (!shift || shift.id !== shiftId) throw shiftNotStarted();
    return shift;
  }

  return {
    requireOpenShift,
    requireOpenShiftAt,

    async start(auth: AuthContext, body: { OutletId: number; StartCash: number }): Promise<{ Id: number }> {
      const outlet = await deps.outlets.resolveOutlet(auth, body.OutletId);
      return { Id: await startFor(auth, outlet.id, body.StartCash) };
    },

    /**
     * The open shift; a role with AutomaticStartShift opens one itself once StartShiftTime has
     * come; a role without the SHIFT module is answered with the outlet's open shift (User names whose).
     */
    async current(auth: AuthContext, outletIdHeader: number | null): Promise<Shift> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const userId = cashierId(auth);
      const open = await deps.shifts.findOpen(userId, outlet.id);
      if (open) return presentShift(open);
      const user = await deps.users.findById(auth.ownerId, userId);
      if (user && isAutomaticStartDue(user, outlet.time_zone, new Date())) {
        try {
          await startFor(auth, outlet.id, 0);
        } catch (error) {
          if (!(error instanceof AppError && error.kind === 'CONFLICT')) throw error; // another terminal won
        }
        const started = await deps.shifts.findOpen(userId, outlet.id);
        if (started) return presentShift(started);
      }
      const outletShift = (await worksOnOutletShift(auth)) ? await deps.shifts.findOpenAtOutlet(outlet.id) : undefined;
      if (outletShift) return presentShift(outletShift);
      throw shiftNotStarted();
    },

    async addCashInOut(auth: AuthContext, outletIdHeader: number | null, body: { ShiftId: number; Type: number; Amount: number; Note: string }) {
      const shift = await requireOwnOpenShift(auth, outletIdHeader, body.ShiftId);
      const id = await deps.shifts.insertCashInOut({
        shiftId: shift.id,
        type: body.Type,
        amount: toHundredths(moneyFromRupiah(body.Amount)),
        note: body.Note,
        createdBy: cashierId(auth),
        createdAt: new Date().toISOString(),
      });
      return { Id: id };
    },

    async cashInOutHistory(auth: AuthContext, outletIdHeader: number | null, shiftId: number) {
      const shift = await this.findVisible(auth, outletIdHeader, shiftId);
      return (await deps.shifts.listCashInOut(shift.id)).map(presentCashInOut);
    },

    async totalCashInOut(auth: AuthContext, outletIdHeader: number | null, shiftId: number): Promise<CashInOutTotal> {
      const shift = await this.findVisible(auth, outletIdHeader, shiftId);
      const totals = await deps.shifts.cashInOutTotals(shift.id);
      return { TotalCashIn: toWireAmount(totals.cashIn), TotalCashOut: toWireAmount(totals.cashOut), Total: toWireAmount(totals.cashIn - totals.cashOut) };
    },

    async transaction(auth: AuthContext, outletIdHeader: number | null, shiftId: number): Promise<ShiftTransaction> {
      const shift = await this.findVisible(auth, outletIdHeader, shiftId);
      const [cash, transactionCount] = await Promise.all([expectedCashOf(shift), deps.shifts.paidOrderCount(shift.id)]);
      // An ended shift keeps the expected cash it was closed with; an open one is computed now.
      const expected = shift.expected_cash ?? toHundredths(cash.expected);
      return {
        Shift: presentShift(shift),
        StartCash: toWireAmount(shift.start_cash),
        CashPayments: toWireAmount(toHundredths(cash.cashPayments)),
        Change: toWireAmount(toHundredths(cash.change)),
        CashIn: toWireAmount(toHundredths(cash.cashIn)),
        CashOut: toWireAmount(toHundredths(cash.cashOut)),
        CashRefunds: toWireAmount(toHundredths(cash.cashRefunds)),
        ExpectedCash: toWireAmount(expected),
        EndCash: shift.end_cash === null ? null : toWireAmount(shift.end_cash),
        Difference: shift.end_cash === null ? null : toWireAmount(shift.end_cash - expected),
        TransactionCount: transactionCount,
      };
    },

    /** A shift of this owner and outlet; anything else is invisible (404). */
    async findVisible(auth: AuthContext, outletIdHeader: number | null, shiftId: number): Promise<ShiftRow> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const shift = await deps.shifts.findInOutlet(auth.ownerId, outlet.id, shiftId);
      if (!shift) throw notFound('Shift');
      return shift;
    },

    async history(auth: AuthContext, outletIdHeader: number | null, query: { fromDate?: string; toDate?: string }): Promise<Shift[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      await deps.permissions.assertPermission(auth, OtherPermission.VIEW_SHIFT_HISTORY, 'view the shift history');
      const range = query.fromDate && query.toDate
        ? { from: outletDayRange(query.fromDate, outlet.time_zone).start, to: outletDayRange(query.toDate, outlet.time_zone).end }
        : defaultHistoryRange(new Date(), outlet.time_zone);
      if (range.from > range.to) throw new AppError('VALIDATION_ERROR', 'fromDate must not be after toDate', [{ field: 'fromDate', error: 'must not be after toDate' }]);
      return (await deps.shifts.listInOutlet(outlet.id, range.from.toISOString(), range.to.toISOString())).map(presentShift);
    },

    async end(auth: AuthContext, outletIdHeader: number | null, body: { ShiftId: number; EndCash: number; Note?: string | undefined }): Promise<Shift> {
      const shift = await requireOwnOpenShift(auth, outletIdHeader, body.ShiftId);
      const { expected } = await expectedCashOf(shift);
      const isEnded = await deps.shifts.endIfOpen(shift.id, {
        endCash: toHundredths(moneyFromRupiah(body.EndCash)),
        expectedCash: toHundredths(expected),
        note: body.Note ?? null,
        endedAt: new Date().toISOString(),
      });
      if (!isEnded) throw shiftNotStarted();
      return presentShift((await deps.shifts.findInOutlet(auth.ownerId, shift.outlet_id, shift.id))!);
    },

    /** Candidates to pass the shift to: other active users with a role on this outlet. */
    async passCandidates(auth: AuthContext, outletIdHeader: number | null) {
      const outlet = await deps.outlets.resolveOutlet(auth, outletIdHeader);
      const users = await deps.users.listByOwner(auth.ownerId, { onlyActive: true });
      const outlets = await deps.users.loadOutletIds(users.map((user) => user.id));
      return users
        .filter((user) => user.id !== auth.userId && (outlets.get(user.id) ?? []).includes(outlet.id))
        .map((user) => ({ Id: user.id, Name: user.name, Username: user.username }));
    },

    /**
     * Ends the caller's shift with the counted cash and opens the next cashier's with the same
     * cash, in one transaction: either both happen or nothing changed.
     */
    async pass(
      auth: AuthContext,
      outletIdHeader: number | null,
      body: { ShiftId: number; EndCash: number; Note?: string | undefined; NextUsername: string; NextPIN: string },
      device: string,
    ): Promise<PassShiftResult> {
      const shift = await requireOwnOpenShift(auth, outletIdHeader, body.ShiftId);
      const next = await deps.users.findByUsername(auth.ownerId, body.NextUsername);
      const nextOutlets = next ? ((await deps.users.loadOutletIds([next.id])).get(next.id) ?? []) : [];
      if (!next || next.is_active !== 1 || next.id === auth.userId || !nextOutlets.includes(shift.outlet_id)) {
        throw new AppError('VALIDATION_ERROR', SpecMessage.SELECT_NEXT_CASHIER, [{ field: 'NextUsername', error: SpecMessage.SELECT_NEXT_CASHIER }]);
      }
      await deps.pinGuard.verifyPin(next, body.NextPIN, device);
      const alreadyActive = new AppError('CONFLICT', fillMessage(SpecMessage.SHIFT_ALREADY_ACTIVE, { name: next.name }));
      if (await deps.shifts.findOpen(next.id, shift.outlet_id)) throw alreadyActive;

      const { expected } = await expectedCashOf(shift);
      const endCash = toHundredths(moneyFromRupiah(body.EndCash));
      const now = new Date().toISOString();
      try {
        const nextShiftId = await deps.shifts.transaction(async (trx) => {
          const isEnded = await deps.shifts.endIfOpen(shift.id, { endCash, expectedCash: toHundredths(expected), note: body.Note ?? null, endedAt: now }, trx);
          if (!isEnded) throw shiftNotStarted();
          const id = await deps.shifts.insert({ ownerId: auth.ownerId, outletId: shift.outlet_id, userId: next.id, startCash: endCash, startedAt: now }, trx);
          await deps.shifts.setPassedTo(shift.id, id, trx);
          return id;
        });
        return { EndedShiftId: shift.id, NextShiftId: nextShiftId, NextUserName: next.name };
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyActive;
        throw error;
      }
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
