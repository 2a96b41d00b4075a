import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A file a message carried: its name, type, size and first bytes ('%PDF-' for a PDF). */
type Attachment = { filename: string; contentType: string; size: number; head: string };
type Message = { to: string; subject: string; text: string; attachments: Attachment[] };

/**
 * An SMTP server on loopback (smtp-server) that keeps every message it receives, parsed by
 * mailparser, as a file, so journeys can follow the links Bayti mails (password reset) through
 * the server's real SMTP transport.
 */
export async function startMailSink(
  dir: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        const message: Message = {
          to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? '',
            contentType: file.contentType,
            size: file.size,
            head: file.content.subarray(0, 5).toString('latin1'),
          })),
        };
        received += 1;
        writeFileSync(
          path.join(dir, `${String(received).padStart(4, '0')}.json`),
          JSON.stringify(message),
        );
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A message the sink stored: who it went to, its subject, its text and its files. */
export function messageText(raw: string): Message {
  return JSON.parse(raw) as Message;
}
