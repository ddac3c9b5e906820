import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddFreeOrderProductBodySchema,
  ApproversQuerySchema,
  CancelOrderBodySchema,
  ChangeOrderProductBodySchema,
  DeleteOrderProductBodySchema,
  MoveToOrderBodySchema,
  MoveToPendingBodySchema,
  OrderIdParamSchema,
  OutletProductIdParamSchema,
  UpdateOrderProductBodySchema,
  VoidPendingItemBodySchema,
  type Order,
} from '@kasir/contracts';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../platform/app-error.ts';
import { readOutletHeader, requireAuth, type AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createApprovalsService } from './approvals.service.ts';
import { createOrderChangesService, type ChangedOrder } from './order-changes.service.ts';
import { createOrderLinesRepository } from './order-lines.repository.ts';
import { createOrderReader } from './order-reader.ts';
import { createOrderReplacementsService } from './order-replacements.service.ts';
import { createOrderChangeRunner } from './order-write.ts';
import { createStaleOrderAnswer } from './stale-order-answer.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createPendingItemsService } from './pending-items.service.ts';

/**
 * Changes to existing orders (spec §5, §7 Order and Pending items calls). Each answers the
 * fresh order; a stale Version answers 409 with the fresh order beside the error.
 */
export function orderChangeRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrdersRepository(deps.db);
  const lines = createOrderLinesRepository();
  const reader = createOrderReader({ orders, lines });
  /** The order as GET /order/{id} shows it, read after commit (beside a 409). */
  async function readOrder(auth: AuthContext, outletId: number, orderId: number): Promise<Order> {
    const row = await orders.findOrder(deps.db, auth.ownerId, outletId, orderId);
    const [order] = row ? await reader.present(deps.db, outletId, [row]) : [];
    if (!order) throw notFound('Order');
    return order;
  }
  const approvals = createApprovalsService({ users: deps.users, pinGuard: deps.pinGuard });
  const runChange = createOrderChangeRunner({ db: deps.db, broadcaster: deps.broadcaster, orders, lines });
  const changeDeps = { db: deps.db, shifts: deps.shifts, approvals, orders, lines, runChange };
  const changes = createOrderChangesService(changeDeps);
  const replacements = createOrderReplacementsService({ ...changeDeps, permissions: deps.permissions });
  const pending = createPendingItemsService({ ...changeDeps, outlets: deps.outlets });

  const answerStale = createStaleOrderAnswer(readOrder);
  const answer = (auth: AuthContext, reply: FastifyReply, work: () => Promise<ChangedOrder>) => answerStale(auth, reply, async () => (await work()).order);

  return async (app) => {
    app.put('/order/:id/updateOrderProduct', { schema: { params: OrderIdParamSchema, body: UpdateOrderProductBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => changes.updateProduct(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.put('/order/:id/deleteOrderProduct', { schema: { params: OrderIdParamSchema, body: DeleteOrderProductBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => changes.deleteProduct(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.put('/order/:id/cancel', { schema: { params: OrderIdParamSchema, body: CancelOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => changes.cancel(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.put('/customer/changeOrderProduct/:id', { schema: { params: OrderIdParamSchema, body: ChangeOrderProductBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => replacements.changeProduct(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.post('/order/:id/addFreeOrderProduct', { schema: { params: OrderIdParamSchema, body: AddFreeOrderProductBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => replacements.addFreeProduct(auth, readOutletHeader(request), request.params.id, request.body));
    });

    app.post('/pendingOrderProduct/moveToPending', { schema: { body: MoveToPendingBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => pending.moveToPending(auth, readOutletHeader(request), request.body));
    });

    app.post('/pendingOrderProduct/moveToOrder', { schema: { body: MoveToOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => pending.moveToOrder(auth, readOutletHeader(request), request.body));
    });

    app.post('/pendingOrderProduct/voidItem', { schema: { body: VoidPendingItemBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => pending.voidItem(auth, readOutletHeader(request), request.body, request.ip));
    });

    app.get('/pendingOrderProduct', async (request) => ({ data: await pending.list(requireAuth(request), readOutletHeader(request)) }));

    app.get('/pendingOrderProduct/getByOutletProduct/:id', { schema: { params: OutletProductIdParamSchema } }, async (request) => ({
      data: await pending.list(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.get('/order/approvers', { schema: { querystring: ApproversQuerySchema } }, async (request) => {
      const auth = requireAuth(request);
      const outlet = await deps.outlets.resolveOutlet(auth, readOutletHeader(request));
      return { data: await approvals.listApprovers(auth, outlet.id, request.query.permission) };
    });
  };
}
