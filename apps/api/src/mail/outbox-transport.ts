import type { FastifyBaseLogger } from 'fastify';
import type { Transport } from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { outbox } from '../db/schema';

/**
 * Without SMTP, nodemailer hands mail to this transport, which keeps it for an operator: a row in
 * `outbox` (sent_at null) and one info log line with the whole message. That line is the only log
 * that carries a mail's links.
 */
export const outboxTransport = (
  db: Database,
  log: FastifyBaseLogger,
  clock: Clock,
): Transport<{ outboxId: number | undefined }> => ({
  name: 'bayti-outbox',
  version: '1',
  send({ data }, done) {
    const mail = { to: String(data.to), subject: String(data.subject), text: String(data.text) };
    // The outbox keeps the text; a file sent with it (an invoice PDF) is named in the log line.
    const attachments = (data.attachments ?? []).map((file) => file.filename);
    db.insert(outbox)
      .values({ ...mail, createdAt: clock.now() })
      .returning({ id: outbox.id })
      .then(([row]) => {
        log.info(
          { outboxId: row?.id, mail, ...(attachments.length > 0 ? { attachments } : {}) },
          'Mail stored in the outbox (no SMTP_URL configured)',
        );
        done(null, { outboxId: row?.id });
      }, done);
  },
});
