import { expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type EmailDelivery, type Order, type OutletPaymentMethod, type Payment } from '@kasir/contracts';
import { moneyFromDecimalRupiah, ticketMoney } from '@kasir/domain';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { loadDemoMenu, startShift, terminal } from '../orders/orders-test-kit.ts';
import { startSmtp } from '../../test-support/smtp-server.ts';

/** The real SMTP server the tests deliver to (test-support/smtp-server.ts, shared with the help mailer's test). */
export { startSmtp, type Received } from '../../test-support/smtp-server.ts';

/** A free local port with nothing listening on it (a mail server that is down). */
export async function deadPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

/** The headers (lower-cased names, folded lines joined) and the decoded text of each part of an RFC 822 message. */
export function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  expect(split, 'an RFC 822 message has headers, a blank CRLF line, then a body').toBeGreaterThan(0);
  const headers = new Map<string, string>();
  for (const header of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = header.indexOf(':');
    headers.set(header.slice(0, colon).toLowerCase(), header.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  // Quoted-printable and base64 parts, decoded, so the test reads what the customer reads.
  const parts = body.split(/\r\n--[^\r\n]+/).map((part) => {
    const partSplit = part.indexOf('\r\n\r\n');
    if (partSplit < 0) return part;
    const partHeaders = part.slice(0, partSplit).toLowerCase();
    const content = part.slice(partSplit + 4);
    if (partHeaders.includes('quoted-printable')) {
      const bytes = content.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    if (partHeaders.includes('base64')) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    return content;
  });
  return { headers, text: parts.join('\n') };
}

let keySequence = 0;

/** A test server (env overrides) with Ani on shift at Kopi Senja, and paid take-away orders on demand. */
export async function openMailTestbed(overrides: Record<string, string> = {}) {
  const server = await startTestServer(overrides);
  const outlet = server.ids.outletIds.kopiSenja;
  const menu = await loadDemoMenu(server, outlet);
  const { cashierToken } = await signIn(server);
  await startShift(server, cashierToken, outlet);
  const ani = terminal(server, cashierToken, outlet);
  const cashMethod = ((await ani('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[]).find((method) => method.PaymentMethod.Name === 'Cash')!.Id;

  /** A take-away Americano paid in cash, exactly its total: the payment and the total as the receipt prints it. */
  const paidOrder = async (): Promise<{ payment: Payment; order: Order; printedTotal: string }> => {
    const created = await ani('POST', '/order', { OutletOrderTypeId: menu.orderType('Take Away'), pax: 1, OrderProducts: [{ OutletProductId: menu.product('Americano'), Quantity: 1 }] });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as Order;
    const paid = await server.app.inject({
      method: 'POST',
      url: `/api/payment/${order.Id}`,
      headers: { authorization: `Bearer ${cashierToken}`, outletid: String(outlet), [IDEMPOTENCY_KEY_HEADER]: `mail-${Date.now()}-${++keySequence}` },
      payload: { Id: order.Id, Promos: [], PaymentDetails: [{ OutletPaymentMethodId: cashMethod, Amount: order.Total }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { payment: paid.json().data as Payment, order, printedTotal: ticketMoney(moneyFromDecimalRupiah(order.Total)) };
  };

  const sendEmail = (paymentId: number, email: string) => ani('GET', `/payment/sendEmail/${paymentId}?email=${encodeURIComponent(email)}`);
  const emailStatus = async (paymentId: number): Promise<EmailDelivery[]> => {
    const answer = await ani('GET', `/payment/emailStatus/${paymentId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as EmailDelivery[];
  };
  /** The server's own worker sends in the background: its status says when. */
  const waitForStatus = async (paymentId: number, statuses: string[]): Promise<EmailDelivery> => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const found = (await emailStatus(paymentId)).find((delivery) => statuses.includes(delivery.Status));
      if (found) return found;
      await new Promise((later) => setTimeout(later, 25));
    }
    throw new Error(`no e-mail of payment ${paymentId} reached ${statuses.join('/')}`);
  };
  return { server, outlet, ani, paidOrder, sendEmail, emailStatus, waitForStatus, db: server.database.db };
}

export type MailTestbed = Awaited<ReturnType<typeof openMailTestbed>>;
export type { TestServer };
