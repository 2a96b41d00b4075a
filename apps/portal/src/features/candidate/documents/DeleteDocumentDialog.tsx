import { Button, Dialog, Modal } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import slots from '../../shared/page/Documents.module.css';

export interface DeleteDocumentDialogProps {
  /** The document's title, named in the question. */
  title: string | undefined;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Delete asks first: removing a document cannot be undone. */
export function DeleteDocumentDialog({
  title,
  isOpen,
  onCancel,
  onConfirm,
}: DeleteDocumentDialogProps) {
  const t = useMessages().candidate.documents.confirm;
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <Dialog
        role="alertdialog"
        title={t.title}
        footer={
          <div className={slots.actions}>
            <Button variant="secondary" onPress={onCancel}>
              {t.cancel}
            </Button>
            <Button variant="danger" onPress={onConfirm}>
              {t.delete}
            </Button>
          </div>
        }
      >
        <p>{title ? t.body(title) : ''}</p>
      </Dialog>
    </Modal>
  );
}
