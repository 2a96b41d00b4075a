import type { ByteRange, FileStorage, StoredObject } from './file-storage';

/**
 * A one-page PDF with a few lines of text, built with a correct cross-reference table so any
 * reader opens it.
 */
export function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, '\\$&');
  const content = [
    'BT /F1 14 Tf 72 760 Td 18 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The demo worker's sample document (db/seed-worker.ts stores its record). */
export const SEED_DOCUMENT = {
  key: 'documents/5eed0000000000000000000000000001.pdf',
  title: 'Reference letter - Maria Santos.pdf',
  category: 'Other Documents',
  contentType: 'application/pdf',
  bytes: simplePdf([
    'Reference letter',
    'Maria Santos worked with our family in Dubai from 2021 to 2025',
    'as a nanny for our two children. We recommend her warmly.',
    'Sample document seeded by Bayti for the demo account.',
  ]),
} as const;

/** Seeded objects by key. */
const SEED_FILES = new Map<string, Buffer>([[SEED_DOCUMENT.key, SEED_DOCUMENT.bytes]]);

/**
 * The seed writes rows only (it runs before any storage exists, and tests copy one seeded
 * database into many apps). A seeded object missing from storage is written on first use, so
 * the demo data works in every app and storage without a start-up step.
 */
export function withSeedFiles(storage: FileStorage): FileStorage {
  const restore = async (key: string): Promise<boolean> => {
    const bytes = SEED_FILES.get(key);
    if (!bytes || (await storage.size(key)) !== null) return false;
    await storage.put(key, bytes).catch(() => undefined);
    return true;
  };
  return {
    stage: (source, maxBytes) => storage.stage(source, maxBytes),
    commit: (staged, key) => storage.commit(staged, key),
    discard: (staged) => storage.discard(staged),
    put: (key, data) => storage.put(key, data),
    remove: (key) => storage.remove(key),
    async size(key) {
      await restore(key);
      return storage.size(key);
    },
    async read(key: string, range?: ByteRange): Promise<StoredObject | null> {
      await restore(key);
      return storage.read(key, range);
    },
  };
}
