import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServerEvent, type Order, type OrderLockEvent } from '@kasir/contracts';
import { notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createApprovalsService } from '../orders/approvals.service.ts';
import { createOrderLinesRepository } from '../orders/order-lines.repository.ts';
import { createOrderReader } from '../orders/order-reader.ts';
import { createOrderChangeRunner } from '../orders/order-write.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createBillsRepository } from './bills.repository.ts';
import { billsRoutes } from './bills.routes.ts';
import { createMergeService } from './merge.service.ts';
import { createRefundService } from './refund.service.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { createSplitService } from './split.service.ts';

/** Split bill, merge bill and refund (spec §5, §7): built on the orders module's change runner, approvals and reader. */
export function billsModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrdersRepository(deps.db);
  const lines = createOrderLinesRepository();
  const reader = createOrderReader({ orders, lines });
  const billDeps = {
    db: deps.db,
    outlets: deps.outlets,
    shifts: deps.shifts,
    broadcaster: deps.broadcaster,
    orders,
    lines,
    bills: createBillsRepository(),
    approvals: createApprovalsService({ users: deps.users, pinGuard: deps.pinGuard }),
    runChange: createOrderChangeRunner({ db: deps.db, broadcaster: deps.broadcaster, orders, lines }),
  };
  async function readOrder(auth: AuthContext, outletId: number, orderId: number): Promise<Order> {
    const row = await orders.findOrder(deps.db, auth.ownerId, outletId, orderId);
    const [order] = row ? await reader.present(deps.db, outletId, [row]) : [];
    if (!order) throw notFound('Order');
    return order;
  }
  async function announceOrder(outletId: number, order: Order): Promise<void> {
    const event: OrderLockEvent = { OrderId: order.Id, OrderNo: order.OrderNo, Version: order.Version, Status: order.Status, OutletTableIds: order.OutletTableIds };
    await deps.broadcaster.emitToOutlet(outletId, ServerEvent.ORDER_LOCK, event);
  }
  const refund = createRefundService({ ...billDeps, refunds: createRefundsRepository() });
  return billsRoutes({ split: createSplitService(billDeps), merge: createMergeService(billDeps), refund, readOrder, announceOrder });
}
