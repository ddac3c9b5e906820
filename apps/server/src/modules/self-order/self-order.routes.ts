import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  SelfOrderBillRequestBodySchema,
  SelfOrderMenuQuerySchema,
  SelfOrderPlaceBodySchema,
  SelfOrderSessionBodySchema,
} from '@kasir/contracts';
import { CUSTOMER_SESSION_HEADER, PUBLIC_API_PREFIX, ServerMessage } from '@kasir/domain';
import { AppError } from '../../platform/app-error.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import { hashSessionToken } from './self-order.repository.ts';
import type { SelfOrderService } from './self-order.service.ts';

/**
 * The limits' window; how many fit in it comes from the config (SELF_ORDER_SESSIONS_PER_MINUTE,
 * default 60 QR scans per client address: a café's phones may share one public address;
 * SELF_ORDER_ORDERS_PER_MINUTE, default 10 placements per phone session).
 */
export const SELF_ORDER_RATE_LIMIT_WINDOW_MS = 60_000;
export type SelfOrderLimits = { sessionsPerMinute: number; ordersPerMinute: number };

const PlacementIdParamSchema = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0').max(2_147_483_647) });

function readSessionHeader(request: FastifyRequest): string | null {
  const raw = request.headers[CUSTOMER_SESSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The public self-order API under /api/public/v1 (docs/public-api.md). Every route is public to
 * the staff access check (no bearer token is read, so a staff token is never a session); the
 * phone's own session token travels in x-customer-session and is checked here.
 */
export function selfOrderRoutes(service: SelfOrderService, limits: SelfOrderLimits, options: { redis?: Redis | undefined; keyPrefix?: string } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: `${options.keyPrefix ?? ''}self-order-limit-` } : {}),
      errorResponseBuilder: (request) =>
        new AppError('TOO_MANY_ATTEMPTS', request.routeOptions.url?.endsWith('/sessions') ? ServerMessage.SELF_ORDER_TOO_MANY_SESSIONS : ServerMessage.SELF_ORDER_TOO_MANY_ORDERS),
    });
    const session = (request: FastifyRequest) => service.resolveSession(readSessionHeader(request));
    const base = PUBLIC_API_PREFIX;

    app.post(
      `${base}/sessions`,
      {
        config: { access: 'public', rateLimit: { max: limits.sessionsPerMinute, timeWindow: SELF_ORDER_RATE_LIMIT_WINDOW_MS } },
        schema: { body: SelfOrderSessionBodySchema },
      },
      async (request, reply) => reply.status(201).send({ data: await service.openSession(request.body.Qr) }),
    );

    app.get(`${base}/menu`, { config: { access: 'public' }, schema: { querystring: SelfOrderMenuQuerySchema } }, async (request) => ({
      data: await service.menu(await session(request), request.query.AppOrderType),
    }));

    app.post(
      `${base}/orders`,
      {
        config: {
          access: 'public',
          rateLimit: {
            max: limits.ordersPerMinute,
            timeWindow: SELF_ORDER_RATE_LIMIT_WINDOW_MS,
            // Per phone: the session token's hash (never the token itself) keys the count.
            keyGenerator: (request) => {
              const token = readSessionHeader(request);
              return token === null ? `ip:${request.ip}` : `session:${hashSessionToken(token)}`;
            },
          },
        },
        schema: { body: SelfOrderPlaceBodySchema },
      },
      async (request, reply) => {
        const current = await session(request);
        return reply.status(201).send({ data: await service.place(current, request.body, readIdempotencyKey(request)) });
      },
    );

    app.get(`${base}/orders`, { config: { access: 'public' } }, async (request) => ({ data: await service.list(await session(request)) }));

    app.get(`${base}/orders/:id`, { config: { access: 'public' }, schema: { params: PlacementIdParamSchema } }, async (request) => ({
      data: await service.get(await session(request), request.params.id),
    }));

    app.post(`${base}/billRequest`, { config: { access: 'public' }, schema: { body: SelfOrderBillRequestBodySchema } }, async (request) => ({
      data: await service.requestBill(await session(request), request.body.CustomerOrderId),
    }));
  };
}
