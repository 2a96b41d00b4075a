import {
  CONVERSATION_REPORT_NOTE_MAX,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
} from '@bayti/data/contract';
import { conversationsRoutes } from '@bayti/data/contract/routes/conversations';
import { Button, Dialog, Modal, Radio, RadioGroup, TextArea } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiCall } from '../../api';
import { failureMessage } from '../shared/error-message';
import { FormDialog } from '../shared/forms/FormDialog';
import type { ConversationText } from './use-conversation-text';
import styles from './Conversations.module.css';

const REPORT_FAILED = 'Your report could not be sent';

export interface ReportDialogProps {
  id: number;
  text: ConversationText;
  onClose: () => void;
}

/** Reports a conversation to the Bayti team: a reason, an optional note, then a thank-you. */
export function ReportDialog({ id, text, onClose }: ReportDialogProps) {
  const t = text.c.report;
  const [reason, setReason] = useState<ConversationReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const report = useMutation({
    mutationFn: (body: { reason: ConversationReportReason; note?: string }) =>
      apiCall(
        conversationsRoutes.reportConversation,
        { params: { id }, body },
        { fallbackMessage: REPORT_FAILED },
      ),
  });

  if (report.isSuccess) {
    return (
      <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} size="sm">
        <Dialog
          title={t.title}
          closeLabel={t.close}
          footer={<Button onPress={onClose}>{t.done}</Button>}
        >
          <p role="status">{t.thanks}</p>
        </Dialog>
      </Modal>
    );
  }

  const formId = `report-${id}`;
  return (
    <FormDialog
      title={t.title}
      labels={{ cancel: t.cancel, close: t.close, saving: t.sending }}
      confirm={t.send}
      variant="danger"
      formId={formId}
      isPending={report.isPending}
      onCancel={onClose}
      error={report.isError ? failureMessage(report.error, REPORT_FAILED, t.failed) : undefined}
      formClassName={styles.reportForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason === null) {
          setMissingReason(true);
          return;
        }
        report.mutate({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
      }}
    >
      <RadioGroup
        label={t.reason}
        value={reason}
        onChange={(value) => {
          setReason(value as ConversationReportReason);
          setMissingReason(false);
        }}
        isRequired
        isInvalid={missingReason}
        errorMessage={t.reason}
      >
        {CONVERSATION_REPORT_REASONS.map((value) => (
          <Radio key={value} value={value}>
            {t.reasons[value]}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label={t.note}
        value={note}
        onChange={setNote}
        rows={3}
        maxLength={CONVERSATION_REPORT_NOTE_MAX}
      />
    </FormDialog>
  );
}
