import { GENDERS, MARITAL_STATUSES, type EmployerProfile } from '@bayti/data/contract';
import { NumberField, Select, TextField } from '@bayti/ui';
import { useEmployerText } from '../use-employer-text';
import { errorProps, type ProfileFieldsProps } from './profile-fields';
import profileStyles from '../../shared/page/Profile.module.css';

type TextKey =
  'name' | 'email' | 'role' | 'mobile' | 'address' | 'nationality' | 'occupation' | 'income';

/** Profile Details: who the family's contact is. */
export function ProfileDetailsFields({ draft, setDraft, errors }: ProfileFieldsProps) {
  const { t } = useEmployerText();
  const f = t.profile.fields;
  const set = <K extends keyof EmployerProfile>(key: K, value: EmployerProfile[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: TextKey, type?: 'email' | 'tel') => (
    <TextField
      label={f[key]}
      type={type}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      isRequired={key === 'name' || key === 'email'}
      {...errorProps(errors, key)}
    />
  );

  return (
    <div className={profileStyles.fields}>
      {text('name')}
      {text('email', 'email')}
      {text('mobile', 'tel')}
      {text('role')}
      {text('address')}
      <NumberField
        label={f.age}
        minValue={0}
        maxValue={130}
        formatOptions={{ maximumFractionDigits: 0 }}
        value={draft.age ?? Number.NaN}
        onChange={(value) => set('age', Number.isFinite(value) ? Math.trunc(value) : null)}
        incrementLabel={t.profile.increase}
        decrementLabel={t.profile.decrease}
        {...errorProps(errors, 'age')}
      />
      <Select
        label={f.gender}
        placeholder={t.profile.choose}
        items={GENDERS.map((gender) => ({ id: gender, label: t.gender[gender] }))}
        selectedKey={draft.gender}
        onSelectionChange={(key) => set('gender', key as EmployerProfile['gender'])}
        {...errorProps(errors, 'gender')}
      />
      <Select
        label={f.maritalStatus}
        placeholder={t.profile.choose}
        items={MARITAL_STATUSES.map((status) => ({ id: status, label: t.maritalStatus[status] }))}
        selectedKey={draft.maritalStatus}
        onSelectionChange={(key) => set('maritalStatus', key as EmployerProfile['maritalStatus'])}
        {...errorProps(errors, 'maritalStatus')}
      />
      {text('nationality')}
      {text('occupation')}
      {text('income')}
    </div>
  );
}
