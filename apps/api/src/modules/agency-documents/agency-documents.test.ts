import { ROLES, type AgencyDocument, type AgencyDocumentCategory } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX, EXE, PDF, TEXT, ZIP_BOMB, filesUnder } from '../../storage/test-files';
import { signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { documentRequests } from '../../test/document-requests';
import { bearer, body, type TestApp } from '../../test/harness';
import { startTestAppWithUploads } from '../../test/uploads-app';
import { createOtherAgency } from '../../test/other-agency';

let t: TestApp;
let uploads: string;
let close: () => Promise<void>;
let tokens: RoleTokens;
let agencyB: Awaited<ReturnType<typeof createOtherAgency>>;
beforeAll(async () => {
  ({ t, uploads, close } = await startTestAppWithUploads('agency-documents'));
  tokens = await signInEveryRole(t);
  agencyB = await createOtherAgency(t);
});
afterAll(() => close());

const { send, file, uploadAs, list, documentOf } = documentRequests<
  AgencyDocument,
  AgencyDocumentCategory
>(() => t.app, '/agency/documents');
const storedFiles = async () =>
  (await filesUnder(uploads)).filter((name) => name.includes('documents'));

describe('agency documents', () => {
  let licence: AgencyDocument;

  it('uploads a trade licence the agency and its staff then see, and agency B does not', async () => {
    const response = await uploadAs(tokens.agency, 'Trade License', 'licence.pdf', PDF);
    expect(response.statusCode, response.body).toBe(201);
    licence = documentOf(response);
    expect(licence).toMatchObject({
      title: 'licence.pdf',
      category: 'Trade License',
      status: 'Uploaded',
      contentType: 'application/pdf',
    });
    expect(await list(tokens.agency)).toEqual([licence]);
    expect(await list(tokens.staff)).toEqual([licence]);
    expect(await list(agencyB.token)).toEqual([]);
  });

  it('keeps one document per category', async () => {
    const response = await uploadAs(tokens.staff, 'Trade License', 'again.pdf', PDF);
    expect(response.statusCode).toBe(409);
    expect(await list(tokens.agency)).toHaveLength(1);
  });

  it('checks the content: type, extension, zip bombs', async () => {
    const before = await storedFiles();
    for (const [name, data] of [
      ['setup.pdf', EXE],
      ['notes.pdf', TEXT],
      ['bomb.docx', ZIP_BOMB],
    ] as const) {
      const response = await uploadAs(tokens.agency, 'Company Profile', name, data);
      expect(response.statusCode, name).toBe(400);
    }
    expect(await storedFiles()).toEqual(before);
    const docx = await uploadAs(tokens.staff, 'Company Profile', 'profile.docx', DOCX);
    expect(docx.statusCode, docx.body).toBe(201);
    const categories = (await list(tokens.agency)).map((d) => d.category);
    expect(categories).toEqual(['Trade License', 'Company Profile']);
  });

  it('serves the file to its agency and admins only', async () => {
    for (const token of [tokens.agency, tokens.staff, tokens.admin]) {
      const response = await send('GET', `/agency/documents/${licence.id}/file`, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    expect(
      (await send('GET', `/agency/documents/${licence.id}/file`, agencyB.token)).statusCode,
    ).toBe(404);
    for (const role of ['client', 'candidate'] as const) {
      const response = await send('GET', `/agency/documents/${licence.id}/file`, tokens[role]);
      expect(response.statusCode).toBe(403);
    }
    expect((await send('GET', `/agency/documents/${licence.id}/file`)).statusCode).toBe(401);
  });

  it('answers 404 to agency B on every change of agency A documents, changing nothing', async () => {
    const replace = await send('PUT', `/agency/documents/${licence.id}`, agencyB.token, [
      file('mine.pdf', PDF),
    ]);
    expect(replace.statusCode).toBe(404);
    const remove = await send('DELETE', `/agency/documents/${licence.id}`, agencyB.token);
    expect(remove.statusCode).toBe(404);
    expect((await list(tokens.agency)).find((d) => d.id === licence.id)).toEqual(licence);
  });

  it('Update replaces the file and removes the old one', async () => {
    const before = await storedFiles();
    t.clock.advance(60_000);
    const response = await send('PUT', `/agency/documents/${licence.id}`, tokens.staff, [
      file('licence-2026.txt', TEXT),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = documentOf(response);
    expect(updated).toMatchObject({
      id: licence.id,
      title: 'licence-2026.txt',
      contentType: 'text/plain',
    });
    expect(updated.lastModified > licence.lastModified).toBe(true);
    const after = await storedFiles();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
    const download = await send('GET', `/agency/documents/${licence.id}/file`, tokens.agency);
    expect(download.rawPayload.equals(TEXT)).toBe(true);
  });

  it('lets the admin read any agency documents, and no one else', async () => {
    const agencyId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/agencies/my-agency',
        headers: bearer(tokens.agency),
      })
    ).json().data.agency.id;
    const response = await send('GET', `/admin/agencies/${agencyId}/documents`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(body<{ data: { documents: AgencyDocument[] } }>(response).data.documents).toHaveLength(
      2,
    );
    expect((await send('GET', '/admin/agencies/999999/documents', tokens.admin)).statusCode).toBe(
      404,
    );
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const refused = await send('GET', `/admin/agencies/${agencyId}/documents`, tokens[role]);
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await send('GET', `/admin/agencies/${agencyId}/documents`)).statusCode).toBe(401);
  });

  it('refuses every other role on the agency endpoints', async () => {
    for (const role of ['client', 'candidate', 'admin'] as const) {
      expect((await send('GET', '/agency/documents', tokens[role])).statusCode, role).toBe(403);
      const upload = await uploadAs(tokens[role], 'Tax Certificate', 'tax.pdf', PDF);
      expect(upload.statusCode, role).toBe(403);
      expect(
        (await send('DELETE', `/agency/documents/${licence.id}`, tokens[role])).statusCode,
      ).toBe(403);
    }
    expect((await send('GET', '/agency/documents')).statusCode).toBe(401);
    expect(await list(tokens.agency)).toHaveLength(2);
  });

  it('Delete removes the row and its file', async () => {
    const before = await storedFiles();
    const response = await send('DELETE', `/agency/documents/${licence.id}`, tokens.agency);
    expect(response.statusCode).toBe(200);
    expect((await list(tokens.agency)).map((d) => d.category)).toEqual(['Company Profile']);
    expect(await storedFiles()).toHaveLength(before.length - 1);
    expect(
      (await send('DELETE', `/agency/documents/${licence.id}`, tokens.agency)).statusCode,
    ).toBe(404);
    expect(
      (await send('GET', `/agency/documents/${licence.id}/file`, tokens.admin)).statusCode,
    ).toBe(404);
  });
});
