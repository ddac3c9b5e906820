import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EmailOutboxTable } from '../../db/schema-payments.ts';
import { DUE_STATUSES, EMAIL_BATCH_SIZE, EMAIL_CLAIM_LEASE_MS, EMAIL_ERROR_MAX_CHARACTERS, EmailStatus } from './email-delivery-rules.ts';

export type OutboxRow = Selectable<EmailOutboxTable>;
/** A row this worker holds: only its token may finish it. */
export type ClaimedRow = OutboxRow & { claim_token: string };

/** SQL of email_outbox: idempotent queueing, the claim by conditional UPDATE, and the outcome of an attempt. */
export function createEmailOutboxRepository(db: Kysely<Database>) {
  const byPaymentAndEmail = (paymentId: number, email: string) =>
    db.selectFrom('email_outbox').selectAll().where('payment_id', '=', paymentId).where('email', '=', email).executeTakeFirstOrThrow();

  return {
    /**
     * One row per payment and address: a doubled request finds the row already there. A FAILED row,
     * or one sent before `resendBefore`, is queued again (the cashier asks once more on purpose).
     */
    async enqueue(paymentId: number, email: string, now: Date, resendBefore: Date): Promise<OutboxRow> {
      const nowIso = now.toISOString();
      const inserted = await db
        .insertInto('email_outbox')
        .values({ payment_id: paymentId, email, status: EmailStatus.QUEUED, created_at: nowIso, next_attempt_at: nowIso, updated_at: nowIso })
        .onConflict((conflict) => conflict.columns(['payment_id', 'email']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        await db
          .updateTable('email_outbox')
          .set({ status: EmailStatus.QUEUED, attempts: 0, next_attempt_at: nowIso, last_error: null, sent_at: null, message_id: null, eml_file: null, claim_token: null, claimed_until: null, updated_at: nowIso })
          .where('payment_id', '=', paymentId)
          .where('email', '=', email)
          .where((eb) =>
            eb.or([
              eb('status', '=', EmailStatus.FAILED),
              eb.and([eb('status', 'in', [EmailStatus.SENT, EmailStatus.SAVED_AS_FILE]), eb('sent_at', '<', resendBefore.toISOString())]),
            ]),
          )
          .execute();
      }
      return byPaymentAndEmail(paymentId, email);
    },

    async listForPayment(paymentId: number): Promise<OutboxRow[]> {
      return db.selectFrom('email_outbox').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();
    },

    /**
     * Due rows this worker now holds. Each is taken by an UPDATE that only succeeds while the row is
     * still due and unheld, so of two processes polling at once exactly one gets each row.
     */
    async claimDue(now: Date): Promise<ClaimedRow[]> {
      const nowIso = now.toISOString();
      const leaseUntil = new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS).toISOString();
      const due = await db
        .selectFrom('email_outbox')
        .select('id')
        .where('status', 'in', DUE_STATUSES)
        .where('next_attempt_at', '<=', nowIso)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(EMAIL_BATCH_SIZE)
        .execute();
      const claimed: ClaimedRow[] = [];
      for (const { id } of due) {
        const token = randomUUID();
        const result = await db
          .updateTable('email_outbox')
          .set({ claim_token: token, claimed_until: leaseUntil, updated_at: nowIso })
          .where('id', '=', id)
          .where('status', 'in', DUE_STATUSES)
          .where('next_attempt_at', '<=', nowIso)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const row = await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        claimed.push({ ...row, claim_token: token });
      }
      return claimed;
    },

    /** The attempt went out (SENT) or was written as a file (SAVED_AS_FILE). */
    async markDelivered(row: ClaimedRow, outcome: { status: typeof EmailStatus.SENT | typeof EmailStatus.SAVED_AS_FILE; messageId: string | null; emlFile: string | null }, now: Date): Promise<void> {
      const nowIso = now.toISOString();
      await db
        .updateTable('email_outbox')
        .set({ status: outcome.status, attempts: row.attempts + 1, sent_at: nowIso, message_id: outcome.messageId, eml_file: outcome.emlFile, last_error: null, next_attempt_at: null, claim_token: null, claimed_until: null, updated_at: nowIso })
        .where('id', '=', row.id)
        .where('claim_token', '=', row.claim_token)
        .execute();
    },

    /** The attempt failed: RETRYING with its next due time, or FAILED after the last attempt; the error is kept. */
    async markFailed(row: ClaimedRow, outcome: { status: string; nextAttemptAt: string | null; error: string }, now: Date): Promise<void> {
      const nowIso = now.toISOString();
      await db
        .updateTable('email_outbox')
        .set({ status: outcome.status, attempts: row.attempts + 1, next_attempt_at: outcome.nextAttemptAt, last_error: outcome.error.slice(0, EMAIL_ERROR_MAX_CHARACTERS), claim_token: null, claimed_until: null, updated_at: nowIso })
        .where('id', '=', row.id)
        .where('claim_token', '=', row.claim_token)
        .execute();
    },

    async findTemplate(outletId: number) {
      return db.selectFrom('outlet_email_templates').selectAll().where('outlet_id', '=', outletId).executeTakeFirst();
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
