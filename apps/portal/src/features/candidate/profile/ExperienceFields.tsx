import {
  SELF_PROFILE_CHILDCARE,
  SELF_PROFILE_EXPERIENCE,
  SELF_PROFILE_LANGUAGES,
  SELF_PROFILE_SKILLS,
} from '@bayti/data/contract';
import { useMessages } from '../../../i18n/use-messages';
import { OptionChecks, OptionSelect } from '../OptionFields';
import type { ProfileEditor } from './use-profile-editor';
import styles from './EditProfile.module.css';

/** The Experience & Skills tab: years of experience, childcare, languages and skills. */
export function ExperienceFields({ editor }: { editor: ProfileEditor }) {
  const t = useMessages().candidate;
  const { draft, errors, set } = editor;
  return (
    <div className={styles.grid}>
      <OptionSelect
        label={t.fields.experience}
        options={SELF_PROFILE_EXPERIENCE}
        labels={t.options.experience}
        value={draft.experience}
        onChange={set('experience')}
        errorMessage={errors.experience}
        isRequired
      />
      <div className={styles.full}>
        <OptionChecks
          label={t.fields.childcare}
          options={SELF_PROFILE_CHILDCARE}
          labels={t.options.childcare}
          value={draft.childcare}
          onChange={set('childcare')}
          errorMessage={errors.childcare}
        />
      </div>
      <div className={styles.full}>
        <OptionChecks
          label={t.fields.languages}
          options={SELF_PROFILE_LANGUAGES}
          labels={t.options.languages}
          value={draft.languages}
          onChange={set('languages')}
          errorMessage={errors.languages}
        />
      </div>
      <div className={styles.full}>
        <OptionChecks
          label={t.fields.skills}
          options={SELF_PROFILE_SKILLS}
          labels={t.options.skills}
          value={draft.skills}
          onChange={set('skills')}
          errorMessage={errors.skills}
        />
      </div>
    </div>
  );
}
