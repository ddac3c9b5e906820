import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createOutletAdminRepository } from './outlet-admin.repository.ts';
import { outletAdminRoutes } from './outlet-admin.routes.ts';
import { createOutletAdminService } from './outlet-admin.service.ts';

/** The owner's outlets in the back office: outlets, their order types and settings (issue 20). */
export function outletAdminModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = createOutletAdminService({
    repository: createOutletAdminRepository(deps.db),
    settings: createSettingsRepository(deps.db),
    broadcaster: deps.broadcaster,
  });
  return async (app) => {
    await app.register(outletAdminRoutes(service));
  };
}
