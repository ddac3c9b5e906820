import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createSecretHasher } from '../../platform/secrets-hashing.ts';
import { signUpRoutes } from './signup.routes.ts';
import { createSignUpService } from './signup.service.ts';

/** A restaurant signs up (issue 20): a new owner from the login page; SIGNUP=closed turns it off. */
export function signUpModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { pinPepper, argon2 } = deps.config;
  // The same hasher (argon2id + pepper) the login verifies owner passwords with.
  const hasher = createSecretHasher({ pepper: pinPepper, memoryKib: argon2.memoryKib, passes: argon2.passes });
  const service = createSignUpService({ db: deps.db, hasher, isOpen: deps.config.isSignUpOpen });
  return async (app) => {
    const redis = deps.config.redisUrl ? new Redis(deps.config.redisUrl, { lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(signUpRoutes(service, { redis, keyPrefix: deps.config.redisKeyPrefix }));
  };
}
