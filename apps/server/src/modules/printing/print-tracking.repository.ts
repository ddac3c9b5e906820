import { sql, type Kysely, type Transaction } from 'kysely';
import type { PlannedPrintJob } from '@kasir/contracts';
import type { Database } from '../../db/schema.ts';

export type Executor = Kysely<Database> | Transaction<Database>;
export type PlannedLine = { key: string; quantity: number; name: string };
export type PlannedJob = { jobId: string; jobGroup: string; orderId: number; deviceId: number; lines: PlannedLine[]; job: PlannedPrintJob };
/** A claim no acknowledgement followed: its jobs as planned, and the lines it claimed per device. */
export type StaleClaim = { jobGroup: string; deviceId: number; lines: PlannedLine[]; jobs: PlannedPrintJob[] };

/**
 * Jobs already on paper before the server planned them (a till's offline sale, issue 23):
 * recorded as planned and acknowledged at once, so no plan hands their lines out again and
 * nothing is offered anew (no agent job kept). Copies share a group, so a line counts once.
 */
export async function recordPrintedJobs(executor: Executor, outletId: number, jobs: ReadonlyArray<Omit<PlannedJob, 'job'>>, now: string): Promise<void> {
  if (jobs.length === 0) return;
  await executor
    .insertInto('print_planned_jobs')
    .values(jobs.map((job) => ({ job_id: job.jobId, job_group: job.jobGroup, outlet_id: outletId, order_id: job.orderId, device_id: job.deviceId, lines: JSON.stringify(job.lines), job: null, created_at: now })))
    .onConflict((conflict) => conflict.column('job_id').doNothing())
    .execute();
  const printed = new Map<string, { order_id: number; device_id: number; line_key: string; quantity: number; job_group: string; sent_at: string; acknowledged_at: string; claimed_by: null }>();
  for (const job of jobs) {
    for (const line of job.lines) {
      printed.set(`${job.jobGroup}|${line.key}`, { order_id: job.orderId, device_id: job.deviceId, line_key: line.key, quantity: line.quantity, job_group: job.jobGroup, sent_at: now, acknowledged_at: now, claimed_by: null });
    }
  }
  await executor
    .insertInto('print_sent_lines')
    .values([...printed.values()])
    .onConflict((conflict) => conflict.columns(['job_group', 'line_key']).doNothing())
    .execute();
}

/**
 * Kitchen sent-tracking (ADR 10): the jobs the server planned (which lines and quantities each
 * carries) and the quantities claimed for each device. A plan claims its lines in the same
 * transaction that plans them; POST /print/orderSent only acknowledges them. A claim row is
 * unique per (job group, line), so a retried mark or a second copy of a ticket adds nothing.
 */
export function createPrintTrackingRepository(db: Kysely<Database>) {
  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /**
     * The first write of every kitchen plan: bumps the order's claim head. Two plans of one order
     * cannot both hold it, so on PostgreSQL the second waits here until the first commits and
     * then reads its claims; SQLite runs transactions one at a time anyway.
     */
    async lockOrderClaims(executor: Executor, orderId: number, now: string): Promise<void> {
      await executor
        .insertInto('print_claim_heads')
        .values({ order_id: orderId, claims: 1, updated_at: now })
        .onConflict((conflict) => conflict.column('order_id').doUpdateSet({ claims: sql`print_claim_heads.claims + 1`, updated_at: now }))
        .execute();
    },

    /** The plan answered earlier under this Idempotency-Key at the outlet, if any. */
    async findPlanRequest(executor: Executor, outletId: number, requestKey: string): Promise<{ orderId: number; plan: string } | undefined> {
      const row = await executor.selectFrom('print_plan_requests').select(['order_id', 'plan']).where('outlet_id', '=', outletId).where('request_key', '=', requestKey).executeTakeFirst();
      return row ? { orderId: row.order_id, plan: row.plan } : undefined;
    },

    async savePlanRequest(executor: Executor, input: { outletId: number; requestKey: string; orderId: number; plan: string; now: string }): Promise<void> {
      await executor.insertInto('print_plan_requests').values({ outlet_id: input.outletId, request_key: input.requestKey, order_id: input.orderId, plan: input.plan, created_at: input.now }).execute();
    },

    /**
     * Records planned jobs and claims their lines for their devices (one claim per job group and
     * line, however many copies). A job planned before (same id) is kept as it was.
     */
    async claimPlanned(executor: Executor, outletId: number, jobs: readonly PlannedJob[], claimedBy: string, now: string): Promise<void> {
      if (jobs.length === 0) return;
      await executor
        .insertInto('print_planned_jobs')
        .values(jobs.map((job) => ({ job_id: job.jobId, job_group: job.jobGroup, outlet_id: outletId, order_id: job.orderId, device_id: job.deviceId, lines: JSON.stringify(job.lines), job: JSON.stringify(job.job), created_at: now })))
        .onConflict((conflict) => conflict.column('job_id').doNothing())
        .execute();
      const claims = new Map<string, { order_id: number; device_id: number; line_key: string; quantity: number; job_group: string; sent_at: string; acknowledged_at: null; claimed_by: string }>();
      for (const job of jobs) {
        for (const line of job.lines) {
          claims.set(`${job.jobGroup}|${line.key}`, { order_id: job.orderId, device_id: job.deviceId, line_key: line.key, quantity: line.quantity, job_group: job.jobGroup, sent_at: now, acknowledged_at: null, claimed_by: claimedBy });
        }
      }
      await executor
        .insertInto('print_sent_lines')
        .values([...claims.values()])
        .onConflict((conflict) => conflict.columns(['job_group', 'line_key']).doNothing())
        .execute();
    },

    /** Claims of this order this terminal made before `claimedBefore` and never acknowledged, with their jobs as planned. */
    async staleClaims(executor: Executor, orderId: number, claimedBy: string, claimedBefore: string): Promise<StaleClaim[]> {
      const groups = await executor
        .selectFrom('print_sent_lines')
        .select('job_group')
        .distinct()
        .where('order_id', '=', orderId)
        .where('acknowledged_at', 'is', null)
        .where('claimed_by', '=', claimedBy)
        .where('sent_at', '<', claimedBefore)
        .execute();
      if (groups.length === 0) return [];
      const planned = await executor
        .selectFrom('print_planned_jobs')
        .select(['job_id', 'job_group', 'device_id', 'lines', 'job'])
        .where('order_id', '=', orderId)
        .where(
          'job_group',
          'in',
          groups.map((group) => group.job_group),
        )
        .orderBy('job_id')
        .execute();
      const claims = new Map<string, StaleClaim>();
      for (const row of planned) {
        if (row.job === null) continue;
        const claim = claims.get(row.job_group) ?? { jobGroup: row.job_group, deviceId: row.device_id, lines: JSON.parse(row.lines) as PlannedLine[], jobs: [] };
        claim.jobs.push(JSON.parse(row.job) as PlannedPrintJob);
        claims.set(row.job_group, claim);
      }
      return [...claims.values()];
    },

    /** Starts the lease of these claims again (they were just handed out once more). */
    async renewClaims(executor: Executor, orderId: number, jobGroups: readonly string[], now: string): Promise<void> {
      if (jobGroups.length === 0) return;
      await executor.updateTable('print_sent_lines').set({ sent_at: now }).where('order_id', '=', orderId).where('job_group', 'in', [...jobGroups]).where('acknowledged_at', 'is', null).execute();
    },

    /** Quantity claimed per line and device (acknowledged or not), and which devices got anything of this order. */
    async sentQuantities(executor: Executor, orderId: number): Promise<Array<{ lineKey: string; deviceId: number; quantity: number; name: string | null }>> {
      const rows = await executor
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
    async reconcile(executor: Executor, orderId: number, adjustments: ReadonlyArray<{ lineKey: string; deviceId: number; sentBefore: number; quantity: number }>, now: string): Promise<void> {
      if (adjustments.length === 0) return;
      await executor
        .insertInto('print_sent_lines')
        .values(
          adjustments.map((adjustment) => ({
            order_id: orderId,
            device_id: adjustment.deviceId,
            line_key: adjustment.lineKey,
            quantity: adjustment.quantity,
            job_group: `adjust-${orderId}-d${adjustment.deviceId}-${adjustment.lineKey}-from${adjustment.sentBefore}`,
            sent_at: now,
            acknowledged_at: now,
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

    /**
     * POST /print/orderSent: acknowledges the claims of these jobs of this order, in one
     * transaction; answers the lines acknowledged now. A job planned before claims existed is
     * recorded as sent here, as it always was.
     */
    async markSent(outletId: number, orderId: number, jobIds: readonly string[], now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const jobs = await trx
          .selectFrom('print_planned_jobs')
          .select(['job_group', 'device_id', 'lines'])
          .where('outlet_id', '=', outletId)
          .where('order_id', '=', orderId)
          .where('job_id', 'in', [...jobIds])
          .execute();
        let marked = 0;
        const seen = new Set<string>();
        for (const job of jobs) {
          for (const line of JSON.parse(job.lines) as PlannedLine[]) {
            const key = `${job.job_group}|${line.key}`;
            if (seen.has(key)) continue;
            seen.add(key);
            // ON CONFLICT DO NOTHING answers no row when the line is claimed already (the usual case).
            const inserted = await trx
              .insertInto('print_sent_lines')
              .values({ order_id: orderId, device_id: job.device_id, line_key: line.key, quantity: line.quantity, job_group: job.job_group, sent_at: now, acknowledged_at: now })
              .onConflict((conflict) => conflict.columns(['job_group', 'line_key']).doNothing())
              .returning('id')
              .executeTakeFirst();
            if (inserted) {
              marked += 1;
              continue;
            }
            const acknowledged = await trx
              .updateTable('print_sent_lines')
              .set({ acknowledged_at: now })
              .where('job_group', '=', job.job_group)
              .where('line_key', '=', line.key)
              .where('acknowledged_at', 'is', null)
              .executeTakeFirst();
            marked += Number(acknowledged.numUpdatedRows);
          }
        }
        return marked;
      });
    },
  };
}

export type PrintTrackingRepository = ReturnType<typeof createPrintTrackingRepository>;
