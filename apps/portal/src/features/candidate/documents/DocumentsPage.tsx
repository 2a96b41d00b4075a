import type { CandidateDocument } from '@bayti/data/contract';
import { Button, DocumentCard } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FilePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCandidateFormat } from '../use-candidate-format';
import { documentsQuery } from '../queries';
import { AddDocumentModal } from './AddDocumentModal';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import {
  DOCUMENT_ACCEPT,
  documentSlots,
  openCategories,
  type DocumentSlot,
} from './document-cards';
import { useDocumentActions, type SlotActivity } from './use-document-actions';
import layout from '../../shared/page/Page.module.css';
import slots from '../../shared/page/Documents.module.css';
import styles from './DocumentsPage.module.css';

/** My Documents: a card per category with Upload, or View, Update and Delete. */
export function DocumentsPage() {
  const f = useCandidateFormat();
  const t = f.t.documents;
  const {
    data: { documents },
  } = useSuspenseQuery(documentsQuery());
  const picker = useRef<HTMLInputElement>(null);
  const actions = useDocumentActions(picker);
  const [deleting, setDeleting] = useState<{ slot: DocumentSlot; document: CandidateDocument }>();
  const [isAdding, setAdding] = useState(false);
  const busyLabel: Record<SlotActivity, string> = {
    uploading: t.uploading,
    deleting: t.deleting,
    opening: t.opening,
  };
  const { outcome } = actions;

  return (
    <div className={`${layout.column} ${slots.page}`}>
      <div className={styles.toolbar}>
        <div className={`${layout.column} ${styles.intro}`}>
          <p>{t.intro}</p>
          <p className={styles.hint}>{t.hint}</p>
          <p role="status" className={styles.status}>
            {outcome?.tone === 'success' ? outcome.text : ''}
          </p>
        </div>
        <Button onPress={() => setAdding(true)}>
          <FilePlus aria-hidden className={styles.icon} />
          {t.addNew}
        </Button>
      </div>

      {/* One picker for every card; the card that opened it receives the file. */}
      <input
        ref={picker}
        type="file"
        accept={DOCUMENT_ACCEPT}
        onChange={actions.onFileChosen}
        className={slots.picker}
        tabIndex={-1}
        aria-hidden
      />

      <ul className={`${layout.bareList} ${slots.grid}`}>
        {documentSlots(documents).map((slot) => {
          const { document, category, key } = slot;
          const title = t.categories[category];
          const busy = actions.activity[key];
          const error = outcome?.tone === 'error' && outcome.slotKey === key ? outcome.text : null;
          return (
            <li key={key} className={`${layout.column} ${slots.slot}`}>
              <DocumentCard
                title={title}
                fileName={document?.title}
                modifiedText={document ? f.date(document.lastModified, 'medium') : undefined}
                emptyText={t.empty(title)}
                labels={t.card}
                onUpload={() => actions.pick(slot)}
                onUpdate={() => actions.pick(slot)}
                onView={() => document && void actions.view(slot, document)}
                onDelete={() => document && setDeleting({ slot, document })}
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

      <DeleteDocumentDialog
        title={deleting?.document.title}
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting.slot, deleting.document);
          setDeleting(undefined);
        }}
      />
      <AddDocumentModal
        isOpen={isAdding}
        onOpenChange={setAdding}
        categories={openCategories(documents)}
        onAdd={actions.add}
        outcome={outcome}
      />
    </div>
  );
}
