import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddOrderTableBodySchema,
  ChangeOrderTableBodySchema,
  GenerateQrQuerySchema,
  MergeOrderTableBodySchema,
  OutletAreaIdParamSchema,
  RevokeQrBodySchema,
  TableOrderIdParamSchema,
  UpdateTableStatusBodySchema,
} from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import { requestOrigin } from '../self-order/table-qr.ts';
import type { OrderTablesService } from './order-tables.service.ts';
import type { TablesService } from './tables.service.ts';

/** Spec §7 Outlet area and table calls, and the order-table calls (change, merge, add table). */
export function tablesRoutes(tables: TablesService, orderTables: OrderTablesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/outletArea/', async (request) => ({ data: await tables.listAreas(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletTable/clock', async (request) => ({ data: await tables.clock(requireAuth(request), readOutletHeader(request)) }));

    app.get('/outletTable/generateQR', { schema: { querystring: GenerateQrQuerySchema } }, async (request) => ({
      data: await tables.generateQr(requireAuth(request), readOutletHeader(request), request.query, requestOrigin(request)),
    }));

    // Not in the spec (issue 22): the counter QR and revoking a printed QR (docs/public-api.md).
    app.get('/outletTable/counterQR', async (request) => ({
      data: await tables.counterQr(requireAuth(request), readOutletHeader(request), requestOrigin(request)),
    }));

    app.post('/outletTable/revokeQR', { schema: { body: RevokeQrBodySchema } }, async (request) => ({
      data: await tables.revokeQr(requireAuth(request), readOutletHeader(request), request.body.OutletTableId, requestOrigin(request)),
    }));

    app.get('/outletTable/:areaId', { schema: { params: OutletAreaIdParamSchema } }, async (request) => ({
      data: await tables.listTables(requireAuth(request), readOutletHeader(request), request.params.areaId),
    }));

    app.post('/outletTable/updateStatusOutletTable', { schema: { body: UpdateTableStatusBodySchema } }, async (request) => ({
      data: await tables.updateStatus(requireAuth(request), readOutletHeader(request), request.body),
    }));

    app.post('/order/:id/changeOrderTable', { schema: { params: TableOrderIdParamSchema, body: ChangeOrderTableBodySchema } }, async (request) => ({
      data: await orderTables.changeTable(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));

    app.post('/order/:id/mergeOrderTable', { schema: { params: TableOrderIdParamSchema, body: MergeOrderTableBodySchema } }, async (request) => ({
      data: await orderTables.mergeTables(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));

    app.post('/order/:id/addOrderTable', { schema: { params: TableOrderIdParamSchema, body: AddOrderTableBodySchema } }, async (request) => ({
      data: await orderTables.addTables(requireAuth(request), readOutletHeader(request), request.params.id, request.body),
    }));
  };
}
