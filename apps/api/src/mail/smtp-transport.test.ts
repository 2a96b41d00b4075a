import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { demoEmail, startTestApp } from '../test/harness';
import { formatMessage, SmtpTransport } from './smtp-transport';

interface Received {
  commands: string[];
  data: string;
}

/** A fake SMTP server speaking just enough of RFC 5321; `reject` answers one command with 5xx. */
function fakeSmtpServer(options: { reject?: string; auth?: string; host?: string } = {}) {
  const sessions: Received[] = [];
  const server = net.createServer((socket) => {
    const session: Received = { commands: [], data: '' };
    sessions.push(session);
    let buffer = '';
    let inData = false;
    let loginPrompts = 0;
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        session.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 2.0.0 queued\r\n');
      }
      let end: number;
      while (!inData && (end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        session.commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (loginPrompts > 0) {
          loginPrompts -= 1;
          socket.write(loginPrompts > 0 ? '334 UGFzc3dvcmQ6\r\n' : '235 2.7.0 authenticated\r\n');
        } else if (options.reject && line.startsWith(options.reject)) {
          socket.write('550 5.1.1 mailbox unavailable\r\n');
        } else if (verb === 'EHLO') {
          socket.write(
            `250-fake.smtp\r\n250-${options.auth ?? 'AUTH PLAIN LOGIN'}\r\n250 8BITMIME\r\n`,
          );
        } else if (line === 'AUTH LOGIN') {
          loginPrompts = 2;
          socket.write('334 VXNlcm5hbWU6\r\n');
        } else if (verb === 'AUTH') {
          socket.write('235 2.7.0 authenticated\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  return {
    sessions,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, options.host ?? '127.0.0.1', () =>
          resolve((server.address() as net.AddressInfo).port),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decodeBody = (data: string) =>
  Buffer.from(data.split('\r\n\r\n').slice(1).join('').replace(/\r\n/g, ''), 'base64').toString(
    'utf8',
  );

describe('SmtpTransport', () => {
  const server = fakeSmtpServer();
  let port: number;
  beforeAll(async () => {
    port = await server.listen();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.sessions.length = 0;
  });

  it('authenticates and delivers one message', async () => {
    const transport = new SmtpTransport({
      url: `smtp://mailer:p%40ss@127.0.0.1:${port}`,
      from: 'Bayti <no-reply@bayti.ae>',
    });
    await transport.send({
      to: 'amal@example.com',
      subject: 'Reset your Bayti password',
      text: 'Hello Amal,\n\n.a line starting with a dot\nمرحبا',
    });
    const [session] = server.sessions;
    expect(session?.commands).toEqual([
      expect.stringMatching(/^EHLO /),
      `AUTH PLAIN ${Buffer.from('\0mailer\0p@ss').toString('base64')}`,
      'MAIL FROM:<no-reply@bayti.ae>',
      'RCPT TO:<amal@example.com>',
      'DATA',
      'QUIT',
    ]);
    expect(session?.data).toContain('From: Bayti <no-reply@bayti.ae>\r\n');
    expect(session?.data).toContain('To: amal@example.com\r\n');
    expect(session?.data).toContain('Subject: Reset your Bayti password\r\n');
    expect(decodeBody(session!.data)).toBe(
      'Hello Amal,\r\n\r\n.a line starting with a dot\r\nمرحبا',
    );
  });

  it('uses AUTH LOGIN when the server offers only that', async () => {
    const loginOnly = fakeSmtpServer({ auth: 'AUTH LOGIN' });
    const loginPort = await loginOnly.listen();
    try {
      const transport = new SmtpTransport({
        url: `smtp://u:p@127.0.0.1:${loginPort}`,
        from: 'no-reply@bayti.ae',
      });
      await transport.send({ to: 'a@example.com', subject: 'S', text: 'T' });
      expect(loginOnly.sessions[0]?.commands.slice(1, 5)).toEqual([
        'AUTH LOGIN',
        Buffer.from('u').toString('base64'),
        Buffer.from('p').toString('base64'),
        'MAIL FROM:<no-reply@bayti.ae>',
      ]);
    } finally {
      await loginOnly.close();
    }
  });

  it('sends no AUTH without credentials', async () => {
    const transport = new SmtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@bayti.ae',
    });
    await transport.send({ to: 'a@example.com', subject: 'S', text: 'T' });
    expect(server.sessions[0]?.commands.some((c) => c.startsWith('AUTH'))).toBe(false);
  });

  it('fails with the server reply, never the credentials', async () => {
    const rejecting = fakeSmtpServer({ reject: 'RCPT TO' });
    const rejectPort = await rejecting.listen();
    try {
      const transport = new SmtpTransport({
        url: `smtp://mailer:secret-pass@127.0.0.1:${rejectPort}`,
        from: 'no-reply@bayti.ae',
      });
      const error = await transport
        .send({ to: 'gone@example.com', subject: 'S', text: 'T' })
        .catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe('SMTP server answered 550 5.1.1 mailbox unavailable');
      expect((error as Error).message).not.toContain('secret-pass');
    } finally {
      await rejecting.close();
    }
  });

  it('refuses to send credentials in the clear to a remote server without STARTTLS', async () => {
    // 127.0.0.2 is loopback to the kernel but not to the transport's allow-list.
    const transport = new SmtpTransport({
      url: `smtp://mailer:secret@localhost.invalid:${port}`,
      from: 'no-reply@bayti.ae',
      timeoutMs: 2000,
    });
    await expect(
      transport.send({ to: 'a@example.com', subject: 'S', text: 'T' }),
    ).rejects.toThrow();
  });

  it('refuses header injection', () => {
    expect(() =>
      formatMessage('no-reply@bayti.ae', {
        to: 'a@example.com',
        subject: 'Hi\r\nBcc: everyone@example.com',
        text: 'x',
      }),
    ).toThrow(/line break/);
  });

  it('encodes a non-ASCII subject', () => {
    expect(
      formatMessage('no-reply@bayti.ae', { to: 'a@example.com', subject: 'مرحبا', text: 'x' }),
    ).toContain(`Subject: =?UTF-8?B?${Buffer.from('مرحبا').toString('base64')}?=\r\n`);
  });
});

describe('forgot-password with SMTP_URL', () => {
  it('delivers the reset link through SMTP and writes no outbox row', async () => {
    const server = fakeSmtpServer();
    const port = await server.listen();
    const t = await startTestApp({
      SMTP_URL: `smtp://mailer:pass@127.0.0.1:${port}`,
      MAIL_FROM: 'Bayti <hello@bayti.ae>',
      PUBLIC_URL: 'https://bayti.example',
    });
    try {
      const email = demoEmail('client');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
      await t.settle();
      const [session] = server.sessions;
      expect(session?.commands).toContain(`RCPT TO:<${email}>`);
      expect(decodeBody(session!.data)).toMatch(
        /https:\/\/bayti\.example\/reset-password\?token=[\w-]{43}/,
      );
      expect(await t.database.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
    } finally {
      await t.close();
      await server.close();
    }
  });
});
