import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpMessage } from '@kasir/contracts';
import { bearer, signIn, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { startSmtp } from '../../test-support/smtp-server.ts';

/** The mail copy goes out in the background: the inbox says when it went. */
async function waitForEmailed(server: TestServer, ownerToken: string, id: number): Promise<HelpMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await server.app.inject({ method: 'GET', url: '/api/helpCenter', headers: bearer(ownerToken) });
    const found = answer.json<{ data: HelpMessage[] }>().data.find((message) => message.Id === id);
    if (found?.IsEmailed) return found;
    await new Promise((later) => setTimeout(later, 50));
  }
  throw new Error('never marked e-mailed');
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describe('help messages by e-mail (SMTP_URL)', () => {
  it('e-mails the message to the owner’s username through the SMTP server, and stores it', async () => {
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Kasir <help@kasir.test>' });
    try {
      const { ownerToken, cashierToken } = await signIn(server);
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/helpCenter',
        headers: { ...bearer(cashierToken), outletid: String(server.ids.outletIds.kopiSenja) },
        payload: { Subject: 'Cash drawer', Message: 'The cash drawer does not open.' },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const sent = answer.json<{ data: HelpMessage }>().data;
      await smtp.nextMail(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toBe('help@kasir.test');
      expect(mail.to).toEqual(['owner@demo.pos']);
      expect(mail.raw).toMatch(/^Subject: \[Kasir\] Kopi Senja - Ani: Cash drawer$/m);
      expect(mail.raw).toContain('The cash drawer does not open.');
      expect((await waitForEmailed(server, ownerToken, sent.Id)).IsEmailed).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('a mail server that does not answer loses nothing: 201, the inbox has it, not marked e-mailed', async () => {
    // A port nobody listens on: the send fails at once.
    const dead = await startSmtp();
    const deadPort = dead.port;
    await dead.close();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    try {
      const { ownerToken, cashierToken } = await signIn(server);
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/helpCenter',
        headers: { ...bearer(cashierToken), outletid: String(server.ids.outletIds.kopiSenja) },
        payload: { Message: 'Is anyone there?' },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const id = answer.json<{ data: HelpMessage }>().data.Id;
      // Closing waits for the background send to finish (here: fail), so the row is final after it.
      await server.app.close();
      const row = await server.database.db.selectFrom('help_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.message).toBe('Is anyone there?');
      expect(row.emailed_at).toBeNull();
      void ownerToken;
    } finally {
      await server.stop();
    }
  });
});
