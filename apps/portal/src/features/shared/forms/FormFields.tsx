import {
  PasswordField,
  TextArea,
  TextField,
  type PasswordFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@bayti/ui';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMessages } from '../../../i18n/use-messages';
import { fieldProps } from './field-props';

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
