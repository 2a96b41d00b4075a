import { Spinner } from '../Spinner';
import styles from './Modal.module.css';

export interface ModalPendingProps {
  /** Announced while waiting, e.g. "Loading...". */
  label: string;
}

/**
 * The backdrop a Modal shows, with a spinner instead of the box: what to show while a modal's own
 * code is still being fetched (React.lazy). It takes no focus, so the modal, once shown, still
 * returns focus to the button that opened it. Carries none of react-aria's overlay code.
 */
export function ModalPending({ label }: ModalPendingProps) {
  return (
    <div className={styles.overlay}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
