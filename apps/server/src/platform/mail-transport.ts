import nodemailer from 'nodemailer';

/** How long one SMTP step may take: a dead mail server must not pile up open sends. */
const SMTP_TIMEOUT_MS = 10_000;

/** The SMTP transport every mail of the server goes through (help messages, e-mailed receipts): SMTP_URL, bounded waits. */
export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

/** No SMTP_URL: the message is built as a whole RFC 822 message (CRLF lines) in memory, for an .eml file. */
export function createFileTransport() {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
}
