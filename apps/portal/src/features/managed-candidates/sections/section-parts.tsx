import { DatePicker } from '@bayti/ui';
import { parseDate } from '@internationalized/date';
import type { Control } from 'react-hook-form';
import type { FieldErrors, ProfileDraft } from '../profile-draft';
import type { ManagedText } from '../use-managed-text';

export interface SectionProps {
  /** The profile form, for the fields bound to it by path (her numbers). */
  control: Control<ProfileDraft, unknown, ProfileDraft>;
  draft: ProfileDraft;
  change: (patch: Partial<ProfileDraft>) => void;
  errors: FieldErrors;
  text: ManagedText;
  /** Edit mode shows the status and its schedule; a new candidate starts shortlisted. */
  isNew: boolean;
  /** The admin's choice of managing agency; absent for an agency (its candidates are its own). */
  agencies?: { id: number; name: string }[] | undefined;
}

export const options = <K extends string>(keys: readonly K[], labels: (key: K) => string) =>
  keys.map((id) => ({ id, label: labels(id) }));

/** Error props of a field: invalid with the message when the path has one. */
export const invalid = (errors: FieldErrors, key: string) => ({
  isInvalid: Boolean(errors[key]),
  errorMessage: errors[key],
});

export function DateField({
  label,
  value,
  onChange,
  error,
  text,
  isRequired,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
  text: ManagedText;
  isRequired?: boolean;
}) {
  const c = text.t.common;
  return (
    <DatePicker
      label={label}
      value={value ? parseDate(value) : null}
      onChange={(next) => onChange(next ? next.toString() : null)}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      calendarButtonLabel={c.calendar}
      previousMonthLabel={c.previousMonth}
      nextMonthLabel={c.nextMonth}
    />
  );
}

export const numberOf = (value: number) => (Number.isNaN(value) ? 0 : value);
