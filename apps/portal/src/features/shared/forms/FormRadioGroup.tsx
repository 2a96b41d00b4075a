import { Radio, RadioGroup, type RadioGroupProps } from '@bayti/ui';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldProps } from './field-props';
import type { FormFieldProps } from './FormFields';

export interface RadioChoice {
  value: string;
  label: string;
}

/**
 * A @bayti/ui RadioGroup bound to a react-hook-form field that holds the chosen value ('' until
 * one is chosen), a radio for each choice (`onChange` can then clear the field's error).
 */
export function FormRadioGroup<V extends FieldValues, N extends FieldPath<V>, B>({
  control,
  name,
  inputName,
  choices,
  onChange,
  ...props
}: FormFieldProps<V, N, B, Omit<RadioGroupProps, 'children'>> & {
  choices: readonly RadioChoice[];
}) {
  const { value, onChange: store, ...wired } = fieldProps(useController({ control, name }));
  return (
    <RadioGroup
      {...props}
      {...wired}
      name={inputName ?? wired.name}
      value={value}
      onChange={(next) => {
        store(next);
        onChange?.(next);
      }}
    >
      {choices.map((choice) => (
        <Radio key={choice.value} value={choice.value}>
          {choice.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
