import { submitContactForm } from '@bayti/data/client';
import { contactFormSchema, DEFAULT_DIALLING_CODE, type DiallingCode } from '@bayti/data/contract';
import { Button, Checkbox, TextArea, TextField } from '@bayti/ui';
import { api } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import { FormMessage } from '../shared/FormMessage';
import { PhoneField } from '../shared/PhoneField';
import { usePublicForm } from '../shared/use-public-form';
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
  const t = useMessages().pages.contact.form;
  const { formRef, values, errors, set, submit, formError, isPending, isSent } = usePublicForm({
    schema: contactFormSchema,
    empty,
    send: (body) => submitContactForm(api, body),
    fallbackError: 'Failed to send your message',
    resetOnSuccess: true,
  });

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
      {isSent && <FormMessage tone="success">{t.success}</FormMessage>}
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <Button type="submit" size="lg" isPending={isPending} pendingLabel={t.sending}>
        {t.submit}
      </Button>
    </form>
  );
}
