import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaTarget } from './media-names.ts';
import { renderPicture } from './render.ts';

/**
 * Media files under MEDIA_DIR. Generated pictures are rendered on first request and kept;
 * uploads are written once by their content hash. Writes go to a temporary file renamed into
 * place, so a reader (or another server process) never sees half a file.
 */
export function mediaStore(mediaDir: string) {
  const pathOf = (target: MediaTarget) => path.join(mediaDir, target.file);
  // One render per picture at a time, however many requests ask for it while it is drawn.
  const rendering = new Map<string, Promise<Buffer>>();

  async function save(file: string, bytes: Buffer): Promise<void> {
    const destination = path.join(mediaDir, file);
    await mkdir(path.dirname(destination), { recursive: true });
    const temporary = `${destination}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, destination);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function exists(target: MediaTarget): Promise<boolean> {
    try {
      await access(pathOf(target));
      return true;
    } catch {
      return false;
    }
  }

  /** The bytes of a media file, rendering a generated picture first when needed; null for a missing upload. */
  async function read(target: MediaTarget): Promise<Buffer | null> {
    try {
      return await readFile(pathOf(target));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (target.kind === 'uploads') return null;
    let pending = rendering.get(target.file);
    if (!pending) {
      pending = renderPicture(target).then(async (bytes) => {
        await save(target.file, bytes);
        return bytes;
      });
      rendering.set(target.file, pending);
      void pending.finally(() => rendering.delete(target.file)).catch(() => undefined);
    }
    return pending;
  }

  return { read, save, exists };
}
export type MediaStore = ReturnType<typeof mediaStore>;
