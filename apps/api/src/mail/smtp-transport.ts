import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import type { MailMessage, MailTransport } from './mailer';

export interface SmtpOptions {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://user:pass@host:port (TLS). */
  url: string;
  /** The From header and envelope sender, e.g. 'Bayti <no-reply@bayti.ae>'. */
  from: string;
  timeoutMs?: number;
  /** Extra TLS settings (a test's self-signed certificate). */
  tls?: tls.ConnectionOptions;
}

interface Reply {
  code: number;
  lines: string[];
}

const CRLF = '\r\n';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Header values must not carry line breaks (header injection); non-ASCII as RFC 2047 words. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Mail header contains a line break');
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The address inside 'Name <a@b>' (or the whole value). */
const envelopeAddress = (value: string) => (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim();

/** A complete RFC 5322 message; the body base64-encoded, so no line length or dot rules apply. */
export function formatMessage(from: string, message: MailMessage, date = new Date()): string {
  const domain = envelopeAddress(from).split('@')[1] ?? 'localhost';
  const body = Buffer.from(message.text.replace(/\r?\n/g, CRLF), 'utf8')
    .toString('base64')
    .replace(/.{76}/g, `$&${CRLF}`);
  return [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join(CRLF);
}

/** Reads SMTP replies (multi-line `250-...` up to `250 ...`) off a socket, one at a time. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null =
    null;
  private failure: Error | null = null;
  private readonly ready: Reply[] = [];

  attach(socket: net.Socket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.push(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('The SMTP server closed the connection')));
  }

  /** STARTTLS replaces the socket; whatever the old one still held is dropped. */
  detach(socket: net.Socket): void {
    socket.removeAllListeners('data');
    socket.removeAllListeners('error');
    socket.removeAllListeners('close');
    this.buffer = '';
  }

  next(): Promise<Reply> {
    const reply = this.ready.shift();
    if (reply) return Promise.resolve(reply);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.lines.push(line.slice(4));
      if (/^\d{3}-/.test(line)) continue;
      const reply = { code: Number(line.slice(0, 3)) || 0, lines: this.lines };
      this.lines = [];
      const waiting = this.waiting;
      this.waiting = null;
      if (waiting) waiting.resolve(reply);
      else this.ready.push(reply);
    }
  }
}

/**
 * A minimal SMTP client (RFC 5321): one connection per message, STARTTLS when the server offers
 * it, AUTH PLAIN or LOGIN. Credentials never travel unencrypted except to a loopback server.
 */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private readonly url: URL;

  constructor(private readonly options: SmtpOptions) {
    this.url = new URL(options.url);
  }

  async send(message: MailMessage): Promise<void> {
    const secure = this.url.protocol === 'smtps:';
    const host = this.url.hostname;
    const port = Number(this.url.port) || (secure ? 465 : 587);
    const user = decodeURIComponent(this.url.username);
    const pass = decodeURIComponent(this.url.password);
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    const tlsOptions = { servername: host.replace(/^\[|\]$/g, ''), ...this.options.tls };

    const reader = new ReplyReader();
    const withTimeout = <S extends net.Socket>(s: S): S =>
      s.setTimeout(timeoutMs, () => s.destroy(new Error('The SMTP server did not answer in time')));
    let socket: net.Socket = await new Promise((resolve, reject) => {
      const s = withTimeout(
        secure
          ? tls.connect({ host, port, ...tlsOptions }, () => resolve(s))
          : net.connect({ host, port }, () => resolve(s)),
      );
      s.once('error', reject);
    });
    let encrypted = secure;
    reader.attach(socket);

    const command = async (line: string | null, expected: number[]): Promise<Reply> => {
      if (line !== null) socket.write(line + CRLF);
      const reply = await reader.next();
      if (!expected.includes(reply.code)) {
        // The command is not echoed: AUTH lines hold credentials.
        throw new Error(`SMTP server answered ${reply.code} ${reply.lines.join(' ')}`.trim());
      }
      return reply;
    };

    try {
      await command(null, [220]);
      const helo = `EHLO ${os.hostname() || 'localhost'}`;
      let features = (await command(helo, [250])).lines.slice(1).map((l) => l.toUpperCase());
      if (!encrypted && features.some((f) => f.startsWith('STARTTLS'))) {
        await command('STARTTLS', [220]);
        reader.detach(socket);
        socket.setTimeout(0);
        const plain = socket;
        socket = await new Promise((resolve, reject) => {
          const s = withTimeout(tls.connect({ socket: plain, ...tlsOptions }, () => resolve(s)));
          s.once('error', reject);
        });
        reader.attach(socket);
        encrypted = true;
        features = (await command(helo, [250])).lines.slice(1).map((l) => l.toUpperCase());
      }

      if (user) {
        if (!encrypted && !LOOPBACK.has(host)) {
          throw new Error(
            'Refusing to send SMTP credentials without TLS (the server offers no STARTTLS)',
          );
        }
        const auth = features.find((f) => f.startsWith('AUTH')) ?? '';
        if (/\bPLAIN\b/.test(auth) || !/\bLOGIN\b/.test(auth)) {
          const token = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
          await command(`AUTH PLAIN ${token}`, [235]);
        } else {
          await command('AUTH LOGIN', [334]);
          await command(Buffer.from(user, 'utf8').toString('base64'), [334]);
          await command(Buffer.from(pass, 'utf8').toString('base64'), [235]);
        }
      }

      await command(`MAIL FROM:<${headerValue(envelopeAddress(this.options.from))}>`, [250]);
      await command(`RCPT TO:<${headerValue(envelopeAddress(message.to))}>`, [250, 251]);
      await command('DATA', [354]);
      await command(`${formatMessage(this.options.from, message)}${CRLF}.`, [250]);
      await command('QUIT', [221]).catch(() => undefined);
    } finally {
      reader.fail(new Error('closed'));
      socket.destroy();
    }
  }
}
