import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type PlannedLine = { key: string; quantity: number; name: string };
export type PlannedJob = { jobId: string; jobGroup: string; orderId: number; deviceId: number; lines: PlannedLine[] };

/**
 * Kitchen sent-tracking: the jobs the server planned (which lines and quantities each carries)
 * and the quantities that reached each device. Marking is idempotent: a sent row is unique per
 * (job group, line), so a retried mark or a second copy of a ticket adds nothing.
 */
export function createPrintTrackingRepository(db: Kysely<Database>) {
  return {
    /** Records planned jobs; a job planned before (same id, same content) is kept as it was. */
    async recordPlanned(outletId: number, jobs: readonly PlannedJob[], now: string): Promise<void> {
      if (jobs.length === 0) return;
      await db
        .insertInto('print_planned_jobs')
        .values(jobs.map((job) => ({ job_id: job.jobId, job_group: job.jobGroup, outlet_id: outletId, order_id: job.orderId, device_id: job.deviceId, lines: JSON.stringify(job.lines), created_at: now })))
        .onConflict((conflict) => conflict.column('job_id').doNothing())
        .execute();
    },

    /** Quantity sent per line and device, and which devices got anything of this order. */
    async sentQuantities(orderId: number): Promise<Array<{ lineKey: string; deviceId: number; quantity: number; name: string | null }>> {
      const rows = await db
        .selectFrom('print_sent_lines')
        .select(['line_key', 'device_id', (eb) => eb.fn.sum<number | string>('quantity').as('quantity')])
        .where('order_id', '=', orderId)
        .groupBy(['line_key', 'device_id'])
        .execute();
      return rows.map((row) => ({ lineKey: row.line_key, deviceId: row.device_id, quantity: Number(row.quantity), name: null }));
    },

    /**
     * Brings what counts as sent down to what is left of a line that was deducted or voided
     * after it reached a device, so units added back later print again. The group names the
     * state it corrects, so two terminals reconciling at once record it once.
     */
    async reconcile(orderId: number, adjustments: ReadonlyArray<{ lineKey: string; deviceId: number; sentBefore: number; quantity: number }>, now: string): Promise<void> {
      if (adjustments.length === 0) return;
      await db
        .insertInto('print_sent_lines')
        .values(
          adjustments.map((adjustment) => ({
            order_id: orderId,
            device_id: adjustment.deviceId,
            line_key: adjustment.lineKey,
            quantity: adjustment.quantity,
            job_group: `adjust-${orderId}-d${adjustment.deviceId}-${adjustment.lineKey}-from${adjustment.sentBefore}`,
            sent_at: now,
          })),
        )
        .onConflict((conflict) => conflict.columns(['job_group', 'line_key']).doNothing())
        .execute();
    },

    /** Names of lines as they were printed (a voided line may be gone from the order). */
    async plannedLineNames(orderId: number): Promise<Map<string, string>> {
      const rows = await db.selectFrom('print_planned_jobs').select('lines').where('order_id', '=', orderId).execute();
      const names = new Map<string, string>();
      for (const row of rows) for (const line of JSON.parse(row.lines) as PlannedLine[]) names.set(line.key, line.name);
      return names;
    },

    /** Marks the lines of these jobs of this order as sent, in one transaction; answers the rows added. */
    async markSent(outletId: number, orderId: number, jobIds: readonly string[], now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const jobs = await trx
          .selectFrom('print_planned_jobs')
          .select(['job_group', 'device_id', 'lines'])
          .where('outlet_id', '=', outletId)
          .where('order_id', '=', orderId)
          .where('job_id', 'in', [...jobIds])
          .execute();
        let added = 0;
        const seen = new Set<string>();
        for (const job of jobs) {
          for (const line of JSON.parse(job.lines) as PlannedLine[]) {
            const key = `${job.job_group}|${line.key}`;
            if (seen.has(key)) continue;
            seen.add(key);
            // ON CONFLICT DO NOTHING answers no row when this job's line is already recorded,
            // also when another terminal recorded it a moment ago.
            const inserted = await trx
              .insertInto('print_sent_lines')
              .values({ order_id: orderId, device_id: job.device_id, line_key: line.key, quantity: line.quantity, job_group: job.job_group, sent_at: now })
              .onConflict((conflict) => conflict.columns(['job_group', 'line_key']).doNothing())
              .returning('id')
              .executeTakeFirst();
            if (inserted) added += 1;
          }
        }
        return added;
      });
    },
  };
}

export type PrintTrackingRepository = ReturnType<typeof createPrintTrackingRepository>;
