import type { EmployerProfile } from '@bayti/data/contract';
import { employerKeys, updateEmployerProfile } from '@bayti/data/client';
import { Button, Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { userAtom } from '../../../state/session';
import { failureMessage } from '../../shared/error-message';
import { serverFieldErrors, type FieldErrors } from '../shared/field-errors';
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
 * Edit Profile (§2): Profile Details, Family Details and Staff Details in one form. Save stores
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
  const [draft, setDraft] = useState(profile);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<ProfileTab>('profile');

  const mutation = useMutation({
    mutationFn: (next: EmployerProfile) => updateEmployerProfile(api, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(employerKeys.profile(), saved);
      // The name is also the account's: the header's profile menu shows it.
      if (user && user.name !== saved.name) setUser({ ...user, name: saved.name });
      onSaved();
    },
    onError: (error) => {
      const found = serverFieldErrors(error);
      setErrors(found);
      const first = firstTabWithError(Object.keys(found));
      if (first) setTab(first);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    mutation.mutate(trimmedProfile(draft));
  };

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
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
            {t.common.cancel}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isPending={mutation.isPending}
            pendingLabel={t.common.saving}
          >
            {t.common.save}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className={styles.form}>
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
          <TabPanel id="profile" className={styles.tabPanel}>
            <ProfileDetailsFields {...fieldProps} />
          </TabPanel>
          <TabPanel id="family" className={styles.tabPanel}>
            <FamilyDetailsFields {...fieldProps} />
          </TabPanel>
          <TabPanel id="staff" className={styles.tabPanel}>
            <StaffDetailsFields {...fieldProps} />
          </TabPanel>
        </Tabs>
      </form>
    </Dialog>
  );
}
