import type { Kysely, Selectable, Transaction } from 'kysely';
import { CashFlowType, OrderStatus, PaymentMethodTypeCode } from '@kasir/domain';
import type { CashInOutsTable, Database, ShiftsTable } from '../../db/schema.ts';
import { compileOnce, fill, slot } from '../../db/compiled-query.ts';
import { toNumber } from '../../db/row-numbers.ts';

export type ShiftRow = Selectable<ShiftsTable> & { user_name: string };
export type CashInOutRow = Selectable<CashInOutsTable> & { created_by_name: string };
type Executor = Kysely<Database> | Transaction<Database>;

const shiftColumns = [
  'shifts.id',
  'shifts.owner_id',
  'shifts.outlet_id',
  'shifts.user_id',
  'shifts.start_cash',
  'shifts.end_cash',
  'shifts.expected_cash',
  'shifts.note',
  'shifts.started_at',
  'shifts.ended_at',
  'shifts.passed_to_shift_id',
  'users.name as user_name',
] as const;

/** SQL of shifts and their cash in/out. Reads are scoped to owner and outlet. */
export function createShiftsRepository(db: Kysely<Database>) {
  const selectShifts = (executor: Executor) =>
    executor.selectFrom('shifts').innerJoin('users', 'users.id', 'shifts.user_id').select(shiftColumns);
  // The open-shift check runs on every order write: compiled once, run on the caller's executor.
  const findOpenQuery = compileOnce(() =>
    selectShifts(db).where('shifts.user_id', '=', slot<number>('userId')).where('shifts.outlet_id', '=', slot<number>('outletId')).where('shifts.ended_at', 'is', null),
  );

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    findOpen: async (userId: number, outletId: number, executor: Executor = db): Promise<ShiftRow | undefined> =>
      (await executor.executeQuery(fill(findOpenQuery(), { userId, outletId }))).rows[0],

    /** The outlet's open shift that has been open longest: the one a waiter without a shift of their own works on. */
    findOpenAtOutlet: (outletId: number, executor: Executor = db): Promise<ShiftRow | undefined> =>
      selectShifts(executor).where('shifts.outlet_id', '=', outletId).where('shifts.ended_at', 'is', null).orderBy('shifts.started_at').orderBy('shifts.id').limit(1).executeTakeFirst(),

    findInOutlet: (ownerId: number, outletId: number, shiftId: number) =>
      selectShifts(db).where('shifts.owner_id', '=', ownerId).where('shifts.outlet_id', '=', outletId).where('shifts.id', '=', shiftId).executeTakeFirst(),

    listInOutlet: (outletId: number, fromIso: string, toIso: string) =>
      selectShifts(db)
        .where('shifts.outlet_id', '=', outletId)
        .where('shifts.started_at', '>=', fromIso)
        .where('shifts.started_at', '<=', toIso)
        .orderBy('shifts.started_at', 'desc')
        .execute(),

    async insert(row: { ownerId: number; outletId: number; userId: number; startCash: number; startedAt: string }, executor: Executor = db): Promise<number> {
      const inserted = await executor
        .insertInto('shifts')
        .values({
          owner_id: row.ownerId,
          outlet_id: row.outletId,
          user_id: row.userId,
          start_cash: row.startCash,
          end_cash: null,
          expected_cash: null,
          note: null,
          started_at: row.startedAt,
          ended_at: null,
          passed_to_shift_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** Ends the shift only if it is still open; false when another terminal ended it first. */
    async endIfOpen(
      shiftId: number,
      values: { endCash: number; expectedCash: number; note: string | null; endedAt: string; passedToShiftId?: number },
      executor: Executor = db,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('shifts')
        .set({
          end_cash: values.endCash,
          expected_cash: values.expectedCash,
          note: values.note,
          ended_at: values.endedAt,
          passed_to_shift_id: values.passedToShiftId ?? null,
        })
        .where('id', '=', shiftId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPassedTo(shiftId: number, nextShiftId: number, executor: Executor): Promise<void> {
      await executor.updateTable('shifts').set({ passed_to_shift_id: nextShiftId }).where('id', '=', shiftId).execute();
    },

    async insertCashInOut(row: { shiftId: number; type: number; amount: number; note: string; createdBy: number; createdAt: string }): Promise<number> {
      const inserted = await db
        .insertInto('cash_in_outs')
        .values({ shift_id: row.shiftId, type: row.type, amount: row.amount, note: row.note, created_by: row.createdBy, created_at: row.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    listCashInOut: (shiftId: number) =>
      db
        .selectFrom('cash_in_outs')
        .innerJoin('users', 'users.id', 'cash_in_outs.created_by')
        .selectAll('cash_in_outs')
        .select('users.name as created_by_name')
        .where('cash_in_outs.shift_id', '=', shiftId)
        .orderBy('cash_in_outs.id')
        .execute(),

    async cashInOutTotals(shiftId: number, executor: Executor = db): Promise<{ cashIn: number; cashOut: number }> {
      const rows = await executor
        .selectFrom('cash_in_outs')
        .select(['type', (eb) => eb.fn.sum<number>('amount').as('total')])
        .where('shift_id', '=', shiftId)
        .groupBy('type')
        .execute();
      const total = (type: number) => Number(rows.find((row) => row.type === type)?.total ?? 0);
      return { cashIn: total(CashFlowType.IN), cashOut: total(CashFlowType.OUT) };
    },

    /**
     * The cash side of the shift's payments (modules/payments): cash lines received and the
     * change handed back (only cash gives change), in hundredths.
     */
    async cashPaymentTotals(shiftId: number, executor: Executor = db): Promise<{ cashPayments: number; change: number }> {
      const [received, change, membershipReceived, membershipChange] = await Promise.all([
        executor
          .selectFrom('payment_details')
          .innerJoin('payments', 'payments.id', 'payment_details.payment_id')
          .select((eb) => eb.fn.sum<number>('payment_details.amount').as('total'))
          .where('payments.shift_id', '=', shiftId)
          .where('payment_details.method_type', '=', PaymentMethodTypeCode.CASH)
          .executeTakeFirst(),
        executor.selectFrom('payments').select((eb) => eb.fn.sum<number>('change').as('total')).where('shift_id', '=', shiftId).executeTakeFirst(),
        // Memberships sold in the shift (modules/memberships) put their cash in the same drawer.
        executor
          .selectFrom('membership_payment_details')
          .innerJoin('membership_payments', 'membership_payments.id', 'membership_payment_details.membership_payment_id')
          .select((eb) => eb.fn.sum<number>('membership_payment_details.amount').as('total'))
          .where('membership_payments.shift_id', '=', shiftId)
          .where('membership_payment_details.method_type', '=', PaymentMethodTypeCode.CASH)
          .executeTakeFirst(),
        executor.selectFrom('membership_payments').select((eb) => eb.fn.sum<number>('change').as('total')).where('shift_id', '=', shiftId).executeTakeFirst(),
      ]);
      return {
        cashPayments: Number(received?.total ?? 0) + Number(membershipReceived?.total ?? 0),
        change: Number(change?.total ?? 0) + Number(membershipChange?.total ?? 0),
      };
    },

    /**
     * What the cash side of the shift's refunds needs (modules/bills writes refunds): every
     * refund of the orders refunded in this shift, oldest first, with the shift each was made
     * in, and each such order's net cash (cash received, No Sales excluded, minus change), in
     * hundredths. The service decides with the domain which part of each refund was cash.
     */
    async refundCashLedger(shiftId: number, executor: Executor = db): Promise<{ refunds: Array<{ orderId: number; shiftId: number | null; amount: number }>; netCashByOrder: Map<number, number> }> {
      const refundedHere = executor.selectFrom('refunds').select('order_id').where('shift_id', '=', shiftId);
      const [refunds, received, change] = await Promise.all([
        executor.selectFrom('refunds').select(['order_id', 'shift_id', 'amount']).where('order_id', 'in', refundedHere).orderBy('id').execute(),
        executor
          .selectFrom('payment_details')
          .innerJoin('payments', 'payments.id', 'payment_details.payment_id')
          .select(['payments.order_id', (eb) => eb.fn.sum<string | number>('payment_details.amount').as('total')])
          .where('payments.order_id', 'in', refundedHere)
          .where('payment_details.method_type', '=', PaymentMethodTypeCode.CASH)
          .where('payment_details.is_no_sales', '=', 0)
          .groupBy('payments.order_id')
          .execute(),
        executor
          .selectFrom('payments')
          .select(['order_id', (eb) => eb.fn.sum<string | number>('change').as('total')])
          .where('order_id', 'in', refundedHere)
          .groupBy('order_id')
          .execute(),
      ]);
      const netCashByOrder = new Map<number, number>();
      for (const row of received) netCashByOrder.set(row.order_id, toNumber(row.total));
      for (const row of change) netCashByOrder.set(row.order_id, (netCashByOrder.get(row.order_id) ?? 0) - toNumber(row.total));
      return { refunds: refunds.map((row) => ({ orderId: row.order_id, shiftId: row.shift_id, amount: toNumber(row.amount) })), netCashByOrder };
    },

    /**
     * The transactions of a shift: orders whose settling payment (the one that left them PAID)
     * was taken in it. A partly paid order counts once, in the shift that finished it.
     */
    async paidOrderCount(shiftId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom('payments')
        .select((eb) => eb.fn.count<string | number>('order_id').distinct().as('count'))
        .where('shift_id', '=', shiftId)
        .where('order_status', '=', OrderStatus.PAID)
        .executeTakeFirst();
      return toNumber(row?.count);
    },
  };
}

export type ShiftsRepository = ReturnType<typeof createShiftsRepository>;
