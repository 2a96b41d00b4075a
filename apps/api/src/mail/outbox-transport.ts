import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { outbox } from '../db/schema';
import type { MailMessage, MailTransport } from './mailer';

/**
 * Without SMTP, mail is kept for an operator: a row in `outbox` (sent_at null) and one info log
 * line with the whole message. That line is the only log that carries a mail's links.
 */
export class OutboxTransport implements MailTransport {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({ ...message, createdAt: this.clock.now() })
      .returning({ id: outbox.id });
    this.log.info(
      { outboxId: row?.id, mail: { to: message.to, subject: message.subject, text: message.text } },
      'Mail stored in the outbox (no SMTP_URL configured)',
    );
  }
}
