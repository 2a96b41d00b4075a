import styles from './AuthForm.module.css';

export interface FormMessageProps {
  tone: 'success' | 'error';
  children?: string | undefined;
}

/** A form's outcome: successes are announced politely, errors at once. */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={styles.message}>
      {children}
    </p>
  );
}
