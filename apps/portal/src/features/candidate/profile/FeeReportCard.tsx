import { Button, Card } from '@bayti/ui';
import { useState } from 'react';
import { useCandidateFormat } from '../use-candidate-format';
import layout from '../../shared/page/Page.module.css';
import styles from '../CandidateDashboard.module.css';
import { FeeReportDialog } from './FeeReportDialog';

/**
 * A worker never pays to be placed (UAE law): the card says so, and Report it tells Bayti who
 * asked her to pay and what happened; sent, the card thanks her.
 */
export function FeeReportCard() {
  const { t } = useCandidateFormat();
  const f = t.feeReport;
  const [isOpen, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Card
      title={f.title}
      aria-label={f.title}
      headingLevel={2}
      variant="outlined"
      elementType="section"
    >
      <div className={`${layout.column} ${styles.listing}`}>
        <p>{f.text}</p>
        {!sent && (
          <Button size="sm" variant="secondary" onPress={() => setOpen(true)}>
            {f.report}
          </Button>
        )}
        <p role="status" className={layout.notice}>
          {sent ? f.sent : ''}
        </p>
      </div>
      {isOpen && (
        <FeeReportDialog
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </Card>
  );
}
