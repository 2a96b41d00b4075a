import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type SelectHTMLAttributes, useId } from 'react';
import { Label } from '../Field';
import type { SelectOption } from './Select';
import styles from './Select.module.css';

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  /** The visible label. */
  label: string;
  /** The options; their ids are the values. */
  items: readonly SelectOption[];
  /** The id of the chosen option (controlled). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A dropdown of a few plain options on the browser's own <select>, styled like Select's trigger:
 * accessible and tiny, for pages whose budget cannot carry Select's popover and list machinery
 * (page budgets, tests/budgets/page-weight.ts). The open list is the platform's.
 */
export function NativeSelect({
  label,
  items,
  value,
  onChange,
  className,
  id,
  ...props
}: NativeSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={clsx(styles.field, className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <div className={styles.nativeBox}>
        <select
          {...props}
          id={selectId}
          className={clsx(styles.trigger, styles.native)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {items.map((item) => (
            <option key={item.id} value={String(item.id)} disabled={item.isDisabled}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className={clsx(styles.chevron, styles.nativeChevron)} />
      </div>
    </div>
  );
}
