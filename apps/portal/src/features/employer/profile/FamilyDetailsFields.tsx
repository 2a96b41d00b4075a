import { GENDERS, MAX_FAMILY_MEMBERS, type Gender } from '@bayti/data/contract';
import { Button, NumberField, Select, TextField } from '@bayti/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEmployerText } from '../use-employer-text';
import { errorProps, type ProfileFieldsProps } from './profile-fields';
import {
  addMember,
  FAMILY_GROUPS,
  removeMember,
  updateMember,
  wholeNumber,
  type FamilyGroup,
} from './profile-form';
import styles from './ProfilePage.module.css';

/** Family Details: the number of spouses, and adults, kids and elders with gender, age, relation. */
export function FamilyDetailsFields({ draft, setDraft, errors }: ProfileFieldsProps) {
  const text = useEmployerText();
  const { t } = text;
  const f = t.profile.fields;
  const family = draft.family;
  const change = (next: typeof family) => setDraft((current) => ({ ...current, family: next }));

  return (
    <div className={styles.family}>
      <NumberField
        className={styles.spouses}
        label={f.spouseCount}
        minValue={0}
        maxValue={10}
        formatOptions={{ maximumFractionDigits: 0 }}
        value={family.spouseCount}
        onChange={(value) => change({ ...family, spouseCount: wholeNumber(value) })}
        incrementLabel={t.profile.increase}
        decrementLabel={t.profile.decrease}
        {...errorProps(errors, 'family.spouseCount')}
      />
      {FAMILY_GROUPS.map((group) => (
        <MemberList
          key={group}
          group={group}
          {...{ draft, setDraft, errors }}
          onAdd={() => change(addMember(family, group))}
        />
      ))}
    </div>
  );
}

function MemberList({
  group,
  draft,
  setDraft,
  errors,
  onAdd,
}: ProfileFieldsProps & { group: FamilyGroup; onAdd: () => void }) {
  const text = useEmployerText();
  const { t } = text;
  const f = t.profile.fields;
  const groupLabel = t.profile.groups[group];
  const members = draft.family[group];
  const headingId = `family-${group}`;
  const update = (index: number, change: Parameters<typeof updateMember>[3]) =>
    setDraft((current) => ({
      ...current,
      family: updateMember(current.family, group, index, change),
    }));
  const remove = (index: number) =>
    setDraft((current) => ({ ...current, family: removeMember(current.family, group, index) }));

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <h3 id={headingId} className={styles.groupTitle}>
          {groupLabel}
        </h3>
        <span className={styles.muted}>
          {members.length > 0
            ? t.profile.memberCount(text.number(members.length))
            : t.profile.noMembers}
        </span>
      </div>
      {members.length > 0 && (
        <ol className={styles.members}>
          {members.map((member, index) => {
            const path = `family.${group}.${index}`;
            const name = t.profile.member(groupLabel, text.number(index + 1));
            return (
              <li key={index}>
                <div role="group" aria-label={name} className={styles.member}>
                  <Select
                    label={f.gender}
                    items={GENDERS.map((gender) => ({ id: gender, label: t.gender[gender] }))}
                    selectedKey={member.gender}
                    onSelectionChange={(key) => key && update(index, { gender: key as Gender })}
                    {...errorProps(errors, `${path}.gender`)}
                  />
                  <NumberField
                    label={f.age}
                    minValue={0}
                    maxValue={130}
                    formatOptions={{ maximumFractionDigits: 0 }}
                    value={member.age}
                    onChange={(value) => update(index, { age: wholeNumber(value) })}
                    incrementLabel={t.profile.increase}
                    decrementLabel={t.profile.decrease}
                    {...errorProps(errors, `${path}.age`)}
                  />
                  <TextField
                    label={f.relation}
                    value={member.relation}
                    onChange={(value) => update(index, { relation: value })}
                    {...errorProps(errors, `${path}.relation`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.remove}
                    aria-label={t.profile.removeMember(groupLabel, text.number(index + 1))}
                    onPress={() => remove(index)}
                  >
                    <Trash2 aria-hidden size={18} />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {errors[`family.${group}`] && (
        <p role="alert" className={styles.error}>
          {errors[`family.${group}`]}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className={styles.add}
        isDisabled={members.length >= MAX_FAMILY_MEMBERS}
        onPress={onAdd}
      >
        <Plus aria-hidden size={18} />
        {t.profile.addMember(groupLabel)}
      </Button>
    </section>
  );
}
