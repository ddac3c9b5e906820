import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createKitchenRoutingRepository, createProductsRepository, createStructureRepository } from './catalog-admin.repository.ts';
import { catalogAdminRoutes } from './catalog-admin.routes.ts';
import { createProductsService } from './products.service.ts';
import { createStructureService } from './structure.service.ts';

/** Back office (issue 21): the owner's departments, categories and products. */
export function catalogAdminModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const structure = createStructureService({ db: deps.db, structure: createStructureRepository(), routing: createKitchenRoutingRepository(), broadcaster: deps.broadcaster });
  const products = createProductsService({ db: deps.db, repository: createProductsRepository(), broadcaster: deps.broadcaster });
  return catalogAdminRoutes({ structure, products });
}
