import { createSmtpTransport } from '../../platform/mail-transport.ts';
import type { HelpMessageRow } from './help.repository.ts';

/** The e-mail's subject shows this much of a message that came without a subject. */
const SUBJECT_PREVIEW_CHARACTERS = 60;

export type HelpMailer = {
  send: (to: string, message: HelpMessageRow) => Promise<void>;
  close: () => void;
};

/** The e-mail to the owner: plain text, who wrote from which outlet and when, then their words. */
export function composeHelpMail(message: HelpMessageRow) {
  const topic = message.subject ?? message.message.replace(/\s+/g, ' ').slice(0, SUBJECT_PREVIEW_CHARACTERS);
  return {
    subject: `[Kasir] ${message.outlet_name} - ${message.user_name}: ${topic}`,
    text: [
      `${message.user_name} wrote from ${message.outlet_name} (${message.created_at}):`,
      '',
      ...(message.subject ? [`Subject: ${message.subject}`, ''] : []),
      message.message,
      '',
      '-- Kasir help center. Open the back office (Help) to see every message.',
    ].join('\n'),
  };
}

/** SMTP_URL set: help messages are also e-mailed to the owner through it (nodemailer). */
export function createHelpMailer(smtpUrl: string, from: string): HelpMailer {
  const transport = createSmtpTransport(smtpUrl);
  return {
    send: async (to, message) => {
      await transport.sendMail({ from, to, ...composeHelpMail(message) });
    },
    close: () => transport.close(),
  };
}
