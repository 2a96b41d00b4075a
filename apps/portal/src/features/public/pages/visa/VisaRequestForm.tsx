import { formsRoutes } from '@bayti/data/contract/routes/forms';
import { DEFAULT_DIALLING_CODE, type DiallingCode } from '@bayti/data/contract';
import { Button, FormMessage } from '@bayti/ui';
import { apiCall } from '../../../../api';
import { useMessages } from '../../../../i18n/use-messages';
import {
  FormPhoneField,
  FormTextField,
  MessageField,
  requiredByForm,
} from '../../../shared/forms/FormFields';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { usePublicForm } from '../shared/use-public-form';
import styles from '../shared/Pages.module.css';

const empty = {
  name: '',
  countryCode: DEFAULT_DIALLING_CODE as DiallingCode,
  phone: '',
  message: '',
};

const resolver = lazyResolver(() => import('../shared/form-resolvers').then((m) => m.visaResolver));

export interface VisaRequestFormProps {
  onClose: () => void;
}

/** The 'Get Visa Services' form: stored by POST /api/visa-requests. */
export function VisaRequestForm({ onClose }: VisaRequestFormProps) {
  const t = useMessages().pages.visa.form;
  const { formRef, control, submit, formError, isPending, isSent } = usePublicForm({
    resolver,
    empty,
    send: (body) =>
      apiCall(
        formsRoutes.visaRequest,
        { body },
        { fallbackMessage: 'Failed to send your request', expireSessionOn401: false },
      ),
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
      <FormTextField
        control={control}
        name="name"
        label={t.name}
        autoComplete="name"
        {...requiredByForm}
      />
      <FormPhoneField label={t.phone} countryCodeLabel={t.countryCode} control={control} />
      <MessageField control={control} label={t.message} placeholder={t.messagePlaceholder} />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <Button type="submit" fullWidth isPending={isPending} pendingLabel={t.sending}>
        {t.submit}
      </Button>
    </form>
  );
}
