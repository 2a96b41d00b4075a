import {
  DOCUMENT_CONTENT_TYPES,
  type IMAGE_CONTENT_TYPES,
  type VIDEO_CONTENT_TYPES,
} from '@bayti/data/contract';
import { inspectDocx } from './zip-inspect';

/**
 * Upload types are read from the bytes, never from the name or the browser's declared type: a
 * renamed executable, HTML or SVG is not a photo whatever it is called.
 */
export interface DetectedType {
  contentType: string;
  /** Extension of the stored object (and of the document title). */
  extension: string;
}

type ImageType = (typeof IMAGE_CONTENT_TYPES)[number];
type VideoType = (typeof VIDEO_CONTENT_TYPES)[number];

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (data: Buffer, start: number, end: number) =>
  data.length >= end ? data.toString('latin1', start, end) : '';

const image = (contentType: ImageType, extension: string): DetectedType => ({
  contentType,
  extension,
});
const video = (contentType: VideoType, extension: string): DetectedType => ({
  contentType,
  extension,
});

/** JPEG, PNG or WebP from the first bytes. */
export function detectImage(head: Buffer): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return image('image/png', 'png');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return image('image/webp', 'webp');
  return null;
}

/** ISO media brands of MP4 video (HEIC and AVIF share the container and are left out). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);

/** MP4, QuickTime (.mov) or WebM from the first bytes. */
export function detectVideo(head: Buffer): DetectedType | null {
  if (ascii(head, 4, 8) === 'ftyp') {
    const major = ascii(head, 8, 12);
    if (major === 'qt  ') return video('video/quicktime', 'mov');
    if (MP4_BRANDS.has(major)) return video('video/mp4', 'mp4');
    return null;
  }
  // EBML header whose DocType is webm (Matroska's other DocType, 'matroska', is refused).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && head.subarray(0, 64).includes('webm'))
    return video('video/webm', 'webm');
  return null;
}

const document = (extension: keyof typeof DOCUMENT_CONTENT_TYPES): DetectedType => ({
  contentType: DOCUMENT_CONTENT_TYPES[extension],
  extension,
});

/** Why a document was refused, in words for the person uploading it. */
export type DocumentRefusal = 'type' | 'zip_bomb';

/**
 * PDF (the %PDF- header), DOCX (a zip holding [Content_Types].xml and word/ entries, checked for
 * zip bombs) or text (valid UTF-8 without NUL characters); anything else is refused.
 */
export function detectDocument(data: Buffer): DetectedType | DocumentRefusal {
  if (ascii(data, 0, 5) === '%PDF-') return isWholePdf(data) ? document('pdf') : 'type';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const verdict = inspectDocx(data);
    if (verdict.ok) return document('docx');
    return verdict.reason === 'bomb' ? 'zip_bomb' : 'type';
  }
  return isPlainText(data) ? document('txt') : 'type';
}

/** Markup a browser would run if it ever read the file as a page. */
const ACTIVE_MARKUP = /<(?:script|html|body|iframe|svg|object|embed)\b|<!doctype\s+html/i;

/**
 * A PDF ends with %%EOF (within its last KB) and carries no HTML page: a %PDF- header over an
 * HTML document (a PDF/HTML polyglot) is refused.
 */
function isWholePdf(data: Buffer): boolean {
  const tail = data.toString('latin1', Math.max(0, data.length - 1024));
  return tail.includes('%%EOF') && !ACTIVE_MARKUP.test(data.toString('latin1'));
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function isPlainText(data: Buffer): boolean {
  if (data.length === 0 || data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}
