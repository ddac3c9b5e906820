import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createEmailOutboxRepository } from './email-outbox.repository.ts';
import { emailReceiptsRoutes } from './email-receipts.routes.ts';
import { createEmailReceiptsService } from './email-receipts.service.ts';
import { createMailDeliverer } from './mail-deliverer.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { createReceiptComposer } from './receipt-composer.ts';

/**
 * E-mailed receipts (issue 22, docs/email.md): GET /payment/sendEmail queues, the outbox worker of
 * this process delivers through SMTP_URL (or writes .eml files under MAIL_DIR), with retries.
 */
export function emailReceiptsModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { smtpUrl, from, dir, isWorkerOn } = deps.config.mail;
  return async (app) => {
    const outbox = createEmailOutboxRepository(deps.db);
    const mailer = createMailDeliverer({ smtpUrl, from, dir });
    const worker = createOutboxWorker({ outbox, compose: createReceiptComposer(deps.db, outbox), mailer, log: app.log });
    const service = createEmailReceiptsService({ db: deps.db, outlets: deps.outlets, outbox, wake: worker.wake });
    if (isWorkerOn) app.addHook('onReady', async () => worker.start());
    // Before the database closes: the pass in flight finishes, then the transport goes.
    app.addHook('onClose', async () => {
      await worker.stop();
      mailer.close();
    });
    await app.register(emailReceiptsRoutes(service));
  };
}
