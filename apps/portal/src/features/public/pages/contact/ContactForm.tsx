import { formsRoutes } from '@bayti/data/contract/routes/forms';
import { DEFAULT_DIALLING_CODE, type DiallingCode } from '@bayti/data/contract';
import { Button, Checkbox, FormMessage } from '@bayti/ui';
import { Controller } from 'react-hook-form';
import { apiCall } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import {
  FormPhoneField,
  FormTextField,
  MessageField,
  requiredByForm,
} from '../../../shared/forms/FormFields';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import headings from '../../../shared/page/Headings.module.css';
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
const resolver = lazyResolver(() =>
  import('../shared/form-resolvers').then((m) => m.contactResolver),
);

/** 'Get in Touch': stored by POST /api/contact. */
export function ContactForm() {
  const t = useMessages().pages.contact.form;
  const { formRef, control, submit, formError, isPending, isSent } = usePublicForm({
    resolver,
    empty,
    send: (body) =>
      apiCall(
        formsRoutes.contact,
        { body },
        { fallbackMessage: 'Failed to send your message', expireSessionOn401: false },
      ),
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
      <h2 id="contact-form-title" className={headings.sectionTitle}>
        {t.title}
      </h2>
      <FormTextField
        control={control}
        name="name"
        label={t.name}
        autoComplete="name"
        {...requiredByForm}
      />
      <FormTextField
        control={control}
        name="email"
        label={t.email}
        type="email"
        autoComplete="email"
        {...requiredByForm}
      />
      <FormPhoneField label={t.phone} countryCodeLabel={t.countryCode} control={control} />
      <MessageField
        control={control}
        label={t.message}
        placeholder={t.messagePlaceholder}
        rows={5}
      />
      <fieldset className={styles.checkboxes}>
        <legend className={styles.legend}>{t.iAm}</legend>
        {(['worker', 'employer'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { value, onChange } }) => (
              <Checkbox name={name} isSelected={value} onChange={onChange}>
                {t[name]}
              </Checkbox>
            )}
          />
        ))}
      </fieldset>
      {isSent && <FormMessage tone="success">{t.success}</FormMessage>}
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <Button type="submit" size="lg" isPending={isPending} pendingLabel={t.sending}>
        {t.submit}
      </Button>
    </form>
  );
}
