import { useMessages } from '../../../i18n/use-messages';
import { OptionChecks, OptionSelect } from '../OptionFields';
import type { ProfileDraft } from './profile-form';
import type { ProfileEditor } from './use-profile-editor';

/**
 * Fields chosen from one of the profile's option lists, whose option labels share the field's
 * name.
 */
type SelectField =
  | 'nationality'
  | 'religion'
  | 'maritalStatus'
  | 'gender'
  | 'visaStatus'
  | 'experience'
  | 'jobPreference';
type ChecksField = 'childcare' | 'languages' | 'skills';

type SelectValue<K extends SelectField> = NonNullable<ProfileDraft[K]>;
type ChecksValue<K extends ChecksField> = ProfileDraft[K][number];

interface ProfileChoiceProps<K> {
  editor: ProfileEditor;
  field: K;
}

/** A starred single choice of the editor, wired to its value and errors. */
export function ProfileSelect<K extends SelectField>({
  editor,
  field,
  options,
}: ProfileChoiceProps<K> & { options: readonly SelectValue<K>[] }) {
  const t = useMessages().candidate;
  return (
    <OptionSelect<SelectValue<K>>
      label={t.fields[field]}
      options={options}
      labels={t.options[field] as Record<SelectValue<K>, string>}
      value={editor.draft[field] as SelectValue<K> | null}
      onChange={(value) => editor.set(field)(value as ProfileDraft[K])}
      errorMessage={editor.errors[field]}
      isRequired
    />
  );
}

/** An optional several-choice field of the editor (childcare, languages, skills). */
export function ProfileChecks<K extends ChecksField>({
  editor,
  field,
  options,
}: ProfileChoiceProps<K> & { options: readonly ChecksValue<K>[] }) {
  const t = useMessages().candidate;
  return (
    <OptionChecks<ChecksValue<K>>
      label={t.fields[field]}
      options={options}
      labels={t.options[field] as Record<ChecksValue<K>, string>}
      value={editor.draft[field] as readonly ChecksValue<K>[]}
      onChange={(value) => editor.set(field)(value as ProfileDraft[K])}
      errorMessage={editor.errors[field]}
    />
  );
}
