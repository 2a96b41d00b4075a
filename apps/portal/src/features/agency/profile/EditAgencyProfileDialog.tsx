import { agencyKeys, isApiError, updateMyAgency, uploadMyAgencyLogo } from '@bayti/data/client';
import type { Agency, UpdateMyAgencyBody } from '@bayti/data/contract';
import { Button, Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { AgencyFormFields, type FieldErrors } from './AgencyFormFields';
import {
  AGENCY_TABS,
  TAB_OF_FIELD,
  changesOf,
  formFromAgency,
  type AgencyFormState,
  type AgencyTab,
} from './agency-form';
import styles from './AgencyProfile.module.css';

export interface EditAgencyProfileDialogProps {
  agency: Agency;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server has stored the changes. */
  onSaved: () => void;
}

const FORM_ID = 'edit-agency-profile';

/**
 * Edit Agency Profile: five tabs over one form. Save sends only the changed fields; with none,
 * it says so and calls nothing. A refusal shows the server's message in a red box and keeps the
 * modal open with everything typed.
 */
export function EditAgencyProfileDialog({
  agency,
  isOpen,
  onOpenChange,
  onSaved,
}: EditAgencyProfileDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {/* Mounted only while open, so each opening starts from the stored agency. */}
      {isOpen && (
        <EditAgencyForm agency={agency} onClose={() => onOpenChange(false)} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function EditAgencyForm({
  agency,
  onClose,
  onSaved,
}: {
  agency: Agency;
  onClose: () => void;
  onSaved: () => void;
}) {
  const messages = useMessages().agencyProfile;
  const t = messages.editor;
  const { days, listSeparator } = messages.profile;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AgencyFormState>(() =>
    formFromAgency(agency, days, listSeparator),
  );
  const [tab, setTab] = useState<AgencyTab>('about');
  const [notice, setNotice] = useState('');

  const mutation = useMutation({
    mutationFn: (changes: UpdateMyAgencyBody) => updateMyAgency(api, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(agencyKeys.mine(), saved);
      onSaved();
    },
    onError: (error) => {
      const first = Object.keys(fieldErrorsOf(error))[0] as keyof typeof TAB_OF_FIELD | undefined;
      if (first && first in TAB_OF_FIELD) setTab(TAB_OF_FIELD[first]);
    },
  });
  const logo = useMutation({
    mutationFn: (file: File) => uploadMyAgencyLogo(api, file, file.name),
    onSuccess: (saved) => queryClient.setQueryData(agencyKeys.mine(), saved),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = changesOf(agency, form, days);
    if (Object.keys(changes).length === 0) {
      mutation.reset();
      setNotice(t.noChanges);
      return;
    }
    setNotice('');
    mutation.mutate(changes);
  };

  const errors = mutation.isError ? fieldErrorsOf(mutation.error) : {};
  const storedLogo =
    queryClient.getQueryData<Agency>(agencyKeys.mine())?.logo_path ?? agency.logo_path;

  return (
    <Dialog
      title={t.title}
      closeLabel={t.close}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isPending={mutation.isPending}
            pendingLabel={t.saving}
          >
            {mutation.isPending ? t.saving : t.save}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className={styles.form}>
        {mutation.isError && (
          <div role="alert" className={styles.formError}>
            <p>{failureMessage(mutation.error, 'Failed to update agency profile', t.failed)}</p>
            {Object.keys(errors).length > 0 && (
              <ul className={styles.fieldErrors}>
                {Object.entries(errors).map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <p role="status" className={styles.info}>
          {notice}
        </p>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AgencyTab)}>
          <TabList aria-label={t.title}>
            {AGENCY_TABS.map((id) => (
              <Tab key={id} id={id}>
                {t.tabs[id]}
              </Tab>
            ))}
          </TabList>
          {/* The form lives above the tabs: switching tabs never loses what was typed. */}
          {AGENCY_TABS.map((id) => (
            <TabPanel key={id} id={id} className={styles.tabPanel}>
              <AgencyFormFields
                tab={id}
                agencyName={agency.name}
                form={form}
                setForm={setForm}
                errors={errors}
                logo={{
                  path: storedLogo,
                  upload: (file) => logo.mutate(file),
                  isUploading: logo.isPending,
                  status: logo.isSuccess
                    ? t.fields.logoSaved
                    : logo.isError
                      ? failureMessage(logo.error, 'Upload failed', t.fields.logoFailed)
                      : '',
                }}
              />
            </TabPanel>
          ))}
        </Tabs>
      </form>
    </Dialog>
  );
}

const fieldErrorsOf = (error: unknown): FieldErrors =>
  isApiError(error) && error.fields ? { ...error.fields } : {};
