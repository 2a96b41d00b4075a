import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message a stand-in SMTP server received. */
export interface ReceivedMail {
  auth?: { username?: string; password?: string };
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

/** A stand-in SMTP server: what it received, its port, and how to stop it. */
export interface SmtpStandIn {
  received: ReceivedMail[];
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server) that parses what it receives (mailparser):
 * the mail tests send to it through nodemailer, as production sends to its SMTP server.
 */
export async function smtpServer(options: SMTPServerOptions = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, session, done) => done(null, { user: auth }),
    onData(stream, session, done) {
      simpleParser(stream).then((mail) => {
        const { user } = session as { user?: ReceivedMail['auth'] };
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          auth: user,
          envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) },
          mail,
        });
        done();
      }, done);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(done)),
  };
}
