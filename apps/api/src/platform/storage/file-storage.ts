import type { Readable } from 'node:stream';

/** A stored file opened for reading: its bytes as a stream and its size (for Content-Length). */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

export interface PutOptions {
  contentType: string;
  /** Required with a stream body (an S3 upload of a stream must name its length up front). */
  size?: number;
}

/**
 * Where the API keeps files that every process must see (decision 0023): the local disk of one
 * machine by default, an S3-compatible bucket when several processes share the work. Keys are
 * relative paths with '/' separators, built by the callers from validated parts only.
 * A reader never sees half a file: the disk writes a temporary file renamed into place, and an
 * object store makes an object visible only once its upload is complete.
 */
export interface FileStorage {
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The whole file, or null when there is none under that key. */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is none under that key. */
  open(key: string): Promise<OpenedFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}
