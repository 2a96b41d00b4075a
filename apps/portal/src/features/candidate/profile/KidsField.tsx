import { GENDERS, MAX_KIDS } from '@bayti/data/contract';
import { Button } from '@bayti/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useMessages } from '../../../i18n/use-messages';
import { formatNumber } from '../../shared/format';
import { OptionSelect } from '../OptionFields';
import type { ProfileEditor } from './use-profile-editor';
import { WholeNumberField } from './WholeNumberField';
import styles from './EditProfile.module.css';

/** Her own kids (a list of gender and age), added and removed one by one. */
export function KidsField({ editor }: { editor: ProfileEditor }) {
  const t = useMessages().candidate;
  const { draft, errors, setKid, addKid, removeKid, locale } = editor;
  return (
    <fieldset className={styles.kids}>
      <legend className={styles.legend}>{t.fields.kids}</legend>
      {draft.kids.length === 0 && <p className={styles.muted}>{t.edit.noKids}</p>}
      {draft.kids.map((kid, index) => {
        const position = formatNumber(index + 1, locale);
        return (
          // Kids have no identity of their own; a row is its place in the list.
          <fieldset key={index} className={styles.kid}>
            <legend className={styles.kidLegend}>{t.edit.kidLegend(position)}</legend>
            <OptionSelect
              label={t.edit.kidGender}
              options={GENDERS}
              labels={t.options.gender}
              value={kid.gender}
              onChange={(gender) => setKid(index, 'gender', gender)}
              errorMessage={errors[`kids.${index}.gender`]}
              isRequired
            />
            <WholeNumberField
              label={t.edit.kidAge}
              value={kid.age}
              onChange={(age) => setKid(index, 'age', age)}
              errorMessage={errors[`kids.${index}.age`]}
              isRequired
            />
            <Button
              variant="ghost"
              size="sm"
              onPress={() => removeKid(index)}
              aria-label={t.edit.removeKid(position)}
              className={styles.removeKid}
            >
              <Trash2 aria-hidden className={styles.icon} />
            </Button>
          </fieldset>
        );
      })}
      {errors.kids && (
        <p role="alert" className={styles.error}>
          {errors.kids}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        onPress={addKid}
        isDisabled={draft.kids.length >= MAX_KIDS}
        className={styles.addKid}
      >
        <Plus aria-hidden className={styles.icon} />
        {t.edit.addKid}
      </Button>
    </fieldset>
  );
}
