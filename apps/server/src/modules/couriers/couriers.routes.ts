import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssignCourierDriverBodySchema, CourierDriverBodySchema, MoveCourierBodySchema, RequestCourierBodySchema, RowIdParamSchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { CouriersService } from './couriers.service.ts';

/**
 * Couriers (docs/couriers.md). GET /order/orderCourier/{id} is the spec's; request, assign,
 * status and the driver list are ours. Moves need the edit-orders permission (spec §6, 2).
 */
export function couriersRoutes(service: CouriersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/order/orderCourier/:id', { schema: { params: RowIdParamSchema } }, async (request) => ({
      data: await service.getCourier(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.post('/order/orderCourier/:id/request', { schema: { params: RowIdParamSchema, body: RequestCourierBodySchema } }, async (request) => ({
      data: await service.request(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));

    app.put('/order/orderCourier/:id/assign', { schema: { params: RowIdParamSchema, body: AssignCourierDriverBodySchema } }, async (request) => ({
      data: await service.assignDriver(requireAuth(request), readOutletHeader(request), request.params.id, request.body.DriverId),
    }));

    app.put('/order/orderCourier/:id/status', { schema: { params: RowIdParamSchema, body: MoveCourierBodySchema } }, async (request) => ({
      data: await service.moveStatus(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));

    app.get('/courierDriver', async (request) => ({ data: await service.listDrivers(requireAuth(request), readOutletHeader(request)) }));

    app.post('/courierDriver', { schema: { body: CourierDriverBodySchema } }, async (request, reply) => {
      const driver = await service.addDriver(requireAuth(request), readOutletHeader(request), request.body);
      return reply.status(201).send({ data: driver });
    });
  };
}
