import { NumberField } from '@bayti/ui';
import { useMessages } from '../../../i18n/use-messages';

export interface WholeNumberFieldProps {
  label: string;
  /** Null while empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
}

/**
 * A whole, non-negative number (an age, a salary in AED), empty until typed. Bounds beyond zero
 * are the contract's to check, so a wrong value is reported rather than silently clamped.
 */
export function WholeNumberField({
  label,
  value,
  onChange,
  errorMessage,
  isRequired = false,
}: WholeNumberFieldProps) {
  const t = useMessages().candidate.edit;
  return (
    <NumberField
      label={label}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={0}
      formatOptions={{ maximumFractionDigits: 0 }}
      incrementLabel={t.increase}
      decrementLabel={t.decrease}
      isRequired={isRequired}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage) || undefined}
      errorMessage={errorMessage}
    />
  );
}
