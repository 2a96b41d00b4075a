import {
  GENDERS,
  SELF_PROFILE_MARITAL_STATUSES,
  SELF_PROFILE_NATIONALITIES,
  SELF_PROFILE_RELIGIONS,
  SELF_PROFILE_VISA_STATUSES,
} from '@bayti/data/contract';
import { NumberField } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';
import { DateField } from './DateField';
import { OptionSelect } from '../OptionFields';
import { KidsField } from './KidsField';
import type { ProfileEditor } from './use-profile-editor';
import styles from './EditProfile.module.css';

/** The Personal Information tab: who she is, her visa and her own kids. */
export function PersonalFields({ editor }: { editor: ProfileEditor }) {
  const t = useMessages().candidate;
  const { draft, errors, set } = editor;
  return (
    <div className={styles.grid}>
      <OptionSelect
        label={t.fields.nationality}
        options={SELF_PROFILE_NATIONALITIES}
        labels={t.options.nationality}
        value={draft.nationality}
        onChange={set('nationality')}
        errorMessage={errors.nationality}
        isRequired
      />
      <OptionSelect
        label={t.fields.religion}
        options={SELF_PROFILE_RELIGIONS}
        labels={t.options.religion}
        value={draft.religion}
        onChange={set('religion')}
        errorMessage={errors.religion}
        isRequired
      />
      <OptionSelect
        label={t.fields.maritalStatus}
        options={SELF_PROFILE_MARITAL_STATUSES}
        labels={t.options.maritalStatus}
        value={draft.maritalStatus}
        onChange={set('maritalStatus')}
        errorMessage={errors.maritalStatus}
        isRequired
      />
      <NumberField
        label={t.fields.age}
        value={draft.age ?? Number.NaN}
        onChange={(age) => set('age')(Number.isNaN(age) ? null : age)}
        minValue={0}
        formatOptions={{ maximumFractionDigits: 0 }}
        incrementLabel={t.edit.increase}
        decrementLabel={t.edit.decrease}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(errors.age) || undefined}
        errorMessage={errors.age}
      />
      <OptionSelect
        label={t.fields.gender}
        options={GENDERS}
        labels={t.options.gender}
        value={draft.gender}
        onChange={set('gender')}
        errorMessage={errors.gender}
        isRequired
      />
      <OptionSelect
        label={t.fields.visaStatus}
        options={SELF_PROFILE_VISA_STATUSES}
        labels={t.options.visaStatus}
        value={draft.visaStatus}
        onChange={set('visaStatus')}
        errorMessage={errors.visaStatus}
        isRequired
      />
      <DateField
        label={t.fields.visaExpiry}
        value={draft.visaExpiry}
        onChange={set('visaExpiry')}
        errorMessage={errors.visaExpiry}
        isRequired
      />
      <div className={styles.full}>
        <KidsField editor={editor} />
      </div>
    </div>
  );
}
