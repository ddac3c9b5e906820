import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signed token a table or counter QR carries: `v1.<qrId>.<nonce>.<signature>`. The signature
 * is HMAC-SHA256 of `v1.<qrId>.<nonce>` under a key derived from the server secret (never the
 * secret itself, so a QR signature and a staff token are not made with one key). The nonce names
 * the live table_qr_codes row: revoking it (or a new row) makes every printed copy worthless.
 */
const TOKEN_VERSION = 'v1';
const KEY_PURPOSE = 'kasir:self-order-qr:v1';
const NONCE_BYTES = 16;
const TOKEN_PATTERN = /^v1\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{10,64})\.([A-Za-z0-9_-]{43})$/;

export type QrTokenSigner = {
  sign(qrId: number, nonce: string): string;
  /** The row id and nonce of a well-formed token under our signature, or null (tampered, foreign, malformed). */
  verify(token: string): { qrId: number; nonce: string } | null;
};

export const newQrNonce = (): string => randomBytes(NONCE_BYTES).toString('base64url');

export function createQrTokenSigner(serverSecret: string): QrTokenSigner {
  const key = createHmac('sha256', serverSecret).update(KEY_PURPOSE).digest();
  const signatureOf = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(qrId, nonce) {
      const body = `${TOKEN_VERSION}.${qrId}.${nonce}`;
      return `${body}.${signatureOf(body).toString('base64url')}`;
    },
    verify(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const [, id, nonce, signature] = match as unknown as [string, string, string, string];
      const expected = signatureOf(`${TOKEN_VERSION}.${id}.${nonce}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const qrId = Number(id);
      return Number.isSafeInteger(qrId) ? { qrId, nonce } : null;
    },
  };
}
