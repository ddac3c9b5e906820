import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderIdParamSchema, SendEmailQuerySchema } from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { EmailReceiptsService } from './email-receipts.service.ts';

/** Spec GET /payment/sendEmail/{id} and GET /outletEmailTemplate; GET /payment/emailStatus/{paymentId} shows each e-mail's outcome. */
export function emailReceiptsRoutes(service: EmailReceiptsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/payment/sendEmail/:id', { schema: { params: OrderIdParamSchema, querystring: SendEmailQuerySchema } }, async (request) => ({
      data: await service.sendEmail(requireAuth(request), readOutletHeader(request), request.params.id, request.query.email),
    }));

    app.get('/payment/emailStatus/:id', { schema: { params: OrderIdParamSchema } }, async (request) => ({
      data: await service.emailStatus(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.get('/outletEmailTemplate', async (request) => ({
      data: await service.template(requireAuth(request), readOutletHeader(request)),
    }));
  };
}
