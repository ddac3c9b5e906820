import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutletEmailTemplate } from '@kasir/contracts';
import { EMAIL_CLAIM_LEASE_MS, EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_BASE_DELAY_MS, EmailStatus } from './email-delivery-rules.ts';
import { createEmailOutboxRepository } from './email-outbox.repository.ts';
import { deadPort, openMailTestbed, parseMessage, startSmtp, type MailTestbed } from './email-receipts-test-kit.ts';
import { createMailDeliverer } from './mail-deliverer.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { createReceiptComposer } from './receipt-composer.ts';

const FROM = 'Kopi Senja <struk@kasir.test>';

/** A worker of its own on the test server's database, on a clock the test moves. */
function workerOn(bed: MailTestbed, smtpUrl: string | undefined, clock: { now: Date }) {
  const outbox = createEmailOutboxRepository(bed.db);
  const mailer = createMailDeliverer({ smtpUrl, from: FROM, dir: bed.server.config.mail.dir });
  const worker = createOutboxWorker({ outbox, compose: createReceiptComposer(bed.db, outbox), mailer, now: () => clock.now });
  return { worker, close: () => mailer.close() };
}
const later = (clock: { now: Date }, ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

describe('e-mailed receipts through a real SMTP server (the server’s own worker)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let bed: MailTestbed;
  beforeAll(async () => {
    smtp = await startSmtp();
    bed = await openMailTestbed({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM });
  });
  afterAll(async () => {
    await bed.server.stop();
    await smtp.close();
  });

  it('delivers the receipt to the address with the outlet template’s subject and the total in the body', async () => {
    const { payment, order, printedTotal } = await bed.paidOrder();
    const answer = await bed.sendEmail(payment.Id, 'Rina@Example.com');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ PaymentId: payment.Id, Email: 'rina@example.com', Status: 'QUEUED' });
    const sent = await bed.waitForStatus(payment.Id, [EmailStatus.SENT]);
    expect(sent).toMatchObject({ Email: 'rina@example.com', Attempts: 1, LastError: null, FileName: null });
    expect(sent.SentAt).not.toBeNull();

    const mail = smtp.received.find((candidate) => candidate.to.includes('rina@example.com'))!;
    expect(mail.from).toBe('struk@kasir.test');
    const { headers, text } = parseMessage(mail.raw);
    expect(headers.get('to')).toBe('rina@example.com');
    expect(headers.get('subject')).toBe(`Struk pembayaran ${order.OrderNo} - Kopi Senja`);
    expect(headers.get('content-type')).toContain('multipart/alternative');
    expect(text).toMatch(new RegExp(`TOTAL\\s+${printedTotal.replace('.', '\\.')}`));
    expect(text).toContain('Americano');
    expect(text).toContain('Terima kasih telah berbelanja di Kopi Senja');
    expect(text).toContain('<pre');
  });

  it('answers the outlet template, the default one when none is stored, and the stored one after', async () => {
    const answer = await bed.ani('GET', '/outletEmailTemplate');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ OutletId: bed.outlet, Subject: 'Struk pembayaran {receiptNo} - {outlet}', IsDefault: true, ShowLogo: true });
    await bed.db
      .insertInto('outlet_email_templates')
      .values({ outlet_id: bed.outlet, subject: 'Your {outlet} receipt {receiptNo}', header_text: 'Hi from {outlet}!', footer_text: 'See you soon', show_logo: 0, updated_at: new Date().toISOString() })
      .execute();
    const stored = (await bed.ani('GET', '/outletEmailTemplate')).json().data as OutletEmailTemplate;
    expect(stored).toEqual({ OutletId: bed.outlet, Subject: 'Your {outlet} receipt {receiptNo}', HeaderText: 'Hi from {outlet}!', FooterText: 'See you soon', ShowLogo: false, IsDefault: false });

    const { payment, order } = await bed.paidOrder();
    const before = smtp.received.length;
    await bed.sendEmail(payment.Id, 'templated@example.com');
    await smtp.nextMail(before + 1);
    const { headers, text } = parseMessage(smtp.received.at(-1)!.raw);
    expect(headers.get('subject')).toBe(`Your Kopi Senja receipt ${order.OrderNo}`);
    expect(text).toContain('Hi from Kopi Senja!');
    expect(text).toContain('See you soon');
    await bed.db.deleteFrom('outlet_email_templates').where('outlet_id', '=', bed.outlet).execute();
  });

  it('queues a doubled request for the same payment and address once, and sends one e-mail', async () => {
    const { payment } = await bed.paidOrder();
    const before = smtp.received.length;
    const answers = await Promise.all([bed.sendEmail(payment.Id, 'twice@example.com'), bed.sendEmail(payment.Id, 'TWICE@example.com')]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await bed.waitForStatus(payment.Id, [EmailStatus.SENT]);
    // Asked again right after it went: still the same e-mail, no second one.
    const again = await bed.sendEmail(payment.Id, 'twice@example.com');
    expect(again.json().data.Status).toBe('SENT');
    const rows = await bed.db.selectFrom('email_outbox').selectAll().where('payment_id', '=', payment.Id).execute();
    expect(rows).toHaveLength(1);
    await new Promise((settle) => setTimeout(settle, 100));
    expect(smtp.received.filter((mail) => mail.to.includes('twice@example.com'))).toHaveLength(1);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('refuses a bad address naming the field, and another outlet’s or unknown payment', async () => {
    const { payment } = await bed.paidOrder();
    const bad = await bed.sendEmail(payment.Id, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('email');
    expect((await bed.sendEmail(999_999, 'a@example.com')).statusCode).toBe(404);
    expect((await bed.ani('GET', '/payment/emailStatus/999999')).statusCode).toBe(404);
  });
});

describe('retries, files and claims (a worker on a test clock)', () => {
  let bed: MailTestbed;
  // A database each: a row one test leaves due is not another test's to send.
  beforeEach(async () => {
    // The server queues but does not send: the test's workers do, on the clock it moves.
    bed = await openMailTestbed({ MAIL_WORKER: 'off', MAIL_FROM: FROM });
  });
  afterEach(async () => {
    await bed.server.stop();
  });

  it('retries with exponential backoff while the SMTP server is down, then delivers when it is up', async () => {
    const port = await deadPort();
    const clock = { now: new Date() };
    const { worker, close } = workerOn(bed, `smtp://127.0.0.1:${port}`, clock);
    try {
      const { payment, printedTotal } = await bed.paidOrder();
      expect((await bed.sendEmail(payment.Id, 'later@example.com')).statusCode).toBe(200);
      clock.now = new Date();

      expect(await worker.runOnce()).toBe(1);
      let [row] = await bed.emailStatus(payment.Id);
      expect(row).toMatchObject({ Status: 'RETRYING', Attempts: 1 });
      expect(row!.LastError).toMatch(/ECONNREFUSED|connect/i);
      expect(Date.parse(row!.NextAttemptAt!) - clock.now.getTime()).toBe(EMAIL_RETRY_BASE_DELAY_MS);

      // Not due before the backoff is over.
      later(clock, EMAIL_RETRY_BASE_DELAY_MS - 1);
      expect(await worker.runOnce()).toBe(0);
      later(clock, 1);
      expect(await worker.runOnce()).toBe(1);
      [row] = await bed.emailStatus(payment.Id);
      expect(row).toMatchObject({ Status: 'RETRYING', Attempts: 2 });
      // The second wait is twice the first.
      expect(Date.parse(row!.NextAttemptAt!) - clock.now.getTime()).toBe(2 * EMAIL_RETRY_BASE_DELAY_MS);

      const smtp = await startSmtp(port);
      try {
        later(clock, 2 * EMAIL_RETRY_BASE_DELAY_MS);
        expect(await worker.runOnce()).toBe(1);
        [row] = await bed.emailStatus(payment.Id);
        expect(row).toMatchObject({ Status: 'SENT', Attempts: 3, LastError: null });
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['later@example.com']);
        expect(parseMessage(smtp.received[0]!.raw).text).toContain(printedTotal);
      } finally {
        await smtp.close();
      }
    } finally {
      close();
    }
  });

  it('gives up after the last attempt: FAILED with the last error; asking again queues it anew', async () => {
    const port = await deadPort();
    const clock = { now: new Date() };
    const { worker, close } = workerOn(bed, `smtp://127.0.0.1:${port}`, clock);
    try {
      const { payment } = await bed.paidOrder();
      await bed.sendEmail(payment.Id, 'never@example.com');
      clock.now = new Date();
      for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt += 1) {
        expect(await worker.runOnce()).toBe(1);
        later(clock, EMAIL_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
      }
      const [row] = await bed.emailStatus(payment.Id);
      expect(row).toMatchObject({ Status: 'FAILED', Attempts: EMAIL_MAX_ATTEMPTS, NextAttemptAt: null });
      expect(row!.LastError).toMatch(/ECONNREFUSED|connect/i);
      later(clock, 24 * 3600_000);
      expect(await worker.runOnce()).toBe(0);

      const again = await bed.sendEmail(payment.Id, 'never@example.com');
      expect(again.json().data.Status).toBe('QUEUED');
      expect((await bed.emailStatus(payment.Id))[0]).toMatchObject({ Status: 'QUEUED', Attempts: 0, LastError: null });
    } finally {
      close();
    }
  });

  it('without SMTP_URL writes each message as data/mail/<id>.eml, a real RFC 822 message', async () => {
    const clock = { now: new Date() };
    const { worker, close } = workerOn(bed, undefined, clock);
    try {
      const { payment, order, printedTotal } = await bed.paidOrder();
      await bed.sendEmail(payment.Id, 'file@example.com');
      clock.now = new Date();
      expect(await worker.runOnce()).toBe(1);
      const [row] = await bed.emailStatus(payment.Id);
      expect(row).toMatchObject({ Status: 'SAVED_AS_FILE', Attempts: 1, FileName: `${row!.Id}.eml` });
      const path = join(bed.server.config.mail.dir, row!.FileName!);
      expect(existsSync(path)).toBe(true);
      const { headers, text } = parseMessage(readFileSync(path, 'utf8'));
      expect(headers.get('from')).toBe(FROM);
      expect(headers.get('to')).toBe('file@example.com');
      expect(headers.get('subject')).toBe(`Struk pembayaran ${order.OrderNo} - Kopi Senja`);
      expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
      expect(headers.get('mime-version')).toBe('1.0');
      expect(text).toContain(printedTotal);
    } finally {
      close();
    }
  });

  it('two workers polling at once send a row once', async () => {
    const smtp = await startSmtp();
    const clock = { now: new Date() };
    const first = workerOn(bed, `smtp://127.0.0.1:${smtp.port}`, clock);
    const second = workerOn(bed, `smtp://127.0.0.1:${smtp.port}`, clock);
    try {
      const paid = await Promise.all([bed.paidOrder(), bed.paidOrder(), bed.paidOrder()]);
      for (const { payment } of paid) await bed.sendEmail(payment.Id, 'race@example.com');
      clock.now = new Date();
      const attempted = await Promise.all([first.worker.runOnce(), second.worker.runOnce()]);
      expect(attempted.reduce((sum, count) => sum + count, 0)).toBe(3);
      expect(smtp.received).toHaveLength(3);
      for (const { payment } of paid) expect((await bed.emailStatus(payment.Id))[0]).toMatchObject({ Status: 'SENT', Attempts: 1 });
    } finally {
      first.close();
      second.close();
      await smtp.close();
    }
  });

  it('a claimed row is held until its lease ends: no other process takes it, a crashed holder’s row comes due again', async () => {
    const { payment } = await bed.paidOrder();
    await bed.sendEmail(payment.Id, 'lease@example.com');
    const now = new Date(Date.now() + 1000);
    const [a, b] = [createEmailOutboxRepository(bed.db), createEmailOutboxRepository(bed.db)];
    const claims = await Promise.all([a.claimDue(now), b.claimDue(now)]);
    expect(claims.map((rows) => rows.length).sort()).toEqual([0, 1]);
    const held = claims.flat()[0]!;
    expect(await b.claimDue(new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS - 1))).toHaveLength(0);
    const retaken = await b.claimDue(new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS));
    expect(retaken.map((row) => row.id)).toEqual([held.id]);
    // The first holder's late outcome no longer counts: only the current token finishes the row.
    await a.markDelivered(held, { status: EmailStatus.SENT, messageId: null, emlFile: null }, now);
    expect((await bed.emailStatus(payment.Id))[0]!.Status).toBe('QUEUED');
  });

  it('stop() lets the send in flight finish and starts no further pass (server close)', async () => {
    const smtp = await startSmtp();
    const clock = { now: new Date() };
    const { worker, close } = workerOn(bed, `smtp://127.0.0.1:${smtp.port}`, clock);
    try {
      const { payment } = await bed.paidOrder();
      await bed.sendEmail(payment.Id, 'closing@example.com');
      clock.now = new Date();
      worker.start();
      worker.wake();
      await worker.stop();
      expect((await bed.emailStatus(payment.Id))[0]).toMatchObject({ Status: 'SENT' });
      expect(smtp.received).toHaveLength(1);
      // Stopped: a new row stays queued, a wake does nothing.
      const next = await bed.paidOrder();
      await bed.sendEmail(next.payment.Id, 'closing@example.com');
      worker.wake();
      await new Promise((settle) => setTimeout(settle, 200));
      expect((await bed.emailStatus(next.payment.Id))[0]).toMatchObject({ Status: 'QUEUED', Attempts: 0 });
    } finally {
      close();
      await smtp.close();
    }
  });
});
