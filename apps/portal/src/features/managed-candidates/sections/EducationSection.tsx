import { NumberField, TextField } from '@bayti/ui';
import styles from '../ManagedCandidates.module.css';
import type { ProfileDraft } from '../profile-draft';
import { invalid, type SectionProps } from './section-parts';

export function EducationSection({ draft, change, errors, text }: SectionProps) {
  const f = text.t.fields;
  const e = draft.education;
  const set = (patch: Partial<ProfileDraft['education']>) =>
    change({ education: { ...e, ...patch } });
  const textField = (field: Exclude<keyof typeof e, 'completionYear' | 'certificate'>) => (
    <TextField
      label={f[field]}
      value={e[field]}
      onChange={(value) => set({ [field]: value })}
      {...invalid(errors, `education.${field}`)}
    />
  );
  return (
    <div className={styles.grid}>
      {textField('highestQualification')}
      {textField('institute')}
      <NumberField
        label={f.completionYear}
        minValue={1950}
        maxValue={2100}
        step={1}
        formatOptions={{ useGrouping: false }}
        value={e.completionYear ?? Number.NaN}
        onChange={(value) => set({ completionYear: Number.isNaN(value) ? null : value })}
        {...invalid(errors, 'education.completionYear')}
      />
      {textField('country')}
      {textField('fileNumber')}
      {textField('workReference')}
    </div>
  );
}
