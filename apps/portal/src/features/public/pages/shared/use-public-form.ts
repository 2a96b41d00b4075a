import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { failureMessage } from '../../../shared/error-message';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from './field-errors';

export interface PublicFormOptions<Values extends Record<string, unknown>> {
  /** The contract schema the server validates with; checked first, with translated messages. */
  schema: ZodType;
  empty: Values;
  send: (values: Values) => Promise<unknown>;
  /** The English fallback when the server gives no message (§8). */
  fallbackError: string;
  /** Forget the typed values once they are stored. */
  resetOnSuccess?: boolean;
}

/**
 * The state of a public form (contact, visa): the values, field errors from the contract or the
 * server, focus on the first invalid field, and the submission. Bad input loses nothing typed.
 */
export function usePublicForm<Values extends Record<string, unknown>>({
  schema,
  empty,
  send,
  fallbackError,
  resetOnSuccess = false,
}: PublicFormOptions<Values>) {
  const messages = useMessages().pages.forms;
  const locale = useAtomValue(localeAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (resetOnSuccess) setValues(empty);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, locale, messages.errors));
      focusFirstInvalid(formRef.current);
    },
  });

  /** A change handler for one field; editing a field clears its error. */
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => {
        const next = { ...current };
        delete next[key as string];
        return next;
      });
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    const found = validate(schema, values, messages.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(values);
  };

  /** A failure that belongs to no field (rate limit, network) is shown above the button. */
  const formError =
    mutation.isError && Object.keys(errors).length === 0
      ? failureMessage(mutation.error, fallbackError, messages.failed)
      : undefined;

  return {
    formRef,
    values,
    errors,
    set,
    submit,
    formError,
    isPending: mutation.isPending,
    isSent: mutation.isSuccess,
  };
}
