import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MenuImportBodySchema, menuImportCsvOf, RowIdTextSchema, type ErrorBody } from '@kasir/contracts';
import { AppErrorCode, fillMessage, MENU_CSV_MAX_BYTES, ServerMessage } from '@kasir/domain';
import { requireAuth } from '../../platform/access.ts';
import { withMessageCode } from '../../platform/error-messages.ts';
import type { MenuImportService } from './menu-import.service.ts';

const OutletParamSchema = z.object({ outletId: RowIdTextSchema });
const owner = { access: 'owner' } as const;
const BYTE_ORDER_MARK = '\uFEFF';
const BYTES_PER_KB = 1024;
const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** Back office: export and import an outlet's menu as CSV (owner token only). */
export function menuImportRoutes(service: MenuImportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MENU_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));
    // A file over the limit is named in the owner's language rather than as Fastify's generic 413.
    app.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code !== BODY_TOO_LARGE) throw error;
      const message = fillMessage(ServerMessage.MENU_CSV_TOO_LARGE, { size: MENU_CSV_MAX_BYTES / BYTES_PER_KB });
      const body: ErrorBody = { message, errorCode: AppErrorCode.VALIDATION_ERROR, code: BODY_TOO_LARGE, data: [{ field: 'body', error: message }] };
      return reply.status(413).send(withMessageCode(body));
    });

    app.get('/outlet/:outletId/menu.csv', { config: owner, schema: { params: OutletParamSchema } }, async (request, reply) => {
      const { csv, fileName } = await service.exportCsv(requireAuth(request), request.params.outletId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(BYTE_ORDER_MARK + csv);
    });
    app.post('/outlet/:outletId/menuImport/preview', { config: owner, bodyLimit: MENU_CSV_MAX_BYTES, schema: { params: OutletParamSchema, body: MenuImportBodySchema } }, async (request) => ({
      data: await service.preview(requireAuth(request), request.params.outletId, menuImportCsvOf(request.body)),
    }));
    app.post('/outlet/:outletId/menuImport', { config: owner, bodyLimit: MENU_CSV_MAX_BYTES, schema: { params: OutletParamSchema, body: MenuImportBodySchema } }, async (request) => ({
      data: await service.importCsv(requireAuth(request), request.params.outletId, menuImportCsvOf(request.body)),
    }));
  };
}
