import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_KEY_HEADER } from '@kasir/contracts';
import { addSecondOwner } from '../../test-support/second-owner.ts';
import { bearer, signIn } from '../../test-support/test-server.ts';
import { openPaymentsTestbed } from '../payments/payments-test-kit.ts';

/**
 * The payments testbed (Ani and Budi on shift at Kopi Senja) with the owner's back-office calls
 * beside it, a second owner to prove isolation, and uploads in a temporary directory.
 */
export async function openPaymentAdminTestbed() {
  process.env['UPLOAD_DIR'] = mkdtempSync(join(tmpdir(), 'kasir-uploads-'));
  const bed = await openPaymentsTestbed();
  const { ownerToken } = await signIn(bed.server);
  const other = await addSecondOwner(bed.server);
  const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    bed.server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(ownerToken), ...headers }, ...(payload ? { payload } : {}) });
  const asCashier = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    bed.server.app.inject({ method, url: `/api${url}`, headers: { ...bearer(bed.cashierToken), outletid: String(bed.outlet) }, ...(payload ? { payload } : {}) });
  const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
  return { ...bed, ownerToken, other, owner, asCashier, withKey };
}

export type PaymentAdminTestbed = Awaited<ReturnType<typeof openPaymentAdminTestbed>>;

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartFile(bytes: Uint8Array, options: { field?: string; fileName?: string; contentType?: string } = {}) {
  const boundary = `----kasir${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName ?? 'image.png'}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

