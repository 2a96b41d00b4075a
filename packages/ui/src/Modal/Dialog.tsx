import clsx from 'clsx';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  type DialogRenderProps,
  Heading,
} from 'react-aria-components';
import { CloseButton } from './CloseButton';
import styles from './Dialog.module.css';

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A line under the title; announced as the dialog's description. */
  description?: ReactNode;
  /** Accessible name of the close button, e.g. "Close". Without it there is no close button. */
  closeLabel?: string;
  /** Actions pinned under the scrolling body, e.g. Cancel and Save. */
  footer?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** The body. A function receives `close()`. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A dialog with a title, an optional close button, a body that scrolls when it is tall and an
 * optional footer. Place it in a `Modal`, a `Popover`, or use the `Drawer`, which wraps one.
 */
export function Dialog({
  title,
  description,
  closeLabel,
  footer,
  children,
  headingLevel = 2,
  className,
  ...props
}: DialogProps) {
  const descriptionId = useId();
  const body = useScrollable();
  return (
    <RACDialog
      {...props}
      aria-describedby={
        clsx(props['aria-describedby'], description != null && descriptionId) || undefined
      }
      className={clsx(styles.dialog, className)}
    >
      {(renderProps) => (
        <>
          <div className={styles.header}>
            <div className={styles.titles}>
              <Heading slot="title" level={headingLevel} className={styles.title}>
                {title}
              </Heading>
              {description != null && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            {closeLabel && <CloseButton label={closeLabel} className={styles.close} />}
          </div>
          {/*
           * A body that scrolls takes the keyboard's focus, so its arrows scroll it: the one case
           * a non-interactive element needs a tab stop (axe: scrollable-region-focusable).
           */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div ref={body.ref} className={styles.body} tabIndex={body.scrollable ? 0 : undefined}>
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
          {footer != null && (
            <div className={styles.footer}>
              {typeof footer === 'function' ? footer(renderProps) : footer}
            </div>
          )}
        </>
      )}
    </RACDialog>
  );
}

/** Whether the element's content is taller than it, kept as content and size change. */
function useScrollable() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    check();
    const resized = new ResizeObserver(check);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    const changed = new MutationObserver(check);
    changed.observe(element, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return { ref, scrollable };
}
