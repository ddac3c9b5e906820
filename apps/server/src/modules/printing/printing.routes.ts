import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeviceBodySchema,
  OutletReceiptBodySchema,
  PrintByIdBodySchema,
  PrintChangeTableBodySchema,
  PrintIdParamSchema,
  PrintOrderBodySchema,
  PrintOrderSentBodySchema,
  PrintQrTableBodySchema,
  PrintReceiptBodySchema,
  PrintShiftBodySchema,
  PrintTestBodySchema,
  PrintVoidBodySchema,
  ReceiptSettingSchema,
  UpdateDeviceBodySchema,
  UpdateOutletReceiptBodySchema,
} from '@kasir/contracts';
import { slipWidthFor } from '@kasir/domain';
import { readIdempotencyKey } from '../../platform/idempotency-key.ts';
import { requestOrigin } from '../self-order/table-qr.ts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { KitchenPlansService } from './kitchen-plans.service.ts';
import type { PrintingSetupService } from './printing-setup.service.ts';
import type { SlipPlansService } from './slip-plans.service.ts';

/** Spec §7 Device, Receipt and Printing calls, and POST /print/bill/{id}. */
export function printingRoutes(setup: PrintingSetupService, kitchen: KitchenPlansService, slips: SlipPlansService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/device', async (request) => ({ data: await setup.listDevices(requireAuth(request), readOutletHeader(request)) }));
    app.post('/device', { schema: { body: DeviceBodySchema } }, async (request) => ({
      data: await setup.createDevice(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.put('/device', { schema: { body: UpdateDeviceBodySchema } }, async (request) => ({
      data: await setup.updateDevice(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.delete('/device/:id', { schema: { params: PrintIdParamSchema } }, async (request) => ({
      data: await setup.deleteDevice(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.get('/outletReceipt', async (request) => ({ data: await setup.getReceipts(requireAuth(request), readOutletHeader(request)) }));
    app.post('/outletReceipt', { schema: { body: OutletReceiptBodySchema } }, async (request) => ({
      data: await setup.createReceipt(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.put('/outletReceipt', { schema: { body: UpdateOutletReceiptBodySchema } }, async (request) => ({
      data: await setup.updateReceipt(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.delete('/outletReceipt/:id', { schema: { params: PrintIdParamSchema } }, async (request) => ({
      data: await setup.deleteReceipt(requireAuth(request), readOutletHeader(request), request.params.id),
    }));

    app.get('/outletReceiptSetting/getByCashier', async (request) => ({ data: await setup.getReceiptSettings(requireAuth(request), readOutletHeader(request)) }));
    app.put('/outletReceiptSetting', { schema: { body: ReceiptSettingSchema } }, async (request) => ({
      data: await setup.saveReceiptSettings(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.get('/department/getDepartments', async (request) => ({ data: await setup.listDepartments(requireAuth(request), readOutletHeader(request)) }));

    // Print order v1 and v2 (spec §7: the web picks by the outlet's IsPrinterV2) answer the same
    // tickets and job ids, v1 on a slip of 1.1 and v2 on a slip of 1 (spec §9, ADR 14). The plan
    // claims its lines; orderSent only acknowledges them (ADR 10).
    for (const [path, isPrinterV2] of [['/print/order', false], ['/print/orderV2', true]] as const) {
      app.post(path, { schema: { body: PrintOrderBodySchema } }, async (request) => ({
        data: await kitchen.planOrder(requireAuth(request), readOutletHeader(request), request.body, slipWidthFor(isPrinterV2), readIdempotencyKey(request)),
      }));
    }
    app.post('/print/orderSent', { schema: { body: PrintOrderSentBodySchema } }, async (request) => ({
      data: await kitchen.markSent(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.post('/print/void', { schema: { body: PrintVoidBodySchema } }, async (request) => ({
      data: await kitchen.planVoid(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.post('/print/tableChecker', { schema: { body: PrintByIdBodySchema } }, async (request) => ({
      data: await slips.tableChecker(requireAuth(request), readOutletHeader(request), request.body.Id),
    }));
    app.post('/print/bill/:id', { schema: { params: PrintIdParamSchema } }, async (request) => ({
      data: await slips.bill(requireAuth(request), readOutletHeader(request), request.params.id),
    }));
    app.post('/print/receipt', { schema: { body: PrintReceiptBodySchema } }, async (request) => ({
      data: await slips.receipt(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.post('/print/qrTable', { schema: { body: PrintQrTableBodySchema } }, async (request) => ({
      data: await slips.qrTable(requireAuth(request), readOutletHeader(request), request.body, requestOrigin(request)),
    }));
    app.post('/print/changeTable', { schema: { body: PrintChangeTableBodySchema } }, async (request) => ({
      data: await slips.changeTable(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.post('/print/shift', { schema: { body: PrintShiftBodySchema } }, async (request) => ({
      data: await slips.shift(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.post('/print/test', { schema: { body: PrintTestBodySchema } }, async (request) => ({
      data: await slips.test(requireAuth(request), readOutletHeader(request), request.body),
    }));
  };
}
