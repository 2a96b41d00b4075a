import { JOB_PREFERENCES } from '@bayti/data/contract';
import { Checkbox, NumberField, TextField } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import { DateField } from './DateField';
import { OptionSelect } from '../OptionFields';
import type { ProfileEditor } from './use-profile-editor';
import styles from './EditProfile.module.css';

/** The Job Preferences tab: desired position, place, salary and when she can start. */
export function PreferenceFields({ editor }: { editor: ProfileEditor }) {
  const t = useMessages().candidate;
  const { draft, errors, set, setImmediate } = editor;
  return (
    <div className={styles.grid}>
      <OptionSelect
        label={t.fields.jobPreference}
        options={JOB_PREFERENCES}
        labels={t.options.jobPreference}
        value={draft.jobPreference}
        onChange={set('jobPreference')}
        errorMessage={errors.jobPreference}
        isRequired
      />
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
      <NumberField
        label={t.fields.salary}
        value={draft.salary ?? Number.NaN}
        onChange={(salary) => set('salary')(Number.isNaN(salary) ? null : salary)}
        minValue={0}
        formatOptions={{ maximumFractionDigits: 0 }}
        incrementLabel={t.edit.increase}
        decrementLabel={t.edit.decrease}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(errors.salary) || undefined}
        errorMessage={errors.salary}
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
