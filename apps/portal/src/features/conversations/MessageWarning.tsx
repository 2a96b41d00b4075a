import type { MessageWarning as Warning } from '@bayti/data/contract';
import { ScamWarning } from '../shared/conversations/ScamWarning';
import type { ConversationText } from './use-conversation-text';

/** The scam guard's warning under a message that asks for money or carries a link. */
export function MessageWarning({ warning, text }: { warning: Warning; text: ConversationText }) {
  return <ScamWarning warning={warning} words={text.c.warnings} />;
}
