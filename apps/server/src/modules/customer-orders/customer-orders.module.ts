import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Order } from '@kasir/contracts';
import { notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createOrderLinesRepository } from '../orders/order-lines.repository.ts';
import { createOrderReader } from '../orders/order-reader.ts';
import { createOrderChangeRunner } from '../orders/order-write.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createCustomerOrderDecisions } from './customer-order-decisions.service.ts';
import { createCustomerOrdersRepository } from './customer-orders.repository.ts';
import { customerOrdersRoutes } from './customer-orders.routes.ts';
import { createCustomerOrdersService } from './customer-orders.service.ts';

/**
 * Orders from customers, the cashier's side (issue 22, ADR 26): list, confirm, reject, step,
 * bill requests. Writes to orders go through the orders module's change runner (order-write.ts).
 */
export function customerOrdersModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrdersRepository(deps.db);
  const lines = createOrderLinesRepository();
  const reader = createOrderReader({ orders, lines });
  const placements = createCustomerOrdersRepository(deps.db);
  const runChange = createOrderChangeRunner({ db: deps.db, broadcaster: deps.broadcaster, orders, lines });
  async function readOrder(auth: AuthContext, outletId: number, orderId: number): Promise<Order> {
    const row = await orders.findOrder(deps.db, auth.ownerId, outletId, orderId);
    const [order] = row ? await reader.present(deps.db, outletId, [row]) : [];
    if (!order) throw notFound(`Order ${orderId}`);
    return order;
  }
  const service = createCustomerOrdersService({ ...deps, placements, orders, runChange, readOrder });
  const decisions = createCustomerOrderDecisions({ ...deps, placements, runChange });
  return customerOrdersRoutes(service, decisions, readOrder);
}
