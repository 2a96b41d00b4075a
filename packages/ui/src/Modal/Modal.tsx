import clsx from 'clsx';
import {
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
  composeRenderProps,
} from 'react-aria-components';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps extends ModalOverlayProps {
  /** Width of the modal: sm for confirmations, md for forms, lg for tabbed editors. */
  size?: ModalSize;
  /** Closes the modal on a click outside it. Escape always closes it unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
}

/**
 * A modal overlay: a dimmed backdrop and a centred box, at most 90% of the viewport in both
 * directions. Put a `Dialog` inside; open it with a `DialogTrigger` or control it with `isOpen`.
 * Focus is trapped inside while it is open and returns to the trigger when it closes.
 */
export function Modal({ size = 'md', className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <RACModal
        data-size={size}
        className={composeRenderProps(className, (className) => clsx(styles.modal, className))}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
