import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageKindValue } from '@kasir/domain';

/** Random names only: nothing a client sends becomes part of a path. */
const NAME_BYTES = 16;
const SAFE_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

export const isSafeFileName = (fileName: string): boolean => SAFE_FILE_NAME.test(fileName);

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
      if (!isSafeFileName(fileName)) return null;
      try {
        return await readFile(join(directory, fileName));
      } catch {
        return null;
      }
    },

    async remove(fileName: string): Promise<void> {
      if (isSafeFileName(fileName)) await rm(join(directory, fileName), { force: true });
    },
  };
}

export type ImageFiles = ReturnType<typeof createImageFiles>;
