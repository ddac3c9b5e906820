import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createChargesRepository } from './charges.repository.ts';
import { createChargesService } from './charges.service.ts';
import { paymentAdminRoutes } from './payment-admin.routes.ts';
import { createPaymentMethodsRepository } from './payment-methods.repository.ts';
import { createPaymentMethodsService } from './payment-methods.service.ts';

/** Back office (issue 20): the owner's payment methods and charges of each outlet. */
export function paymentAdminModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const methods = createPaymentMethodsService({ db: deps.db, repository: createPaymentMethodsRepository(), broadcaster: deps.broadcaster });
  const charges = createChargesService({ db: deps.db, repository: createChargesRepository(), broadcaster: deps.broadcaster });
  return paymentAdminRoutes({ methods, charges });
}
