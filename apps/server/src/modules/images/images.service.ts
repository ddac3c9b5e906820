import type { Kysely } from 'kysely';
import { ServerEvent, type UploadedImage } from '@kasir/contracts';
import { IMAGE_UPLOAD_MAX_BYTES, ServerMessage, detectImageKind, fillMessage } from '@kasir/domain';
import type { Database } from '../../db/schema.ts';
import { invalidField, notFound } from '../../platform/app-error.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { isSafeFileName, type ImageFiles } from './image-files.ts';
import type { ImagesRepository } from './images.repository.ts';
import { makeThumbnail, prepareImage } from './image-processing.ts';

const BYTES_PER_MB = 1024 * 1024;
export const NOT_AN_IMAGE = ServerMessage.IMAGE_NOT_SUPPORTED;
export const TOO_LARGE = fillMessage(ServerMessage.IMAGE_TOO_LARGE, { size: String(IMAGE_UPLOAD_MAX_BYTES / BYTES_PER_MB) });

/**
 * Images the owner uploads (spec §7 POST /image/upload): the kind is told by the bytes, never
 * by the file's name or the browser's content type; the file is named by us.
 */
export function createImagesService(deps: { db: Kysely<Database>; repository: ImagesRepository; files: ImageFiles; broadcaster: Broadcaster }) {
  return {
    async upload(auth: AuthContext, bytes: Uint8Array): Promise<UploadedImage> {
      if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw invalidField('file', TOO_LARGE);
      const kind = detectImageKind(bytes);
      if (kind === null) throw invalidField('file', NOT_AN_IMAGE);
      // Decoded whole before anything is written: a corrupt file leaves no trace.
      const { original, thumbnail } = await prepareImage(bytes, kind);
      const fileName = deps.files.newFileName(kind);
      try {
        await deps.files.write(fileName, original);
        await deps.files.writeThumbnail(fileName, thumbnail);
        const id = await deps.repository.insert({ ownerId: auth.ownerId, fileName, contentType: kind.contentType, byteSize: original.byteLength, nowIso: new Date().toISOString() });
        return { Id: id, FileName: fileName };
      } catch (error) {
        // No row, no file: an orphan would never be cleaned up.
        await deps.files.remove(fileName);
        throw error;
      }
    },

    /** Deletes the owner's image; the payment methods that showed it show none, live. */
    async remove(auth: AuthContext, id: number): Promise<{ Id: number }> {
      const { fileName, outletIds } = await deps.db.transaction().execute(async (trx) => {
        const image = await deps.repository.findForOwner(trx, auth.ownerId, id);
        if (!image) throw notFound('Image');
        return { fileName: image.file_name, outletIds: await deps.repository.delete(trx, id) };
      });
      await deps.files.remove(fileName);
      for (const outletId of outletIds) await deps.broadcaster.emitToOutlet(outletId, ServerEvent.PAYMENT_METHOD_CHANGED, {});
      return { Id: id };
    },

    /** The bytes and content type of an uploaded image, or null. */
    async read(fileName: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      // Not one of our names (a NUL byte, a path…): no row could match, and PostgreSQL refuses a NUL in text.
      if (!isSafeFileName(fileName)) return null;
      const row = await deps.repository.findByFileName(fileName);
      if (!row) return null;
      const bytes = await deps.files.read(row.file_name);
      return bytes ? { bytes, contentType: row.content_type } : null;
    },

    /**
     * The WebP thumbnail of an uploaded image, or null. Images uploaded before thumbnails existed
     * get theirs here, on the first request, and keep it (see images.module.ts for why lazily).
     */
    async readThumbnail(fileName: string): Promise<Buffer | null> {
      if (!isSafeFileName(fileName)) return null;
      const row = await deps.repository.findByFileName(fileName);
      if (!row) return null;
      const stored = await deps.files.readThumbnail(row.file_name);
      if (stored) return stored;
      const original = await deps.files.read(row.file_name);
      if (!original) return null;
      let thumbnail: Buffer;
      try {
        thumbnail = await makeThumbnail(original);
      } catch {
        // An old upload that never decoded: no thumbnail, and the till shows its fallback.
        return null;
      }
      await deps.files.writeThumbnail(row.file_name, thumbnail);
      return thumbnail;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
