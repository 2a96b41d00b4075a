/**
 * Checks a .docx (a zip) from its central directory without inflating anything: the server never
 * unpacks uploads, but it refuses archives that would explode on the reader's machine (zip
 * bombs: huge declared sizes, extreme ratios, overlapping entries) and archives that are not Word
 * documents.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** Limits for a document of at most 10 MB. */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  /** Declared size of everything once unpacked. */
  maxTotalUncompressed: 100 * 1024 * 1024,
  /** Ratio allowed for an entry bigger than ratioFloor; XML rarely passes 30:1. */
  maxRatio: 200,
  ratioFloor: 1024 * 1024,
};

export type ZipVerdict =
  | { ok: true; names: string[] }
  | { ok: false; reason: 'not_zip' | 'unsupported' | 'bomb' | 'not_docx' };

interface Entry {
  name: string;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

function findEndOfCentralDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - EOCD_MIN - MAX_COMMENT);
  for (let at = data.length - EOCD_MIN; at >= lowest; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

function readEntries(data: Buffer): Entry[] | ZipVerdict {
  if (data.length < EOCD_MIN || data.readUInt32LE(0) !== LOCAL_SIGNATURE) {
    return { ok: false, reason: 'not_zip' };
  }
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) return { ok: false, reason: 'not_zip' };
  const disk = data.readUInt16LE(eocd + 4);
  const cdDisk = data.readUInt16LE(eocd + 6);
  const count = data.readUInt16LE(eocd + 10);
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  // Multi-disk and ZIP64 archives are not Word documents of 10 MB.
  if (disk !== 0 || cdDisk !== 0 || count === 0xffff || cdOffset === 0xffffffff) {
    return { ok: false, reason: 'unsupported' };
  }
  if (count > ZIP_LIMITS.maxEntries) return { ok: false, reason: 'bomb' };
  if (cdOffset + cdSize > eocd) return { ok: false, reason: 'not_zip' };

  const entries: Entry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      return { ok: false, reason: 'not_zip' };
    }
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const uncompressed = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    if (at + 46 + nameLength > eocd) return { ok: false, reason: 'not_zip' };
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    // Encrypted entries, methods other than stored/deflate, and ZIP64 sizes.
    if ((flags & 0x1) !== 0 || (method !== 0 && method !== 8)) {
      return { ok: false, reason: 'unsupported' };
    }
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) {
      return { ok: false, reason: 'unsupported' };
    }
    entries.push({ name, compressed, uncompressed, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Entries must not share bytes: overlapping entries multiply one compressed stream. */
function overlaps(data: Buffer, entries: Entry[], centralStart: number): boolean {
  const spans = entries
    .map((entry) => {
      const start = entry.localOffset;
      if (start + 30 > data.length || data.readUInt32LE(start) !== LOCAL_SIGNATURE) return null;
      const header = 30 + data.readUInt16LE(start + 26) + data.readUInt16LE(start + 28);
      return { start, end: start + header + entry.compressed };
    })
    .sort((a, b) => (a?.start ?? -1) - (b?.start ?? -1));
  let previousEnd = 0;
  for (const span of spans) {
    if (!span || span.start < previousEnd || span.end > centralStart) return true;
    previousEnd = span.end;
  }
  return false;
}

export function inspectDocx(data: Buffer): ZipVerdict {
  const read = readEntries(data);
  if (!Array.isArray(read)) return read;
  const entries = read;

  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressed;
    const ratio = entry.uncompressed / Math.max(entry.compressed, 1);
    if (entry.uncompressed > ZIP_LIMITS.ratioFloor && ratio > ZIP_LIMITS.maxRatio) {
      return { ok: false, reason: 'bomb' };
    }
  }
  if (total > ZIP_LIMITS.maxTotalUncompressed) return { ok: false, reason: 'bomb' };
  const eocd = findEndOfCentralDirectory(data);
  const centralStart = data.readUInt32LE(eocd + 16);
  if (overlaps(data, entries, centralStart)) return { ok: false, reason: 'bomb' };

  const names = entries.map((entry) => entry.name);
  const isWord =
    names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
  return isWord ? { ok: true, names } : { ok: false, reason: 'not_docx' };
}
