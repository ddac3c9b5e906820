import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { AuthContext } from '../../platform/access.ts';
import { requireOwnerOutlet } from '../payment-admin/owner-outlet.ts';
import { addOnAdminRoutes } from './addon-admin.routes.ts';
import { presentChoices } from './addon-admin.presenter.ts';
import { createAddOnAdminRepository } from './addon-admin.repository.ts';
import { createAddOnsService } from './add-ons.service.ts';
import { createBundlesService } from './bundles.service.ts';

/** Back office (issue 21): the owner's add-ons (sub-products) and bundles of each outlet. */
export function addOnAdminModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const repository = createAddOnAdminRepository();
  const addOns = createAddOnsService({ db: deps.db, repository, broadcaster: deps.broadcaster });
  const bundles = createBundlesService({ db: deps.db, repository, broadcaster: deps.broadcaster });
  /** The outlet's products and categories the dialogs choose from. */
  const choices = async (auth: AuthContext, outletId: number) => {
    await requireOwnerOutlet(deps.db, auth.ownerId, outletId);
    return presentChoices(await repository.choices(deps.db, outletId));
  };
  return addOnAdminRoutes({ addOns, bundles, choices });
}
