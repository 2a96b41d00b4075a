import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/connection';
import type { MailTransport } from './mailer';
import { outboxTransport } from './outbox-transport';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const TIMEOUT_MS = 30_000;

/**
 * nodemailer over SMTP when SMTP_URL is set (smtp://: STARTTLS when the server offers it;
 * smtps://: TLS), one connection per message; credentials never travel unencrypted except to a
 * loopback server. Otherwise nodemailer hands mail to the outbox table and the log.
 */
export function createMailTransport(
  config: AppConfig,
  db: Database,
  log: FastifyBaseLogger,
  clock: Clock,
): MailTransport {
  const smtp = config.smtpUrl ? new URL(config.smtpUrl) : undefined;
  const transporter = smtp
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        requireTLS: smtp.username !== '' && !LOOPBACK.has(smtp.hostname),
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      })
    : nodemailer.createTransport(outboxTransport(db, log, clock));
  return {
    kind: smtp ? 'smtp' : 'outbox',
    async send(message) {
      // A header value with a line break is refused, never folded: it is a header injection.
      if (/[\r\n]/.test(message.to + message.subject)) {
        throw new Error('Mail header contains a line break');
      }
      await transporter.sendMail({ from: config.mailFrom, ...message });
    },
  };
}
