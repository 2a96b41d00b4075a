import {
  COUNTRY_DIALLING_CODES,
  COMPLEXIONS,
  CURRENT_COUNTRIES,
  FORM_NATIONALITIES,
  GENDERS,
  MARITAL_STATUSES,
  NATIONALITY_DIALLING_CODES,
  RELIGIONS,
  SALUTATIONS,
} from '@bayti/data/contract';
import { NumberField, Select, TextArea, TextField } from '@bayti/ui';
import { FormPhoneParts } from '../../shared/forms/FormFields';
import styles from '../ManagedCandidates.module.css';
import type { ProfileDraft } from '../profile-draft';
import { DateField, invalid, numberOf, options, type SectionProps } from './section-parts';

export function PersonalSection({ control, draft, change, errors, text }: SectionProps) {
  const { t } = text;
  const f = t.fields;
  const o = t.options;
  // The form offers its five nationalities; a stored other one stays selectable.
  const nationalities: string[] = [...FORM_NATIONALITIES];
  if (draft.nationality && !nationalities.includes(draft.nationality))
    nationalities.push(draft.nationality);
  // Her numbers take the worker's own codes: the Gulf's, then her home country's once chosen.
  const codes = [
    ...COUNTRY_DIALLING_CODES.map(({ code }) => code),
    ...(draft.nationality ? [NATIONALITY_DIALLING_CODES[draft.nationality].code] : []),
  ];
  const choices = [...new Set(codes)].map((code) => ({
    code,
    country: t.numbers.countries[code] ?? code,
  }));
  return (
    <div className={styles.grid}>
      <Select
        label={f.salutation}
        isRequired
        items={options(SALUTATIONS, (k) => o.salutation[k])}
        selectedKey={draft.salutation}
        onSelectionChange={(key) => change({ salutation: key as ProfileDraft['salutation'] })}
        {...invalid(errors, 'salutation')}
      />
      <TextField
        label={f.firstName}
        isRequired
        value={draft.firstName}
        onChange={(firstName) => change({ firstName })}
        {...invalid(errors, 'firstName')}
      />
      <TextField
        label={f.middleName}
        value={draft.middleName}
        onChange={(middleName) => change({ middleName })}
        {...invalid(errors, 'middleName')}
      />
      <TextField
        label={f.lastName}
        isRequired
        value={draft.lastName}
        onChange={(lastName) => change({ lastName })}
        {...invalid(errors, 'lastName')}
      />
      <Select
        label={f.nationality}
        isRequired
        items={nationalities.map((id) => ({ id, label: text.nationality(id) }))}
        selectedKey={draft.nationality}
        onSelectionChange={(key) => change({ nationality: key as ProfileDraft['nationality'] })}
        {...invalid(errors, 'nationality')}
      />
      <DateField
        label={f.dateOfBirth}
        isRequired
        value={draft.dateOfBirth}
        onChange={(dateOfBirth) => change({ dateOfBirth })}
        error={errors.dateOfBirth}
        text={text}
      />
      <Select
        label={f.maritalStatus}
        isRequired
        items={options(MARITAL_STATUSES, (k) => o.maritalStatus[k])}
        selectedKey={draft.maritalStatus}
        onSelectionChange={(key) => change({ maritalStatus: key as ProfileDraft['maritalStatus'] })}
        {...invalid(errors, 'maritalStatus')}
      />
      <Select
        label={f.gender}
        isRequired
        items={options(GENDERS, (k) => o.gender[k])}
        selectedKey={draft.gender}
        onSelectionChange={(key) => change({ gender: key as ProfileDraft['gender'] })}
        {...invalid(errors, 'gender')}
      />
      <Select
        label={f.religion}
        items={[
          { id: '', label: f.notSet },
          ...RELIGIONS.map((id) => ({ id, label: text.religion(id) })),
        ]}
        selectedKey={draft.religion ?? ''}
        onSelectionChange={(key) =>
          change({ religion: key ? (key as ProfileDraft['religion']) : null })
        }
        {...invalid(errors, 'religion')}
      />
      <NumberField
        label={f.height}
        minValue={0}
        value={draft.height}
        onChange={(value) => change({ height: numberOf(value) })}
        {...invalid(errors, 'height')}
      />
      <NumberField
        label={f.weight}
        minValue={0}
        value={draft.weight}
        onChange={(value) => change({ weight: numberOf(value) })}
        {...invalid(errors, 'weight')}
      />
      <Select
        label={f.complexion}
        items={[{ id: '', label: f.notSet }, ...options(COMPLEXIONS, (k) => o.complexion[k])]}
        selectedKey={draft.complexion ?? ''}
        onSelectionChange={(key) =>
          change({ complexion: key ? (key as ProfileDraft['complexion']) : null })
        }
        {...invalid(errors, 'complexion')}
      />
      <NumberField
        label={f.kids}
        minValue={0}
        step={1}
        value={draft.kids}
        onChange={(value) => change({ kids: numberOf(value) })}
        {...invalid(errors, 'kids')}
      />
      <Select
        label={f.currentCountry}
        isRequired
        items={options(CURRENT_COUNTRIES, (k) => o.currentCountry[k])}
        selectedKey={draft.currentCountry}
        onSelectionChange={(key) =>
          change({ currentCountry: key as ProfileDraft['currentCountry'] })
        }
        {...invalid(errors, 'currentCountry')}
      />
      <TextField
        label={f.currentCity}
        isRequired
        value={draft.currentCity}
        onChange={(currentCity) => change({ currentCity })}
        {...invalid(errors, 'currentCity')}
      />
      <TextField
        label={f.streetAddress}
        isRequired
        value={draft.streetAddress}
        onChange={(streetAddress) => change({ streetAddress })}
        {...invalid(errors, 'streetAddress')}
      />
      {(['phone', 'whatsapp'] as const).map((field) => (
        <div key={field} className={styles.wide}>
          <FormPhoneParts
            label={f[field]}
            countryCodeLabel={t.numbers[field === 'phone' ? 'phoneCode' : 'whatsappCode']}
            control={control}
            names={{ countryCode: `${field}.countryCode`, number: `${field}.number` }}
            choices={choices}
            // Optional: both or neither (the contract checks the pair).
            isRequired={false}
          />
        </div>
      ))}
      <TextArea
        className={styles.wide}
        label={f.about}
        rows={3}
        value={draft.about}
        onChange={(about) => change({ about })}
        {...invalid(errors, 'about')}
      />
    </div>
  );
}
