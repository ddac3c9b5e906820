import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { createPrintingSetupRepository } from '../printing/printing-setup.repository.ts';
import { createShiftsRepository } from '../shifts/shifts.repository.ts';
import { createReportsPrintService } from './reports-print.service.ts';
import { createReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** Reports (issue 18): the summary, payment and cashier reports, charts, and their print plans. */
export function reportsModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const reports = createReportsService({ reports: createReportsRepository(deps.db), outlets: deps.outlets, users: deps.users, shifts: createShiftsRepository(deps.db) });
  const printing = createReportsPrintService({ reports, setup: createPrintingSetupRepository(deps.db) });
  return async (app) => {
    await app.register(reportsRoutes(reports, printing));
  };
}
