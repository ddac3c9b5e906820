import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplyMembershipPromoParamsSchema,
  CancelMembershipBodySchema,
  CreatePurchaseMembershipBodySchema,
  EditMembershipPaymentMethodBodySchema,
  ExtendMembershipBodySchema,
  GenerateMemberQrQuerySchema,
  MemberSignUpBodySchema,
  MemberSignUpQuerySchema,
  OrderMemberQrQuerySchema,
  PayMembershipBodySchema,
  PrintMembershipBodySchema,
  PrintQrMemberSignUpBodySchema,
  PromoMemberCategoryQuerySchema,
  PurchaseMembershipListQuerySchema,
  RowIdParamSchema,
} from '@kasir/contracts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { MemberSignUpService } from './member-signup.service.ts';
import type { MembershipPaymentsService } from './membership-payments.service.ts';
import type { MembershipPrintsService } from './membership-prints.service.ts';
import type { PurchasesService } from './purchases.service.ts';
import type { OrderMemberQrService } from './order-member-qr.service.ts';

type Services = { purchases: PurchasesService; payments: MembershipPaymentsService; signUp: MemberSignUpService; prints: MembershipPrintsService; orderQr: OrderMemberQrService };

/**
 * Where the phone page lives: the address the cashier's browser reached the product at (the
 * Origin it sends), else the Host it asked for. Phones on the café's network reach it there too.
 */
function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^\s/]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Spec §7 membership purchase calls, the membership prints and the public sign-up page's calls. */
export function membershipsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/qr/purchaseMembership', { schema: { querystring: PurchaseMembershipListQuerySchema } }, async (request) => ({
      data: await services.purchases.list(requireAuth(request), readOutletHeader(request), request.query),
    }));

    app.get('/qr/purchaseMembership/:id', { schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.purchases.get(requireAuth(request), request.params.id),
    }));

    // {id} is the member category the NEW membership is sold for.
    app.post('/qr/purchaseMembership/:id', { schema: { params: RowIdParamSchema, body: CreatePurchaseMembershipBodySchema } }, async (request, reply) => {
      const data = await services.purchases.createAtTill(requireAuth(request), readOutletHeader(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    });

    // {id} is the member whose membership the EXTEND purchase lengthens.
    app.put('/qr/extendMembership/:id', { schema: { params: RowIdParamSchema, body: ExtendMembershipBodySchema } }, async (request) => ({
      data: await services.purchases.extend(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));

    app.put('/qr/paymentMembership/:id', { schema: { params: RowIdParamSchema, body: PayMembershipBodySchema } }, async (request) => ({
      data: await services.payments.payNew(requireAuth(request), readOutletHeader(request), request.params.id, request.body, readIdempotencyKey(request), request.ip),
    }));

    app.put('/qr/paymentExtendMembership/:id', { schema: { params: RowIdParamSchema, body: PayMembershipBodySchema } }, async (request) => ({
      data: await services.payments.payExtend(requireAuth(request), readOutletHeader(request), request.params.id, request.body, readIdempotencyKey(request), request.ip),
    }));

    app.put('/qr/cancelMembership', { schema: { body: CancelMembershipBodySchema } }, async (request) => ({
      data: await services.purchases.cancel(requireAuth(request), request.body.Id),
    }));

    app.put('/qr/editPaymentMethod', { schema: { body: EditMembershipPaymentMethodBodySchema } }, async (request) => ({
      data: await services.payments.editPaymentMethod(requireAuth(request), readOutletHeader(request), request.body, request.ip),
    }));

    app.post('/qr/applyPromo/:PurchaseMembershipId/:PromoMemberCategoryId', { schema: { params: ApplyMembershipPromoParamsSchema } }, async (request) => ({
      data: await services.purchases.applyPromo(requireAuth(request), request.params.PurchaseMembershipId, request.params.PromoMemberCategoryId),
    }));

    app.get('/promoMemberCategory', { schema: { querystring: PromoMemberCategoryQuerySchema } }, async (request) => ({
      data: await services.purchases.listPromos(requireAuth(request), request.query.MemberCategoryId),
    }));

    app.get('/memberCategory/generatedQR', { schema: { querystring: GenerateMemberQrQuerySchema } }, async (request) => ({
      data: await services.signUp.generateQr(requireAuth(request), readOutletHeader(request), originOf(request), request.query.MemberCategoryId),
    }));

    // Spec §7 Member: GET /qr?OrderId= (no shape in the spec; ADR 0021): the sign-up QR of an order.
    app.get('/qr', { schema: { querystring: OrderMemberQrQuerySchema } }, async (request) => ({
      data: await services.orderQr.forOrder(requireAuth(request), readOutletHeader(request), originOf(request), request.query.OrderId),
    }));

    app.post('/print/membership', { schema: { body: PrintMembershipBodySchema } }, async (request) => ({
      data: await services.prints.receipt(requireAuth(request), readOutletHeader(request), request.body.PurchaseMembershipId, request.body.IsReprint === true),
    }));

    app.post('/print/qrMemberSignUp', { schema: { body: PrintQrMemberSignUpBodySchema } }, async (request) => ({
      data: await services.prints.signUpSlip(requireAuth(request), readOutletHeader(request), originOf(request), request.body.GenerateQRHistoryId),
    }));

    // The phone page (no login): the QR's token is the key.
    app.get('/qr/memberSignUp', { config: { access: 'public' }, schema: { querystring: MemberSignUpQuerySchema } }, async (request) => ({
      data: await services.signUp.page(request.query.token, request.query.id),
    }));

    app.post('/qr/memberSignUp', { config: { access: 'public' }, schema: { body: MemberSignUpBodySchema } }, async (request, reply) => {
      const data = await services.signUp.signUp(request.body);
      return reply.code(201).send({ data });
    });
  };
}
