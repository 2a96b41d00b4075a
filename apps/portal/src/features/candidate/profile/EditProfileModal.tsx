import type { CandidateProfileState } from '@bayti/data/contract';
import { Button, Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@bayti/ui';
import { CircleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useMessages } from '../../../i18n/use-messages';
import { ExperienceFields } from './ExperienceFields';
import { MediaUploads } from './MediaUploads';
import { PersonalFields } from './PersonalFields';
import { PreferenceFields } from './PreferenceFields';
import { PROFILE_TAB_IDS, type ProfileTab } from './profile-form';
import { useProfileEditor } from './use-profile-editor';
import styles from './EditProfile.module.css';

const PANELS = {
  personal: PersonalFields,
  experience: ExperienceFields,
  preferences: PreferenceFields,
} as const;

function EditProfileDialog({
  state,
  onClose,
}: {
  state: CandidateProfileState;
  onClose: () => void;
}) {
  const t = useMessages().candidate.edit;
  const form = useRef<HTMLFormElement>(null);
  const editor = useProfileEditor(state.profile, onClose, form);
  const formId = useId();
  return (
    <Dialog
      title={t.title}
      description={t.description}
      closeLabel={t.close}
      footer={
        <div className={styles.footer}>
          {editor.formError && (
            <p role="alert" className={styles.error}>
              {editor.formError}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose}>
              {t.cancel}
            </Button>
            {/* The form's own submit button, so Enter in a field saves too. */}
            <Button type="submit" form={formId} isPending={editor.isSaving} pendingLabel={t.saving}>
              {t.save}
            </Button>
          </div>
        </div>
      }
    >
      <div className={styles.editor}>
        <MediaUploads state={state} />
        <form id={formId} ref={form} noValidate className={styles.form} onSubmit={editor.submit}>
          <Tabs
            selectedKey={editor.tab}
            onSelectionChange={(key) => editor.setTab(key as ProfileTab)}
          >
            <TabList aria-label={t.tabsLabel}>
              {PROFILE_TAB_IDS.map((id) => (
                <Tab key={id} id={id}>
                  {t.tabs[id]}
                  {editor.erroredTabs.includes(id) && (
                    <>
                      <CircleAlert aria-hidden className={styles.tabAlert} />
                      <VisuallyHidden>{t.tabHasErrors}</VisuallyHidden>
                    </>
                  )}
                </Tab>
              ))}
            </TabList>
            {PROFILE_TAB_IDS.map((id) => {
              const Panel = PANELS[id];
              return (
                <TabPanel key={id} id={id} className={styles.panel}>
                  <Panel editor={editor} />
                </TabPanel>
              );
            })}
          </Tabs>
        </form>
      </div>
    </Dialog>
  );
}

export interface EditProfileModalProps {
  state: CandidateProfileState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Edit Candidate Profile: three tabs of her profile's fields beside her photo and video. Save
 * stores it and closes; an error keeps everything typed and shows the tab that needs attention.
 */
export function EditProfileModal({ state, isOpen, onOpenChange }: EditProfileModalProps) {
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <EditProfileDialog state={state} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}
