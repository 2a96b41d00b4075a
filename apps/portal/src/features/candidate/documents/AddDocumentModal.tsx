import { MAX_DOCUMENT_BYTES, type CandidateDocumentCategory } from '@bayti/data/contract';
import { Button, Dialog, FileUpload, Modal } from '@bayti/ui';
import { useState } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { OptionSelect } from '../OptionFields';
import { DOCUMENT_ACCEPT } from './document-cards';
import type { ActionOutcome } from './use-document-actions';
import slots from '../../shared/page/Documents.module.css';
import layout from '../../shared/page/Page.module.css';
import styles from './DocumentsPage.module.css';

export interface AddDocumentModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Categories that can take a new document: the empty ones and Other Documents. */
  categories: readonly CandidateDocumentCategory[];
  /** Uploads; resolves true once stored. */
  onAdd: (category: CandidateDocumentCategory, file: File) => Promise<boolean>;
  /** The last action's outcome; a failure of this dialog's upload is shown in it. */
  outcome: ActionOutcome | null;
}

function AddDocumentForm({
  categories,
  onAdd,
  outcome,
  onClose,
}: Omit<AddDocumentModalProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const t = useMessages().candidate.documents;
  const [category, setCategory] = useState<CandidateDocumentCategory | null>(categories[0] ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [isSending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const serverError =
    outcome?.tone === 'error' && outcome.slotKey === `new:${category}` ? outcome.text : undefined;

  const submit = async () => {
    if (!category || !file) {
      setMissing(true);
      return;
    }
    setSending(true);
    const stored = await onAdd(category, file);
    setSending(false);
    if (stored) onClose();
  };

  return (
    <Dialog
      title={t.addNew}
      description={t.hint}
      closeLabel={t.close}
      footer={
        <div className={slots.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t.confirm.cancel}
          </Button>
          <Button onPress={() => void submit()} isPending={isSending} pendingLabel={t.uploading}>
            {t.card.upload}
          </Button>
        </div>
      }
    >
      <div className={`${layout.column} ${styles.addForm}`}>
        <OptionSelect
          label={t.category}
          options={categories}
          labels={t.categories}
          value={category}
          onChange={(next) => {
            setCategory(next);
            setMissing(false);
          }}
          errorMessage={missing && !category ? t.chooseCategory : undefined}
          isRequired
        />
        <FileUpload
          label={t.file}
          buttonLabel={t.chooseFileButton}
          acceptedFileTypes={DOCUMENT_ACCEPT.split(',')}
          maxSizeBytes={MAX_DOCUMENT_BYTES}
          invalidTypeMessage={t.wrongType}
          tooLargeMessage={t.tooLarge}
          emptyLabel={t.noFile}
          onSelect={(chosen) => {
            setFile(chosen);
            setMissing(false);
          }}
          onReject={() => setFile(null)}
          errorMessage={serverError ?? (missing && !file ? t.chooseFileFirst : undefined)}
          isRequired
          variant="secondary"
        />
      </div>
    </Dialog>
  );
}

/** Add New Document: pick a category that can take one, then the file. */
export function AddDocumentModal({ isOpen, onOpenChange, ...props }: AddDocumentModalProps) {
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <AddDocumentForm {...props} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}
