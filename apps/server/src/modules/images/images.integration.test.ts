import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodTypeCode, IMAGE_UPLOAD_MAX_BYTES } from '@kasir/domain';
import type { AdminPaymentMethod, OutletPaymentMethod, UploadedImage } from '@kasir/contracts';
import { bearer } from '../../test-support/test-server.ts';
import { multipartFile, openPaymentAdminTestbed, TINY_PNG, type PaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';

let bed: PaymentAdminTestbed;

beforeAll(async () => {
  bed = await openPaymentAdminTestbed();
}, 60_000);

afterAll(async () => {
  await bed?.server.stop();
});

const upload = (bytes: Uint8Array, options: Parameters<typeof multipartFile>[1] = {}, token = bed.ownerToken) => {
  const { payload, headers } = multipartFile(bytes, options);
  return bed.server.app.inject({ method: 'POST', url: '/api/image/upload', headers: { ...bearer(token), ...headers }, payload });
};
const imageCount = async () => Number((await bed.db.selectFrom('images').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);

describe('images', () => {
  it('keeps a PNG, JPEG or WebP under a name of ours and serves it at /upload/{FileName}', async () => {
    const answer = await upload(TINY_PNG, { fileName: '../../etc/passwd.png' });
    expect(answer.statusCode, answer.body).toBe(201);
    const image = answer.json().data as UploadedImage;
    expect(image.FileName).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(existsSync(join(bed.server.config.uploadDir, image.FileName))).toBe(true);
    const served = await bed.server.app.inject({ method: 'GET', url: `/upload/${image.FileName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload)).toEqual(Buffer.from(TINY_PNG));
    const jpeg = await upload(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), { fileName: 'a.jpg', contentType: 'image/jpeg' });
    expect((jpeg.json().data as UploadedImage).FileName).toMatch(/\.jpg$/);
    const webp = await upload(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0]), { fileName: 'a.webp', contentType: 'image/webp' });
    expect((webp.json().data as UploadedImage).FileName).toMatch(/\.webp$/);
  });

  it('refuses what is no image whatever its name says, an oversize file and a missing one; keeps nothing', async () => {
    const before = await imageCount();
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { fileName: 'logo.png', contentType: 'image/png' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().data[0]).toEqual({ field: 'file', error: 'must be a PNG, JPEG or WebP image' });
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(TINY_PNG);
    const oversize = await upload(big);
    expect(oversize.statusCode, oversize.body).toBe(400);
    expect(oversize.json().data[0].field).toBe('file');
    const wrongField = await upload(TINY_PNG, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await bed.owner('POST', '/image/upload', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
  });

  it('is for the owner: a cashier token is a 403', async () => {
    expect((await upload(TINY_PNG, {}, bed.cashierToken)).statusCode).toBe(403);
  });

  it('a payment method shows its image on the till; deleting the image takes it off', async () => {
    const image = (await upload(TINY_PNG)).json().data as UploadedImage;
    const created = await bed.owner('POST', '/outletPaymentMethod', { OutletId: bed.outlet, Name: 'ShopeePay', Type: PaymentMethodTypeCode.E_WALLET, ImageId: image.Id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ ImageId: image.Id, Image: { FileName: image.FileName } });
    const till = async () => ((await bed.asCashier('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[]).find((method) => method.PaymentMethod.Name === 'ShopeePay');
    expect((await till())?.PaymentMethod.Image).toEqual({ FileName: image.FileName });

    const deleted = await bed.owner('DELETE', `/image/${image.Id}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await till())?.PaymentMethod.Image).toBeNull();
    expect(((await bed.owner('GET', `/outlet/${bed.outlet}/paymentMethods`)).json().data as AdminPaymentMethod[]).find((method) => method.Name === 'ShopeePay')?.ImageId).toBeNull();
    expect((await bed.server.app.inject({ method: 'GET', url: `/upload/${image.FileName}` })).statusCode).toBe(404);
    expect(existsSync(join(bed.server.config.uploadDir, image.FileName))).toBe(false);
    expect((await bed.owner('DELETE', `/image/${image.Id}/delete`)).statusCode).toBe(404);
  });

  it("another owner's image is a 404 and stays", async () => {
    const theirs = await bed.db.insertInto('images').values({ owner_id: bed.other.ownerId, file_name: 'e'.repeat(32) + '.png', content_type: 'image/png', byte_size: 1, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect((await bed.owner('DELETE', `/image/${theirs.id}/delete`)).statusCode).toBe(404);
    expect(await bed.db.selectFrom('images').select('id').where('id', '=', theirs.id).executeTakeFirst()).toBeDefined();
    expect((await bed.server.app.inject({ method: 'GET', url: '/upload/..%2F..%2Fsecrets.json' })).statusCode).toBe(404);
  });
});
