import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RegisterOwnerBodySchema } from '@kasir/contracts';
import { SIGNUP_RATE_LIMIT_MAX, SIGNUP_RATE_LIMIT_WINDOW_MS } from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import type { SignUpService } from './signup.service.ts';

const MS_PER_MINUTE = 60_000;
export const SIGNUP_RATE_LIMITED_MESSAGE = `Too many sign-ups from this address, try again in ${SIGNUP_RATE_LIMIT_WINDOW_MS / MS_PER_MINUTE} minutes`;

/** POST /user/register and GET /user/registerStatus: both public (nobody has an account yet). */
/**
 * `redis`: with REDIS_URL the count is kept in Redis, so several API processes share one limit
 * per address (in memory each process would allow its own five).
 */
export function signUpRoutes(service: SignUpService, options: { redis?: Redis | undefined; keyPrefix?: string } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin's routes are limited (global: false); per client address (trustProxy is off).
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: `${options.keyPrefix ?? ''}signup-limit-` } : {}),
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS', SIGNUP_RATE_LIMITED_MESSAGE),
    });

    app.get('/user/registerStatus', { config: { access: 'public' } }, async () => ({ data: service.status() }));

    app.post(
      '/user/register',
      {
        config: { access: 'public', rateLimit: { max: SIGNUP_RATE_LIMIT_MAX, timeWindow: SIGNUP_RATE_LIMIT_WINDOW_MS } },
        schema: { body: RegisterOwnerBodySchema },
      },
      async (request, reply) => {
        const owner = await service.register(request.body);
        return reply.status(201).send({ data: owner });
      },
    );
  };
}
