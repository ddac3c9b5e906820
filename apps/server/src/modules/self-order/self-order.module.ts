import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createQrTokenSigner } from './qr-token.ts';
import { createSelfOrderRepository } from './self-order.repository.ts';
import { selfOrderRoutes } from './self-order.routes.ts';
import { createSelfOrderService } from './self-order.service.ts';

/** Issue 22: the public, versioned self-order API behind the phone page (docs/public-api.md). */
export function selfOrderModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const service = createSelfOrderService({ db: deps.db, broadcaster: deps.broadcaster, repository: createSelfOrderRepository(deps.db), signer: createQrTokenSigner(deps.config.jwtSecret) });
  return async (app) => {
    // With REDIS_URL the limits are shared by every API process.
    const redis = deps.config.redisUrl ? new Redis(deps.config.redisUrl, { lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(selfOrderRoutes(service, deps.config.selfOrderLimits, { redis, keyPrefix: deps.config.redisKeyPrefix }));
  };
}
