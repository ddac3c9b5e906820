import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createSecretHasher } from '../../platform/secrets-hashing.ts';
import { createSetupRepository } from './setup.repository.ts';
import { setupRoutes } from './setup.routes.ts';
import { createSetupService } from './setup.service.ts';

/** The first-run wizard (issue 20): a new owner's outlet, ready to sell, in one call. */
export function setupModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  // PINs under the same argon2id + pepper the cashier login verifies them with.
  const hasher = createSecretHasher({ pepper: deps.config.pinPepper, memoryKib: deps.config.argon2.memoryKib, passes: deps.config.argon2.passes });
  const service = createSetupService({ setup: createSetupRepository(deps.db), hasher });
  return async (app) => {
    await app.register(setupRoutes(service));
  };
}
