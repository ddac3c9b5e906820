import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodTypeCode, IMAGE_UPLOAD_MAX_BYTES } from '@kasir/domain';
import type { AdminPaymentMethod, OutletPaymentMethod, UploadedImage } from '@kasir/contracts';
import { bearer } from '../../test-support/test-server.ts';
import { multipartFile, openPaymentAdminTestbed, type PaymentAdminTestbed } from '../payment-admin/payment-admin-test-kit.ts';
import { IMAGE_MAX_EDGE_PX, IMAGE_THUMBNAIL_EDGE_PX } from './image-processing.ts';

let bed: PaymentAdminTestbed;
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;

/** A real picture: a warm square with a circle in it, drawn and encoded by sharp. */
const picture = (width: number, height: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4e1c1"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#8b5a2b"/></svg>`));

beforeAll(async () => {
  bed = await openPaymentAdminTestbed();
  png = await picture(600, 400).png().toBuffer();
  jpeg = await picture(640, 480).jpeg().toBuffer();
  webp = await picture(200, 200).webp().toBuffer();
}, 60_000);

afterAll(async () => {
  await bed?.server.stop();
});

const upload = (bytes: Uint8Array, options: Parameters<typeof multipartFile>[1] = {}, token = bed.ownerToken) => {
  const { payload, headers } = multipartFile(bytes, options);
  return bed.server.app.inject({ method: 'POST', url: '/api/image/upload', headers: { ...bearer(token), ...headers }, payload });
};
const get = (url: string, headers: Record<string, string> = {}) => bed.server.app.inject({ method: 'GET', url, headers });
const imageCount = async () => Number((await bed.db.selectFrom('images').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
const uploadFiles = () => (existsSync(bed.server.config.uploadDir) ? readdirSync(bed.server.config.uploadDir, { recursive: true }).length : 0);

describe('images', () => {
  it('keeps a PNG, JPEG or WebP under a name of ours and serves it at /upload/{FileName} and /api/upload/{FileName}', async () => {
    const answer = await upload(png, { fileName: '../../etc/passwd.png' });
    expect(answer.statusCode, answer.body).toBe(201);
    const image = answer.json().data as UploadedImage;
    expect(image.FileName).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(existsSync(join(bed.server.config.uploadDir, image.FileName))).toBe(true);
    for (const url of [`/upload/${image.FileName}`, `/api/upload/${image.FileName}`]) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(served.rawPayload)).toEqual(png);
      expect((await get(url, { 'if-none-match': String(served.headers.etag) })).statusCode).toBe(304);
    }
    const jpegAnswer = await upload(jpeg, { fileName: 'a.jpg', contentType: 'image/jpeg' });
    expect((jpegAnswer.json().data as UploadedImage).FileName).toMatch(/\.jpg$/);
    const webpAnswer = await upload(webp, { fileName: 'a.webp', contentType: 'image/webp' });
    expect((webpAnswer.json().data as UploadedImage).FileName).toMatch(/\.webp$/);
  });

  it('writes a WebP thumbnail of at most 320 px beside each upload, served with long-lived cache headers', async () => {
    for (const bytes of [png, jpeg, webp]) {
      const image = (await upload(bytes)).json().data as UploadedImage;
      for (const url of [`/upload/thumb/${image.FileName}`, `/api/upload/thumb/${image.FileName}`]) {
        const thumb = await get(url);
        expect(thumb.statusCode, url).toBe(200);
        expect(thumb.headers['content-type']).toBe('image/webp');
        expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(thumb.headers['x-content-type-options']).toBe('nosniff');
        expect(thumb.headers.etag).toBeTruthy();
        const meta = await sharp(thumb.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(Math.max(meta.width, meta.height)).toBe(Math.min(IMAGE_THUMBNAIL_EDGE_PX, Math.max((await sharp(bytes).metadata()).width, (await sharp(bytes).metadata()).height)));
      }
    }
  });

  it('scales a huge picture down to the stored maximum', async () => {
    const huge = await picture(IMAGE_MAX_EDGE_PX * 2, IMAGE_MAX_EDGE_PX).jpeg().toBuffer();
    const image = (await upload(huge)).json().data as UploadedImage;
    const served = await get(`/upload/${image.FileName}`);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', IMAGE_MAX_EDGE_PX, IMAGE_MAX_EDGE_PX / 2]);
  });

  it('makes the thumbnail of an image uploaded before thumbnails on its first request', async () => {
    const image = (await upload(png)).json().data as UploadedImage;
    const thumbFolder = join(bed.server.config.uploadDir, 'thumb');
    const { rmSync } = await import('node:fs');
    rmSync(join(thumbFolder, image.FileName.replace('.png', '.webp')));
    const thumb = await get(`/upload/thumb/${image.FileName}`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(existsSync(join(thumbFolder, image.FileName.replace('.png', '.webp')))).toBe(true);
  });

  it('refuses what is no image whatever its name says, a corrupt or truncated one, an oversize file and a missing one; keeps nothing', async () => {
    const before = await imageCount();
    const filesBefore = uploadFiles();
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { fileName: 'logo.png', contentType: 'image/png' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().data[0]).toEqual({ field: 'file', error: 'must be a PNG, JPEG or WebP image' });
    const corrupt = [
      png.subarray(0, 16),
      png.subarray(0, Math.floor(png.length / 2)),
      Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(400, 0x55)]),
      Uint8Array.from([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0]),
    ];
    for (const bytes of corrupt) {
      const answer = await upload(bytes);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().data[0]).toEqual({ field: 'file', error: 'could not be decoded as an image: the file is damaged or incomplete' });
    }
    const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
    big.set(png);
    const oversize = await upload(big);
    expect(oversize.statusCode, oversize.body).toBe(400);
    expect(oversize.json().data[0].field).toBe('file');
    const wrongField = await upload(png, { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await bed.owner('POST', '/image/upload', { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
    expect(uploadFiles()).toBe(filesBefore);
  });

  it('refuses a picture of huge dimensions before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    const answer = await upload(bomb);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().data[0]).toEqual({ field: 'file', error: 'must be at most 50 megapixels' });
  });

  it('is for the owner: a cashier token is a 403', async () => {
    expect((await upload(png, {}, bed.cashierToken)).statusCode).toBe(403);
  });

  it('a payment method shows its image on the till; deleting the image takes it and its thumbnail off', async () => {
    const image = (await upload(png)).json().data as UploadedImage;
    const created = await bed.owner('POST', '/outletPaymentMethod', { OutletId: bed.outlet, Name: 'ShopeePay', Type: PaymentMethodTypeCode.E_WALLET, ImageId: image.Id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ ImageId: image.Id, Image: { FileName: image.FileName } });
    const till = async () => ((await bed.asCashier('GET', '/outletPaymentMethod/')).json().data as OutletPaymentMethod[]).find((method) => method.PaymentMethod.Name === 'ShopeePay');
    expect((await till())?.PaymentMethod.Image).toEqual({ FileName: image.FileName });

    const deleted = await bed.owner('DELETE', `/image/${image.Id}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await till())?.PaymentMethod.Image).toBeNull();
    expect(((await bed.owner('GET', `/outlet/${bed.outlet}/paymentMethods`)).json().data as AdminPaymentMethod[]).find((method) => method.Name === 'ShopeePay')?.ImageId).toBeNull();
    expect((await get(`/upload/${image.FileName}`)).statusCode).toBe(404);
    expect((await get(`/upload/thumb/${image.FileName}`)).statusCode).toBe(404);
    expect(existsSync(join(bed.server.config.uploadDir, image.FileName))).toBe(false);
    expect(existsSync(join(bed.server.config.uploadDir, 'thumb', image.FileName.replace('.png', '.webp')))).toBe(false);
    expect((await bed.owner('DELETE', `/image/${image.Id}/delete`)).statusCode).toBe(404);
  });

  it("another owner's image is a 404 and stays; path-traversal names are 404", async () => {
    const theirs = await bed.db.insertInto('images').values({ owner_id: bed.other.ownerId, file_name: 'e'.repeat(32) + '.png', content_type: 'image/png', byte_size: 1, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect((await bed.owner('DELETE', `/image/${theirs.id}/delete`)).statusCode).toBe(404);
    expect(await bed.db.selectFrom('images').select('id').where('id', '=', theirs.id).executeTakeFirst()).toBeDefined();
    for (const prefix of ['/upload', '/api/upload', '/upload/thumb', '/api/upload/thumb']) {
      for (const name of ['..%2F..%2Fsecrets.json', '..%2Fkasir.sqlite', '%2Fetc%2Fpasswd', '..', 'thumb']) {
        expect((await get(`${prefix}/${name}`)).statusCode, `${prefix}/${name}`).toBe(404);
      }
    }
    // A row whose file never decoded (uploaded before decoding was checked): no thumbnail, a 404, the till shows its fallback.
    expect((await get(`/upload/thumb/${'e'.repeat(32)}.png`)).statusCode).toBe(404);
  });
});
