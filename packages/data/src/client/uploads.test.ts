import { describe, expect, it } from 'vitest';
import { EMPTY_STORED_SELF_PROFILE } from '../contract';
import { uploadCandidatePhoto } from './candidate-profile';
import {
  downloadDocument,
  downloadMedia,
  replaceCandidateDocument,
  uploadCandidateDocument,
} from './documents';
import { createApiClient, fileNameFromDisposition } from './http';
import { createMemoryTokenStore } from './token-store';
import { headerOf, json, stubFetch } from './test-helpers';

const profileState = {
  profile: {
    ...EMPTY_STORED_SELF_PROFILE,
    image: '/api/media/0123456789abcdef0123456789abcdef.png',
  },
  name: 'Joy',
  visible: true,
  complete: false,
  missing: ['nationality'],
  candidateId: null,
  listing: {
    status: 'draft',
    reason: null,
    reviewKind: null,
    reconfirmDueAt: null,
    activeAt: null,
  },
  emailVerified: true,
};
const document = {
  id: 7,
  title: 'passport.pdf',
  lastModified: '2026-11-22T10:00:00.000Z',
  category: 'Passport',
  status: 'Uploaded',
  contentType: 'application/pdf',
  sizeBytes: 3,
};

const clientWith = (handler: Parameters<typeof stubFetch>[0], onUnauthorized?: () => void) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('tok');
  return {
    ...stub,
    tokenStore,
    client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore, onUnauthorized }),
  };
};

describe('uploads', () => {
  it('send multipart form data with the bearer token and no JSON content type', async () => {
    const { client, calls } = clientWith(() => json(200, { data: profileState }));
    const photo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await expect(uploadCandidatePhoto(client, photo, 'me.png')).resolves.toEqual(profileState);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/candidate/profile/photo');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'Authorization')).toBe('Bearer tok');
    expect(headerOf(init, 'Content-Type')).toBeNull();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('send the document category before the file', async () => {
    const { client, calls } = clientWith(() => json(201, { data: { document } }));
    const file = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
    await expect(uploadCandidateDocument(client, { category: 'Passport', file })).resolves.toEqual(
      document,
    );
    const form = calls[0]!.init.body as FormData;
    expect([...form.keys()]).toEqual(['category', 'file']);
    expect(form.get('category')).toBe('Passport');
    expect((form.get('file') as File).name).toBe('passport.pdf');
  });

  it('replace with PUT on the document', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { document } }));
    await replaceCandidateDocument(client, 7, new Blob(['x']), 'notes.txt');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['PUT', '/api/candidate/documents/7'],
    ]);
  });

  it('surface the server refusal with its field message', async () => {
    const { client } = clientWith(() =>
      json(400, {
        error: {
          code: 'validation',
          message: 'Upload a pdf, docx, txt file.',
          fields: { file: 'Upload a pdf, docx, txt file.' },
        },
      }),
    );
    await expect(
      uploadCandidateDocument(client, { category: 'Passport', file: new Blob(['MZ']) }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Upload a pdf, docx, txt file.',
      fields: { file: 'Upload a pdf, docx, txt file.' },
    });
  });
});

describe('downloads', () => {
  it('return the file and the name the server gave it, with the bearer token', async () => {
    const { client, calls } = clientWith(
      () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="_.pdf"; filename*=UTF-8''${encodeURIComponent('جواز.pdf')}`,
          },
        }),
    );
    const file = await downloadDocument(client, 7);
    expect(calls[0]!.url).toBe('/api/documents/7/file');
    expect(headerOf(calls[0]!.init, 'Authorization')).toBe('Bearer tok');
    expect(file.fileName).toBe('جواز.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('fetch a private media path through the API base', async () => {
    const { client, calls } = clientWith(() => new Response('png', { status: 200 }));
    await downloadMedia(client, '/api/media/0123456789abcdef0123456789abcdef.png');
    expect(calls[0]!.url).toBe('/api/media/0123456789abcdef0123456789abcdef.png');
  });

  it('treat a 401 like any call: the session ends', async () => {
    let expired = 0;
    const { client, tokenStore } = clientWith(
      () => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } }),
      () => expired++,
    );
    await expect(downloadDocument(client, 7)).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(expired).toBe(1);
  });

  it('read both forms of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E2%82%AC.pdf")).toBe('€.pdf');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
