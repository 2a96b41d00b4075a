/** One plain-text email. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: an SMTP server, or the outbox table and the log when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
