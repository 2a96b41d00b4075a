import type { EmployerProfile } from '@bayti/data/contract';
import { employerRoutes } from '@bayti/data/contract/routes/employer';
import { Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../../api';
import { userAtom } from '../../../state/session';
import { failureMessage } from '../../shared/error-message';
import { FormDialogFooter } from '../../shared/forms/FormDialog';
import { messagesOf, resolverOf } from '../../shared/forms/checked-form';
import { setServerErrors } from '../../shared/forms/server-errors';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { profileQuery } from '../queries';
import { useEmployerText } from '../use-employer-text';
import { FamilyDetailsFields } from './FamilyDetailsFields';
import { ProfileDetailsFields } from './ProfileDetailsFields';
import {
  firstTabWithError,
  PROFILE_TABS,
  tabOfField,
  trimmedProfile,
  type ProfileTab,
} from './profile-form';
import profileStyles from '../../shared/page/Profile.module.css';
import styles from './ProfilePage.module.css';
import { StaffDetailsFields } from './StaffDetailsFields';

export interface EditProfileDialogProps {
  profile: EmployerProfile;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server has stored the profile. */
  onSaved: () => void;
}

const FORM_ID = 'edit-profile';

/**
 * Edit Profile: Profile Details, Family Details and Staff Details in one form. Save stores
 * all three; a refusal keeps everything typed, opens the first tab with an error and marks each
 * field the server named.
 */
export function EditProfileDialog({
  profile,
  isOpen,
  onOpenChange,
  onSaved,
}: EditProfileDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {/* Mounted only while open, so each opening starts from the stored profile. */}
      {isOpen && (
        <EditProfileForm profile={profile} onClose={() => onOpenChange(false)} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function EditProfileForm({
  profile,
  onClose,
  onSaved,
}: {
  profile: EmployerProfile;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useEmployerText();
  const p = t.profile;
  const queryClient = useQueryClient();
  const [user, setUser] = useAtom(userAtom);
  const form = useForm<EmployerProfile>({
    defaultValues: profile,
    reValidateMode: 'onSubmit',
    resolver: resolverOf<EmployerProfile, EmployerProfile>((draft) => ({
      body: trimmedProfile(draft),
    })),
  });
  const { draft, setDraft } = useFormDraft(form);
  const [tab, setTab] = useState<ProfileTab>('profile');

  const mutation = useMutation({
    mutationFn: (next: EmployerProfile) =>
      apiCall(
        employerRoutes.updateEmployerProfile,
        { body: next },
        { fallbackMessage: 'Failed to save your profile' },
      ),
    onSuccess: (answer) => {
      const saved = answer.profile;
      queryClient.setQueryData(profileQuery().queryKey, answer);
      // The name is also the account's: the header's profile menu shows it.
      if (user && user.name !== saved.name) setUser({ ...user, name: saved.name });
      onSaved();
    },
    onError: (error) => {
      const first = firstTabWithError(setServerErrors(form.setError, error));
      if (first) setTab(first);
    },
  });

  const errors = messagesOf(form.formState.errors);
  const tabsWithErrors = new Set(Object.keys(errors).map(tabOfField));
  const fieldProps = { draft, setDraft, errors };
  const formError = mutation.isError
    ? Object.keys(errors).length > 0
      ? p.fixErrors
      : failureMessage(mutation.error, 'Failed to save your profile', p.failed)
    : undefined;

  return (
    <Dialog
      title={p.edit}
      closeLabel={t.common.close}
      footer={
        <FormDialogFooter
          labels={t.common}
          confirm={t.common.save}
          formId={FORM_ID}
          isPending={mutation.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={FORM_ID}
        onSubmit={form.handleSubmit((next) => mutation.mutate(next))}
        noValidate
        className={profileStyles.form}
      >
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as ProfileTab)}>
          <TabList aria-label={p.edit}>
            {PROFILE_TABS.map((id) => (
              <Tab key={id} id={id}>
                {p.sections[id]}
                {tabsWithErrors.has(id) && (
                  <span
                    className={styles.tabError}
                    role="img"
                    aria-label={p.errorIn(p.sections[id])}
                  >
                    !
                  </span>
                )}
              </Tab>
            ))}
          </TabList>
          {/* The draft lives above the tabs: switching tabs never loses what was typed. */}
          <TabPanel id="profile" className={profileStyles.tabPanel}>
            <ProfileDetailsFields {...fieldProps} />
          </TabPanel>
          <TabPanel id="family" className={profileStyles.tabPanel}>
            <FamilyDetailsFields {...fieldProps} />
          </TabPanel>
          <TabPanel id="staff" className={profileStyles.tabPanel}>
            <StaffDetailsFields {...fieldProps} />
          </TabPanel>
        </Tabs>
      </form>
    </Dialog>
  );
}
