import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder of the local disk: one machine, or several processes sharing that folder. */
export function localStorage(root: string): FileStorage {
  // Callers build keys from validated parts; refusing one that leaves the folder is the last guard.
  const pathOf = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside its folder: ${key}`);
    return resolved;
  };

  return {
    async put(key, body) {
      const destination = pathOf(key);
      await mkdir(path.dirname(destination), { recursive: true });
      const temporary = `${destination}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body as Readable, createWriteStream(temporary));
        await rename(temporary, destination);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
