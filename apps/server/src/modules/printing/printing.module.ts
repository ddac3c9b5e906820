import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createOrderLinesRepository } from '../orders/order-lines.repository.ts';
import { createOrderReader } from '../orders/order-reader.ts';
import { createOrdersQueryService } from '../orders/orders-query.service.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createReportsRepository } from '../reports/reports.repository.ts';
import { createOrderTablesRepository } from '../tables/order-tables.repository.ts';
import { createReservationsRepository } from '../tables/reservations.repository.ts';
import { createTablesRepository } from '../tables/tables.repository.ts';
import { createTablesService } from '../tables/tables.service.ts';
import { createKitchenPlansService } from './kitchen-plans.service.ts';
import { createPrintSourcesRepository } from './print-sources.repository.ts';
import { createPrintTrackingRepository } from './print-tracking.repository.ts';
import { createPrintingSetupRepository } from './printing-setup.repository.ts';
import { printingRoutes } from './printing.routes.ts';
import { createPrintingSetupService } from './printing-setup.service.ts';
import { createSlipPlansService } from './slip-plans.service.ts';

/**
 * Printing (issue 7): devices, print sets, receipt settings and every "what to print" call.
 * Orders are read through the orders module's reader (the same figures GET /order/{id} shows);
 * table QR data through the tables service, so the signature has one author.
 */
export function printingModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const setup = createPrintingSetupRepository(deps.db);
  const tracking = createPrintTrackingRepository(deps.db);
  const sources = createPrintSourcesRepository(deps.db);
  const orders = createOrdersRepository(deps.db);
  const query = createOrdersQueryService({ db: deps.db, outlets: deps.outlets, orders, reader: createOrderReader({ orders, lines: createOrderLinesRepository() }) });
  const tables = createTablesService({
    ...deps,
    tables: createTablesRepository(deps.db),
    reservations: createReservationsRepository(deps.db),
    orderTables: createOrderTablesRepository(deps.db),
  });
  const readOrder = query.readOrder;
  const setupService = createPrintingSetupService({ outlets: deps.outlets, permissions: deps.permissions, setup });
  const kitchen = createKitchenPlansService({ db: deps.db, outlets: deps.outlets, setup, tracking, sources, readOrder });
  const slips = createSlipPlansService({ outlets: deps.outlets, setup, sources, reports: createReportsRepository(deps.db), readOrder, users: deps.users, generateQr: (auth, outletHeader, qrQuery, origin) => tables.generateQr(auth, outletHeader, qrQuery, origin) });
  return async (app) => {
    await app.register(printingRoutes(setupService, kitchen, slips));
  };
}
