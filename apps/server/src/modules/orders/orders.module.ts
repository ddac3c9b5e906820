import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createApprovalsService } from './approvals.service.ts';
import { orderChangeRoutes } from './order-changes.routes.ts';
import { createOrderLinesRepository } from './order-lines.repository.ts';
import { createOrderReader } from './order-reader.ts';
import { createOrderChangeRunner } from './order-write.ts';
import { createOrdersQueryService } from './orders-query.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';

/** Order and pending-item calls of spec §7: builds the module's repositories and services and returns its routes. */
export function ordersModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrdersRepository(deps.db);
  const lines = createOrderLinesRepository();
  const query = createOrdersQueryService({ db: deps.db, outlets: deps.outlets, orders, reader: createOrderReader({ orders, lines }) });
  const service = createOrdersService({
    ...deps,
    orders,
    lines,
    approvals: createApprovalsService({ users: deps.users, pinGuard: deps.pinGuard }),
    runChange: createOrderChangeRunner({ db: deps.db, broadcaster: deps.broadcaster, orders, lines }),
    readOrder: query.readOrder,
  });
  return async (app) => {
    await app.register(ordersRoutes(service, query));
    // Edit, deduct, delete, change, pending, void, cancel and free items (order-changes.*.ts).
    await app.register(orderChangeRoutes(deps));
  };
}
