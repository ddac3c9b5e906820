import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createMemberCategoriesService } from './member-categories.service.ts';
import { promoAdminRoutes } from './promo-admin.routes.ts';
import { createPromosAdminRepository } from './promos-admin.repository.ts';
import { createPromosAdminService } from './promos-admin.service.ts';
import { createVouchersService } from './vouchers.service.ts';

/** Back office (issue 21): the owner's promos, member vouchers and member categories. */
export function promoAdminModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const repository = createPromosAdminRepository();
  const promos = createPromosAdminService({ db: deps.db, repository, broadcaster: deps.broadcaster });
  const vouchers = createVouchersService({ db: deps.db, promos: repository, broadcaster: deps.broadcaster });
  const categories = createMemberCategoriesService({ db: deps.db, broadcaster: deps.broadcaster });
  return promoAdminRoutes({ promos, vouchers, categories });
}
