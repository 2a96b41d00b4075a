import {
  DOCUMENT_CONTENT_TYPES,
  type IMAGE_CONTENT_TYPES,
  type VIDEO_CONTENT_TYPES,
} from '@bayti/data/contract';
import { fileTypeFromBuffer } from 'file-type';
import { inspectDocx } from './zip-inspect';

/**
 * Upload types are read from the bytes (by file-type), never from the name or the browser's
 * declared type: a renamed executable, HTML or SVG is not a photo whatever it is called.
 */
export interface DetectedType {
  contentType: string;
  /** Extension of the stored object (and of the document title). */
  extension: string;
}

type ImageType = (typeof IMAGE_CONTENT_TYPES)[number];
type VideoType = (typeof VIDEO_CONTENT_TYPES)[number];

/** The types Bayti accepts, keyed by the type file-type reads; everything else is refused. */
const IMAGES: Record<string, { contentType: ImageType; extension: string }> = {
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/webp': { contentType: 'image/webp', extension: 'webp' },
};
/** An .m4v is an MP4; HEIC and AVIF share the container but are images, and Matroska is refused. */
const VIDEOS: Record<string, { contentType: VideoType; extension: string }> = {
  'video/mp4': { contentType: 'video/mp4', extension: 'mp4' },
  'video/x-m4v': { contentType: 'video/mp4', extension: 'mp4' },
  'video/quicktime': { contentType: 'video/quicktime', extension: 'mov' },
  'video/webm': { contentType: 'video/webm', extension: 'webm' },
};

const sniff = async (data: Buffer, accepted: Record<string, DetectedType>) => {
  const found = await fileTypeFromBuffer(data);
  return (found && accepted[found.mime]) ?? null;
};

/** JPEG, PNG or WebP from the first bytes. */
export const detectImage = (head: Buffer): Promise<DetectedType | null> => sniff(head, IMAGES);

/** MP4, QuickTime (.mov) or WebM from the first bytes. */
export const detectVideo = (head: Buffer): Promise<DetectedType | null> => sniff(head, VIDEOS);

const document = (extension: keyof typeof DOCUMENT_CONTENT_TYPES): DetectedType => ({
  contentType: DOCUMENT_CONTENT_TYPES[extension],
  extension,
});

/** Why a document was refused, in words for the person uploading it. */
export type DocumentRefusal = 'type' | 'zip_bomb';

/**
 * PDF, DOCX (a zip holding [Content_Types].xml and word/ entries, checked for zip bombs) or text
 * (valid UTF-8 without NUL characters); anything else is refused.
 */
export async function detectDocument(data: Buffer): Promise<DetectedType | DocumentRefusal> {
  const found = await fileTypeFromBuffer(data);
  if (found?.ext === 'pdf') return isWholePdf(data) ? document('pdf') : 'type';
  if (found?.ext === 'docx' || found?.ext === 'zip') {
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

function isPlainText(data: Buffer): boolean {
  if (data.length === 0 || data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}
