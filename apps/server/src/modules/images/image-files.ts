import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageKindValue } from '@kasir/domain';

/** Random names only: nothing a client sends becomes part of a path. */
const NAME_BYTES = 16;
const SAFE_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export const isSafeFileName = (fileName: string): boolean => SAFE_FILE_NAME.test(fileName);

/** Thumbnails live in a folder of the upload directory, WebP, under the original's name stem. */
const THUMBNAIL_DIRECTORY = 'thumb';
const thumbnailName = (fileName: string) => fileName.replace(/\.[a-z]+$/, '.webp');

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/** The upload directory: files named by us, written whole, removed with their row. */
export function createImageFiles(directory: string) {
  return {
    newFileName: (kind: ImageKindValue) => `${randomBytes(NAME_BYTES).toString('hex')}.${kind.extension}`,

    async write(fileName: string, bytes: Uint8Array): Promise<void> {
      await mkdir(directory, { recursive: true });
      // 'wx': never overwrite; the name is random, so a clash is a bug, not a race to win.
      await writeFile(join(directory, fileName), bytes, { flag: 'wx' });
    },

    /** The file's bytes, or null when it is not there (or the name is not one of ours). */
    async read(fileName: string): Promise<Buffer | null> {
      return isSafeFileName(fileName) ? readOrNull(join(directory, fileName)) : null;
    },

    /** The thumbnail of an original of ours, or null when it has not been made yet. */
    async readThumbnail(fileName: string): Promise<Buffer | null> {
      return isSafeFileName(fileName) ? readOrNull(join(directory, THUMBNAIL_DIRECTORY, thumbnailName(fileName))) : null;
    },

    /**
     * Writes a thumbnail whole: to a temporary name, then renamed, so two first requests of the
     * same picture (lazy thumbnails) never serve half a file; the later rename simply wins.
     */
    async writeThumbnail(fileName: string, bytes: Uint8Array): Promise<void> {
      if (!isSafeFileName(fileName)) return;
      const folder = join(directory, THUMBNAIL_DIRECTORY);
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.${randomBytes(NAME_BYTES).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(folder, thumbnailName(fileName)));
    },

    async remove(fileName: string): Promise<void> {
      if (!isSafeFileName(fileName)) return;
      await rm(join(directory, fileName), { force: true });
      await rm(join(directory, THUMBNAIL_DIRECTORY, thumbnailName(fileName)), { force: true });
    },
  };
}

export type ImageFiles = ReturnType<typeof createImageFiles>;
