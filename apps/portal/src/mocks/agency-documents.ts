import type { AgencyDocument } from '@bayti/data/contract';
import { http, HttpResponse } from 'msw';
import { apiError, mockSignedInEndpoint, mockUrl } from './endpoint-handler';

/*
 * The agency's Documents: a stored Trade License, the other categories empty. Writes answer what
 * the server answers without keeping it, so every story starts from the same cards.
 */

const NOT_FOUND = 'Document not found';

export const agencyDocumentSample: AgencyDocument = {
  id: 1,
  title: 'trade-licence-2026.pdf',
  lastModified: '2026-11-20T08:30:00.000Z',
  category: 'Trade License',
  status: 'Uploaded',
  contentType: 'application/pdf',
  sizeBytes: 48_213,
};

const fileOf = async (request: Request) => {
  const form = await request.formData();
  const file = form.get('file');
  return { form, file: file instanceof File ? file : null };
};

const storedFrom = (file: File, base: Pick<AgencyDocument, 'id' | 'category'>): AgencyDocument => ({
  ...base,
  title: file.name,
  lastModified: '2026-11-22T06:00:00.000Z',
  status: 'Uploaded',
  contentType: file.name.endsWith('.txt')
    ? 'text/plain'
    : file.name.endsWith('.docx')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/pdf',
  sizeBytes: file.size,
});

export const agencyDocumentHandlers = [
  mockSignedInEndpoint('agencyDocuments', () => ({
    data: { documents: [agencyDocumentSample] },
  })),
  mockSignedInEndpoint('adminAgencyDocuments', () => ({
    data: { documents: [agencyDocumentSample] },
  })),
  mockSignedInEndpoint('uploadAgencyDocument', async ({ request }) => {
    const { form, file } = await fileOf(request);
    const category = form.get('category');
    if (!file) return apiError('validation', 'Attach a file to upload.');
    if (category === agencyDocumentSample.category) {
      return apiError(
        'conflict',
        `A ${category} document is already uploaded. Use Update to replace it.`,
      );
    }
    return {
      data: {
        document: storedFrom(file, { id: 2, category: category as AgencyDocument['category'] }),
      },
    };
  }),
  mockSignedInEndpoint('replaceAgencyDocument', async ({ params, request }) => {
    const { file } = await fileOf(request);
    if (params.id !== agencyDocumentSample.id) return apiError('not_found', NOT_FOUND);
    if (!file) return apiError('validation', 'Attach a file to upload.');
    return { data: { document: storedFrom(file, agencyDocumentSample) } };
  }),
  mockSignedInEndpoint('deleteAgencyDocument', ({ params }) =>
    params.id === agencyDocumentSample.id ? { ok: true } : apiError('not_found', NOT_FOUND),
  ),
  http.get(mockUrl('agencyDocumentFile'), ({ params }) =>
    Number(params.id) === agencyDocumentSample.id
      ? new HttpResponse(new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${agencyDocumentSample.title}"`,
          },
        })
      : apiError('not_found', NOT_FOUND),
  ),
];
