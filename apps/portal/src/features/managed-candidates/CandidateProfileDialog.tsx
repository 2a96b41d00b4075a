import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  type Id,
  type ManagedCandidate,
  type ManagedCandidateBodyInput,
} from '@bayti/data/contract';
import {
  downloadManagedCandidateFile,
  isManagedCandidateFile,
  routeKey,
  uploadManagedCandidateDocument,
  uploadManagedCandidatePhoto,
} from '@bayti/data/client';
import { adminAgenciesRoutes } from '@bayti/data/contract/routes';
import { Button, Dialog, FileUpload, Modal, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, apiCall, apiQuery, queryClient } from '../../api';
import { failureMessage } from '../shared/error-message';
import { messagesOf, resolverOf } from '../shared/forms/checked-form';
import { setServerErrors } from '../shared/forms/server-errors';
import { useFormDraft } from '../shared/forms/use-form-draft';
import layout from '../shared/page/Page.module.css';
import styles from './ManagedCandidates.module.css';
import {
  bodyOf,
  checkDraft,
  draftOf,
  emptyDraft,
  tabOfField,
  type DocumentType,
  type ProfileDraft,
  type ProfileTab,
} from './profile-draft';
import { DocumentsSection } from './sections/DocumentsSection';
import { EducationSection } from './sections/EducationSection';
import { ExperienceSection } from './sections/ExperienceSection';
import { LanguagesSection } from './sections/LanguagesSection';
import { PersonalSection } from './sections/PersonalSection';
import { ProfessionalSection } from './sections/ProfessionalSection';
import { MANAGED_ROUTES, managedCandidateQuery, type ManagedSide } from './queries';
import { useManagedText } from './use-managed-text';
import { ManagedListingPanel } from './listing/ManagedListingPanel';

export type ProfileDialogMode = 'add' | 'edit' | 'view';

export interface CandidateProfileDialogProps {
  side: ManagedSide;
  mode: ProfileDialogMode;
  /** The candidate to edit or view; null to add one. */
  candidateId: Id | null;
  /** The managing agency of a new candidate (the admin's agency page). */
  agencyId?: Id | null;
  onClose: () => void;
  /** After the save (and the uploads); `warning` names an upload that failed. */
  onSaved: (candidate: ManagedCandidate, warning: string | null) => void;
}

const TABS: ProfileTab[] = [
  'personal',
  'professional',
  'languages',
  'education',
  'experience',
  'documents',
];

const FILE_KEY = 'managed-candidate-file';

/** The client's sentence when the server sends none; shown in the reader's language. */
const SAVE_FAILED = 'Failed to save the candidate';

/**
 * Save Profile: POST (Add New Candidate, starts shortlisted) without an id, PUT (Edit Candidate
 * Profile) with one. A 400 names each invalid field (ApiError.fields, dotted paths).
 */
async function saveCandidate(
  side: ManagedSide,
  id: Id | null,
  body: ManagedCandidateBodyInput,
): Promise<ManagedCandidate> {
  const routes = MANAGED_ROUTES[side];
  const options = { fallbackMessage: SAVE_FAILED };
  const { candidate } =
    id === null
      ? await apiCall(routes.create, { body }, options)
      : await apiCall(routes.update, { params: { id }, body }, options);
  return candidate;
}

// An object URL lives as long as its cache entry: a dropped entry (a replaced photo after its
// garbage-collection time, or everything at sign-out) gives its memory back.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== FILE_KEY) return;
  const url: unknown = event.query.state.data;
  if (typeof url === 'string') URL.revokeObjectURL(url);
});

/** A private upload shown from a local URL (fetched with the bearer token); a public path as is. */
function useFileUrl(path: string | null): string | null {
  const query = useQuery({
    queryKey: [FILE_KEY, path],
    queryFn: async ({ signal }) => {
      const file = await downloadManagedCandidateFile(api, path ?? '', { signal });
      return URL.createObjectURL(file.blob);
    },
    enabled: isManagedCandidateFile(path),
    staleTime: Infinity,
  });
  if (path === null || path === '') return null;
  return isManagedCandidateFile(path) ? (query.data ?? null) : path;
}

function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The candidate profile modal: 'Add New Candidate', 'Edit Candidate Profile', or the profile
 * read-only (View Details). Six tabs; the profile image, Save Profile and Cancel on the side.
 * The form rules are checked before sending and again by the server, whose field errors are
 * shown under each field; what was typed is kept. Chosen files upload once the profile is saved.
 */
export function CandidateProfileDialog(props: CandidateProfileDialogProps) {
  const { side, candidateId, mode, onClose } = props;
  const text = useManagedText();
  const query = useQuery({
    ...managedCandidateQuery(side, candidateId ?? 0),
    enabled: candidateId !== null,
  });
  const d = text.t.dialog;
  const title = mode === 'view' ? d.viewTitle : mode === 'add' ? d.addTitle : d.editTitle;
  // One dialog throughout: it opens at once and shows the profile when it has arrived.
  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog title={title} closeLabel={d.close}>
        {candidateId === null || query.data ? (
          <div className={`${layout.column} ${styles.body}`}>
            {/* Outside the profile's form: the listing's own dialogs submit forms of their own. */}
            {query.data && <ManagedListingPanel side={side} candidate={query.data.candidate} />}
            <ProfileForm {...props} candidate={query.data?.candidate ?? null} />
          </div>
        ) : query.isError ? (
          <div role="alert" className={`${layout.spread} ${layout.dangerBox} ${styles.alert}`}>
            <p>{failureMessage(query.error, 'Request failed', text.t.common.loadFailed)}</p>
            <Button size="sm" variant="secondary" onPress={() => void query.refetch()}>
              {text.t.common.retry}
            </Button>
          </div>
        ) : (
          <p role="status">{d.loading}</p>
        )}
      </Dialog>
    </Modal>
  );
}

function ProfileForm({
  side,
  mode,
  agencyId = null,
  candidate,
  onClose,
  onSaved,
}: CandidateProfileDialogProps & { candidate: ManagedCandidate | null }) {
  const text = useManagedText();
  const { t } = text;
  const d = t.dialog;
  const queryClient = useQueryClient();
  const isNew = candidate === null;
  const readOnly = mode === 'view';
  const form = useForm<ProfileDraft>({
    defaultValues: candidate ? draftOf(candidate) : emptyDraft(agencyId),
    reValidateMode: 'onSubmit',
    resolver: resolverOf<ProfileDraft, ProfileDraft>((value) => {
      const errors = checkDraft(value, isNew, t.errors);
      return Object.keys(errors).length > 0 ? { errors } : { body: value };
    }),
  });
  // The tabs read the whole draft and patch it; a refused check shows 'Please fix…' above them.
  const { draft, change } = useFormDraft(form);
  const [checkFailed, setCheckFailed] = useState(false);
  const [tab, setTab] = useState<ProfileTab>('personal');
  // The admin chooses the managing agency, unless the agency's own page opened the dialog.
  const agencies = useQuery({
    ...apiQuery(adminAgenciesRoutes.adminAgencies, { query: { pageSize: 100 } }),
    enabled: side === 'admin' && !readOnly && agencyId === null,
  });
  const imageUrl = useFileUrl(draft.fullImage);
  const preview = usePreview(draft.pendingImage);

  const mutation = useMutation({
    mutationFn: async (value: ProfileDraft) => {
      let saved = await saveCandidate(side, candidate?.id ?? null, bodyOf(value, isNew));
      const failed: string[] = [];
      if (value.pendingImage) {
        try {
          saved = await uploadManagedCandidatePhoto(api, side, saved.id, value.pendingImage);
        } catch {
          failed.push(value.pendingImage.name);
        }
      }
      for (const [type, file] of Object.entries(value.pendingDocuments)) {
        if (!file) continue;
        try {
          saved = await uploadManagedCandidateDocument(api, side, saved.id, type, file);
        } catch {
          failed.push(file.name);
        }
      }
      return { saved, failed };
    },
    // Server errors arrive after the send: show the first tab that has one.
    onError: (error) => {
      const [first] = setServerErrors(form.setError, error);
      if (first) setTab(tabOfField(first));
    },
    onSuccess: async ({ saved, failed }) => {
      await queryClient.invalidateQueries({ queryKey: routeKey(MANAGED_ROUTES[side].list) });
      onSaved(saved, failed.length > 0 ? d.uploadFailed(failed.join(', ')) : null);
    },
  });
  const errors = messagesOf(form.formState.errors);

  const submit = form.handleSubmit(
    (value) => {
      setCheckFailed(false);
      mutation.mutate(value);
    },
    (found) => {
      setCheckFailed(true);
      const first = Object.keys(found)[0];
      if (first) setTab(tabOfField(first));
    },
  );

  const formId = isNew ? 'add-candidate' : `candidate-${candidate.id}`;
  const section = {
    control: form.control,
    draft,
    change,
    errors,
    text,
    isNew,
    agencies: agencies.data?.items,
  };
  const fileName = (path: string | null) =>
    path ? decodeURIComponent(path.split('/').pop() ?? '') : t.fields.noFile;
  const shown = preview ?? imageUrl;

  return (
    <form
      id={formId}
      onSubmit={(event) => (readOnly ? event.preventDefault() : void submit(event))}
      noValidate
      className={styles.profile}
    >
      <div className={`${layout.column} ${styles.side}`}>
        {shown ? (
          <img className={styles.photo} src={shown} alt={d.image} />
        ) : (
          <div className={styles.photoEmpty}>{d.noImage}</div>
        )}
        {!readOnly && (
          <FileUpload
            label={d.image}
            buttonLabel={d.chooseImage}
            acceptedFileTypes={IMAGE_CONTENT_TYPES}
            maxSizeBytes={MAX_IMAGE_BYTES}
            invalidTypeMessage={d.imageType}
            tooLargeMessage={d.imageTooLarge}
            fileName={draft.pendingImage ? d.pendingFile(draft.pendingImage.name) : undefined}
            onSelect={(file) => change({ pendingImage: file })}
          />
        )}
        {!readOnly && (
          <Button
            type="submit"
            form={formId}
            isPending={mutation.isPending}
            pendingLabel={d.saving}
          >
            {d.save}
          </Button>
        )}
        <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
          {readOnly ? d.close : d.cancel}
        </Button>
      </div>
      <div>
        {!readOnly && (checkFailed || mutation.isError) && (
          <div role="alert" className={`${layout.spread} ${layout.dangerBox} ${styles.alert}`}>
            {checkFailed ? d.invalid : failureMessage(mutation.error, SAVE_FAILED, d.saveFailed)}
          </div>
        )}
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as ProfileTab)}>
          <TabList aria-label={d.tabsLabel}>
            {TABS.map((id) => (
              <Tab key={id} id={id}>
                {d.tabs[id]}
              </Tab>
            ))}
          </TabList>
          <fieldset disabled={readOnly} className={styles.notice}>
            <TabPanel id="personal">
              <PersonalSection {...section} />
            </TabPanel>
            <TabPanel id="professional">
              <ProfessionalSection {...section} />
            </TabPanel>
            <TabPanel id="languages">
              <LanguagesSection {...section} />
            </TabPanel>
            <TabPanel id="education">
              <EducationSection {...section} />
            </TabPanel>
            <TabPanel id="experience">
              <ExperienceSection {...section} />
            </TabPanel>
            <TabPanel id="documents">
              <DocumentsSection {...section} fileName={fileName} />
            </TabPanel>
          </fieldset>
        </Tabs>
      </div>
    </form>
  );
}

export type { DocumentType };
