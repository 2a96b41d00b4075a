import type { ReactNode } from 'react';
import styles from './AuthPage.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** Wider, for the settings page's two forms. */
  wide?: boolean;
  children: ReactNode;
}

/** The centred card of the sign-in, agency login, reset and settings pages; its title is the h1. */
export function AuthCard({ title, subtitle, wide = false, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section
        className={wide ? `${styles.card} ${styles.wide}` : styles.card}
        aria-labelledby="auth-card-title"
      >
        <header className={styles.header}>
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
      </section>
    </div>
  );
}
