import { z } from 'zod';

/**
 * Issue 18: the report calls of spec §7 (summarySalesReport, paymentReport,
 * cashierSummarySalesReport) and our summarySalesCharts. Dates are outlet local time,
 * 'YYYY-MM-DD HH:mm:ss' or a bare 'YYYY-MM-DD' (from = start of that day, to = its end);
 * the server checks the range (SUMMARY_REPORT_MAX_DAYS, not after today, from ≤ to).
 * Amounts are rupiah as the rest of the API sends money (integer hundredths shown as decimals).
 */
export const ReportDateTimeSchema = z
  .string({ error: 'must be a date YYYY-MM-DD or YYYY-MM-DD HH:mm:ss' })
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'must be a date YYYY-MM-DD or YYYY-MM-DD HH:mm:ss');

/** '1' or 'true' → only the calling cashier's orders and payments. */
export const ReportCashierFlagSchema = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
  .transform((value) => value === '1' || value === 'true');

const ShiftIdQuerySchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be an id in decimal digits')
  .transform((value) => Number(value));

export const SummarySalesReportQuerySchema = z.object({
  fromDate: ReportDateTimeSchema,
  toDate: ReportDateTimeSchema,
  outletName: z.string().max(200).optional(),
  isCashier: ReportCashierFlagSchema.optional(),
});

/** A shift's payments (shiftId), or a range's (fromDate and toDate). */
export const PaymentReportQuerySchema = z.object({
  fromDate: ReportDateTimeSchema.optional(),
  toDate: ReportDateTimeSchema.optional(),
  shiftId: ShiftIdQuerySchema.optional(),
  isCashier: ReportCashierFlagSchema.optional(),
});

export const SummarySalesChartsQuerySchema = z.object({
  fromDate: ReportDateTimeSchema,
  toDate: ReportDateTimeSchema,
  isCashier: ReportCashierFlagSchema.optional(),
});

/** Print plans of the REPORT print set (SetReceiptId 5): the same fields as the queries, in a body. */
export const PrintSummaryReportBodySchema = z.object({
  fromDate: ReportDateTimeSchema,
  toDate: ReportDateTimeSchema,
  isCashier: z.boolean().optional(),
});
export const PrintPaymentReportBodySchema = z.object({
  fromDate: ReportDateTimeSchema.optional(),
  toDate: ReportDateTimeSchema.optional(),
  shiftId: z.number().int().positive().optional(),
  isCashier: z.boolean().optional(),
});

/** Spec §3 shape (1): Data is label → amount. */
export const KeyValueSectionSchema = z.object({ Data: z.record(z.string(), z.number()), Total: z.number().optional() });
/** Spec §3 shape (2): the section is a list of { label: amount }. */
export const LabelListSectionSchema = z.array(z.record(z.string(), z.number()));
export const ReportPaymentRowSchema = z.object({ Name: z.string(), Quantity: z.number(), Total: z.number() });
export const ReportRowSchema = z.object({
  Name: z.string(),
  Total: z.number(),
  Quantity: z.number().optional(),
  Payments: z.array(ReportPaymentRowSchema).optional(),
});
/** Spec §3 shape (3): Data is a list of rows. */
export const RowsSectionSchema = z.object({ Data: z.array(ReportRowSchema), Total: z.number().optional() });
/** Spec §3 shape (4), 'VOID CHECK': Data is a list of single-key { label: amount }. */
export const VoidCheckSectionSchema = z.object({ Data: z.array(z.record(z.string(), z.number())), Total: z.number().optional() });

export const ReportSectionSchema = z.union([RowsSectionSchema, KeyValueSectionSchema, VoidCheckSectionSchema, LabelListSectionSchema]);
/** data of summarySalesReport, paymentReport and cashierSummarySalesReport: section title → section. */
export const SummaryReportSchema = z.record(z.string(), ReportSectionSchema);

export const SummaryChartsSchema = z.object({
  ByHour: z.array(z.object({ Hour: z.number().int().min(0).max(23), Orders: z.number().int(), Total: z.number() })),
  ByDay: z.array(z.object({ Date: z.string(), Orders: z.number().int(), Total: z.number() })),
  TopProducts: z.array(z.object({ Name: z.string(), Quantity: z.number(), Total: z.number() })),
  PaymentMethods: z.array(z.object({ Name: z.string(), Total: z.number() })),
});

export type SummarySalesReportQuery = z.output<typeof SummarySalesReportQuerySchema>;
export type PaymentReportQuery = z.output<typeof PaymentReportQuerySchema>;
export type SummarySalesChartsQuery = z.output<typeof SummarySalesChartsQuerySchema>;
export type KeyValueSection = z.infer<typeof KeyValueSectionSchema>;
export type LabelListSection = z.infer<typeof LabelListSectionSchema>;
export type ReportRow = z.infer<typeof ReportRowSchema>;
export type RowsSection = z.infer<typeof RowsSectionSchema>;
export type VoidCheckSection = z.infer<typeof VoidCheckSectionSchema>;
export type ReportSection = z.infer<typeof ReportSectionSchema>;
export type SummaryReport = z.infer<typeof SummaryReportSchema>;
export type SummaryCharts = z.infer<typeof SummaryChartsSchema>;
