import {
  COUNTRY_DIALLING_CODES,
  GENDERS,
  NATIONALITY_DIALLING_CODES,
  SELF_PROFILE_MARITAL_STATUSES,
  SELF_PROFILE_NATIONALITIES,
  SELF_PROFILE_RELIGIONS,
  SELF_PROFILE_VISA_STATUSES,
} from '@bayti/data/contract';
import { useMessages } from '../../../i18n/use-messages';
import { FormPhoneParts } from '../../shared/forms/FormFields';
import { DateField } from './DateField';
import { KidsField } from './KidsField';
import { ProfileSelect } from './ProfileChoice';
import type { ProfileEditor } from './use-profile-editor';
import styles from './EditProfile.module.css';

/** The Personal Information tab: who she is, her visa and her own kids. */
export function PersonalFields({ editor }: { editor: ProfileEditor }) {
  const t = useMessages().candidate;
  const { draft, errors, set } = editor;
  // The Gulf's codes, then her home country's once she has chosen her nationality.
  const codes = [
    ...COUNTRY_DIALLING_CODES.map(({ code }) => code),
    ...(draft.nationality ? [NATIONALITY_DIALLING_CODES[draft.nationality].code] : []),
  ];
  const choices = codes.map((code) => ({ code, country: t.numbers.countries[code] ?? code }));
  return (
    <div className={styles.grid}>
      <ProfileSelect editor={editor} field="nationality" options={SELF_PROFILE_NATIONALITIES} />
      <ProfileSelect editor={editor} field="religion" options={SELF_PROFILE_RELIGIONS} />
      <ProfileSelect
        editor={editor}
        field="maritalStatus"
        options={SELF_PROFILE_MARITAL_STATUSES}
      />
      <DateField
        label={t.fields.dateOfBirth}
        value={draft.dateOfBirth}
        onChange={set('dateOfBirth')}
        errorMessage={errors.dateOfBirth}
        isRequired
      />
      <ProfileSelect editor={editor} field="gender" options={GENDERS} />
      <ProfileSelect editor={editor} field="visaStatus" options={SELF_PROFILE_VISA_STATUSES} />
      <DateField
        label={t.fields.visaExpiry}
        value={draft.visaExpiry}
        onChange={set('visaExpiry')}
        errorMessage={errors.visaExpiry}
        isRequired
      />
      {(['phone', 'whatsapp'] as const).map((field) => (
        <div key={field} className={styles.full}>
          <FormPhoneParts
            label={t.fields[field]}
            countryCodeLabel={t.numbers[field === 'phone' ? 'phoneCode' : 'whatsappCode']}
            control={editor.control}
            names={{ countryCode: `${field}.countryCode`, number: `${field}.number` }}
            choices={choices}
          />
        </div>
      ))}
      <div className={styles.full}>
        <KidsField editor={editor} />
      </div>
    </div>
  );
}
