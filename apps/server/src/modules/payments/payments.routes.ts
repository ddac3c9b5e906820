import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RowIdParamSchema,
  AssignPromoBodySchema,
  AssignVoucherAndPromoBodySchema,
  AssignVoucherBodySchema,
  ChangePaymentMethodBodySchema,
  CheckPromoBodySchema,
  OrderIdParamSchema,
  PayOrderBodySchema,
  PaymentQuoteBodySchema,
  TerminateOrderBodySchema,
  type PaymentMethodType,
  type OutletPaymentMethod,
} from '@kasir/contracts';
import { moneyFromHundredths, toDecimalRupiah } from '@kasir/domain';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import { readOutletHeader, requireAuth, type AuthContext } from '../../platform/access.ts';
import { createStaleOrderAnswer } from '../orders/stale-order-answer.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PaymentQuoteService } from './payment-quote.ts';
import type { PaymentsService } from './payments.service.ts';
import type { PromosService } from './promos.service.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';

const MemberIdParamSchema = RowIdParamSchema;
const wire = (hundredths: number | null) => (hundredths === null ? null : toDecimalRupiah(moneyFromHundredths(hundredths)));

type Services = {
  payments: PaymentsService;
  quote: PaymentQuoteService;
  promos: PromosService;
  repository: PaymentsRepository;
  outlets: ModuleDeps['outlets'];
  readOrder: (auth: AuthContext, outletId: number, orderId: number) => Promise<import('@kasir/contracts').Order>;
};

/** Spec §7 Payment and Promo calls, and PUT /order/assign*. A stale Version is a 409 with the fresh order. */
export function paymentsRoutes(services: Services): FastifyPluginAsyncZod {
  const answer = createStaleOrderAnswer(services.readOrder);

  return async (app) => {
    app.get('/paymentMethodType', async (request) => {
      requireAuth(request);
      const rows = await services.repository.listMethodTypes();
      const data: PaymentMethodType[] = rows.map((row) => ({ Id: row.id, Name: row.name, Position: row.position }));
      return { data };
    });

    app.get('/outletPaymentMethod/', async (request) => {
      const auth = requireAuth(request);
      const outlet = await services.outlets.resolveOutlet(auth, readOutletHeader(request));
      const rows = await services.repository.listMethods(services.repository.db, outlet.id);
      const data: OutletPaymentMethod[] = rows.map((row) => ({
        Id: row.id,
        Amount: wire(row.default_value),
        MaxPoint: row.max_point,
        PaymentMethod: {
          Id: row.id,
          Name: row.name,
          Type: row.type,
          Image: row.image === null ? null : { FileName: row.image },
          IsUsePoint: row.is_use_point === 1,
          IsNoSales: row.is_no_sales === 1,
          OpenDrawer: row.open_drawer === 1,
          DefaultValue: wire(row.default_value),
        },
      }));
      return { data };
    });

    app.get('/outletPromo/active', async (request) => ({ data: await services.promos.activePromos(requireAuth(request), readOutletHeader(request)) }));

    app.get('/promo/voucher/member/:id', { schema: { params: MemberIdParamSchema } }, async (request) => ({
      data: await services.promos.memberVouchers(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.post('/promo/checkPromo', { schema: { body: CheckPromoBodySchema } }, async (request) => ({
      data: await services.promos.checkPromo(requireAuth(request), readOutletHeader(request), request.body.Code),
    }));

    app.put('/order/assignPromo/:id', { schema: { params: OrderIdParamSchema, body: AssignPromoBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => services.promos.assign(auth, readOutletHeader(request), request.params.id, request.body.Version, { promos: request.body.Promos }));
    });

    app.put('/order/assignVoucher/:id', { schema: { params: OrderIdParamSchema, body: AssignVoucherBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => services.promos.assign(auth, readOutletHeader(request), request.params.id, request.body.Version, { vouchers: request.body.Vouchers }));
    });

    app.put('/order/assignVoucherAndPromo/:id', { schema: { params: OrderIdParamSchema, body: AssignVoucherAndPromoBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () =>
        services.promos.assign(auth, readOutletHeader(request), request.params.id, request.body.Version, { promos: request.body.Promos, vouchers: request.body.Vouchers }),
      );
    });

    app.put('/payment/changePaymentMethod', { schema: { body: ChangePaymentMethodBodySchema } }, async (request) => ({
      data: await services.payments.changePaymentMethod(requireAuth(request), readOutletHeader(request), request.body, request.ip),
    }));

    // GET /payment/sendEmail/{id} is served by the email-receipts module (queue, worker, status).

    app.post('/payment/:id/terminateOrder', { schema: { params: OrderIdParamSchema, body: TerminateOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      return answer(auth, reply, () => services.payments.terminateOrder(auth, readOutletHeader(request), request.params.id, request.body, request.ip));
    });

    app.post('/payment/:id/quote', { schema: { params: OrderIdParamSchema, body: PaymentQuoteBodySchema } }, async (request) => ({
      data: await services.quote(requireAuth(request), readOutletHeader(request), request.params.id, request.body.PaymentMethodIds),
    }));

    app.post('/payment/:id', { schema: { params: OrderIdParamSchema, body: PayOrderBodySchema } }, async (request, reply) => {
      const auth = requireAuth(request);
      const requestKey = readIdempotencyKey(request);
      return answer(auth, reply, () => services.payments.pay(auth, readOutletHeader(request), request.params.id, request.body, requestKey, request.ip));
    });
  };
}
