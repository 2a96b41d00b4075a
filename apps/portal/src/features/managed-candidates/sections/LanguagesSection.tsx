import { LANGUAGE_LEVELS } from '@bayti/data/contract';
import { Button, Select, TextField } from '@bayti/ui';
import layout from '../../shared/page/Page.module.css';
import styles from '../ManagedCandidates.module.css';
import list from '../../shared/list/List.module.css';
import type { ProfileDraft } from '../profile-draft';
import type { ManagedText } from '../use-managed-text';
import { invalid, options, type SectionProps } from './section-parts';

const levelItems = (text: ManagedText) => options(LANGUAGE_LEVELS, (k) => text.t.options.level[k]);

export function LanguagesSection({ draft, change, errors, text }: SectionProps) {
  const f = text.t.fields;
  const set = (index: number, patch: Partial<ProfileDraft['languages'][number]>) =>
    change({
      languages: draft.languages.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  return (
    <div className={`${layout.column} ${styles.stack}`}>
      {draft.languages.map((row, index) => {
        const key = (field: string) => `languages.${index}.${field}`;
        return (
          // Rows have no id of their own; their order is their identity while editing.
          <div key={index} className={styles.group}>
            <TextField
              label={f.language}
              isRequired
              value={row.language}
              onChange={(language) => set(index, { language })}
              {...invalid(errors, key('language'))}
            />
            {(['read', 'write', 'speak'] as const).map((skill) => (
              <Select
                key={skill}
                label={f[skill]}
                items={levelItems(text)}
                selectedKey={row[skill]}
                onSelectionChange={(level) =>
                  set(index, { [skill]: level as ProfileDraft['languages'][number]['read'] })
                }
                {...invalid(errors, key(skill))}
              />
            ))}
            <div className={list.toolbar}>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => change({ languages: draft.languages.filter((_, i) => i !== index) })}
              >
                {f.removeLanguage(text.number(index + 1))}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onPress={() =>
            change({
              languages: [
                ...draft.languages,
                { language: '', read: 'Basic', write: 'Basic', speak: 'Basic' },
              ],
            })
          }
        >
          {f.addLanguage}
        </Button>
      </div>
    </div>
  );
}
