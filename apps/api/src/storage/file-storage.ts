import type { Readable } from 'node:stream';

/**
 * An upload received in full on local disk, not yet an object: refused uploads are discarded
 * from here and never become objects. Staging stays on local disk for every backend, since the
 * content checks read the whole file (zip directory, UTF-8).
 */
export interface StagedFile {
  /** Local path of the staged bytes (inside the storage's private temporary area). */
  readonly path: string;
  readonly size: number;
  /** The first bytes, for type detection. */
  readonly head: Buffer;
}

export interface StoredObject {
  stream: Readable;
  /** Size of the whole object (not of the requested range). */
  size: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * Where uploaded files live, behind keys the server generates (`documents/<hex>.pdf`,
 * `media/<hex>.jpg`). LocalFileStorage keeps them on disk under DATA_DIR/uploads; an S3-style
 * store implements the same calls (commit = PutObject of the staged file, read = GetObject with
 * Range, remove = DeleteObject).
 */
export interface FileStorage {
  /**
   * Writes an incoming stream to a staged file. Fails (leaving nothing behind) if the stream
   * errors or brings more than maxBytes.
   */
  stage(source: Readable, maxBytes: number): Promise<StagedFile>;
  /** Turns a staged file into the object `key`. */
  commit(staged: StagedFile, key: string): Promise<void>;
  /** Forgets a staged file (a refused upload). Never throws. */
  discard(staged: StagedFile): Promise<void>;
  /** Writes a small object in one go (seed files). */
  put(key: string, data: Buffer): Promise<void>;
  /** The object, or null if there is none; `range` must lie within the object. */
  read(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size, or null if there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the object; removing a missing object is not an error. */
  remove(key: string): Promise<void>;
}

/** Thrown by stage() when the stream is longer than allowed. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('Upload larger than allowed');
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Object keys: a folder, 32 random hex characters, an extension. Nothing a client chose. A
 * photo's derived sizes (photo-variants.ts) add `-card` or `-profile` to its key.
 */
export const STORAGE_KEY =
  /^(media|documents|logos)\/[a-f0-9]{32}(-(card|profile))?\.[a-z0-9]{2,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
