import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../modules/candidate-profile/media';
import { attachmentDisposition, checkUploadName } from './file-names';
import { UploadTooLargeError } from './file-storage';
import { detectDocument, detectImage, detectVideo } from './file-types';
import { LocalFileStorage } from './local-storage';
import { SEED_DOCUMENT, withSeedFiles } from './seed-files';
import {
  DOCX,
  EXE,
  HTML,
  JPEG,
  MP4,
  PDF,
  PLAIN_ZIP,
  PNG,
  SVG,
  TEXT,
  ZIP_BOMB,
  filesUnder,
  zip,
} from './test-files';
import { inspectDocx } from './zip-inspect';

describe('type detection reads the bytes, not the name', () => {
  it('knows JPEG, PNG and WebP, and nothing else, as images', async () => {
    expect((await detectImage(JPEG))?.contentType).toBe('image/jpeg');
    expect((await detectImage(PNG))?.contentType).toBe('image/png');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect((await detectImage(webp))?.contentType).toBe('image/webp');
    for (const hostile of [HTML, SVG, EXE, PDF, TEXT])
      expect(await detectImage(hostile)).toBeNull();
  });

  it('knows MP4, MOV and WebM as videos, not HEIC images or Matroska', async () => {
    expect((await detectVideo(MP4))?.contentType).toBe('video/mp4');
    const mov = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  ', 'latin1')]);
    expect((await detectVideo(mov))?.contentType).toBe('video/quicktime');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypheic', 'latin1')]);
    expect(await detectVideo(heic)).toBeNull();
    const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]);
    expect((await detectVideo(Buffer.concat([ebml, Buffer.from('webm')])))?.contentType).toBe(
      'video/webm',
    );
    expect(await detectVideo(Buffer.concat([ebml, Buffer.from('matroska')]))).toBeNull();
    expect(await detectVideo(JPEG)).toBeNull();
  });

  it('knows PDF, Word and UTF-8 text as documents and refuses the rest', async () => {
    expect(await detectDocument(PDF)).toMatchObject({ extension: 'pdf' });
    expect(await detectDocument(DOCX)).toMatchObject({ extension: 'docx' });
    expect(await detectDocument(TEXT)).toMatchObject({
      extension: 'txt',
      contentType: 'text/plain',
    });
    expect(await detectDocument(EXE)).toBe('type');
    expect(await detectDocument(PLAIN_ZIP)).toBe('type');
    expect(await detectDocument(Buffer.from([0x61, 0x00, 0x62]))).toBe('type');
    expect(await detectDocument(Buffer.from([0x61, 0xc3, 0x28]))).toBe('type');
    expect(await detectDocument(Buffer.alloc(0))).toBe('type');
  });

  it('refuses zip bombs without unpacking them', async () => {
    expect(await detectDocument(ZIP_BOMB)).toBe('zip_bomb');
    // Many entries.
    const many = zip(
      Array.from({ length: 2001 }, (_, i) => ({ name: `word/${i}.xml`, data: Buffer.from('x') })),
    );
    expect(inspectDocx(many)).toEqual({ ok: false, reason: 'bomb' });
    // Two directory entries pointing at the same bytes (an overlapping-entry bomb).
    const overlapping = Buffer.from(DOCX);
    const central = overlapping.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const second = overlapping.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), central + 4);
    overlapping.writeUInt32LE(0, second + 42);
    expect(inspectDocx(overlapping)).toEqual({ ok: false, reason: 'bomb' });
  });
});

describe('upload names', () => {
  it('keeps a plain name as the title, trimmed, without bidi overrides', () => {
    expect(checkUploadName('  passport.pdf ')).toEqual({ ok: true, title: 'passport.pdf' });
    expect(checkUploadName('جواز السفر.pdf')).toEqual({ ok: true, title: 'جواز السفر.pdf' });
    expect(checkUploadName('cv\u202Efdp.exe')).toEqual({ ok: true, title: 'cvfdp.exe' });
  });

  it('refuses paths, control characters and empty names', () => {
    for (const name of [
      '../../x.pdf',
      'C:\\Users\\x.pdf',
      '/etc/passwd',
      'a\0b.pdf',
      'a\nb.pdf',
      '',
      ' ',
      '..',
    ])
      expect(checkUploadName(name).ok, JSON.stringify(name)).toBe(false);
  });

  it('names downloads safely in ASCII and exactly in UTF-8', () => {
    const quoted = attachmentDisposition('Reference "A"; b.pdf');
    expect(quoted).toBe(`attachment; filename="Reference \\"A\\"; b.pdf"`);
    expect(contentDisposition.parse(quoted)).toEqual({
      type: 'attachment',
      parameters: { filename: 'Reference "A"; b.pdf' },
    });
    expect(attachmentDisposition('عقد.pdf')).toContain(
      `filename*=UTF-8''${encodeURIComponent('عقد.pdf')}`,
    );
  });
});

describe('byte ranges', () => {
  it('reads single ranges and refuses ranges outside the file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('stages, commits, reads (whole or a range) and removes', async () => {
    const staged = await storage.stage(Readable.from([PDF]), 1024 * 1024);
    expect(staged.size).toBe(PDF.length);
    expect(staged.head.subarray(0, 5).toString()).toBe('%PDF-');
    const key = 'documents/0123456789abcdef0123456789abcdef.pdf';
    await storage.commit(staged, key);
    expect(await filesUnder(root)).toEqual([key]);
    const whole = await storage.read(key);
    expect(Buffer.concat(await whole!.stream.toArray())).toEqual(PDF);
    const part = await storage.read(key, { start: 1, end: 3 });
    expect(Buffer.concat(await part!.stream.toArray()).toString()).toBe('PDF');
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('leaves nothing behind for a stream over the limit or a discarded upload', async () => {
    await expect(
      storage.stage(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), 15),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    const staged = await storage.stage(Readable.from([TEXT]), 1024);
    await storage.discard(staged);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses keys it did not generate', async () => {
    await expect(storage.read('../secret')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('documents/x.pdf', PDF)).rejects.toThrow(/Invalid storage key/);
  });

  it('writes a seeded object on first use', async () => {
    const seeded = withSeedFiles(storage);
    const object = await seeded.read(SEED_DOCUMENT.key);
    expect(Buffer.concat(await object!.stream.toArray())).toEqual(SEED_DOCUMENT.bytes);
    expect(await detectDocument(SEED_DOCUMENT.bytes)).toMatchObject({ extension: 'pdf' });
    await storage.remove(SEED_DOCUMENT.key);
  });
});
