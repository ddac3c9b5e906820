import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MergeOrderBodySchema,
  OrderIdParamSchema,
  RefundBodySchema,
  SplitOrderBodySchema,
  type Order,
} from '@kasir/contracts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import { readOutletHeader, requireAuth, type AuthContext } from '../../platform/access.ts';
import { createStaleOrderAnswer } from '../orders/stale-order-answer.ts';
import type { MergeService } from './merge.service.ts';
import type { RefundService } from './refund.service.ts';
import type { SplitService } from './split.service.ts';

type Services = {
  split: SplitService;
  merge: MergeService;
  refund: RefundService;
  /** The order as GET /order/{id} shows it, read after commit. */
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
  /** Tells the outlet's terminals the order's header and tables changed (order:lock). */
  announceOrder: (outletId: number, order: Order) => Promise<void>;
};

/** Split and merge bill and refund (spec §7). A stale Version answers 409 with the fresh order beside the error, as order changes do. */
export function billsRoutes(services: Services): FastifyPluginAsyncZod {
  const answer = createStaleOrderAnswer(services.readOrder);

  return async (app) => {
    app.post('/order/:id/split', { schema: { params: OrderIdParamSchema, body: SplitOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => services.split.split(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.post('/order/:id/merge', { schema: { params: OrderIdParamSchema, body: MergeOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, async () => {
        const merged = await services.merge.merge(auth, readOutletHeader(request), request.params.id, request.body, request.ip);
        const order = await services.readOrder(auth, merged.outletId, merged.orderId);
        await services.announceOrder(merged.outletId, order);
        return order;
      });
    });

    app.put('/customer/refund/:id', { schema: { params: OrderIdParamSchema, body: RefundBodySchema } }, async (request) => {
      const auth = requireAuth(request);
      return { data: await services.refund.refund(auth, readOutletHeader(request), request.params.id, request.body, request.ip, readIdempotencyKey(request)) };
    });
  };
}
