import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/connection';
import type { MailTransport } from './mailer';
import { OutboxTransport } from './outbox-transport';
import { SmtpTransport } from './smtp-transport';

/** SMTP when SMTP_URL is set; otherwise the outbox table and the log. */
export function createMailTransport(
  config: AppConfig,
  db: Database,
  log: FastifyBaseLogger,
  clock: Clock,
): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : new OutboxTransport(db, log, clock);
}
