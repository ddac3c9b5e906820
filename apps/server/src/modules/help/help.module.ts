import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createHelpMailer } from './help-mailer.ts';
import { createHelpRepository } from './help.repository.ts';
import { helpRoutes } from './help.routes.ts';
import { createHelpService } from './help.service.ts';

/** Help center (issue 20): cashier → owner messages, stored, and e-mailed when SMTP_URL is set. */
export function helpModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { smtpUrl, from } = deps.config.mail;
  return async (app) => {
    const service = createHelpService({
      help: createHelpRepository(deps.db),
      outlets: deps.outlets,
      mailer: smtpUrl ? createHelpMailer(smtpUrl, from) : null,
      log: app.log,
    });
    app.addHook('onClose', async () => service.close());
    await app.register(helpRoutes(service));
  };
}
