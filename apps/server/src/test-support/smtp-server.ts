import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server (authless) on a local port, 0 = a free one, collecting what it receives. */
export async function startSmtp(port = 0) {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((listening) => smtp.listen(port, '127.0.0.1', listening));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    nextMail: (count: number) =>
      new Promise<void>((arrived) => {
        const check = () => (received.length >= count ? arrived() : waiters.push(check));
        check();
      }),
    close: () => new Promise<void>((closed) => smtp.close(closed)),
  };
}
