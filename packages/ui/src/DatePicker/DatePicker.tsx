import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  DateSegment,
  type DateValue,
  Dialog,
  Heading,
  type ValidationResult,
  composeRenderProps,
} from 'react-aria-components';
import { Description, FieldButton, FieldError, FieldGroup, FieldPopover, Label } from '../Field';
import styles from './DatePicker.module.css';

export interface DatePickerProps<T extends DateValue = DateValue> extends Omit<
  RACDatePickerProps<T>,
  'children'
> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown while the field is invalid; a function receives the validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Accessible label of the button that opens the calendar. Defaults to RAC's localized one. */
  calendarButtonLabel?: string;
  /** Accessible label of the calendar's previous-month button. Defaults to RAC's localized one. */
  previousMonthLabel?: string;
  /** Accessible label of the calendar's next-month button. Defaults to RAC's localized one. */
  nextMonthLabel?: string;
}

/**
 * A date field typed segment by segment (day, month, year in the locale's order) with a calendar
 * in a popover, on RAC's DatePicker. Values are `@internationalized/date` objects, e.g.
 * `parseDate('2025-09-01')`; `minValue`, `maxValue` and `isDateUnavailable` limit the choice.
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  calendarButtonLabel,
  previousMonthLabel,
  nextMonthLabel,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker<T>
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.field, className))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <FieldGroup className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldButton aria-label={calendarButtonLabel}>
          <CalendarDays aria-hidden="true" />
        </FieldButton>
      </FieldGroup>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <FieldPopover placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <FieldButton slot="previous" aria-label={previousMonthLabel}>
                <ChevronLeft aria-hidden="true" className={styles.chevron} />
              </FieldButton>
              <Heading className={styles.heading} />
              <FieldButton slot="next" aria-label={nextMonthLabel}>
                <ChevronRight aria-hidden="true" className={styles.chevron} />
              </FieldButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </FieldPopover>
    </RACDatePicker>
  );
}
