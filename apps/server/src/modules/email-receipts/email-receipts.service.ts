import type { EmailDelivery, EmailDeliveryStatus, OutletEmailTemplate, SendEmailResult } from '@kasir/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/access.ts';
import { notFound } from '../../platform/app-error.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import { EMAIL_RESEND_AFTER_MS } from './email-delivery-rules.ts';
import type { EmailOutboxRepository, OutboxRow } from './email-outbox.repository.ts';
import { presentTemplate } from './email-template.ts';

type Deps = {
  db: Kysely<Database>;
  outlets: OutletsService;
  outbox: EmailOutboxRepository;
  /** The worker of this process, told when a row was queued. */
  wake: () => void;
  now?: () => Date;
};

export function presentDelivery(row: OutboxRow): EmailDelivery {
  return {
    Id: row.id,
    PaymentId: row.payment_id,
    Email: row.email,
    Status: row.status as EmailDeliveryStatus,
    Attempts: Number(row.attempts),
    LastError: row.last_error,
    NextAttemptAt: row.next_attempt_at,
    SentAt: row.sent_at,
    FileName: row.eml_file,
    CreatedOn: row.created_at,
  };
}

/** Spec GET /payment/sendEmail/{id}, GET /outletEmailTemplate, and where each receipt e-mail stands. */
export function createEmailReceiptsService(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function paymentOf(auth: AuthContext, outletHeader: number | null, paymentId: number) {
    const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
    const payment = await deps.db
      .selectFrom('payments')
      .select('id')
      .where('id', '=', paymentId)
      .where('outlet_id', '=', outlet.id)
      .where('owner_id', '=', auth.ownerId)
      .executeTakeFirst();
    if (!payment) throw notFound(`Payment ${paymentId}`);
    return payment;
  }

  return {
    /** Queues the receipt for the address (once per payment and address; see enqueue) and wakes the worker. */
    async sendEmail(auth: AuthContext, outletHeader: number | null, paymentId: number, email: string): Promise<SendEmailResult> {
      const payment = await paymentOf(auth, outletHeader, paymentId);
      // Addresses are compared case-blind: Rina@Example.com twice is one e-mail.
      const address = email.trim().toLowerCase();
      const at = now();
      const row = await deps.outbox.enqueue(payment.id, address, at, new Date(at.getTime() - EMAIL_RESEND_AFTER_MS));
      deps.wake();
      return { PaymentId: payment.id, Email: row.email, Status: row.status as EmailDeliveryStatus };
    },

    async emailStatus(auth: AuthContext, outletHeader: number | null, paymentId: number): Promise<EmailDelivery[]> {
      const payment = await paymentOf(auth, outletHeader, paymentId);
      return (await deps.outbox.listForPayment(payment.id)).map(presentDelivery);
    },

    async template(auth: AuthContext, outletHeader: number | null): Promise<OutletEmailTemplate> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletHeader);
      return presentTemplate(outlet.id, await deps.outbox.findTemplate(outlet.id));
    },
  };
}

export type EmailReceiptsService = ReturnType<typeof createEmailReceiptsService>;
