import type { Kysely } from 'kysely';
import { buildReceipt, receiptNumber } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { createOrderLinesRepository } from '../orders/order-lines.repository.ts';
import { createOrderReader } from '../orders/order-reader.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createOutletsRepository } from '../outlets/outlets.repository.ts';
import { createPrintSourcesRepository } from '../printing/print-sources.repository.ts';
import { presentReceiptSettings } from '../printing/printing.presenter.ts';
import { createPrintingSetupRepository } from '../printing/printing-setup.repository.ts';
import { ticketOrder, ticketPayment, ticketTotals } from '../printing/ticket-data.ts';
import type { EmailOutboxRepository } from './email-outbox.repository.ts';
import { presentTemplate } from './email-template.ts';
import { RECEIPT_MAIL_COLUMNS, renderReceiptMail, type ReceiptMail } from './receipt-mail.ts';

/**
 * Builds a queued receipt e-mail when it is sent, from what the printed payment receipt is built
 * from: the order as GET /order/{id} answers it, the outlet's receipt settings, the member's points
 * (printing's ticket-data and the domain's buildReceipt), plus the outlet's e-mail template.
 */
export function createReceiptComposer(db: Kysely<Database>, outbox: EmailOutboxRepository) {
  const orders = createOrdersRepository(db);
  const reader = createOrderReader({ orders, lines: createOrderLinesRepository() });
  const outlets = createOutletsRepository(db);
  const setup = createPrintingSetupRepository(db);
  const sources = createPrintSourcesRepository(db);

  return async function compose(paymentId: number): Promise<ReceiptMail> {
    const payment = await db.selectFrom('payments').select(['id', 'owner_id', 'outlet_id', 'order_id']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    const outlet = await outlets.findById(payment.owner_id, payment.outlet_id);
    const row = await orders.findOrder(db, payment.owner_id, payment.outlet_id, payment.order_id);
    if (!outlet || !row) throw new Error(`The order of payment ${paymentId} is gone`);
    const [order] = await reader.present(db, outlet.id, [row]);
    const paid = order!.Payments.find((candidate) => candidate.Id === payment.id);
    if (!paid) throw new Error(`Payment ${paymentId} is not on its order`);
    const settings = presentReceiptSettings(await setup.findReceiptSettings(outlet.id), outlet);
    const memberPoints = order!.MemberId === null ? null : await sources.memberPoints(payment.owner_id, order!.MemberId);
    const lines = buildReceipt(
      { columns: RECEIPT_MAIL_COLUMNS, timeZoneHours: outlet.time_zone },
      { order: ticketOrder(order!), totals: ticketTotals(order!), payment: ticketPayment(paid, memberPoints), settings },
    );
    const template = presentTemplate(outlet.id, await outbox.findTemplate(outlet.id));
    return renderReceiptMail({ lines, template, outletName: outlet.name, receiptNo: receiptNumber(order!.OrderNo) });
  };
}

export type ReceiptComposer = ReturnType<typeof createReceiptComposer>;
