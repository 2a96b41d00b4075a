import { COUNTRY_DIALLING_CODES, type DiallingCode } from '@bayti/data/contract';
import { Select, TextField } from '@bayti/ui';
import { useController, type Control } from 'react-hook-form';
import { useMessages } from '../../../../i18n/use-messages';
import { fieldProps } from '../../../shared/forms/field-props';
import styles from './Pages.module.css';

interface PhoneValues {
  countryCode?: DiallingCode | undefined;
  phone: string;
}

export interface PhoneFieldProps<Values extends PhoneValues, Context, Body> {
  label: string;
  countryCodeLabel: string;
  /** The form's control; its `countryCode` and `phone` values are the two parts. */
  control: Control<Values, Context, Body>;
}

/** A phone number with its country code picked from COUNTRY_DIALLING_CODES (+971 first). */
export function PhoneField<Values extends PhoneValues, Context, Body>({
  label,
  countryCodeLabel,
  control,
}: PhoneFieldProps<Values, Context, Body>) {
  const t = useMessages().pages.forms;
  const parts = control as unknown as Control<PhoneValues>;
  const countryCode = useController({ control: parts, name: 'countryCode' }).field;
  const phone = useController({ control: parts, name: 'phone' });
  const items = COUNTRY_DIALLING_CODES.map(({ code }) => ({
    id: code,
    label: `${t.countries[code] ?? code} ${code}`,
  }));
  return (
    <div className={styles.phone}>
      <Select
        label={countryCodeLabel}
        name="countryCode"
        items={items}
        selectedKey={countryCode.value}
        onSelectionChange={(key) => {
          if (key !== null) countryCode.onChange(key as DiallingCode);
        }}
        className={styles.countryCode}
      />
      <TextField
        {...fieldProps(phone)}
        label={label}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        isRequired
        validationBehavior="aria"
        className={styles.phoneNumber}
      />
    </div>
  );
}
