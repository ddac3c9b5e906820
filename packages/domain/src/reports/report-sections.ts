/**
 * Section titles of the summary sales report (spec §3: data keyed by section title). The
 * printed shift report's sections (SHIFT_REPORT_SECTIONS) are a subset, built from the same
 * queries. Titles are keys on the wire, so they stay as the spec spells them in every language.
 */
export const ReportSectionTitle = {
  REVENUE: 'REVENUE',
  PAYMENT: 'PAYMENT',
  REVENUE_PER_SECTION: 'REVENUE.PER SECTION',
  CATEGORY: 'CATEGORY',
  DEPARTMENT: 'DEPARTMENT',
  SOLD_PRODUCT: 'SOLD PRODUCT',
  DISCOUNT: 'DISCOUNT',
  VOID_CHECK: 'VOID CHECK',
  REFUND: 'REFUND',
  COMPLIMENT: 'COMPLIMENT',
  NO_SALES: 'NO SALES',
  NO_SALES_PAYMENT: 'NO SALES PAYMENT',
  MEMBERSHIP: 'MEMBERSHIP',
  CASH_IN_OUT: 'CASH IN/OUT',
  VISITOR_STAT: 'VISITOR STAT',
  OUTSTANDING: 'OUTSTANDING',
} as const;
export type ReportSectionTitleValue = (typeof ReportSectionTitle)[keyof typeof ReportSectionTitle];

/** The order the summary report lists (and prints) its sections in. */
export const SUMMARY_REPORT_SECTIONS: readonly ReportSectionTitleValue[] = Object.values(ReportSectionTitle);

/** Labels inside sections (wire keys, like the titles). */
export const ReportLabel = {
  GROSS_SALES: 'Gross Sales',
  DISCOUNT: 'Discount',
  CHARGES: 'Charges',
  ROUNDING: 'Rounding',
  TOTAL_SALES: 'Total Sales',
  NO_SALES: 'No Sales',
  REFUND: 'Refund',
  NET_SALES: 'Net Sales',
  OTHER_DISCOUNT: 'Other Discount',
  VOID_ORDER: 'Void Order',
  VOID_ITEM: 'Void Item',
  CASH_IN: 'Cash In',
  CASH_OUT: 'Cash Out',
  CASH_REFUND: 'Cash Refund',
  SALES: 'Sales',
  PAX: 'Pax',
  AVERAGE_PER_PAX: 'Average per Pax',
  TRANSACTIONS: 'Transactions',
  AVERAGE_PER_TRANSACTION: 'Average per Transaction',
  UNPAID: 'Unpaid',
  PARTIALLY_PAID: 'Partially Paid',
} as const;

/** The slips print the spec's Indonesian (as the shift report always has): a label's printed words. */
export const PRINTED_REPORT_LABEL: Readonly<Record<string, string>> = {
  [ReportLabel.GROSS_SALES]: 'Subtotal',
  [ReportLabel.DISCOUNT]: 'Diskon',
  [ReportLabel.CHARGES]: 'Biaya',
  [ReportLabel.ROUNDING]: 'Pembulatan',
  [ReportLabel.OTHER_DISCOUNT]: 'Diskon lain',
  [ReportLabel.CASH_IN]: 'Kas Masuk',
  [ReportLabel.CASH_OUT]: 'Kas Keluar',
  [ReportLabel.CASH_REFUND]: 'Refund Tunai',
  [ReportLabel.SALES]: 'Penjualan',
  [ReportLabel.AVERAGE_PER_PAX]: 'Rata-rata per Pax',
  [ReportLabel.TRANSACTIONS]: 'Transaksi',
  [ReportLabel.AVERAGE_PER_TRANSACTION]: 'Rata-rata per Transaksi',
  [ReportLabel.UNPAID]: 'Pesanan belum dibayar',
  [ReportLabel.PARTIALLY_PAID]: 'Dibayar sebagian',
};
