import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmCustomerOrderBodySchema,
  CustomerOrderListQuerySchema,
  OrderIdParamSchema,
  RejectOrderBodySchema,
  RejectOrderProductBodySchema,
  StepProcessBodySchema,
  TrackerClickBodySchema,
  type Order,
} from '@kasir/contracts';
import { readOutletHeader, requireAuth, type AuthContext } from '../../platform/access.ts';
import { createStaleOrderAnswer } from '../orders/stale-order-answer.ts';
import type { CustomerOrderDecisions } from './customer-order-decisions.service.ts';
import type { CustomerOrdersService } from './customer-orders.service.ts';

/** GET /customerAppInfo?fromCustomer=TRUE: the spec sends the flag; the answer does not depend on it. */
const CustomerAppInfoQuerySchema = z.object({ fromCustomer: z.string().max(10).optional() });

/** Where the phone page lives: the caller's Origin (the web app), else this server's own address. */
function originOf(request: { headers: Record<string, string | string[] | undefined>; protocol: string; host: string }): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^\s/]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/**
 * The cashier's side of orders from customers (spec §4 "Customer orders", §7; issue 22).
 * Decisions answer the fresh order; a stale Version answers 409 with the fresh order beside it.
 */
export function customerOrdersRoutes(
  service: CustomerOrdersService,
  decisions: CustomerOrderDecisions,
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<Order>,
): FastifyPluginAsyncZod {
  const answer = createStaleOrderAnswer(readOrder);
  return async (app) => {
    app.get('/customerOrder', { schema: { querystring: CustomerOrderListQuerySchema } }, async (request) => ({
      data: await service.list(requireAuth(request), readOutletHeader(request), request.query.status),
    }));

    // The spec writes the path with a trailing slash; the server matches slashes exactly, so both forms.
    for (const path of ['/customer/confirmOrder/:id/', '/customer/confirmOrder/:id']) {
      app.post(path, { schema: { params: OrderIdParamSchema, body: ConfirmCustomerOrderBodySchema } }, async (request, reply) => {
        const auth = requireAuth(request);
        return answer(auth, reply, () => decisions.confirm(auth, readOutletHeader(request), request.params.id, request.body ?? undefined));
      });
    }

    app.put('/order/:id/rejectOrder', { schema: { params: OrderIdParamSchema, body: RejectOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => decisions.reject(auth, readOutletHeader(request), request.params.id, { Reason: request.body.Reason, Version: request.body.Version }));
    });

    app.put('/order/:id/rejectOrderProduct', { schema: { params: OrderIdParamSchema, body: RejectOrderProductBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => decisions.reject(auth, readOutletHeader(request), request.params.id, request.body));
    });

    app.put('/order/stepProcess/:id', { schema: { params: OrderIdParamSchema, body: StepProcessBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => service.stepProcess(auth, readOutletHeader(request), request.params.id, request.body.StepProcess, undefined));
    });

    app.get('/order/product/:id', { schema: { params: OrderIdParamSchema } }, async (request) => ({
      data: await service.orderProduct(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.post('/order/insertTrackerClick', { schema: { body: TrackerClickBodySchema } }, async (request) => ({
      data: await service.trackerClick(requireAuth(request), readOutletHeader(request), request.body.OrderId),
    }));

    app.get('/customerAppInfo', { schema: { querystring: CustomerAppInfoQuerySchema } }, async (request) => ({
      data: await service.appInfo(requireAuth(request), readOutletHeader(request), originOf(request)),
    }));

    app.get('/billRequest', async (request) => ({ data: await service.billRequests(requireAuth(request), readOutletHeader(request)) }));

    app.put('/billRequest/:id/resolve', { schema: { params: OrderIdParamSchema } }, async (request) => ({
      data: await service.resolveBillRequest(requireAuth(request), readOutletHeader(request), request.params.id),
    }));
  };
}
