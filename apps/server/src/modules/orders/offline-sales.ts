import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CreateOrderBodySchema } from '@kasir/contracts';
import { KITCHEN_JOB_KIND, ServerMessage, SetReceipt, fillMessage, jobGroupOf, offlineSubjectId, offlineTakenAtProblem } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField } from '../../platform/app-error.ts';
import { recordPrintedJobs } from '../printing/print-tracking.repository.ts';
import type { ProductLineRow } from './order-lines.repository.ts';
import type { Executor } from './orders.repository.ts';

/**
 * Issue 23 (ADR 27): the server's side of a sale a till took while it could not reach us. The
 * sale arrives as a normal POST /order carrying an Offline block: its Ref makes a resend land
 * once (whatever its Idempotency-Key), and the kitchen tickets the till already printed are
 * recorded as sent, so no plan prints those lines again and a line added later prints as an
 * addition. A client without the block is untouched.
 */

type CreateBody = z.output<typeof CreateOrderBodySchema>;
export type OfflineMark = NonNullable<CreateBody['Offline']>;

const jobField = (job: number, rest: string) => `Offline.KitchenJobs.${job}.${rest}`;

/**
 * The checks that need no database: TakenAt within the clock bounds, each job's id of this
 * sale and device, each line an Index of the body's OrderProducts printed at most its quantity
 * (per device, over the tickets' distinct groups: copies of one ticket count once).
 */
export function checkOfflineMark(mark: OfflineMark, products: CreateBody['OrderProducts'], now: Date): void {
  const problem = offlineTakenAtProblem(new Date(mark.TakenAt), now);
  if (problem !== null) throw invalidField('Offline.TakenAt', problem === 'in the future' ? ServerMessage.OFFLINE_TAKEN_AT_IN_FUTURE : ServerMessage.OFFLINE_TAKEN_AT_TOO_OLD);
  const lines = products ?? [];
  const prefix = `${KITCHEN_JOB_KIND}-${offlineSubjectId(mark.Ref)}-d`;
  const printed = new Map<string, number>();
  const groupsSeen = new Set<string>();
  mark.KitchenJobs.forEach((job, jobIndex) => {
    if (!job.JobId.startsWith(`${prefix}${job.DeviceId}-`)) throw invalidField(jobField(jobIndex, 'JobId'), ServerMessage.OFFLINE_JOB_NOT_OF_SALE);
    const group = jobGroupOf(job.JobId);
    const isCopy = groupsSeen.has(group);
    groupsSeen.add(group);
    job.Lines.forEach((line, lineIndex) => {
      const bodyLine = lines[line.Index];
      if (bodyLine === undefined) throw invalidField(jobField(jobIndex, `Lines.${lineIndex}.Index`), fillMessage(ServerMessage.OFFLINE_LINE_INDEX_UNKNOWN, { count: String(lines.length) }));
      const key = `${job.DeviceId}|${line.Index}`;
      const total = (isCopy ? 0 : line.Quantity) + (printed.get(key) ?? 0);
      if (line.Quantity > bodyLine.Quantity || total > bodyLine.Quantity) throw invalidField(jobField(jobIndex, `Lines.${lineIndex}.Quantity`), fillMessage(ServerMessage.OFFLINE_LINE_QUANTITY_TOO_HIGH, { quantity: String(bodyLine.Quantity) }));
      printed.set(key, total);
    });
  });
}

/** Every job's device must print the outlet's kitchen tickets (a device of its ORDER print set). */
export async function checkOfflineDevices(db: Kysely<Database>, outletId: number, mark: OfflineMark): Promise<void> {
  if (mark.KitchenJobs.length === 0) return;
  const rows = await db
    .selectFrom('outlet_receipt_devices')
    .innerJoin('outlet_receipts', 'outlet_receipts.id', 'outlet_receipt_devices.outlet_receipt_id')
    .innerJoin('devices', 'devices.id', 'outlet_receipt_devices.device_id')
    .select('devices.id')
    .where('outlet_receipts.outlet_id', '=', outletId)
    .where('outlet_receipts.set_receipt_id', '=', SetReceipt.ORDER)
    .where('devices.outlet_id', '=', outletId)
    .execute();
  const kitchenDevices = new Set(rows.map((row) => row.id));
  const stranger = mark.KitchenJobs.findIndex((job) => !kitchenDevices.has(job.DeviceId));
  if (stranger >= 0) throw invalidField(jobField(stranger, 'DeviceId'), ServerMessage.OFFLINE_DEVICE_NOT_KITCHEN);
}

/** The order that already holds this sale at the outlet, if any. */
export async function findOfflineOrderId(executor: Executor, ownerId: number, outletId: number, ref: string): Promise<number | undefined> {
  const row = await executor.selectFrom('orders').select('id').where('owner_id', '=', ownerId).where('outlet_id', '=', outletId).where('offline_ref', '=', ref).executeTakeFirst();
  return row?.id;
}

/** The orders columns of an offline sale; TakenAt is kept as UTC text like every instant. */
export function offlineOrderColumns(mark: OfflineMark | undefined) {
  if (mark === undefined) return {};
  return { offline_ref: mark.Ref, offline_number: mark.ProvisionalNumber, taken_at: new Date(mark.TakenAt).toISOString() };
}

/**
 * Records the till's tickets as sent and acknowledged for their devices, under their job ids,
 * against the lines just written (OrderProducts[Index], keyed as kitchen plans key them).
 */
export async function recordOfflineKitchenJobs(
  executor: Executor,
  input: { outletId: number; orderId: number; mark: OfflineMark; products: CreateBody['OrderProducts']; written: readonly ProductLineRow[]; nowIso: string },
): Promise<void> {
  if (input.mark.KitchenJobs.length === 0) return;
  const body = input.products ?? [];
  // Lines are inserted in body order and answered sorted by id: position i is OrderProducts[i].
  const lineAt = (index: number) => {
    const row = input.written[index];
    if (row === undefined || row.outlet_product_id !== body[index]?.OutletProductId) throw new Error(`Offline kitchen line ${index} does not match the written line`);
    return row;
  };
  const jobs = input.mark.KitchenJobs.map((job) => ({
    jobId: job.JobId,
    jobGroup: jobGroupOf(job.JobId),
    orderId: input.orderId,
    deviceId: job.DeviceId,
    lines: job.Lines.map((line) => {
      const row = lineAt(line.Index);
      return { key: `p${row.id}`, quantity: line.Quantity, name: row.product_name };
    }),
  }));
  await recordPrintedJobs(executor, input.outletId, jobs, input.nowIso);
}

/**
 * A till whose online save got no answer takes the sale offline and later sends it under the
 * online attempt's Idempotency-Key (ADR 27): when that save had in fact made the order, the
 * replay lands here. The order adopts the sale's Ref and the tickets the till printed offline,
 * so no plan prints those lines a second time. Only once (offline_ref is null), and only jobs
 * whose lines still match the order's lines by position: a ticket that cannot be matched is
 * left to the server's plan rather than guessed.
 */
export async function adoptOfflineSale(
  db: Kysely<Database>,
  input: { outletId: number; orderId: number; mark: OfflineMark; products: CreateBody['OrderProducts']; nowIso: string },
): Promise<void> {
  try {
    checkOfflineMark(input.mark, input.products, new Date(input.nowIso));
    await checkOfflineDevices(db, input.outletId, input.mark);
  } catch (error) {
    // A replay answers the first order whatever happened since: a block no longer valid is not adopted.
    if (error instanceof AppError) return;
    throw error;
  }
  await db.transaction().execute(async (trx) => {
    const adopted = await trx
      .updateTable('orders')
      .set(offlineOrderColumns(input.mark))
      .where('id', '=', input.orderId)
      .where('outlet_id', '=', input.outletId)
      .where('offline_ref', 'is', null)
      .executeTakeFirst();
    if (Number(adopted.numUpdatedRows) === 0) return;
    const rows = await trx.selectFrom('order_products').select(['id', 'outlet_product_id', 'product_name']).where('order_id', '=', input.orderId).orderBy('id').execute();
    const body = input.products ?? [];
    const matches = (index: number) => rows[index] !== undefined && rows[index].outlet_product_id === body[index]?.OutletProductId;
    const jobs = input.mark.KitchenJobs.filter((job) => job.Lines.every((line) => matches(line.Index))).map((job) => ({
      jobId: job.JobId,
      jobGroup: jobGroupOf(job.JobId),
      orderId: input.orderId,
      deviceId: job.DeviceId,
      lines: job.Lines.map((line) => ({ key: `p${rows[line.Index]!.id}`, quantity: line.Quantity, name: rows[line.Index]!.product_name })),
    }));
    await recordPrintedJobs(trx, input.outletId, jobs, input.nowIso);
  });
}
