import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IssueVouchersBodySchema, MemberCategoryBodySchema, MembershipPromoBodySchema, PromoBodySchema, PromoMemberSearchQuerySchema, RowIdParamSchema } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { MemberCategoriesService } from './member-categories.service.ts';
import type { PromosAdminService } from './promos-admin.service.ts';
import type { VouchersService } from './vouchers.service.ts';

const owner = { access: 'owner' } as const;

/** Back office (issue 21): promos, member vouchers, member categories and their promos (owner token only). */
export function promoAdminRoutes(services: { promos: PromosAdminService; vouchers: VouchersService; categories: MemberCategoriesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/promoAdmin', { config: owner }, async (request) => ({ data: await services.promos.list(requireAuth(request)) }));
    app.get('/promoAdmin/choices', { config: owner }, async (request) => ({ data: await services.promos.choices(requireAuth(request)) }));
    app.get('/promoAdmin/members', { config: owner, schema: { querystring: PromoMemberSearchQuerySchema } }, async (request) => ({
      data: await services.vouchers.members(requireAuth(request), request.query.keyword),
    }));
    app.get('/promoAdmin/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.promos.read(requireAuth(request), request.params.id),
    }));
    app.post('/promoAdmin', { config: owner, schema: { body: PromoBodySchema } }, async (request, reply) => {
      const data = await services.promos.create(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/promoAdmin/:id', { config: owner, schema: { params: RowIdParamSchema, body: PromoBodySchema } }, async (request) => ({
      data: await services.promos.update(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/promoAdmin/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.promos.remove(requireAuth(request), request.params.id),
    }));

    app.get('/promoAdmin/:id/vouchers', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.vouchers.list(requireAuth(request), request.params.id),
    }));
    app.post('/promoAdmin/:id/vouchers', { config: owner, schema: { params: RowIdParamSchema, body: IssueVouchersBodySchema } }, async (request, reply) => {
      const data = await services.vouchers.issue(requireAuth(request), request.params.id, request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.delete('/memberVoucherAdmin/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.vouchers.revoke(requireAuth(request), request.params.id),
    }));

    app.get('/memberCategoryAdmin', { config: owner }, async (request) => ({ data: await services.categories.listCategories(requireAuth(request)) }));
    app.post('/memberCategoryAdmin', { config: owner, schema: { body: MemberCategoryBodySchema } }, async (request, reply) => {
      const data = await services.categories.createCategory(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/memberCategoryAdmin/:id', { config: owner, schema: { params: RowIdParamSchema, body: MemberCategoryBodySchema } }, async (request) => ({
      data: await services.categories.updateCategory(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/memberCategoryAdmin/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.categories.removeCategory(requireAuth(request), request.params.id),
    }));

    app.get('/promoMemberCategoryAdmin', { config: owner }, async (request) => ({ data: await services.categories.listPromos(requireAuth(request)) }));
    app.post('/promoMemberCategoryAdmin', { config: owner, schema: { body: MembershipPromoBodySchema } }, async (request, reply) => {
      const data = await services.categories.createPromo(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/promoMemberCategoryAdmin/:id', { config: owner, schema: { params: RowIdParamSchema, body: MembershipPromoBodySchema } }, async (request) => ({
      data: await services.categories.updatePromo(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/promoMemberCategoryAdmin/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await services.categories.removePromo(requireAuth(request), request.params.id),
    }));
  };
}
