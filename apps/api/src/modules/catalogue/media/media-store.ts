import type { FileStorage } from '../../../platform/storage/index.ts';
import type { CleanImage } from '../uploads/upload-image.ts';
import { resolveMedia, type MediaTarget } from './media-names.ts';
import { renderPicture, renderUploadRendition } from './render.ts';

/**
 * Media files in the media storage (local MEDIA_DIR or the shared bucket, decision 0023).
 * Generated pictures are rendered on first request and kept; uploads are written once by their
 * content hash. The storage never shows half a file to a reader, in this process or another.
 */
export function mediaStore(storage: FileStorage) {
  // One render per picture at a time in this process, however many requests ask for it while it is drawn.
  const rendering = new Map<string, Promise<Buffer | null>>();

  const save = (target: MediaTarget, bytes: Buffer) => storage.put(target.file, bytes, { contentType: target.contentType });

  /** Keeps a cleaned upload under its content hash; answers its /media/ URL. */
  async function saveUpload(image: CleanImage): Promise<string> {
    const target = resolveMedia(`uploads/${image.name}`);
    if (!target) throw new Error(`not an upload name: ${image.name}`);
    await save(target, image.bytes);
    return `/media/uploads/${image.name}`;
  }

  const exists = (target: MediaTarget) => storage.exists(target.file);

  /** How a missing file is made: drawn, or narrowed from its upload (null when that upload is missing); an upload itself cannot be. */
  async function make(target: MediaTarget): Promise<Buffer | null> {
    if (target.kind === 'uploads') return null;
    if (target.kind !== 'upload-renditions') return renderPicture(target);
    const source = await storage.read(target.source.file);
    return source && renderUploadRendition(source, target.width);
  }

  /** The bytes of a media file, rendering a generated picture or rendition first when needed; null for a missing upload. */
  async function read(target: MediaTarget): Promise<Buffer | null> {
    const stored = await storage.read(target.file);
    if (stored) return stored;
    if (target.kind === 'uploads') return null;
    let pending = rendering.get(target.file);
    if (!pending) {
      pending = make(target).then(async (bytes) => {
        if (bytes) await save(target, bytes);
        return bytes;
      });
      rendering.set(target.file, pending);
      void pending.finally(() => rendering.delete(target.file)).catch(() => undefined);
    }
    return pending;
  }

  return { read, saveUpload, exists };
}
export type MediaStore = ReturnType<typeof mediaStore>;
