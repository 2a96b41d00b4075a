import { COUNTRY_DIALLING_CODES, type DiallingCode } from '@bayti/data/contract';
import { Select, TextField } from '@bayti/ui';
import { useMessages } from '../../../../i18n/use-messages';
import styles from './Pages.module.css';

export interface PhoneFieldProps {
  label: string;
  countryCodeLabel: string;
  countryCode: DiallingCode;
  onCountryCodeChange: (code: DiallingCode) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  errorMessage?: string | undefined;
}

/** A phone number with its country code picked from §3's list (+971 first). */
export function PhoneField({
  label,
  countryCodeLabel,
  countryCode,
  onCountryCodeChange,
  phone,
  onPhoneChange,
  errorMessage,
}: PhoneFieldProps) {
  const t = useMessages().pages.forms;
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
        selectedKey={countryCode}
        onSelectionChange={(key) => {
          if (key !== null) onCountryCodeChange(key as DiallingCode);
        }}
        className={styles.countryCode}
      />
      <TextField
        label={label}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        inputMode="tel"
        isRequired
        validationBehavior="aria"
        value={phone}
        onChange={onPhoneChange}
        isInvalid={Boolean(errorMessage) || undefined}
        errorMessage={errorMessage}
        className={styles.phoneNumber}
      />
    </div>
  );
}
