import type { ReactNode } from 'react';
import layout from '../../shared/page/Page.module.css';
import styles from './Agencies.module.css';

/** One labelled value of a details list (`<dl>`), e.g. "Mobile" and the number. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={`${layout.column} ${styles.fact}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
