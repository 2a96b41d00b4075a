import { JOB_PREFERENCES } from '@bayti/data/contract';
import { Checkbox, TextField } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import { DateField } from './DateField';
import { ProfileSelect } from './ProfileChoice';
import type { ProfileEditor } from './use-profile-editor';
import { WholeNumberField } from './WholeNumberField';
import styles from './EditProfile.module.css';

/** The Job Preferences tab: desired position, place, salary and when she can start. */
export function PreferenceFields({ editor }: { editor: ProfileEditor }) {
  const t = useMessages().candidate;
  const { draft, errors, set, setImmediate } = editor;
  return (
    <div className={styles.grid}>
      <ProfileSelect editor={editor} field="jobPreference" options={JOB_PREFERENCES} />
      <TextField
        label={t.fields.location}
        name="location"
        placeholder={t.locationPlaceholder}
        value={draft.location}
        onChange={set('location')}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(errors.location) || undefined}
        errorMessage={errors.location}
      />
      <WholeNumberField
        label={t.fields.salary}
        value={draft.salary}
        onChange={set('salary')}
        errorMessage={errors.salary}
        isRequired
      />
      <div className={styles.full}>
        <Checkbox
          isSelected={draft.immediateAvailable}
          onChange={setImmediate}
          validationBehavior="aria"
          isInvalid={Boolean(errors.immediateAvailable) || undefined}
          errorMessage={errors.immediateAvailable}
        >
          {t.fields.immediateAvailable}
        </Checkbox>
      </div>
      <DateField
        label={t.fields.availableFrom}
        value={draft.availableFrom}
        onChange={set('availableFrom')}
        isDisabled={draft.immediateAvailable}
        errorMessage={errors.availableFrom}
      />
    </div>
  );
}
