import { submitVisaRequest } from '@bayti/data/client';
import { DEFAULT_DIALLING_CODE, visaFormSchema, type DiallingCode } from '@bayti/data/contract';
import { Button, TextArea, TextField } from '@bayti/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import { localeAtom } from '../../../../state/locale';
import { failureMessage } from '../../../shared/error-message';
import {
  focusFirstInvalid,
  serverFieldErrors,
  validate,
  type FieldErrors,
} from '../shared/field-errors';
import { FormMessage } from '../shared/FormMessage';
import { PhoneField } from '../shared/PhoneField';
import styles from '../shared/Pages.module.css';

const empty = {
  name: '',
  countryCode: DEFAULT_DIALLING_CODE as DiallingCode,
  phone: '',
  message: '',
};

export interface VisaRequestFormProps {
  onClose: () => void;
}

/** The 'Get Visa Services' form: stored by POST /api/visa-requests (§3, §5). */
export function VisaRequestForm({ onClose }: VisaRequestFormProps) {
  const messages = useMessages().pages;
  const t = messages.visa.form;
  const locale = useAtomValue(localeAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: (body: typeof empty) => submitVisaRequest(api, body),
    onError: (error) => {
      setErrors(serverFieldErrors(error, locale, messages.forms.errors));
      focusFirstInvalid(formRef.current);
    },
  });

  const set =
    <K extends keyof typeof empty>(key: K) =>
    (value: (typeof empty)[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(visaFormSchema, values, messages.forms.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(values);
  };

  if (mutation.isSuccess) {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">{t.success}</FormMessage>
        <Button variant="secondary" onPress={onClose}>
          {t.close}
        </Button>
      </div>
    );
  }

  const formError =
    mutation.isError && Object.keys(errors).length === 0
      ? failureMessage(mutation.error, 'Failed to send your request', messages.forms.failed)
      : undefined;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        name="name"
        autoComplete="name"
        isRequired
        validationBehavior="aria"
        value={values.name}
        onChange={set('name')}
        isInvalid={Boolean(errors.name) || undefined}
        errorMessage={errors.name}
      />
      <PhoneField
        label={t.phone}
        countryCodeLabel={t.countryCode}
        countryCode={values.countryCode}
        onCountryCodeChange={set('countryCode')}
        phone={values.phone}
        onPhoneChange={set('phone')}
        errorMessage={errors.phone}
      />
      <TextArea
        label={t.message}
        name="message"
        placeholder={t.messagePlaceholder}
        isRequired
        validationBehavior="aria"
        value={values.message}
        onChange={set('message')}
        isInvalid={Boolean(errors.message) || undefined}
        errorMessage={errors.message}
      />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <Button type="submit" fullWidth isPending={mutation.isPending} pendingLabel={t.sending}>
        {t.submit}
      </Button>
    </form>
  );
}
