import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createCatalogRepository } from '../catalog/catalog.repository.ts';
import { createOutletMenuRepository } from './outlet-menu.repository.ts';
import { outletMenuRoutes } from './outlet-menu.routes.ts';
import { createOutletMenuService } from './outlet-menu.service.ts';

/** /cashier/add-menu (issue 21): the owner's products not on this outlet yet, and adding one. */
export function outletMenuModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = createOutletMenuService({
    db: deps.db,
    repository: createOutletMenuRepository(),
    catalog: createCatalogRepository(deps.db),
    outlets: deps.outlets,
    users: deps.users,
    broadcaster: deps.broadcaster,
  });
  return outletMenuRoutes(service);
}
