import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { membersRoutes } from '../members/members.routes.ts';
import { createApprovalsService } from '../orders/approvals.service.ts';
import { createOrderLinesRepository } from '../orders/order-lines.repository.ts';
import { createOrderReader } from '../orders/order-reader.ts';
import { createOrdersQueryService } from '../orders/orders-query.service.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentQuote } from './payment-quote.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { createPromosService } from './promos.service.ts';

/**
 * Payments, promos and vouchers (issue 6, spec §7 Payment and Promo calls, PUT /order/assign*)
 * and the member balance call GET /member/{id}/getPoint. Orders are read and repriced through
 * the orders module's own repositories and pure pricing.
 */
export function paymentsModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrdersRepository(deps.db);
  const lines = createOrderLinesRepository();
  const repository = createPaymentsRepository(deps.db);
  const query = createOrdersQueryService({ db: deps.db, outlets: deps.outlets, orders, reader: createOrderReader({ orders, lines }) });
  const readOrder = query.readOrder;
  const payments = createPaymentsService({
    ...deps,
    payments: repository,
    orders,
    lines,
    approvals: createApprovalsService({ users: deps.users, pinGuard: deps.pinGuard }),
    readOrder,
  });
  const promos = createPromosService({ ...deps, payments: repository, orders, lines, readOrder });
  return async (app) => {
    await app.register(paymentsRoutes({ payments, quote: createPaymentQuote({ db: deps.db, outlets: deps.outlets, payments: repository, orders, lines }), promos, repository, outlets: deps.outlets, readOrder }));
    await app.register(membersRoutes(deps));
  };
}
