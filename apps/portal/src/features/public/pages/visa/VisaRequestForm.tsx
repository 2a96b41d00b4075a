import { submitVisaRequest } from '@bayti/data/client';
import { DEFAULT_DIALLING_CODE, visaFormSchema, type DiallingCode } from '@bayti/data/contract';
import { Button, TextArea, TextField } from '@bayti/ui';
import { api } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import { FormMessage } from '../shared/FormMessage';
import { PhoneField } from '../shared/PhoneField';
import { usePublicForm } from '../shared/use-public-form';
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
  const t = useMessages().pages.visa.form;
  const { formRef, values, errors, set, submit, formError, isPending, isSent } = usePublicForm({
    schema: visaFormSchema,
    empty,
    send: (body) => submitVisaRequest(api, body),
    fallbackError: 'Failed to send your request',
  });

  if (isSent) {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">{t.success}</FormMessage>
        <Button variant="secondary" onPress={onClose}>
          {t.close}
        </Button>
      </div>
    );
  }

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
      <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.sending}>
        {t.submit}
      </Button>
    </form>
  );
}
