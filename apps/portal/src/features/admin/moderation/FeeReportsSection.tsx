import type { FeeReport } from '@bayti/data/contract';
import { Button, StatusBadge } from '@bayti/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useListingText } from '../../shared/listing/use-listing-text';
import layout from '../../shared/page/Page.module.css';
import styles from './Moderation.module.css';
import { feeReportsQuery } from './queries';

export interface FeeReportsSectionProps {
  onResolve: (report: FeeReport) => void;
}

/**
 * Workers asked to pay (a worker never pays: UAE law), above the families' reports and marked
 * urgent: each open report, oldest first, with the worker, who asked, what happened and when,
 * and Resolve. With none open, nothing shows.
 */
export function FeeReportsSection({ onResolve }: FeeReportsSectionProps) {
  const { l, dateTime } = useListingText();
  const f = l.reports.fees;
  const headingId = useId();
  const { data } = useSuspenseQuery(feeReportsQuery());
  if (data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${layout.column} ${styles.fees}`}>
      <div className={styles.feesHeader}>
        <h2 id={headingId} className={styles.feesTitle}>
          {f.title}
        </h2>
        <StatusBadge tone="danger" withDot>
          {f.urgent}
        </StatusBadge>
      </div>
      <p className={styles.muted}>{f.intro}</p>
      <ul className={`${layout.bareList} ${layout.column} ${styles.feeList}`}>
        {data.items.map((report) => (
          <li key={report.id} className={styles.feeReport}>
            <div className={styles.feeTop}>
              <span className={styles.name}>{report.worker.name}</span>
              <span className={styles.muted}>
                {f.reported}: {dateTime(report.createdAt)}
              </span>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{f.askedBy}</dt>
                <dd>{report.askedBy}</dd>
              </div>
              <div>
                <dt>{f.happened}</dt>
                <dd className={styles.feeNote}>{report.note}</dd>
              </div>
            </dl>
            <span>
              <Button
                size="sm"
                variant="danger"
                aria-label={f.resolveName(report.worker.name)}
                onPress={() => onResolve(report)}
              >
                {f.resolve}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
