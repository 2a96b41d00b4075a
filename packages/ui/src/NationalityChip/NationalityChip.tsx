import clsx from 'clsx';
import { useMemo } from 'react';
import {
  composeRenderProps,
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
  useLocale,
} from 'react-aria-components';
import styles from './NationalityChip.module.css';

export interface NationalityChipProps extends Omit<RACToggleButtonProps, 'children'> {
  /** The nationality as shown, e.g. "Filipino". */
  name: string;
  /** Flag image URL; decorative, the name is written beside it. */
  flagSrc?: string;
  /**
   * How many candidates have this nationality. Numbers are written in the locale of the
   * surrounding `I18nProvider`; a string is shown as given (e.g. "681 Maids").
   */
  count?: number | string;
}

/**
 * A nationality filter on the candidates page: flag, name and count, on react-aria-components'
 * ToggleButton. Pressing it selects it (`onChange(true)`); pressing the selected chip again clears
 * it (`onChange(false)`). Controlled with `isSelected`, or uncontrolled with `defaultSelected`.
 */
export function NationalityChip({
  name,
  flagSrc,
  count,
  className,
  ...props
}: NationalityChipProps) {
  const { locale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <RACToggleButton
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.chip, className))}
    >
      {/* The flag box of NationalityChip.module.css (1.5rem × 1rem). */}
      {flagSrc && <img src={flagSrc} alt="" width={24} height={16} className={styles.flag} />}
      <span className={styles.name}>{name}</span>
      {count !== undefined && (
        <span className={styles.count}>
          {typeof count === 'number' ? format.format(count) : count}
        </span>
      )}
    </RACToggleButton>
  );
}
