import { COUNTRY_DIALLING_CODES, type DiallingCode } from '@bayti/data/contract';
import {
  PasswordField,
  Select,
  TextArea,
  TextField,
  type PasswordFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@bayti/ui';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessages } from '../../../i18n/use-messages';
import { fieldProps } from './field-props';
import styles from './FormFields.module.css';

/** A form's field: the @bayti/ui field's own props, less what the form's Controller gives it. */
export type FormFieldProps<V extends FieldValues, N extends FieldPath<V>, B, P> = Omit<
  P,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  control: Control<V, any, B>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any context, as Controller takes
  /** The form's field: its value, and its error under the input. */
  name: N;
  /** The input's own name where it differs from the form's field. */
  inputName?: string;
  /** Called after the form holds what was typed, e.g. to clear another field's error. */
  onChange?: (value: string) => void;
};

/**
 * A required field whose message comes from the form's own check on submit (in a `noValidate`
 * form), not from the browser: spread onto the field.
 */
export const requiredByForm = { isRequired: true, validationBehavior: 'aria' } as const;

/** The props that wire a field to its form (see fieldProps), with the field's own props before. */
function useFormField<V extends FieldValues, N extends FieldPath<V>, B, P>(
  field: FormFieldProps<V, N, B, P>,
) {
  const { control, name, inputName, onChange, ...props } = field;
  const wired = fieldProps(useController({ control, name }));
  return {
    ...props,
    ...wired,
    name: inputName ?? wired.name,
    onChange: (value: string) => {
      wired.onChange(value);
      onChange?.(value);
    },
  };
}

/** A @bayti/ui TextField bound to a react-hook-form field by its `control` and `name`. */
export const FormTextField = <V extends FieldValues, N extends FieldPath<V>, B>(
  props: FormFieldProps<V, N, B, TextFieldProps>,
) => <TextField {...useFormField(props)} />;

/** A @bayti/ui TextArea bound to a react-hook-form field by its `control` and `name`. */
export const FormTextArea = <V extends FieldValues, N extends FieldPath<V>, B>(
  props: FormFieldProps<V, N, B, TextAreaProps>,
) => <TextArea {...useFormField(props)} />;

/**
 * A @bayti/ui PasswordField bound to a react-hook-form field by its `control` and `name`, its
 * show/hide toggle labelled in the reader's language.
 */
export function FormPasswordField<V extends FieldValues, N extends FieldPath<V>, B>(
  props: FormFieldProps<V, N, B, Omit<PasswordFieldProps, 'showLabel' | 'hideLabel'>>,
) {
  const { showPassword, hidePassword } = useMessages().auth;
  return (
    <PasswordField showLabel={showPassword} hideLabel={hidePassword} {...useFormField(props)} />
  );
}

/** A form's control whatever its values and context, for a field that names its own values. */
type AnyControl<V extends FieldValues, B> = Control<V, any, B>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any context, as Controller takes

export interface MessageFieldProps<V extends { message: string } & FieldValues, B> extends Omit<
  TextAreaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> {
  /** The form's control; its `message` value is the text. */
  control: AnyControl<V, B>;
  label: string;
}

/** The required free-text message of the contact and visa forms, checked by the form on submit. */
export function MessageField<V extends { message: string } & FieldValues, B>({
  control,
  ...props
}: MessageFieldProps<V, B>) {
  return (
    <FormTextArea
      control={control as unknown as Control<{ message: string }>}
      name="message"
      {...requiredByForm}
      {...props}
    />
  );
}

interface PhoneValues {
  countryCode?: DiallingCode | undefined;
  phone: string;
}

/** A country code the phone field offers, with the reader's name of its country. */
export interface PhoneCodeChoice {
  code: string;
  country: string;
}

export interface FormPhoneFieldProps<V extends PhoneValues & FieldValues, B> {
  label: string;
  countryCodeLabel: string;
  /** The form's control; its `countryCode` and `phone` values are the two parts. */
  control: AnyControl<V, B>;
}

/** A required phone number with its country code picked from COUNTRY_DIALLING_CODES (+971 first). */
export function FormPhoneField<V extends PhoneValues & FieldValues, B>({
  label,
  countryCodeLabel,
  control,
}: FormPhoneFieldProps<V, B>) {
  const t = useMessages().pages.forms;
  const choices = COUNTRY_DIALLING_CODES.map(({ code }) => ({
    code,
    country: t.countries[code] ?? code,
  }));
  return (
    <FormPhoneParts
      label={label}
      countryCodeLabel={countryCodeLabel}
      control={control as unknown as Control<PhoneValues>}
      names={{ countryCode: 'countryCode', number: 'phone' }}
      choices={choices}
    />
  );
}

export interface FormPhonePartsProps<V extends FieldValues, B> {
  label: string;
  countryCodeLabel: string;
  control: AnyControl<V, B>;
  /** The form's paths of the two parts, e.g. 'whatsapp.countryCode' and 'whatsapp.number'. */
  names: { countryCode: FieldPath<V>; number: FieldPath<V> };
  /** The codes offered, in order. */
  choices: readonly PhoneCodeChoice[];
  /** Marked required (the default); false where the number is optional. */
  isRequired?: boolean;
}

/**
 * A phone number as two parts of a form: a country code picked from `choices` and the number
 * typed after it. An error on the code shows under the number (the field reads as one).
 */
export function FormPhoneParts<V extends FieldValues, B>({
  label,
  countryCodeLabel,
  control,
  names,
  choices,
  isRequired = true,
}: FormPhonePartsProps<V, B>) {
  const parts = control as unknown as Control<FieldValues>;
  const countryCode = useController({ control: parts, name: names.countryCode });
  const phone = useController({ control: parts, name: names.number });
  const number = fieldProps(phone);
  const codeError = countryCode.fieldState.error?.message;
  const items = choices.map(({ code, country }) => ({ id: code, label: `${country} ${code}` }));
  return (
    <div className={styles.phone}>
      <Select
        label={countryCodeLabel}
        name={names.countryCode}
        items={items}
        selectedKey={countryCode.field.value as string}
        onSelectionChange={(key) => {
          if (key !== null) countryCode.field.onChange(key);
        }}
        isInvalid={codeError !== undefined || undefined}
        className={styles.countryCode}
      />
      <TextField
        {...number}
        isInvalid={number.isInvalid ?? (codeError !== undefined || undefined)}
        errorMessage={number.errorMessage ?? codeError}
        label={label}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        {...(isRequired ? requiredByForm : {})}
        className={styles.phoneNumber}
      />
    </div>
  );
}
