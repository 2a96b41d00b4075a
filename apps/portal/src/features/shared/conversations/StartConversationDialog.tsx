import { MESSAGE_MAX } from '@bayti/data/contract';
import { isApiError, isErrorCode } from '@bayti/data/client';
import { conversationsRoutes } from '@bayti/data/contract/routes/conversations';
import { TextArea } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routeKey } from '@bayti/data/client/route-call';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../error-message';
import { FormDialog } from '../forms/FormDialog';

const SEND_FAILED = 'Your message could not be sent';

export interface StartConversationDialogProps {
  candidateId: number;
  candidateName: string;
  onClose: () => void;
  /** Shown under the refusal when the family's plan does not run (403 plan_required). */
  planRequired?: ReactNode;
}

/**
 * A family's first message to a worker (or the next, in the same conversation): "Write to <name>",
 * then her Messages page opened on that conversation. The server requires a running plan.
 */
export function StartConversationDialog({
  candidateId,
  candidateName,
  onClose,
  planRequired,
}: StartConversationDialogProps) {
  const t = useMessages().conversations;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const start = useMutation({
    mutationFn: () =>
      apiCall(
        conversationsRoutes.startConversation,
        { body: { candidateId, text } },
        { fallbackMessage: SEND_FAILED },
      ),
    onSuccess: async ({ conversationId }) => {
      await queryClient.invalidateQueries({
        queryKey: routeKey(conversationsRoutes.conversations),
      });
      onClose();
      await navigate({ to: '/dashboard/employer/messages', search: { c: conversationId } });
    },
  });
  const fieldError =
    isApiError(start.error) && start.error.fields?.text ? start.error.fields.text : undefined;
  const refusal =
    start.isError && !fieldError
      ? failureMessage(start.error, SEND_FAILED, t.start.failed)
      : undefined;
  const formId = `start-conversation-${candidateId}`;

  return (
    <FormDialog
      title={t.start.title(candidateName)}
      labels={{ cancel: t.start.cancel, close: t.start.close, saving: t.start.sending }}
      confirm={t.start.send}
      formId={formId}
      isPending={start.isPending}
      onCancel={onClose}
      error={refusal}
      onSubmit={(event) => {
        event.preventDefault();
        // An empty message is sent too: the server's field message says what is missing.
        start.mutate();
      }}
    >
      {isErrorCode(start.error, 'plan_required') && planRequired}
      <TextArea
        label={t.composer.label}
        value={text}
        onChange={setText}
        rows={4}
        maxLength={MESSAGE_MAX}
        isRequired
        isInvalid={fieldError !== undefined}
        errorMessage={fieldError}
      />
    </FormDialog>
  );
}
