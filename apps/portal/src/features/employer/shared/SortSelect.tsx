import { Select } from '@bayti/ui';
import styles from './EmployerPage.module.css';

export interface SortSelectProps {
  label: string;
  /** The choices, e.g. { 'age-asc': 'Age: low to high' }; '' is the default order. */
  options: Record<string, string>;
  defaultLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The SORT control of a table: one choice of column and direction, kept in the URL. */
export function SortSelect({ label, options, defaultLabel, value, onChange }: SortSelectProps) {
  const items = [
    { id: '', label: defaultLabel },
    ...Object.entries(options).map(([id, text]) => ({ id, label: text })),
  ];
  return (
    <Select
      className={styles.control}
      label={label}
      items={items}
      selectedKey={value ?? ''}
      onSelectionChange={(key) => onChange(key ? String(key) : null)}
    />
  );
}
