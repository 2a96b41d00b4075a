import {
  SELF_PROFILE_CHILDCARE,
  SELF_PROFILE_EXPERIENCE,
  SELF_PROFILE_LANGUAGES,
  SELF_PROFILE_SKILLS,
} from '@bayti/data/contract';
import { ProfileChecks, ProfileSelect } from './ProfileChoice';
import type { ProfileEditor } from './use-profile-editor';
import styles from './EditProfile.module.css';

/** The Experience & Skills tab: years of experience, childcare, languages and skills. */
export function ExperienceFields({ editor }: { editor: ProfileEditor }) {
  return (
    <div className={styles.grid}>
      <ProfileSelect editor={editor} field="experience" options={SELF_PROFILE_EXPERIENCE} />
      <div className={styles.full}>
        <ProfileChecks editor={editor} field="childcare" options={SELF_PROFILE_CHILDCARE} />
      </div>
      <div className={styles.full}>
        <ProfileChecks editor={editor} field="languages" options={SELF_PROFILE_LANGUAGES} />
      </div>
      <div className={styles.full}>
        <ProfileChecks editor={editor} field="skills" options={SELF_PROFILE_SKILLS} />
      </div>
    </div>
  );
}
