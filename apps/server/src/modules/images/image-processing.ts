import sharp, { type Metadata, type Sharp } from 'sharp';
import { ServerMessage, fillMessage, type ImageKindValue } from '@kasir/domain';
import { invalidField } from '../../platform/app-error.ts';

/** The stored picture's longest edge: a phone photo is scaled down to this, nothing larger is kept. */
export const IMAGE_MAX_EDGE_PX = 2048;
/** The menu card's thumbnail: the longest edge, WebP. 320 px covers a card at twice its CSS size. */
export const IMAGE_THUMBNAIL_EDGE_PX = 320;
const THUMBNAIL_WEBP_QUALITY = 78;
const RESCALED_QUALITY = 85;
const PIXELS_PER_MEGAPIXEL = 1_000_000;
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
export const IMAGE_MAX_INPUT_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = IMAGE_MAX_INPUT_MEGAPIXELS * PIXELS_PER_MEGAPIXEL;

export const UNDECODABLE = ServerMessage.IMAGE_UNDECODABLE;
export const TOO_MANY_PIXELS = fillMessage(ServerMessage.IMAGE_TOO_MANY_PIXELS, { megapixels: String(IMAGE_MAX_INPUT_MEGAPIXELS) });
const FIELD = 'file';

/** Fails on a broken file (truncated, bad checksum) instead of showing half a picture. */
const decode = (bytes: Uint8Array) => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });

/** The thumbnail of an image: upright (EXIF), at most IMAGE_THUMBNAIL_EDGE_PX, WebP. Throws when the bytes do not decode. */
export function makeThumbnail(bytes: Uint8Array): Promise<Buffer> {
  return decode(bytes)
    .rotate()
    .resize({ width: IMAGE_THUMBNAIL_EDGE_PX, height: IMAGE_THUMBNAIL_EDGE_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_WEBP_QUALITY })
    .toBuffer();
}

function reencode(pipeline: Sharp, kind: ImageKindValue): Sharp {
  if (kind.extension === 'png') return pipeline.png();
  if (kind.extension === 'jpg') return pipeline.jpeg({ quality: RESCALED_QUALITY, mozjpeg: true });
  return pipeline.webp({ quality: RESCALED_QUALITY });
}

/**
 * Decodes an upload whole (a file that only starts like a PNG is refused, 400 naming `file`),
 * refuses huge dimensions, scales a picture larger than IMAGE_MAX_EDGE_PX down, and makes its
 * thumbnail. Nothing is written here: the caller stores both once both exist.
 */
export async function prepareImage(bytes: Uint8Array, kind: ImageKindValue): Promise<{ original: Uint8Array; thumbnail: Buffer }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw invalidField(FIELD, UNDECODABLE);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw invalidField(FIELD, UNDECODABLE);
  if (width * height > MAX_INPUT_PIXELS) throw invalidField(FIELD, TOO_MANY_PIXELS);
  try {
    const thumbnail = await makeThumbnail(bytes);
    const original = Math.max(width, height) > IMAGE_MAX_EDGE_PX
      ? await reencode(decode(bytes).rotate().resize({ width: IMAGE_MAX_EDGE_PX, height: IMAGE_MAX_EDGE_PX, fit: 'inside' }), kind).toBuffer()
      : bytes;
    return { original, thumbnail };
  } catch {
    throw invalidField(FIELD, UNDECODABLE);
  }
}
