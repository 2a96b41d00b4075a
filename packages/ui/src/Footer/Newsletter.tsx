import clsx from 'clsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import fieldStyles from '../Field/Field.module.css';
import textFieldStyles from '../TextField/TextField.module.css';
import styles from './Footer.module.css';
import type { FooterNewsletter } from './types';

/**
 * The footer's newsletter form. Its email field is a native input with the design system's field
 * styles, not a TextField: the footer is on every public page, and TextField brings react-aria's
 * field and validation code to all of them. It behaves as TextField's native validation does: an
 * invalid email stops the submit, focuses the field and shows the message (`emailErrorMessage`,
 * or the browser's) under it; the message is checked again when the value is committed (change).
 */
export function Newsletter({
  title,
  description,
  emailLabel,
  emailPlaceholder,
  emailErrorMessage,
  submitLabel,
  onSubscribe,
  isPending,
  pendingLabel,
  status,
}: FooterNewsletter) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isFocused, setFocused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const messageFor = (input: HTMLInputElement) =>
    input.validity.valid ? undefined : emailErrorMessage || input.validationMessage;

  // React's onChange is the input event; the message follows the native change event (a commit).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const commit = () => setError(messageFor(input));
    input.addEventListener('change', commit);
    return () => input.removeEventListener('change', commit);
  });

  // As react-aria's useHover: a pointer over anything else ends the hover too (pointerleave may
  // not come, e.g. after scripted or touch-emulated input).
  useEffect(() => {
    if (!isHovered) return;
    const over = (event: PointerEvent) => {
      if (event.target !== inputRef.current) setHovered(false);
    };
    document.addEventListener('pointerover', over);
    return () => document.removeEventListener('pointerover', over);
  }, [isHovered]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubscribe(email.trim());
  };
  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description && <p className={styles.text}>{description}</p>}
      <form className={styles.form} onSubmit={submit}>
        <div className={clsx(textFieldStyles.field, styles.field)}>
          <label htmlFor={inputId} className={fieldStyles.label}>
            {emailLabel}
            <span aria-hidden="true" className={fieldStyles.requiredMark}>
              *
            </span>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={fieldStyles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            // No browser tooltip: the message shows under the field.
            title=""
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={emailPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-invalid={error ? true : undefined}
            data-focused={isFocused || undefined}
            data-hovered={isHovered || undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onPointerEnter={(event) => setHovered(event.pointerType !== 'touch')}
            onPointerLeave={() => setHovered(false)}
            onInvalid={(event) => {
              // The message under the field replaces the browser's bubble.
              event.preventDefault();
              setError(messageFor(event.currentTarget));
              event.currentTarget.focus();
            }}
          />
          {error && (
            <span id={errorId} className={fieldStyles.error}>
              {error}
            </span>
          )}
        </div>
        <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </form>
      <p role="status" className={styles.status} data-tone={status?.tone}>
        {status?.message}
      </p>
    </section>
  );
}
