import {
  ageOn,
  EMPTY_STORED_SELF_PROFILE,
  MULTI_DOCUMENT_CATEGORY,
  PUBLIC_PROFILE_REQUIREMENTS,
  candidateDocumentCategorySchema,
  type CandidateDocument,
  type CandidateProfileState,
  type ListingState,
  type StoredSelfProfile,
} from '@bayti/data/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiError, mockSignedInEndpoint, mockUrl } from '../../mocks';
import { portalStory } from '../../test-support/portal-story';
import { SAMPLE_PROFILE } from './sample-profile';

/*
 * The worker's side of the mock API for the candidate dashboard's stories: her profile and
 * documents, kept per story (each story builds fresh handlers), with the server's rules that the
 * screens show: completeness and listing, uploads checked by type, one document per category but
 * Other Documents. The server's words are copied from apps/api (storage/receive-upload.ts,
 * modules/documents/service.ts).
 */

export const WRONG_IMAGE_MESSAGE = 'Upload a JPEG, PNG or WebP image.';
const WRONG_DOCUMENT_MESSAGE = 'Upload a pdf, docx, txt file.';
const FOUND_NO_DOCUMENT = 'Document not found.';

export const SAMPLE_PASSPORT: CandidateDocument = {
  id: 1,
  title: 'passport-maria-santos.pdf',
  lastModified: '2026-11-01T09:00:00Z',
  category: 'Passport',
  status: 'Uploaded',
  contentType: 'application/pdf',
  sizeBytes: 48_211,
};

/** A 1×1 PNG: a photo a story can upload, and what the mock media route answers for it. */
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

/** The server reads the content, not the name or the claimed type: a PNG or JPEG signature. */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

const isMissing = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

function stateOf(
  name: string,
  profile: StoredSelfProfile,
  visible: boolean,
  listing: ListingState,
  emailVerified: boolean,
): CandidateProfileState {
  const missing = PUBLIC_PROFILE_REQUIREMENTS.filter((field) => isMissing(profile[field]));
  const complete = missing.length === 0;
  const listed = listing.status === 'listed';
  return {
    profile,
    name,
    visible,
    complete,
    missing,
    candidateId: listed ? 1 : null,
    listing,
    emailVerified,
  };
}

const NOW = '2026-11-22T06:00:00Z';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A moment `days` after the stories' clock (2026-11-22 10:00 in Dubai). */
export const storyDaysFromNow = (days: number) =>
  new Date(Date.parse(NOW) + days * DAY_MS).toISOString();

/** A listing in a status, as the server answers it (listed until 20 days from the stories' today). */
export function listingIn(
  status: ListingState['status'],
  reason: string | null = null,
): ListingState {
  const current = status === 'listed';
  return {
    status,
    reason,
    reviewKind: status === 'in_review' ? 'new' : null,
    reconfirmDueAt: current ? storyDaysFromNow(20) : null,
    activeAt: current || status === 'stale' ? storyDaysFromNow(-10) : null,
  };
}

/** The server's refusals of a submission (apps/api listing service). */
export const INCOMPLETE_MESSAGE = 'Complete your profile before submitting it.';

export interface WorkerStart {
  profile?: StoredSelfProfile;
  visible?: boolean;
  documents?: CandidateDocument[];
  listing?: ListingState;
  emailVerified?: boolean;
}

/** Fresh mock handlers over a worker who starts as given (the demo worker by default). */
export function workerApiHandlers({
  profile = SAMPLE_PROFILE,
  visible = true,
  documents: startDocuments = [SAMPLE_PASSPORT],
  listing: startListing = listingIn('listed'),
  emailVerified = true,
}: WorkerStart = {}): HttpHandler[] {
  let current = profile;
  let shown = visible;
  let listing = startListing;
  let documents = [...startDocuments];
  let nextId = 100;
  const media = new Map<string, Uint8Array>();
  const answer = (name: string) => ({
    data: stateOf(name, current, shown, listing, emailVerified),
  });

  async function fileOf(request: Request): Promise<{ file: File | null; form: FormData }> {
    const form = await request.formData();
    const file = form.get('file');
    return { file: file instanceof File ? file : null, form };
  }

  const isDocumentFile = (file: File) => /\.(pdf|docx|txt)$/i.test(file.name);
  const stored = (file: File, category: CandidateDocument['category']): CandidateDocument => ({
    id: nextId++,
    title: file.name,
    lastModified: NOW,
    category,
    status: 'Uploaded',
    contentType: 'application/pdf',
    sizeBytes: file.size,
  });

  return [
    mockSignedInEndpoint('candidateProfile', ({ user }) => answer(user.name)),
    mockSignedInEndpoint('updateCandidateProfile', ({ user, body }) => {
      current = { ...current, ...body, age: ageOn(body.dateOfBirth, new Date(NOW)) };
      return answer(user.name);
    }),
    mockSignedInEndpoint('submitCandidateListing', ({ user }) => {
      const state = stateOf(user.name, current, shown, listing, emailVerified);
      if (!state.complete || !emailVerified) return apiError('validation', INCOMPLETE_MESSAGE);
      listing = { ...listingIn('in_review'), reviewKind: listing.activeAt ? 'change' : 'new' };
      return answer(user.name);
    }),
    mockSignedInEndpoint('withdrawCandidateListing', ({ user }) => {
      listing = listingIn('draft');
      return answer(user.name);
    }),
    mockSignedInEndpoint('reconfirmCandidateListing', ({ user }) => {
      listing = { ...listingIn('listed'), reconfirmDueAt: storyDaysFromNow(30), activeAt: NOW };
      return answer(user.name);
    }),
    mockSignedInEndpoint('candidateProfileVisibility', ({ user, body }) => {
      shown = body.visible;
      return answer(user.name);
    }),
    mockSignedInEndpoint('uploadCandidatePhoto', async ({ user, request }) => {
      const { file } = await fileOf(request);
      if (!file || !(await isImage(file))) {
        return apiError('validation', WRONG_IMAGE_MESSAGE, { file: WRONG_IMAGE_MESSAGE });
      }
      const key = `${'0'.repeat(31)}${media.size + 1}.png`;
      media.set(key, PNG);
      current = { ...current, image: `/api/media/${key}` };
      return answer(user.name);
    }),
    http.get(mockUrl('media'), ({ params }) => {
      const bytes = media.get(String(params.key));
      return bytes
        ? new HttpResponse(bytes, { headers: { 'content-type': 'image/png' } })
        : apiError('not_found', 'Not found.');
    }),

    mockSignedInEndpoint('candidateDocuments', () => ({ data: { documents } })),
    mockSignedInEndpoint('uploadCandidateDocument', async ({ request }) => {
      const { file, form } = await fileOf(request);
      const category = candidateDocumentCategorySchema.parse(form.get('category'));
      if (!file || !isDocumentFile(file)) {
        return apiError('validation', WRONG_DOCUMENT_MESSAGE, { file: WRONG_DOCUMENT_MESSAGE });
      }
      if (category !== MULTI_DOCUMENT_CATEGORY && documents.some((d) => d.category === category)) {
        return apiError(
          'conflict',
          `A ${category} document is already uploaded. Use Update to replace it.`,
        );
      }
      const document = stored(file, category);
      documents = [...documents, document];
      return { data: { document } };
    }),
    mockSignedInEndpoint('replaceCandidateDocument', async ({ params, request }) => {
      const { file } = await fileOf(request);
      const old = documents.find((d) => d.id === params.id);
      if (!old) return apiError('not_found', FOUND_NO_DOCUMENT);
      if (!file || !isDocumentFile(file)) {
        return apiError('validation', WRONG_DOCUMENT_MESSAGE, { file: WRONG_DOCUMENT_MESSAGE });
      }
      const document = { ...stored(file, old.category), id: old.id };
      documents = documents.map((d) => (d.id === old.id ? document : d));
      return { data: { document } };
    }),
    mockSignedInEndpoint('deleteCandidateDocument', ({ params }) => {
      if (!documents.some((d) => d.id === params.id)) {
        return apiError('not_found', FOUND_NO_DOCUMENT);
      }
      documents = documents.filter((d) => d.id !== params.id);
      return { ok: true };
    }),
    // Her report of being asked to pay: received (the contract checks both fields first).
    mockSignedInEndpoint('reportFeeAsked', () => ({
      data: { report: { id: nextId++, createdAt: NOW } },
    })),
  ];
}

/** A new worker: nothing filled in, no photo, no documents. */
export const newWorkerHandlers = () =>
  workerApiHandlers({
    profile: EMPTY_STORED_SELF_PROFILE,
    documents: [],
    listing: listingIn('draft'),
    emailVerified: false,
  });

/**
 * The meta of a candidate dashboard story at `path`: signed in as the demo worker, over the
 * portal's mock API with her own profile and documents on top (a story's own `msw.use` wins).
 */
export function workerStory(path: string) {
  const portal = portalStory({ path, signedInAs: 'candidate' });
  return {
    ...portal,
    beforeEach: [
      portal.beforeEach,
      ({ msw }: Parameters<typeof portal.beforeEach>[0]) => msw.use(...workerApiHandlers()),
    ],
  };
}
