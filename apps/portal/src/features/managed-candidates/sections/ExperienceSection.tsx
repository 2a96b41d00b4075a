import { Button, TextField } from '@bayti/ui';
import layout from '../../shared/page/Page.module.css';
import styles from '../ManagedCandidates.module.css';
import list from '../../shared/list/List.module.css';
import { emptyExperience, type ProfileDraft } from '../profile-draft';
import { DateField, invalid, type SectionProps } from './section-parts';

export function ExperienceSection({ draft, change, errors, text }: SectionProps) {
  const f = text.t.fields;
  const set = (index: number, patch: Partial<ProfileDraft['experiences'][number]>) =>
    change({
      experiences: draft.experiences.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  return (
    <div className={`${layout.column} ${styles.stack}`}>
      {draft.experiences.length === 0 && <p className={list.muted}>{f.noExperience}</p>}
      {draft.experiences.map((row, index) => {
        const key = (field: string) => `experiences.${index}.${field}`;
        const textField = (
          field: 'position' | 'country' | 'totalExperience' | 'contractType' | 'client' | 'note',
          isRequired = false,
        ) => (
          <TextField
            label={f[field]}
            isRequired={isRequired}
            value={row[field]}
            onChange={(value) => set(index, { [field]: value })}
            {...invalid(errors, key(field))}
          />
        );
        return (
          <fieldset key={index} className={styles.group}>
            <legend className={styles.groupHeader}>
              {f.experienceTitle(text.number(index + 1))}
            </legend>
            {textField('position', true)}
            {textField('country', true)}
            <DateField
              label={f.from}
              value={row.from}
              onChange={(from) => set(index, { from })}
              error={errors[key('from')]}
              text={text}
            />
            <DateField
              label={f.to}
              value={row.to}
              onChange={(to) => set(index, { to })}
              error={errors[key('to')]}
              text={text}
            />
            {textField('totalExperience')}
            {textField('contractType')}
            {textField('client')}
            {textField('note')}
            <div className={list.toolbar}>
              <Button
                size="sm"
                variant="ghost"
                onPress={() =>
                  change({ experiences: draft.experiences.filter((_, i) => i !== index) })
                }
              >
                {f.removeExperience(text.number(index + 1))}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => change({ experiences: [...draft.experiences, emptyExperience()] })}
        >
          {f.addExperience}
        </Button>
      </div>
    </div>
  );
}
