import { submitContactForm } from '@bayti/data/client';
import { contactFormSchema, DEFAULT_DIALLING_CODE, type DiallingCode } from '@bayti/data/contract';
import { Button, Checkbox, TextArea, TextField } from '@bayti/ui';
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
  email: '',
  countryCode: DEFAULT_DIALLING_CODE as DiallingCode,
  phone: '',
  message: '',
  worker: false,
  employer: false,
};

/** 'Get in Touch': stored by POST /api/contact (§3, §5). */
export function ContactForm() {
  const messages = useMessages().pages;
  const t = messages.contact.form;
  const locale = useAtomValue(localeAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);

  const mutation = useMutation({
    mutationFn: (body: typeof empty) => submitContactForm(api, body),
    onSuccess: () => {
      setValues(empty);
      setSent(true);
    },
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
    setSent(false);
    const found = validate(contactFormSchema, values, messages.forms.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(values);
  };

  const formError =
    mutation.isError && Object.keys(errors).length === 0
      ? failureMessage(mutation.error, 'Failed to send your message', messages.forms.failed)
      : undefined;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
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
      <TextField
        label={t.email}
        type="email"
        name="email"
        autoComplete="email"
        isRequired
        validationBehavior="aria"
        value={values.email}
        onChange={set('email')}
        isInvalid={Boolean(errors.email) || undefined}
        errorMessage={errors.email}
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
        rows={5}
        value={values.message}
        onChange={set('message')}
        isInvalid={Boolean(errors.message) || undefined}
        errorMessage={errors.message}
      />
      <fieldset className={styles.checkboxes}>
        <legend className={styles.legend}>{t.iAm}</legend>
        <Checkbox name="worker" isSelected={values.worker} onChange={set('worker')}>
          {t.worker}
        </Checkbox>
        <Checkbox name="employer" isSelected={values.employer} onChange={set('employer')}>
          {t.employer}
        </Checkbox>
      </fieldset>
      {sent && <FormMessage tone="success">{t.success}</FormMessage>}
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <Button type="submit" size="lg" isPending={mutation.isPending} pendingLabel={t.sending}>
        {t.submit}
      </Button>
    </form>
  );
}
