import clsx from 'clsx';
import { X } from 'lucide-react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import buttons from '../shared/buttons.module.css';
import styles from './CloseButton.module.css';

export interface CloseButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /** The accessible name, e.g. "Close". The button shows only an icon. */
  label: string;
}

/**
 * The icon-only close button of dialogs, drawers and toasts. It fills RAC's `close` slot, so inside a
 * Dialog or a Toast it closes its container without an `onPress`.
 */
export function CloseButton({ label, className, slot = 'close', ...props }: CloseButtonProps) {
  return (
    <RACButton
      {...props}
      slot={slot}
      aria-label={label}
      className={composeRenderProps(className, (className) =>
        clsx(buttons.iconButton, styles.closeButton, className),
      )}
    >
      <X aria-hidden className={styles.icon} />
    </RACButton>
  );
}
