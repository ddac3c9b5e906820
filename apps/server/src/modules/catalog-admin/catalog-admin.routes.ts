import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DepartmentBodySchema, ProductBodySchema, ProductCategoryBodySchema, RowIdParamSchema, RowIdTextSchema } from '@kasir/contracts';
import { requireAuth } from '../../platform/access.ts';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import type { ProductsService } from './products.service.ts';
import type { StructureService } from './structure.service.ts';

const OutletParamSchema = z.object({ outletId: RowIdTextSchema });
const owner = { access: 'owner' } as const;

/** Back office (issue 21): departments, categories and the owner's products (owner token only). */
export function catalogAdminRoutes(services: { structure: StructureService; products: ProductsService }): FastifyPluginAsyncZod {
  const { structure, products } = services;
  return async (app) => {
    app.get('/outlet/:outletId/kitchenPrinters', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await structure.listKitchenPrinters(requireAuth(request), request.params.outletId),
    }));

    app.get('/outlet/:outletId/departments', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await structure.listDepartments(requireAuth(request), request.params.outletId),
    }));
    app.post('/department', { config: owner, schema: { body: DepartmentBodySchema } }, async (request, reply) => {
      const data = await structure.createDepartment(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/department/:id', { config: owner, schema: { params: RowIdParamSchema, body: DepartmentBodySchema } }, async (request) => ({
      data: await structure.updateDepartment(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/department/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await structure.removeDepartment(requireAuth(request), request.params.id),
    }));

    app.get('/outlet/:outletId/productCategories', { config: owner, schema: { params: OutletParamSchema } }, async (request) => ({
      data: await structure.listCategories(requireAuth(request), request.params.outletId),
    }));
    app.post('/productCategory', { config: owner, schema: { body: ProductCategoryBodySchema } }, async (request, reply) => {
      const data = await structure.createCategory(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/productCategory/:id', { config: owner, schema: { params: RowIdParamSchema, body: ProductCategoryBodySchema } }, async (request) => ({
      data: await structure.updateCategory(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/productCategory/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await structure.removeCategory(requireAuth(request), request.params.id),
    }));

    app.get('/product', { config: owner }, async (request) => ({ data: await products.list(requireAuth(request)) }));
    app.get('/product/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await products.get(requireAuth(request), request.params.id),
    }));
    app.post('/product', { config: owner, schema: { body: ProductBodySchema } }, async (request, reply) => {
      const data = await products.create(requireAuth(request), request.body, readIdempotencyKey(request));
      return reply.status(201).send({ data });
    });
    app.put('/product/:id', { config: owner, schema: { params: RowIdParamSchema, body: ProductBodySchema } }, async (request) => ({
      data: await products.update(requireAuth(request), request.params.id, request.body),
    }));
    app.delete('/product/:id', { config: owner, schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await products.remove(requireAuth(request), request.params.id),
    }));
  };
}
