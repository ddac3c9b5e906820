import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { MergeOrderBodySchema, OrderIdParamSchema, SplitOrderBodySchema, type Order, type StaleOrderErrorBody } from '@kasir/contracts';
import { readOutletHeader, requireAuth, type AuthContext } from '../../platform/access.ts';
import { StaleOrderError } from '../orders/order-write.ts';
import type { MergeService } from './merge.service.ts';
import type { SplitService } from './split.service.ts';

type Services = {
  split: SplitService;
  merge: MergeService;
  /** The order as GET /order/{id} shows it, read after commit. */
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>;
  /** Tells the outlet's terminals the order's header and tables changed (order:lock). */
  announceOrder: (outletId: number, order: Order) => Promise<void>;
};

/** Split and merge bill (spec §7). A stale Version answers 409 with the fresh order beside the error, as order changes do. */
export function billsRoutes(services: Services): FastifyPluginAsyncZod {
  async function answer<T>(auth: AuthContext, reply: FastifyReply, work: () => Promise<T>) {
    try {
      return { data: await work() };
    } catch (error) {
      if (!(error instanceof StaleOrderError)) throw error;
      const body: StaleOrderErrorBody = { message: error.message, errorCode: error.appCode, code: 'STALE_ORDER', data: error.fields, Order: await services.readOrder(auth, error.outletId, error.orderId) };
      return reply.status(409).send(body);
    }
  }

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
  };
}
