import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { failureMessage } from '../../../shared/error-message';
import type { FieldMessages, LazyResolver } from '../../../shared/forms/lazy-resolver';
import { focusFirstInvalid, setServerErrors } from '../../../shared/forms/server-errors';

export interface PublicFormOptions<Values extends FieldValues, Body> {
  /** The contract schema the server validates with, as a lazy resolver; checked first. */
  resolver: LazyResolver<Values, Body>;
  empty: DefaultValues<Values>;
  send: (body: Body) => Promise<unknown>;
  /** The English fallback when the server gives no message. */
  fallbackError: string;
  /** Forget the typed values once they are stored. */
  resetOnSuccess?: boolean;
}

/**
 * A public form (contact, visa) on react-hook-form: errors from the contract (translated) or the
 * server, shown on submit and cleared by editing their field, focus on the first invalid field,
 * and the submission. Bad input loses nothing typed.
 */
export function usePublicForm<Values extends FieldValues, Body>({
  resolver,
  empty,
  send,
  fallbackError,
  resetOnSuccess = false,
}: PublicFormOptions<Values, Body>) {
  const messages = useMessages().pages.forms;
  const locale = useAtomValue(localeAtom);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => resolver.preload(), [resolver]);
  const form = useForm<Values, FieldMessages | undefined, Body>({
    resolver,
    context: messages.errors,
    defaultValues: empty,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (resetOnSuccess) form.reset();
    },
    onError: (error) =>
      setServerErrors(form.setError, error, {
        form: formRef.current,
        translate: (field, message) =>
          locale === 'en' ? message : (messages.errors[field] ?? message),
      }),
  });

  const submit = form.handleSubmit(
    (body) => mutation.mutate(body),
    () => focusFirstInvalid(formRef.current),
  );

  // Read on every render: react-hook-form re-renders only for the parts of formState read.
  const { errors } = form.formState;
  /** A failure that belongs to no field (rate limit, network) is shown above the button. */
  const formError =
    mutation.isError && Object.keys(errors).length === 0
      ? failureMessage(mutation.error, fallbackError, messages.failed)
      : undefined;

  // Editing a field clears its error until the next submit.
  const { watch, clearErrors } = form;
  useEffect(() => {
    const { unsubscribe } = watch((_, { name, type }) => {
      if (type === 'change' && name) clearErrors(name);
    });
    return unsubscribe;
  }, [watch, clearErrors]);

  return {
    formRef,
    control: form.control,
    submit: (event: FormEvent<HTMLFormElement>) => {
      mutation.reset();
      return submit(event);
    },
    formError,
    isPending: mutation.isPending,
    isSent: mutation.isSuccess,
  };
}
