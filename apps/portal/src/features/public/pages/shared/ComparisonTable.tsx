import headings from '../../../shared/page/Headings.module.css';
import layout from '../../../shared/page/Page.module.css';
import styles from './Pages.module.css';

export interface ComparisonRow {
  /** What is compared, the row's header. */
  label: string;
  /** Bayti's offer, in green. */
  bayti: string;
  /** The alternative's. */
  other: string;
}

export interface ComparisonTableProps {
  /** The h2's id, which names the table and its scrolling region. */
  titleId: string;
  title: string;
  /** The column heads: what is compared, Bayti, the alternative. */
  columns: readonly [aspect: string, bayti: string, other: string];
  rows: readonly ComparisonRow[];
}

/** A titled section comparing Bayti with the alternative row by row (pricing and visa pages). */
export function ComparisonTable({ titleId, title, columns, rows }: ComparisonTableProps) {
  return (
    <section className={styles.section}>
      <h2 id={titleId} className={headings.sectionTitle}>
        {title}
      </h2>
      {/* On a phone the table scrolls sideways: a focusable region lets keyboards scroll it too. */}
      <div
        className={`${layout.raised} ${styles.tableWrap}`}
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
      >
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, bayti, other }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className={styles.good}>{bayti}</td>
                <td>{other}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
