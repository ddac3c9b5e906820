import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createRolesRepository } from './roles.repository.ts';
import { rolesRoutes } from './roles.routes.ts';
import { createRolesService } from './roles.service.ts';

/** The owner's roles (back office, ADR 0022): builds the module's repository and service and returns its routes. */
export function rolesModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = createRolesService({ roles: createRolesRepository(deps.db), broadcaster: deps.broadcaster });
  return async (app) => {
    await app.register(rolesRoutes(service));
  };
}
