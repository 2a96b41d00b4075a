import type { MessageWarning as Warning } from '@bayti/data/contract';
import { TriangleAlert } from 'lucide-react';
import type { ConversationText } from './use-conversation-text';
import styles from './Conversations.module.css';

/** The scam guard's warning under a message that asks for money or carries a link. */
export function MessageWarning({ warning, text }: { warning: Warning; text: ConversationText }) {
  const lines = [
    warning.asksForMoney ? text.c.warnings.money : null,
    warning.hasLink ? text.c.warnings.link : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div className={styles.warning}>
      <TriangleAlert aria-hidden className={styles.warningIcon} />
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
