import type { MessageWarning } from '@bayti/data/contract';
import { TriangleAlert } from 'lucide-react';
import styles from './ScamWarning.module.css';

/**
 * The scam guard's warning (decision 0031) under what a worker or an agency wrote: a message, or a
 * job application's note. The words are the conversations' own, passed by the reader's screen.
 */
export function ScamWarning({
  warning,
  words,
}: {
  warning: MessageWarning;
  words: { money: string; link: string };
}) {
  const lines = [
    warning.asksForMoney ? words.money : null,
    warning.hasLink ? words.link : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div className={styles.warning}>
      <TriangleAlert aria-hidden className={styles.icon} />
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
