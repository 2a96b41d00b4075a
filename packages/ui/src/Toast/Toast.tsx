import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  composeRenderProps,
} from 'react-aria-components';
import { CloseButton } from '../Modal/CloseButton';
import styles from './Toast.module.css';

export type ToastVariant = 'success' | 'error' | 'info';

/** What a toast shows. Every string comes from the caller, already translated. */
export interface ToastMessage {
  variant: ToastVariant;
  title: string;
  description?: string;
}

export interface ShowToastOptions {
  /** A second line under the title. */
  description?: string;
  /**
   * Milliseconds before the toast closes itself; `DEFAULT_TOAST_TIMEOUT` (5 s) by default. Pass 0
   * to keep it until the user closes it (use that for errors the user must read). Timers pause
   * while the pointer or focus is on the toasts.
   */
  timeout?: number;
  /** Called when the toast closes, by the user or after the timeout. */
  onClose?: () => void;
}

/** Toasts close themselves after five seconds, the shortest time that suits most readers. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/**
 * The queue of toasts a `ToastRegion` shows, on RAC's (still UNSTABLE_ in 1.22) ToastQueue.
 * `success`, `error` and `info` queue a toast and return its key, which `close(key)` takes.
 */
export class ToastQueue extends RACToastQueue<ToastMessage> {
  constructor(options: { maxVisibleToasts?: number } = {}) {
    super({ maxVisibleToasts: 3, ...options });
  }

  show(variant: ToastVariant, title: string, options: ShowToastOptions = {}): string {
    const { description, timeout = DEFAULT_TOAST_TIMEOUT, onClose } = options;
    return this.add(
      { variant, title, description },
      { timeout: timeout > 0 ? timeout : undefined, onClose },
    );
  }

  success(title: string, options?: ShowToastOptions): string {
    return this.show('success', title, options);
  }

  error(title: string, options?: ShowToastOptions): string {
    return this.show('error', title, options);
  }

  info(title: string, options?: ShowToastOptions): string {
    return this.show('info', title, options);
  }
}

/** The app-wide queue: render one `<ToastRegion>` at the root and call `toastQueue.success(...)`. */
export const toastQueue = new ToastQueue();

export interface ToastRegionProps extends Omit<
  RACToastRegionProps<ToastMessage>,
  'queue' | 'children' | 'aria-label'
> {
  /** Names the landmark that holds the toasts, e.g. "Notifications". */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Dismiss". */
  closeLabel: string;
  /** The queue to show; the shared `toastQueue` by default. */
  queue?: ToastQueue;
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/**
 * Where toasts appear: the bottom inline-end corner of the viewport, newest last. Render it once,
 * near the root; it renders nothing while the queue is empty. F6 moves focus to the toasts.
 */
export function ToastRegion({
  label,
  closeLabel,
  queue = toastQueue,
  className,
  ...props
}: ToastRegionProps) {
  return (
    <RACToastRegion
      {...props}
      queue={queue}
      aria-label={label}
      className={composeRenderProps(className, (className) => clsx(styles.region, className))}
    >
      {({ toast }) => {
        const Icon = icons[toast.content.variant];
        return (
          <RACToast toast={toast} data-variant={toast.content.variant} className={styles.toast}>
            <Icon aria-hidden className={styles.icon} />
            <RACToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              )}
            </RACToastContent>
            <CloseButton label={closeLabel} className={styles.close} />
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
