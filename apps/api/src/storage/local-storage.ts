import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  UploadTooLargeError,
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  type StagedFile,
  type StoredObject,
} from './file-storage';

/** How many leading bytes stage() keeps for type detection. */
export const HEAD_BYTES = 4096;

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Files on local disk under `root` (DATA_DIR/uploads by default). Uploads stream into
 * `root/.tmp` and are renamed into place when accepted: a rename within one file system is atomic,
 * so an object is either complete or absent, and a refused upload leaves nothing behind.
 */
export class LocalFileStorage implements FileStorage {
  private readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  private async tempPath(): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    return path.join(this.tmpDir, randomBytes(16).toString('hex'));
  }

  async stage(source: Readable, maxBytes: number): Promise<StagedFile> {
    const file = await this.tempPath();
    let size = 0;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(new UploadTooLargeError());
        if (headLength < HEAD_BYTES) {
          headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
    return { path: file, size, head: Buffer.concat(headChunks) };
  }

  async commit(staged: StagedFile, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.rename(staged.path, target);
  }

  async discard(staged: StagedFile): Promise<void> {
    await fs.rm(staged.path, { force: true }).catch(() => undefined);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const file = await this.tempPath();
    await fs.writeFile(file, data, { flag: 'wx', mode: 0o600 });
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.rename(file, target);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.pathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const size = await this.size(key);
    if (size === null) return null;
    const stream = createReadStream(this.pathOf(key), range ?? {});
    return { stream, size };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
