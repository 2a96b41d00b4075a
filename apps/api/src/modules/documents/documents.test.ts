import {
  MAX_DOCUMENT_BYTES,
  type CandidateDocument,
  type CandidateDocumentCategory,
} from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { SEED_DOCUMENT } from '../../storage/seed-files';
import {
  DOCX,
  EXE,
  PDF,
  PLAIN_ZIP,
  TEXT,
  ZIP_BOMB,
  filesUnder,
  type MultipartPart,
} from '../../storage/test-files';
import { documentRequests } from '../../test/document-requests';
import { body, demoEmail, signIn, type TestApp } from '../../test/harness';
import { signUpVerified } from '../../test/sign-up';
import { startTestAppWithUploads } from '../../test/uploads-app';

let t: TestApp;
let uploads: string;
let close: () => Promise<void>;
let maria: string;
let otherWorker: string;
beforeAll(async () => {
  ({ t, uploads, close } = await startTestAppWithUploads('documents'));
  maria = await signIn(t.app, demoEmail('candidate'));
  ({ token: otherWorker } = await signUpVerified(t.app, {
    name: 'Other Worker',
    email: 'other.worker@example.com',
    password: 'long enough pw',
    role: 'candidate',
  }));
});
afterAll(() => close());

const { send, file, uploadAs, list, documentOf } = documentRequests<
  CandidateDocument,
  CandidateDocumentCategory
>(() => t.app, '/candidate/documents');
/** The object keys in storage (excluding nothing: a refused upload must not leave a temp file). */
const stored = () => filesUnder(uploads);

describe('My Documents', () => {
  it('lists the seeded sample document, which downloads as the PDF it is', async () => {
    const documents = await list(maria);
    expect(documents).toEqual([
      {
        id: expect.any(Number),
        title: SEED_DOCUMENT.title,
        lastModified: '2026-11-01T09:00:00.000Z',
        category: 'Other Documents',
        status: 'Uploaded',
        contentType: 'application/pdf',
        sizeBytes: SEED_DOCUMENT.bytes.length,
      },
    ]);
    const download = await send('GET', `/documents/${documents[0]!.id}/file`, maria);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(SEED_DOCUMENT.bytes);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Reference letter - Maria Santos.pdf"/,
    );
  });

  it('uploads pdf, docx and txt under server-generated names, keeping the name as title', async () => {
    const before = new Set(await stored());
    const pdf = await uploadAs(otherWorker, 'Passport', 'passport.pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(documentOf(pdf)).toMatchObject({
      title: 'passport.pdf',
      category: 'Passport',
      status: 'Uploaded',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      lastModified: expect.any(String),
    });
    const docx = await uploadAs(otherWorker, 'Professional License', 'السيرة الذاتية.docx', DOCX);
    expect(docx.statusCode, docx.body).toBe(201);
    expect(documentOf(docx).title).toBe('السيرة الذاتية.docx');
    const txt = await uploadAs(otherWorker, 'Other Documents', 'notes.txt', TEXT);
    expect(txt.statusCode, txt.body).toBe(201);

    const added = (await stored()).filter((f) => !before.has(f));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^documents\/[a-f0-9]{32}\.(pdf|docx|txt)$/);
    expect((await list(otherWorker)).map((d) => d.category)).toEqual([
      'Passport',
      'Professional License',
      'Other Documents',
    ]);

    const text = await send('GET', `/documents/${documentOf(txt).id}/file`, otherWorker);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.rawPayload).toEqual(TEXT);
    const word = await send('GET', `/documents/${documentOf(docx).id}/file`, otherWorker);
    expect(word.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('السيرة الذاتية.docx')}`,
    );
  });

  it('holds one document per category, except Other Documents', async () => {
    const token = await registerWorker();
    expect((await uploadAs(token, 'ID Proof', 'id.pdf', PDF)).statusCode).toBe(201);
    const before = await stored();
    const second = await uploadAs(token, 'ID Proof', 'id-2.pdf', PDF);
    expect(second.statusCode).toBe(409);
    expect(await stored()).toEqual(before);
    expect((await uploadAs(token, 'Other Documents', 'a.txt', TEXT)).statusCode).toBe(201);
    expect((await uploadAs(token, 'Other Documents', 'b.txt', TEXT)).statusCode).toBe(201);
    expect(await list(token)).toHaveLength(3);
  });

  it('refuses hostile and invalid uploads without writing anything', async () => {
    const token = await registerWorker();
    const before = await stored();
    const messages: Record<string, string> = {};
    const cases: { name: string; parts: MultipartPart[]; field: string }[] = [
      {
        name: 'renamed executable',
        parts: [cat('Passport'), file('passport.pdf', EXE)],
        field: 'file',
      },
      { name: 'zip bomb', parts: [cat('Passport'), file('cv.docx', ZIP_BOMB)], field: 'file' },
      { name: 'zip not Word', parts: [cat('Passport'), file('cv.docx', PLAIN_ZIP)], field: 'file' },
      { name: 'pdf named .txt', parts: [cat('Passport'), file('scan.txt', PDF)], field: 'file' },
      { name: 'text named .pdf', parts: [cat('Passport'), file('scan.pdf', TEXT)], field: 'file' },
      {
        name: 'NUL in text',
        parts: [cat('Passport'), file('a.txt', Buffer.from('a\0b'))],
        field: 'file',
      },
      { name: 'path in name', parts: [cat('Passport'), file('../../x.pdf', PDF)], field: 'file' },
      { name: 'NUL in name', parts: [cat('Passport'), file('x\0.pdf', PDF)], field: 'file' },
      {
        name: 'oversized',
        parts: [
          cat('Passport'),
          file('big.pdf', Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)])),
        ],
        field: 'file',
      },
      {
        name: 'empty',
        parts: [cat('Passport'), file('empty.txt', Buffer.alloc(0))],
        field: 'file',
      },
      { name: 'unknown category', parts: [cat('Visa'), file('visa.pdf', PDF)], field: 'category' },
      { name: 'no category', parts: [file('visa.pdf', PDF)], field: 'category' },
      { name: 'no file', parts: [cat('Passport')], field: 'file' },
    ];
    for (const { name, parts, field } of cases) {
      const response = await send('POST', '/candidate/documents', token, parts);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      const fields = body<{ error: { fields: Record<string, string> } }>(response).error.fields;
      expect(fields, name).toHaveProperty(field);
      messages[name] = fields[field] ?? '';
    }
    expect(messages).toMatchObject({
      'renamed executable': 'Upload a pdf, docx, txt file.',
      'zip bomb': expect.stringMatching(/unpack to far more/),
      'zip not Word': 'Upload a pdf, docx, txt file.',
      'pdf named .txt': expect.stringMatching(/This is a \.pdf file/),
      'path in name': 'The file name must not contain a folder path.',
      'NUL in name': 'The file name has invalid characters.',
      oversized: 'The file is larger than 10 MB.',
      empty: 'The file is empty.',
    });
    expect(await list(token)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('Update replaces the file and title and deletes the old file; Delete removes both', async () => {
    const token = await registerWorker();
    const created = documentOf(await uploadAs(token, 'Driving License', 'licence.pdf', PDF));
    const firstFiles = new Set(await stored());
    const replaced = await send('PUT', `/candidate/documents/${created.id}`, token, [
      file('licence-2026.docx', DOCX),
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(documentOf(replaced)).toMatchObject({
      id: created.id,
      title: 'licence-2026.docx',
      category: 'Driving License',
      contentType: DOCX_TYPE,
    });
    const afterReplace = await stored();
    expect(afterReplace.filter((f) => !firstFiles.has(f))).toHaveLength(1);
    expect([...firstFiles].filter((f) => !afterReplace.includes(f))).toHaveLength(1);
    const download = await send('GET', `/documents/${created.id}/file`, token);
    expect(download.rawPayload).toEqual(DOCX);

    // A refused replacement changes nothing.
    const refused = await send('PUT', `/candidate/documents/${created.id}`, token, [
      file('x.pdf', EXE),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(await stored()).toEqual(afterReplace);

    const deleted = await send('DELETE', `/candidate/documents/${created.id}`, token);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toEqual({ ok: true });
    expect(await list(token)).toEqual([]);
    expect((await stored()).length).toBe(afterReplace.length - 1);
    expect((await send('GET', `/documents/${created.id}/file`, token)).statusCode).toBe(404);
    expect((await send('DELETE', `/candidate/documents/${created.id}`, token)).statusCode).toBe(
      404,
    );
  });
});

describe('who may read, change and download documents', () => {
  let documentId: number;
  beforeAll(async () => {
    documentId = (await list(maria))[0]!.id;
  });

  it('a worker cannot list, download, update or delete another worker’s documents', async () => {
    expect((await list(otherWorker)).map((d) => d.id)).not.toContain(documentId);
    expect((await send('GET', `/documents/${documentId}/file`, otherWorker)).statusCode).toBe(404);
    const before = await stored();
    expect(
      (await send('PUT', `/candidate/documents/${documentId}`, otherWorker, [file('x.pdf', PDF)]))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/candidate/documents/${documentId}`, otherWorker)).statusCode,
    ).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await list(maria)).map((d) => d.id)).toContain(documentId);
  });

  it('visitors get 401 and families 403, everywhere', async () => {
    const family = await signIn(t.app, demoEmail('client'));
    for (const [method, url] of [
      ['GET', '/candidate/documents'],
      ['POST', '/candidate/documents'],
      ['PUT', `/candidate/documents/${documentId}`],
      ['DELETE', `/candidate/documents/${documentId}`],
      ['GET', `/documents/${documentId}/file`],
    ] as const) {
      expect((await send(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, family)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('an admin and the managing agency (owner and staff) may download; another agency may not', async () => {
    for (const role of ['admin', 'agency', 'staff'] as const) {
      const token = await signIn(t.app, demoEmail(role));
      const response = await send('GET', `/documents/${documentId}/file`, token);
      expect(response.statusCode, role).toBe(200);
      expect(response.rawPayload).toEqual(SEED_DOCUMENT.bytes);
      // Downloading is all they may do here: the list and changes are the worker's own.
      expect((await send('GET', '/candidate/documents', token)).statusCode, role).toBe(403);
    }
    await t.database.db.insert(users).values({
      name: 'Other Agency',
      email: 'other.agency@example.com',
      passwordHash: await hashPassword('long enough pw'),
      role: 'agency',
      agencyId: 2,
    });
    const otherAgency = await signIn(t.app, 'other.agency@example.com', 'long enough pw');
    expect((await send('GET', `/documents/${documentId}/file`, otherAgency)).statusCode).toBe(404);
  });
});

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const cat = (category: string): MultipartPart => ({ name: 'category', value: category });
let workers = 0;
async function registerWorker() {
  const { token } = await signUpVerified(t.app, {
    name: 'Worker',
    email: `docs.worker${++workers}@example.com`,
    password: 'long enough pw',
    role: 'candidate',
  });
  return token;
}
