import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService } from './catalog.service.ts';
import { createStockService } from './stock.service.ts';

/** Menu calls of spec §7 (products, categories, add-ons, bundles, favourites, stock, order types, charges): builds the module's repositories and services and returns its routes. */
export function catalogModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const catalog = createCatalogRepository(deps.db);
  const menu = createCatalogService({ catalog, outlets: deps.outlets, permissions: deps.permissions });
  const stock = createStockService({ db: deps.db, catalog, menu, outlets: deps.outlets, permissions: deps.permissions, broadcaster: deps.broadcaster });
  return catalogRoutes(menu, stock);
}
