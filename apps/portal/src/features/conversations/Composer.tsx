import { MESSAGE_MAX } from '@bayti/data/contract';
import { isApiError } from '@bayti/data/client/api-error';
import { Button, TextArea } from '@bayti/ui';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { failureMessage } from '../shared/error-message';
import type { ConversationText } from './use-conversation-text';
import styles from './Conversations.module.css';

const SEND_FAILED = 'Your message could not be sent';

export interface ComposerProps {
  /** Sends the text; the composer empties only once the server took it. */
  onSend: (text: string) => Promise<unknown>;
  /** Why the reader cannot write (a blocked conversation); the composer is disabled with it. */
  disabledReason?: string | undefined;
  text: ConversationText;
}

/** The refusal to show under the textarea: the server's word on the text, else its message. */
export function sendFailure(error: unknown, text: ConversationText): string {
  if (isApiError(error) && error.fields?.text) return error.fields.text;
  return failureMessage(error, SEND_FAILED, text.c.composer.failed);
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; a counter up to 2000 characters.
 * A refused message stays in the box with the server's reason under it.
 */
export function Composer({ onSend, disabledReason, text }: ComposerProps) {
  const t = text.c.composer;
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [isSending, setSending] = useState(false);
  const disabled = disabledReason !== undefined;

  const send = () => {
    if (isSending || disabled || value.trim() === '') return;
    setSending(true);
    setError('');
    onSend(value).then(
      () => {
        setValue('');
        setSending(false);
      },
      (failure: unknown) => {
        setError(sendFailure(failure, text));
        setSending(false);
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      {disabled && <p className={styles.muted}>{disabledReason}</p>}
      <TextArea
        label={t.label}
        value={value}
        onChange={setValue}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={MESSAGE_MAX}
        isDisabled={disabled}
        isInvalid={error !== ''}
        errorMessage={error}
        description={t.count(text.number(value.length), text.number(MESSAGE_MAX))}
      />
      <div className={styles.composerActions}>
        <span className={styles.muted}>{t.hint}</span>
        <Button
          type="submit"
          isDisabled={disabled || value.trim() === ''}
          isPending={isSending}
          pendingLabel={t.sending}
        >
          {t.send}
        </Button>
      </div>
    </form>
  );
}
