import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddOrderProductBodySchema,
  CreateOrderBodySchema,
  EditPaxBodySchema,
  OrderIdParamSchema,
  OrderListQuerySchema,
  PendingOrdersQuerySchema,
  PendingMenuQuerySchema,
  OrdersByTableQuerySchema,
  UpdateCustomerDataBodySchema,
} from '@kasir/contracts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import { createStaleOrderAnswer } from './stale-order-answer.ts';
import type { OrdersQueryService } from './orders-query.service.ts';
import type { OrdersService } from './orders.service.ts';

const isTrueFlag = (value: string | undefined) => value !== undefined && ['true', '1'].includes(value.toLowerCase());

/**
 * Spec §7 Order calls that take orders and read them. Writes answer the fresh order; a stale
 * Version answers 409 with the message and the fresh order beside it (StaleOrderErrorBody).
 */
export function ordersRoutes(service: OrdersService, query: OrdersQueryService): FastifyPluginAsyncZod {
  const answer = createStaleOrderAnswer(query.readOrder);

  return async (app) => {
    app.post('/order', { schema: { body: CreateOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      const order = await service.create(auth, readOutletHeader(request), request.body, request.ip, readIdempotencyKey(request));
      reply.status(201);
      return { data: order };
    });

    app.get('/order', { schema: { querystring: OrderListQuerySchema } }, async (request) => ({ data: await query.list(requireAuth(request), readOutletHeader(request), request.query) }));

    app.get('/order/getPending', { schema: { querystring: PendingOrdersQuerySchema } }, async (request) => ({
      data: await query.pendingOrders(requireAuth(request), readOutletHeader(request), request.query),
    }));

    app.get('/order/ongoing', async (request) => ({ data: await query.ongoing(requireAuth(request), readOutletHeader(request)) }));

    app.get('/order/simpleOngoingOrder', async (request) => ({ data: await query.simpleOngoing(requireAuth(request), readOutletHeader(request)) }));

    app.get('/order/byTable/:id', { schema: { params: OrderIdParamSchema, querystring: OrdersByTableQuerySchema } }, async (request) => ({
      data: await query.byTable(requireAuth(request), readOutletHeader(request), request.params.id, request.query.status),
    }));

    // ?pendingMenu=true (spec §7): only the order's PENDING lines, the customer's lines waiting for the cashier.
    app.get('/order/:id', { schema: { params: OrderIdParamSchema, querystring: PendingMenuQuerySchema } }, async (request) => ({
      data: await query.get(requireAuth(request), readOutletHeader(request), request.params.id, isTrueFlag(request.query.pendingMenu)),
    }));

    app.post('/order/:id/addOrderProduct', { schema: { params: OrderIdParamSchema, body: AddOrderProductBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => service.addProducts(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.post('/order/:id/updateCustomerData', { schema: { params: OrderIdParamSchema, body: UpdateCustomerDataBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => service.updateCustomerData(auth, readOutletHeader(request), request.params.id, request.body));
    });

    app.post('/order/:id/editPax', { schema: { params: OrderIdParamSchema, body: EditPaxBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => service.editPax(auth, readOutletHeader(request), request.params.id, request.body));
    });
  };
}
