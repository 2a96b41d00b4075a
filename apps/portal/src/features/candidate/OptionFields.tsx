import { Checkbox, CheckboxGroup, Select } from '@bayti/ui';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';

interface ChoiceProps<V extends string> {
  label: ReactNode;
  /** The contract's option list, in its order. */
  options: readonly V[];
  /** Each option's label in the reader's language. */
  labels: Record<V, string>;
  errorMessage?: string | undefined;
  isRequired?: boolean;
}

const isOption = <V extends string>(options: readonly V[], value: unknown): value is V =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

export interface OptionSelectProps<V extends string> extends ChoiceProps<V> {
  value: V | null;
  onChange: (value: V | null) => void;
}

/** One choice from the profile's option lists, empty until she picks. */
export function OptionSelect<V extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  errorMessage,
  isRequired = false,
}: OptionSelectProps<V>) {
  const t = useMessages().candidate.edit;
  return (
    <Select
      label={label}
      placeholder={t.select}
      items={options.map((id) => ({ id, label: labels[id] }))}
      value={value}
      onChange={(key) => onChange(isOption(options, key) ? key : null)}
      isRequired={isRequired}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage) || undefined}
      errorMessage={errorMessage}
    />
  );
}

export interface OptionChecksProps<V extends string> extends ChoiceProps<V> {
  value: readonly V[];
  onChange: (value: V[]) => void;
}

/** Any number of choices from the profile's option lists, kept in the list's order. */
export function OptionChecks<V extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  errorMessage,
}: OptionChecksProps<V>) {
  return (
    <CheckboxGroup
      label={label}
      orientation="horizontal"
      value={[...value]}
      onChange={(chosen) => onChange(options.filter((option) => chosen.includes(option)))}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage) || undefined}
      errorMessage={errorMessage}
    >
      {options.map((option) => (
        <Checkbox key={option} value={option}>
          {labels[option]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
