import {
  isSecurityNotification,
  type MailLocale,
  type NotificationType,
} from '@bayti/data/contract';
import type { EventParams } from '../db/schema';
import { translate, type MessageId } from '../i18n/translate';
import type { MailMessage } from './mailer';

export interface NotificationMailInput {
  type: NotificationType;
  locale: MailLocale;
  name: string;
  params: EventParams;
  /** The absolute link the mail opens, if any. */
  link: string | null;
  /** Where the person turns emails off (left out of security mails). */
  settingsUrl: string;
}

/**
 * The email of one notification in the recipient's language, from the API's catalogues
 * (docs/decisions/0019, 0023): its title as the subject, a greeting, the body, the link, and
 * (except for security mails) where to turn such emails off. Plain text: one thing to act on.
 */
export function notificationMail(
  input: NotificationMailInput,
): Pick<MailMessage, 'subject' | 'text'> {
  const { locale, type, params } = input;
  const say = (id: MessageId, values: EventParams = {}) => translate(locale, id, values);
  const lines = [
    say('mail.greeting', { name: input.name }),
    '',
    say(`notify.${type}.body` as MessageId, { name: input.name, ...params }),
  ];
  if (input.link) lines.push('', say('mail.openLink', { link: input.link }));
  if (!isSecurityNotification(type))
    lines.push('', say('mail.preferences', { link: input.settingsUrl }));
  lines.push('', say('mail.signature'));
  return {
    subject: say(`notify.${type}.title` as MessageId, { name: input.name, ...params }),
    text: lines.join('\n'),
  };
}
