import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField,
  type SwitchFieldProps,
  composeRenderProps,
} from 'react-aria-components';
import { Description } from '../Field';
import controls from '../shared/controls.module.css';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The visible label, next to the switch. Without it, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/**
 * An on/off switch for a setting that applies at once (a checkbox is for choices submitted with a
 * form), on RAC's SwitchField and SwitchButton.
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <SwitchField
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.switch, className))}
    >
      <SwitchButton className={clsx(controls.controlRow, styles.button)}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children != null && <span className={controls.controlLabel}>{children}</span>}
      </SwitchButton>
      {description != null && (
        <Description className={styles.description}>{description}</Description>
      )}
    </SwitchField>
  );
}
