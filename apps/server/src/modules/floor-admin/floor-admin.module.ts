import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createFloorAdminRepository } from './floor-admin.repository.ts';
import { floorAdminRoutes } from './floor-admin.routes.ts';
import { createFloorAdminService } from './floor-admin.service.ts';

/** Floor plans in the owner's back office (issue 20): areas and tables, archived when history names them. */
export function floorAdminModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = createFloorAdminService({ broadcaster: deps.broadcaster, floor: createFloorAdminRepository(deps.db) });
  return async (app) => {
    await app.register(floorAdminRoutes(service));
  };
}
