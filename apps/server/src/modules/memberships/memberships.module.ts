import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createApprovalsService } from '../orders/approvals.service.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { createPrintingSetupRepository } from '../printing/printing-setup.repository.ts';
import { createMemberSignUpService } from './member-signup.service.ts';
import { createMembershipPaymentsService } from './membership-payments.service.ts';
import { createMembershipPrintsService } from './membership-prints.service.ts';
import { createOrderMemberQrService } from './order-member-qr.service.ts';
import { membershipsRoutes } from './memberships.routes.ts';
import { createPurchasesRepository } from './purchases.repository.ts';
import { createPurchasesService } from './purchases.service.ts';

/**
 * Memberships bought and extended (issue 19): purchases made at the till or through the sign-up
 * QR, paid exactly once into the cashier's shift, printed through the print plans. Payment
 * methods are the payments module's; members are the members module's.
 */
export function membershipsModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const purchases = createPurchasesRepository(deps.db);
  const purchaseService = createPurchasesService({ ...deps, purchases });
  const signUp = createMemberSignUpService({ ...deps, purchases, purchaseService });
  const payments = createMembershipPaymentsService({
    ...deps,
    purchases,
    purchaseService,
    methods: createPaymentsRepository(deps.db),
    approvals: createApprovalsService({ users: deps.users, pinGuard: deps.pinGuard }),
  });
  const prints = createMembershipPrintsService({ ...deps, setup: createPrintingSetupRepository(deps.db), purchases, purchaseService, signUp });
  return async (app) => {
    await app.register(membershipsRoutes({ purchases: purchaseService, payments, signUp, prints, orderQr: createOrderMemberQrService({ ...deps, purchases }) }));
  };
}
