import styles from './Logo.module.css';

/** Bayti's mark: a house in the brand teal, with the name beside it. */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" />
        <path d="M7 16 16 8l9 8v9H19v-6h-6v6H7z" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}
