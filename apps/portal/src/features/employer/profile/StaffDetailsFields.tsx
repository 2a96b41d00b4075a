import type { EmployerProfile } from '@bayti/data/contract';
import { DatePicker, NumberField, TextField } from '@bayti/ui';
import { parseDate } from '@internationalized/date';
import { useEmployerText } from '../use-employer-text';
import { errorProps, type ProfileFieldsProps } from './profile-fields';
import { wholeNumber } from './profile-form';
import profileStyles from '../../shared/page/Profile.module.css';

type Staff = EmployerProfile['staff'];

/** Staff Details: the family's household staff arrangements. */
export function StaffDetailsFields({ draft, setDraft, errors }: ProfileFieldsProps) {
  const { t } = useEmployerText();
  const f = t.profile.fields;
  const set = <K extends keyof Staff>(key: K, value: Staff[K]) =>
    setDraft((current) => ({ ...current, staff: { ...current.staff, [key]: value } }));
  const text = (key: 'department' | 'role' | 'supervisor', label: string) => (
    <TextField
      label={label}
      value={draft.staff[key]}
      onChange={(value) => set(key, value)}
      {...errorProps(errors, `staff.${key}`)}
    />
  );

  return (
    <div className={profileStyles.fields}>
      {text('department', f.department)}
      {text('role', f.staffRole)}
      <NumberField
        label={f.teamSize}
        minValue={0}
        formatOptions={{ maximumFractionDigits: 0 }}
        value={draft.staff.teamSize}
        onChange={(value) => set('teamSize', wholeNumber(value))}
        incrementLabel={t.profile.increase}
        decrementLabel={t.profile.decrease}
        {...errorProps(errors, 'staff.teamSize')}
      />
      {text('supervisor', f.supervisor)}
      <DatePicker
        label={f.joiningDate}
        value={draft.staff.joiningDate ? parseDate(draft.staff.joiningDate) : null}
        onChange={(value) => set('joiningDate', value ? value.toString() : null)}
        calendarButtonLabel={t.move.calendar}
        previousMonthLabel={t.move.previousMonth}
        nextMonthLabel={t.move.nextMonth}
        {...errorProps(errors, 'staff.joiningDate')}
      />
    </div>
  );
}
