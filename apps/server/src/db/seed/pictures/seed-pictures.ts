import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { ImageKind } from '@kasir/domain';
import type { Database } from '../../schema.ts';
import { createImageFiles } from '../../../modules/images/image-files.ts';
import { makeThumbnail } from '../../../modules/images/image-processing.ts';
import { pictureForName } from './picture-kinds.ts';
import { seededRandom } from './svg-kit.ts';

/** The SVG is drawn at 400 × 300 and rendered at twice that: sharp on the detail screen, 800 × 600. */
const RENDER_DENSITY_DPI = 144;
/** PNG: a fifth of WebP's encoding time at this size (~20 ms), ~30 KiB; the cards load the WebP thumbnail. */
const ORIGINAL_PNG_COMPRESSION = 6;
/** Ids per UPDATE … WHERE id IN (…): under the bound-parameter limits of SQLite and PostgreSQL. */
const IDS_PER_UPDATE = 500;

type Rendered = { original: Buffer; thumbnail: Buffer };

async function render(svg: string): Promise<Rendered> {
  const original = await sharp(Buffer.from(svg), { density: RENDER_DENSITY_DPI }).png({ compressionLevel: ORIGINAL_PNG_COMPRESSION }).toBuffer();
  return { original, thumbnail: await makeThumbnail(original) };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/**
 * Demo pictures (drawn here, nothing fetched): every owner product gets the picture of its
 * name (a coffee cup for "Americano", a bowl for "Soto Ayam"), rendered once per kind and
 * variant and shared by every product it fits, so 2,000 products cost a few dozen renders.
 * Each picture is an image of its owner (images table) with its thumbnail, and its name is
 * set on the product and on the outlets' rows of it.
 */
export async function seedPictures(db: Kysely<Database>, uploadDir: string): Promise<{ rendered: number; products: number; milliseconds: number }> {
  const started = performance.now();
  const files = createImageFiles(uploadDir);
  const products = await db.selectFrom('products').select(['id', 'owner_id', 'name']).where('archived_at', 'is', null).where('image_file_name', 'is', null).execute();
  const choices = products.map((product) => ({ product, picture: pictureForName(product.name, seededRandom) }));

  const renders = new Map<string, Promise<Rendered>>();
  for (const { picture } of choices) if (!renders.has(picture.key)) renders.set(picture.key, render(picture.svg()));
  const rendered = new Map(await Promise.all([...renders].map(async ([key, job]) => [key, await job] as const)));

  // One image row and file per owner and picture; the products of both share it.
  const groups = new Map<string, { ownerId: number; key: string; productIds: number[] }>();
  for (const { product, picture } of choices) {
    const groupKey = `${product.owner_id}:${picture.key}`;
    const group = groups.get(groupKey) ?? { ownerId: product.owner_id, key: picture.key, productIds: [] };
    group.productIds.push(product.id);
    groups.set(groupKey, group);
  }
  const at = new Date().toISOString();
  const written = await Promise.all(
    [...groups.values()].map(async (group) => {
      const picture = rendered.get(group.key)!;
      const fileName = files.newFileName(ImageKind.PNG);
      await files.write(fileName, picture.original);
      await files.writeThumbnail(fileName, picture.thumbnail);
      return { ...group, fileName, byteSize: picture.original.byteLength };
    }),
  );
  await db.transaction().execute(async (trx) => {
    for (const ids of chunks(written, IDS_PER_UPDATE)) {
      await trx.insertInto('images').values(ids.map((group) => ({ owner_id: group.ownerId, file_name: group.fileName, content_type: ImageKind.PNG.contentType, byte_size: group.byteSize, created_at: at }))).execute();
    }
    for (const group of written) {
      for (const ids of chunks(group.productIds, IDS_PER_UPDATE)) {
        await trx.updateTable('products').set({ image_file_name: group.fileName }).where('id', 'in', ids).execute();
        await trx.updateTable('outlet_products').set({ image_file_name: group.fileName }).where('product_id', 'in', ids).execute();
      }
    }
  });
  return { rendered: rendered.size, products: products.length, milliseconds: Math.round(performance.now() - started) };
}
