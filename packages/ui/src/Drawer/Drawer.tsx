import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  Modal as RACModal,
  ModalOverlay,
  type ModalOverlayProps,
  type DialogRenderProps,
} from 'react-aria-components';
import { Dialog } from '../Modal/Dialog';
import styles from './Drawer.module.css';

export type DrawerPlacement = 'end' | 'start';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The drawer's heading; it also names the dialog. */
  title: ReactNode;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /**
   * The side the panel slides in from. `end` (default): from the right in English, from the left
   * in Arabic. `start` suits a navigation sidebar on small screens.
   */
  placement?: DrawerPlacement;
  /** Closes the drawer on a click on the backdrop; true by default. Escape always closes it. */
  isDismissable?: boolean;
  /** Actions pinned to the bottom of the panel, e.g. Clear and Apply for a filter drawer. */
  footer?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** The panel's content. A function receives `close()`. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** Merged onto the sliding panel. */
  className?: string;
}

/**
 * A modal panel that slides in from the inline end (or start) of the viewport: filter panels,
 * the mobile navigation, dashboard sidebars on small screens. Open it with a `DialogTrigger` or
 * control it with `isOpen` / `onOpenChange`. Focus is trapped inside while it is open.
 */
export function Drawer({
  title,
  closeLabel,
  placement = 'end',
  isDismissable = true,
  footer,
  children,
  className,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal data-placement={placement} className={clsx(styles.drawer, className)}>
        <Dialog title={title} closeLabel={closeLabel} footer={footer} className={styles.dialog}>
          {children}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
