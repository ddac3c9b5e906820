import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentReportQuerySchema,
  PrintPaymentReportBodySchema,
  PrintSummaryReportBodySchema,
  SummarySalesChartsQuerySchema,
  SummarySalesReportQuerySchema,
} from '@kasir/contracts';
import { readOutletHeader, requireAuth } from '../../platform/access.ts';
import type { ReportsPrintService } from './reports-print.service.ts';
import type { ReportsService } from './reports.service.ts';

/** Spec §7 Reports (and our charts and report print plans); the owner or a cashier whose role has REPORT. */
export function reportsRoutes(reports: ReportsService, printing: ReportsPrintService): FastifyPluginAsyncZod {
  return async (app) => {
    // Owner or cashier sessions; the REPORT module is checked in the service.
    const ownerOrCashier = { access: 'any' as const };
    app.get('/report/summarySalesReport', { config: ownerOrCashier, schema: { querystring: SummarySalesReportQuerySchema } }, async (request) => ({
      data: await reports.summary(requireAuth(request), readOutletHeader(request), request.query),
    }));
    app.get('/report/paymentReport', { config: ownerOrCashier, schema: { querystring: PaymentReportQuerySchema } }, async (request) => ({
      data: await reports.payments(requireAuth(request), readOutletHeader(request), request.query),
    }));
    app.get('/report/cashierSummarySalesReport', async (request) => ({
      data: await reports.cashierSummary(requireAuth(request), readOutletHeader(request)),
    }));
    app.get('/report/summarySalesCharts', { config: ownerOrCashier, schema: { querystring: SummarySalesChartsQuerySchema } }, async (request) => ({
      data: await reports.charts(requireAuth(request), readOutletHeader(request), request.query),
    }));
    app.post('/print/summaryReport', { config: ownerOrCashier, schema: { body: PrintSummaryReportBodySchema } }, async (request) => ({
      data: await printing.summary(requireAuth(request), readOutletHeader(request), request.body),
    }));
    app.post('/print/paymentReport', { config: ownerOrCashier, schema: { body: PrintPaymentReportBodySchema } }, async (request) => ({
      data: await printing.payments(requireAuth(request), readOutletHeader(request), request.body),
    }));
  };
}
