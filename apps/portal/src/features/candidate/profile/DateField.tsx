import { parseDate } from '@internationalized/date';
import { DatePicker } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';

export interface DateFieldProps {
  label: string;
  /** A calendar date, `YYYY-MM-DD`, or null while empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A date typed or picked in the reader's calendar, stored as the contract's ISO date. */
export function DateField({
  label,
  value,
  onChange,
  errorMessage,
  isRequired = false,
  isDisabled = false,
}: DateFieldProps) {
  const t = useMessages().candidate.edit;
  return (
    <DatePicker
      label={label}
      value={value === null ? null : parseDate(value)}
      onChange={(date) => onChange(date ? date.toString() : null)}
      calendarButtonLabel={t.calendar}
      previousMonthLabel={t.previousMonth}
      nextMonthLabel={t.nextMonth}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage) || undefined}
      errorMessage={errorMessage}
    />
  );
}
