import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderHistoryQuerySchema, AllOrderHistoryQuerySchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { OrderHistoryService } from './order-history.service.ts';

/** Spec §7 GET /order/histories (paged) and GET /order/getAllOrderHistory (merge bill choices). */
export function orderHistoryRoutes(history: OrderHistoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/order/histories', { schema: { querystring: OrderHistoryQuerySchema } }, async (request) => ({
      data: await history.histories(requireAuth(request), readOutletHeader(request), request.query),
    }));

    app.get('/order/getAllOrderHistory', { schema: { querystring: AllOrderHistoryQuerySchema } }, async (request) => ({
      data: await history.allOrders(requireAuth(request), readOutletHeader(request), request.query),
    }));
  };
}
