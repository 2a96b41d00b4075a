import { uploadMyAgencyLogo } from '@bayti/data/client';
import { agenciesRoutes } from '@bayti/data/contract/routes';
import type { Agency, UpdateMyAgencyBody } from '@bayti/data/contract';
import { Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, apiCall } from '../../../api';
import { useMessages } from '../../../i18n/use-messages';
import { failureMessage } from '../../shared/error-message';
import { FormDialogFooter, submitWith } from '../../shared/forms/FormDialog';
import { messagesOf, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { AgencyFormFields } from './AgencyFormFields';
import {
  AGENCY_TABS,
  TAB_OF_FIELD,
  changesOf,
  formFromAgency,
  type AgencyFormState,
  type AgencyTab,
} from './agency-form';
import { myAgencyQuery } from './queries';
import profileStyles from '../../shared/page/Profile.module.css';
import styles from './AgencyProfile.module.css';

export interface EditAgencyProfileDialogProps {
  agency: Agency;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server has stored the changes. */
  onSaved: () => void;
}

const FORM_ID = 'edit-agency-profile';
/** The client's sentence when the server sends none; shown in the reader's language. */
const UPDATE_FAILED = 'Failed to update agency profile';

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
  // The server checks the changes with the contract's schema; its field errors land on the form.
  const form = useForm<AgencyFormState, unknown, UpdateMyAgencyBody>({
    defaultValues: formFromAgency(agency, days, listSeparator),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: resolverOf<AgencyFormState, UpdateMyAgencyBody>((values) => ({
      body: changesOf(agency, values, days),
    })),
  });
  const { draft, setDraft } = useFormDraft(form);
  const [tab, setTab] = useState<AgencyTab>('about');
  const [notice, setNotice] = useState('');

  const mutation = useMutation({
    mutationFn: (changes: UpdateMyAgencyBody) =>
      apiCall(agenciesRoutes.updateMyAgency, { body: changes }, { fallbackMessage: UPDATE_FAILED }),
    onSuccess: (saved) => {
      queryClient.setQueryData(myAgencyQuery().queryKey, saved);
      onSaved();
    },
    onError: (error) => {
      const [first] = setServerErrors(form.setError, error) as (keyof typeof TAB_OF_FIELD)[];
      if (first && first in TAB_OF_FIELD) setTab(TAB_OF_FIELD[first]);
    },
  });
  const logo = useMutation({
    mutationFn: (file: File) => uploadMyAgencyLogo(api, file, file.name),
    onSuccess: (agency) => queryClient.setQueryData(myAgencyQuery().queryKey, { agency }),
  });

  // With no change it says so and calls nothing.
  const submit = submitWith(form, {
    reset: mutation.reset,
    mutate: (changes) => {
      const none = Object.keys(changes).length === 0;
      setNotice(none ? t.noChanges : '');
      if (!none) mutation.mutate(changes);
    },
  });

  const errors = messagesOf(form.formState.errors);
  const storedLogo =
    queryClient.getQueryData(myAgencyQuery().queryKey)?.agency.logo_path ?? agency.logo_path;

  return (
    <Dialog
      title={t.title}
      closeLabel={t.close}
      footer={
        <FormDialogFooter
          labels={t}
          confirm={t.save}
          formId={FORM_ID}
          isPending={mutation.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className={profileStyles.form}>
        {mutation.isError && (
          <div role="alert" className={styles.formError}>
            <p>{failureMessage(mutation.error, UPDATE_FAILED, t.failed)}</p>
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
            <TabPanel key={id} id={id} className={profileStyles.tabPanel}>
              <AgencyFormFields
                tab={id}
                agencyName={agency.name}
                form={draft}
                setForm={setDraft}
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
