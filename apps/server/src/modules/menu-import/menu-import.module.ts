import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createMenuImportRepository } from './menu-import.repository.ts';
import { menuImportRoutes } from './menu-import.routes.ts';
import { createMenuImportService } from './menu-import.service.ts';

/** Back office (issue 21): an outlet's menu exported and imported as CSV. */
export function menuImportModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  return menuImportRoutes(createMenuImportService({ db: deps.db, repository: createMenuImportRepository(), broadcaster: deps.broadcaster }));
}
