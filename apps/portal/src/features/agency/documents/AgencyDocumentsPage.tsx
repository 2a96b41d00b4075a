import {
  downloadAgencyDocument,
  replaceAgencyDocument,
  routeKey,
  uploadAgencyDocument,
} from '@bayti/data/client';
import { agencyDocumentsRoutes } from '@bayti/data/contract/routes';
import {
  AGENCY_DOCUMENT_CATEGORIES,
  DOCUMENT_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  documentFileNameSchema,
  type AgencyDocument,
  type AgencyDocumentCategory,
} from '@bayti/data/contract';
import { Button, Dialog, DocumentCard, Modal } from '@bayti/ui';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRef, useState, type ChangeEvent } from 'react';
import { api, apiCall, apiQuery } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { localeAtom } from '../../../state/locale';
import { failureMessage } from '../../shared/error-message';
import { formatDate } from '../../shared/format';
import { saveFile } from '../../shared/save-file';
import layout from '../../shared/page/Page.module.css';
import slots from '../../shared/page/Documents.module.css';
import styles from './AgencyDocuments.module.css';

/** The read its route's loader ensures and the screen reads (one cache entry). */
export const documentsQuery = () => apiQuery(agencyDocumentsRoutes.agencyDocuments);

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
type Activity = 'uploading' | 'deleting' | 'opening';
interface Outcome {
  tone: 'success' | 'error';
  text: string;
  category?: AgencyDocumentCategory;
}

/** Documents: a card per category with Upload, or View, Update and Delete. */
export function AgencyDocumentsPage() {
  const t = useMessages().agencyProfile.documents;
  const locale = useAtomValue(localeAtom);
  const queryClient = useQueryClient();
  const { documents } = useSuspenseQuery(documentsQuery()).data;
  const picker = useRef<HTMLInputElement>(null);
  const pickingFor = useRef<AgencyDocumentCategory | null>(null);
  const [activity, setActivity] = useState<Partial<Record<AgencyDocumentCategory, Activity>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState<AgencyDocument>();

  /** Runs one card's call: busy while it runs, then its outcome, then fresh documents. */
  async function run<T>(
    category: AgencyDocumentCategory,
    busy: Activity,
    call: () => Promise<T>,
    success: (result: T) => string | null,
    failure: [english: string, local: string],
  ) {
    setActivity((current) => ({ ...current, [category]: busy }));
    setOutcome(null);
    try {
      const text = success(await call());
      if (text) setOutcome({ tone: 'success', text });
    } catch (error) {
      setOutcome({ tone: 'error', category, text: failureMessage(error, ...failure) });
    } finally {
      setActivity(({ [category]: _done, ...rest }) => rest);
      if (busy !== 'opening') {
        await queryClient.invalidateQueries({
          queryKey: routeKey(agencyDocumentsRoutes.agencyDocuments),
        });
      }
    }
  }

  const send = (category: AgencyDocumentCategory, file: File) => {
    // The server reads the content and has the last word; these checks spare a doomed upload.
    if (!documentFileNameSchema.safeParse(file.name).success || file.size > MAX_DOCUMENT_BYTES) {
      const tooLarge = documentFileNameSchema.safeParse(file.name).success;
      setOutcome({ tone: 'error', category, text: tooLarge ? t.tooLarge : t.wrongType });
      return;
    }
    const current = documents.find((document) => document.category === category);
    void run(
      category,
      'uploading',
      () =>
        current
          ? replaceAgencyDocument(api, current.id, file, file.name)
          : uploadAgencyDocument(api, { category, file, fileName: file.name }),
      (stored) => t.uploaded(stored.title),
      ['Upload failed', t.uploadFailed],
    );
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const category = pickingFor.current;
    // The same file may be chosen again after a failure.
    event.target.value = '';
    pickingFor.current = null;
    if (file && category) send(category, file);
  };
  const pick = (category: AgencyDocumentCategory) => {
    pickingFor.current = category;
    picker.current?.click();
  };
  const view = (document: AgencyDocument) =>
    run(
      document.category,
      'opening',
      () => downloadAgencyDocument(api, document.id),
      (file) => {
        saveFile(file.blob, file.fileName ?? document.title);
        return null;
      },
      ['Failed to open the document', t.viewFailed],
    );
  const remove = (document: AgencyDocument) =>
    run(
      document.category,
      'deleting',
      () =>
        apiCall(
          agencyDocumentsRoutes.deleteAgencyDocument,
          { params: { id: document.id } },
          { fallbackMessage: 'Failed to delete the document' },
        ),
      () => t.deleted(document.title),
      ['Failed to delete the document', t.deleteFailed],
    );

  const busyLabel: Record<Activity, string> = {
    uploading: t.uploading,
    deleting: t.deleting,
    opening: t.opening,
  };

  return (
    <div className={`${layout.column} ${slots.page}`}>
      <p>{t.intro}</p>
      <p role="status" className={styles.status}>
        {outcome?.tone === 'success' ? outcome.text : ''}
      </p>
      {/* One picker for every card; the card that opened it receives the file. */}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        onChange={onFileChosen}
        className={slots.picker}
        tabIndex={-1}
        aria-hidden
      />
      <ul className={`${layout.bareList} ${slots.grid}`}>
        {AGENCY_DOCUMENT_CATEGORIES.map((category) => {
          const document = documents.find((d) => d.category === category);
          const title = t.categories[category];
          const busy = activity[category];
          const error =
            outcome?.tone === 'error' && outcome.category === category ? outcome.text : null;
          return (
            <li key={category} className={`${layout.column} ${slots.slot}`}>
              <DocumentCard
                title={title}
                fileName={document?.title}
                modifiedText={
                  document ? formatDate(document.lastModified, locale, 'medium') : undefined
                }
                emptyText={t.empty(title)}
                labels={t.card}
                onUpload={() => pick(category)}
                onUpdate={() => pick(category)}
                onView={() => document && void view(document)}
                onDelete={() => document && setDeleting(document)}
                isBusy={busy !== undefined}
                busyLabel={busy && busyLabel[busy]}
                headingLevel={2}
              />
              {error && (
                <p role="alert" className={slots.error}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        size="sm"
        isOpen={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      >
        <Dialog
          role="alertdialog"
          title={t.confirm.title}
          footer={
            <div className={slots.actions}>
              <Button variant="secondary" onPress={() => setDeleting(undefined)}>
                {t.confirm.cancel}
              </Button>
              <Button
                variant="danger"
                onPress={() => {
                  if (deleting) void remove(deleting);
                  setDeleting(undefined);
                }}
              >
                {t.confirm.delete}
              </Button>
            </div>
          }
        >
          <p>{deleting ? t.confirm.body(deleting.title) : ''}</p>
        </Dialog>
      </Modal>
    </div>
  );
}
