import { Button, FormMessage, Link, type ButtonProps } from '@bayti/ui';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useMessages } from '../../i18n/use-messages';
import { failureMessage } from '../shared/error-message';
import { FormTextField } from '../shared/forms/FormFields';
import styles from './AuthForm.module.css';

/** The account's email field of the sign-in, sign-up and reset-link forms. */
export function EmailField<V extends { email: string } & FieldValues, B>({
  control,
  ...texts
}: {
  control: Control<V, any, B>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any context, as Controller takes
  label?: string;
  placeholder?: string;
}) {
  const t = useMessages().auth;
  return (
    <FormTextField
      control={control as unknown as Control<{ email: string }>}
      name="email"
      label={t.email}
      placeholder={t.emailPlaceholder}
      type="email"
      autoComplete="email"
      isRequired
      {...texts}
    />
  );
}

/**
 * A failed request's error (nothing while falsy), shown above the button by failureMessage with
 * its fallback: the client's English sentence and the one in the reader's language. A form that
 * shows an error always says its fallback.
 */
type FormEndFailure =
  | { error?: undefined; fallback?: undefined }
  | { error: unknown; fallback: readonly [english: string, local: string] };

export type FormEndProps = Omit<ButtonProps, 'type'> &
  FormEndFailure & {
    /** What succeeded, announced above the button; nothing while undefined. */
    success?: string | undefined;
    /** The button at its own width at the form's start, instead of across the form. */
    inRow?: boolean;
  };

/** A form's last lines: its outcome, then its submit button (pendingLabel while it runs). */
export function FormEnd({ success, error, fallback, inRow = false, ...button }: FormEndProps) {
  const failure = error && fallback ? failureMessage(error, ...fallback) : undefined;
  const submit = <Button type="submit" {...button} />;
  return (
    <>
      {success !== undefined && (
        <FormMessage size="sm" tone="success">
          {success}
        </FormMessage>
      )}
      {failure !== undefined && (
        <FormMessage size="sm" tone="error">
          {failure}
        </FormMessage>
      )}
      {inRow ? <div className={styles.row}>{submit}</div> : submit}
    </>
  );
}

/** A line under a form that leads elsewhere: back, sign in, sign up. */
export function FormSwitch({ children }: { children: ReactNode }) {
  return <p className={styles.switch}>{children}</p>;
}

/** 'No account? Sign up' under a sign-in form. */
export function SignUpInstead({ onSignUp }: { onSignUp: () => void }) {
  const t = useMessages().auth;
  return (
    <FormSwitch>
      {t.signIn.noAccount} <Link onPress={onSignUp}>{t.signIn.signUp}</Link>
    </FormSwitch>
  );
}
