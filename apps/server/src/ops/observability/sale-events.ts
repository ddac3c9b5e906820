import { currentRequestContext, opsLog } from './request-context.ts';

/**
 * The steps of a sale, each one log line on the request's logger (same reqId as the request's
 * own lines) and, where it counts, a metric. Services call one of these after their commit.
 */

export function recordOrderSaved(kind: 'created' | 'changed', orderId: number, version: number): void {
  opsLog(kind === 'created' ? 'order created' : 'order changed', { orderId, version });
}

export function recordPayment(payment: { orderId: number; paymentId: number; amountHundredths: number; isOrderPaid: boolean }): void {
  const context = currentRequestContext();
  if (!context) return;
  context.metrics.payments.inc();
  context.metrics.paymentAmountHundredths.inc(payment.amountHundredths);
  if (payment.isOrderPaid) context.metrics.sales.inc();
  context.log.info({ orderId: payment.orderId, paymentId: payment.paymentId, amountHundredths: payment.amountHundredths, isOrderPaid: payment.isOrderPaid }, 'payment recorded');
}

export function recordPrintPlan(orderId: number, jobCount: number): void {
  opsLog('print plan', { orderId, jobs: jobCount });
}

export function recordRealtimeEvent(event: string, room: string): void {
  opsLog('realtime event', { event, room });
}
