import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFileTransport, createSmtpTransport } from '../../platform/mail-transport.ts';
import type { ReceiptMail } from './receipt-mail.ts';

export type Delivered = { kind: 'smtp'; messageId: string | null } | { kind: 'file'; fileName: string; messageId: string | null };

export type MailDeliverer = {
  deliver: (id: number, to: string, mail: ReceiptMail) => Promise<Delivered>;
  close: () => void;
};

/** The .eml file of outbox row `id`. */
export const emlFileName = (id: number) => `${id}.eml`;

/**
 * SMTP_URL set: the message goes to that server (nodemailer). Unset: nodemailer builds the same
 * RFC 822 message in memory and it is written to <dir>/<id>.eml (written beside, then renamed, so a
 * half-written file is never seen), which any mail program opens.
 */
export function createMailDeliverer(options: { smtpUrl: string | undefined; from: string; dir: string }): MailDeliverer {
  if (options.smtpUrl) {
    const transport = createSmtpTransport(options.smtpUrl);
    return {
      deliver: async (_id, to, mail) => {
        const info = await transport.sendMail({ from: options.from, to, ...mail });
        return { kind: 'smtp', messageId: info.messageId ?? null };
      },
      close: () => transport.close(),
    };
  }
  const transport = createFileTransport();
  return {
    deliver: async (id, to, mail) => {
      const info = await transport.sendMail({ from: options.from, to, ...mail });
      const fileName = emlFileName(id);
      await mkdir(options.dir, { recursive: true });
      const partial = join(options.dir, `${fileName}.part`);
      await writeFile(partial, info.message);
      await rename(partial, join(options.dir, fileName));
      return { kind: 'file', fileName, messageId: info.messageId ?? null };
    },
    close: () => transport.close(),
  };
}
