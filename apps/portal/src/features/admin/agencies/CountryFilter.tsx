import { Select } from '@bayti/ui';
import list from '../../shared/list/List.module.css';
import { useAgenciesText } from './use-agencies-text';

export interface CountryFilterProps<Country extends string> {
  countries: readonly Country[];
  /** As shown, e.g. translated; the name itself by default. */
  labelOf?: (country: Country) => string;
  value: Country | undefined;
  /** undefined: all countries. */
  onChange: (country: Country | undefined) => void;
}

/** The country filter of the agencies and clients toolbars: all countries or one. */
export function CountryFilter<Country extends string>({
  countries,
  labelOf = (country) => country,
  value,
  onChange,
}: CountryFilterProps<Country>) {
  const { a } = useAgenciesText();
  return (
    <Select
      className={list.control}
      label={a.common.country}
      items={[
        { id: 'all', label: a.common.allCountries },
        ...countries.map((country) => ({ id: country, label: labelOf(country) })),
      ]}
      selectedKey={value ?? 'all'}
      onSelectionChange={(key) =>
        onChange(key === 'all' || key === null ? undefined : (String(key) as Country))
      }
    />
  );
}
