import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AGENCY_DOCUMENT_CATEGORIES,
  AGENCY_LEGAL_DOCUMENT_KINDS,
  API_PREFIX,
  CANDIDATE_DOCUMENT_CATEGORIES,
  endpoints,
  managedCandidateDocumentParamsSchema,
  type Role,
} from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXE,
  HTML,
  JPEG,
  MP4,
  PDF,
  PNG,
  SVG,
  ZIP_BOMB,
  filesUnder,
  multipart,
  type MultipartPart,
} from '../storage/test-files';
import { bearer, demoEmail, signIn, startTestApp, type TestApp } from '../test/harness';

/**
 * Every upload endpoint of the contract gets the same hostile set: each is refused with a 4xx in
 * the envelope and no file lands anywhere under the uploads folder (nor next to it).
 */
const HOSTILE: { label: string; filename: string; data: Buffer; contentType: string }[] = [
  {
    label: 'executable named .pdf',
    filename: 'passport.pdf',
    data: EXE,
    contentType: 'application/pdf',
  },
  { label: 'executable named .jpg', filename: 'face.jpg', data: EXE, contentType: 'image/jpeg' },
  { label: 'HTML named .jpg', filename: 'photo.jpg', data: HTML, contentType: 'image/jpeg' },
  { label: 'HTML named .pdf', filename: 'cv.pdf', data: HTML, contentType: 'application/pdf' },
  { label: 'SVG with script', filename: 'logo.svg', data: SVG, contentType: 'image/svg+xml' },
  {
    label: 'SVG with script named .png',
    filename: 'logo.png',
    data: SVG,
    contentType: 'image/png',
  },
  {
    label: 'zip bomb named .docx',
    filename: 'cv.docx',
    data: ZIP_BOMB,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    label: 'polyglot: a PDF header over an HTML page',
    filename: 'scan.pdf',
    data: Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]),
    contentType: 'application/pdf',
  },
  {
    label: 'polyglot: HTML with a PNG signature appended',
    filename: 'photo.png',
    data: Buffer.concat([HTML, PNG]),
    contentType: 'image/png',
  },
  {
    label: 'traversal name with HTML',
    filename: '../../../index.html',
    data: HTML,
    contentType: 'text/html',
  },
  {
    label: 'traversal name with an executable',
    filename: '..\\..\\run.exe.pdf',
    data: EXE,
    contentType: 'application/pdf',
  },
  {
    label: 'NUL in the name',
    filename: 'photo.jpg\u0000.html',
    data: HTML,
    contentType: 'image/jpeg',
  },
  {
    label: 'empty file',
    filename: 'empty.pdf',
    data: Buffer.alloc(0),
    contentType: 'application/pdf',
  },
];

type Kind = 'image' | 'video' | 'document';

interface Target {
  name: string;
  role: Role;
  url: string;
  kind: Kind;
  method: string;
  fields: MultipartPart[];
}

let t: TestApp;
let uploads: string;
let targets: Target[];
const tokens = new Map<Role, string>();

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const send = (role: Role, url: string, parts: MultipartPart[], method = 'POST') => {
  const form = multipart(parts);
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...bearer(tokens.get(role)!), ...form.headers },
    payload: form.payload,
  });
};

const GOOD: Record<Kind, { filename: string; data: Buffer }> = {
  image: { filename: 'face.png', data: PNG },
  video: { filename: 'intro.mp4', data: MP4 },
  document: { filename: 'passport.pdf', data: PDF },
};

beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-hostile-'));
  t = await startTestApp({ UPLOADS_DIR: path.join(uploads, 'store') });
  for (const role of ['candidate', 'agency', 'admin'] as const)
    tokens.set(role, await signIn(t.app, demoEmail(role)));

  const [agency] = await rows<{ agency_id: number }>(
    sql`select agency_id from users where email = ${demoEmail('agency')}`,
  );
  const agencyId = agency!.agency_id;
  const [managed] = await rows<{ id: number }>(
    sql`select id from candidates where agency_id = ${agencyId} order by id limit 1`,
  );
  // A document of each owner to replace (made with a good file, before the snapshot).
  const workerDoc = await send('candidate', `${API_PREFIX}/candidate/documents`, [
    { name: 'category', value: CANDIDATE_DOCUMENT_CATEGORIES[0] },
    { name: 'file', ...GOOD.document },
  ]);
  expect(workerDoc.statusCode, workerDoc.body).toBeLessThan(300);
  const agencyDoc = await send('agency', `${API_PREFIX}/agency/documents`, [
    { name: 'category', value: AGENCY_DOCUMENT_CATEGORIES[0] },
    { name: 'file', ...GOOD.document },
  ]);
  expect(agencyDoc.statusCode, agencyDoc.body).toBeLessThan(300);
  const idOf = (body: string) => {
    const match = /"id":(\d+)/.exec(body);
    return Number(match?.[1]);
  };

  const docType = managedCandidateDocumentParamsSchema.shape.type.options[0]!;
  const plan: Record<
    string,
    { role: Role; kind: Kind; params?: Record<string, string | number>; fields?: MultipartPart[] }
  > = {
    uploadCandidatePhoto: { role: 'candidate', kind: 'image' },
    uploadCandidateVideo: { role: 'candidate', kind: 'video' },
    uploadCandidateDocument: {
      role: 'candidate',
      kind: 'document',
      // A category with room, so a refusal is about the file, not a full category.
      fields: [{ name: 'category', value: CANDIDATE_DOCUMENT_CATEGORIES.at(-1)! }],
    },
    replaceCandidateDocument: {
      role: 'candidate',
      kind: 'document',
      params: { id: idOf(workerDoc.body) },
    },
    uploadMyAgencyLogo: { role: 'agency', kind: 'image' },
    uploadAgencyDocument: {
      role: 'agency',
      kind: 'document',
      fields: [
        { name: 'category', value: AGENCY_DOCUMENT_CATEGORIES[1] ?? AGENCY_DOCUMENT_CATEGORIES[0] },
      ],
    },
    replaceAgencyDocument: {
      role: 'agency',
      kind: 'document',
      params: { id: idOf(agencyDoc.body) },
    },
    uploadAdminCandidatePhoto: { role: 'admin', kind: 'image', params: { id: managed!.id } },
    uploadAdminCandidateDocument: {
      role: 'admin',
      kind: 'document',
      params: { id: managed!.id, type: docType },
    },
    uploadAgencyCandidatePhoto: { role: 'agency', kind: 'image', params: { id: managed!.id } },
    uploadAgencyCandidateDocument: {
      role: 'agency',
      kind: 'document',
      params: { id: managed!.id, type: docType },
    },
    uploadAdminAgencyLogo: { role: 'admin', kind: 'image', params: { id: agencyId } },
    uploadAgencyLegalDocument: {
      role: 'admin',
      kind: 'document',
      params: { id: agencyId, kind: AGENCY_LEGAL_DOCUMENT_KINDS[0] },
    },
  };
  const uploadEndpoints = Object.entries(endpoints).filter(([, e]) => 'multipart' in e);
  // A new upload endpoint must be added to the plan above.
  expect(uploadEndpoints.map(([name]) => name).sort()).toEqual(Object.keys(plan).sort());
  targets = uploadEndpoints.map(([name, endpoint]) => {
    const p = plan[name]!;
    const url =
      API_PREFIX +
      endpoint.path.replace(/:(\w+)/g, (_, key: string) =>
        encodeURIComponent(String(p.params?.[key])),
      );
    return {
      name,
      role: p.role,
      url,
      kind: p.kind,
      method: endpoint.method,
      fields: p.fields ?? [],
    };
  });
});

afterAll(async () => {
  await t?.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

describe('hostile uploads', () => {
  it('are refused on every upload endpoint, and nothing lands on disk', async () => {
    const before = await filesUnder(uploads);
    const accepted: string[] = [];
    for (const target of targets) {
      for (const file of HOSTILE) {
        const response = await send(
          target.role,
          target.url,
          [
            ...target.fields,
            {
              name: 'file',
              filename: file.filename,
              data: file.data,
              contentType: file.contentType,
            },
          ],
          target.method,
        );
        const where = `${target.name} <- ${file.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        // Refused for the file itself: not a missing route, a lock-out or a full category.
        if (![400, 413, 415, 422].includes(response.statusCode)) accepted.push(where);
        else
          expect(response.json(), where).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
      }
    }
    expect(accepted).toEqual([]);
    expect(await filesUnder(uploads)).toEqual(before);
  }, 120_000);

  it('while each endpoint takes a good file of its kind (so the refusals above are about the file)', async () => {
    for (const target of targets) {
      const good = GOOD[target.kind];
      const response = await send(
        target.role,
        target.url,
        [...target.fields, { name: 'file', filename: good.filename, data: good.data }],
        target.method,
      );
      expect(response.statusCode, `${target.name}: ${response.body}`).toBeLessThan(300);
    }
    // Stored under names the server chose, inside the uploads folder only.
    const stored = await filesUnder(uploads);
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      expect(file).toMatch(/^store\//);
      expect(file).not.toMatch(/passport|face|intro|\.\./);
    }
  });

  it('a good file under a traversal or NUL name is kept only under a name the server chose', async () => {
    const target = targets.find((x) => x.name === 'uploadCandidatePhoto')!;
    for (const filename of [
      '../../../../tmp/bayti-escape.png',
      'a\u0000b.png',
      '..%2f..%2fx.png',
    ]) {
      const response = await send(target.role, target.url, [
        { name: 'file', filename, data: JPEG },
      ]);
      expect(response.statusCode, `${filename}: ${response.body}`).toBeLessThan(500);
    }
    await expect(fs.stat('/tmp/bayti-escape.png')).rejects.toThrow();
    for (const file of await filesUnder(uploads)) {
      expect(file).not.toMatch(/escape|%2f/);
      expect(file.includes(String.fromCharCode(0))).toBe(false);
    }
  });
});
