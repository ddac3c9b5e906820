import { Counter, type Registry } from 'prom-client';

/** The business counters a sale moves; services reach them through the request context (sale-events.ts). */
export type SaleMetrics = {
  /** Orders that became PAID. */
  sales: Counter;
  /** Payments recorded (a partial payment counts too). */
  payments: Counter;
  /** What those payments settled, in hundredths of a rupiah: money stays an exact integer (ADR 0001). */
  paymentAmountHundredths: Counter;
};

export function createSaleMetrics(registry: Registry): SaleMetrics {
  return {
    sales: new Counter({ name: 'kasir_sales_total', help: 'Orders paid in full', registers: [registry] }),
    payments: new Counter({ name: 'kasir_payments_total', help: 'Payments recorded, partial ones included', registers: [registry] }),
    paymentAmountHundredths: new Counter({
      name: 'kasir_payments_amount_hundredths_total',
      help: 'Amount the recorded payments settled, in hundredths of a rupiah (divide by 100 for rupiah)',
      registers: [registry],
    }),
  };
}
