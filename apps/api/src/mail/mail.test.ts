import { eq } from 'drizzle-orm';
import type { SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/connection';
import { outbox } from '../db/schema';
import { demoEmail, startTestApp, type TestApp } from '../test/harness';
import { smtpServer as startSmtpServer, type SmtpStandIn } from '../test/smtp-server';
import { createMailTransport } from './create-transport';

const servers: SmtpStandIn[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A stand-in SMTP server, stopped after the test. */
async function smtpServer(options: SMTPServerOptions = {}) {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

const transport = (smtpUrl: string, mailFrom = 'Bayti <no-reply@bayti.ae>') =>
  createMailTransport(
    loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: mailFrom }),
    null as unknown as Database,
    null as unknown as FastifyBaseLogger,
    systemClock,
  );

describe('mail over SMTP (nodemailer)', () => {
  it('authenticates and delivers one message, its text and UTF-8 subject intact', async () => {
    const server = await smtpServer();
    const mail = transport(`smtp://mailer:p%40ss@127.0.0.1:${server.port}`);
    expect(mail.kind).toBe('smtp');
    await mail.send({
      to: 'amal@example.com',
      subject: 'إعادة تعيين كلمة المرور',
      text: 'Hello Amal,\n\n.a line starting with a dot\nمرحبا',
    });
    const [message] = server.received;
    expect(message?.auth).toMatchObject({ username: 'mailer', password: 'p@ss' });
    expect(message?.envelope).toEqual({ from: 'no-reply@bayti.ae', to: ['amal@example.com'] });
    expect(message?.mail.from?.value).toEqual([{ address: 'no-reply@bayti.ae', name: 'Bayti' }]);
    expect(message?.mail.headers.get('to')).toMatchObject({ text: 'amal@example.com' });
    expect(message?.mail.subject).toBe('إعادة تعيين كلمة المرور');
    expect(message?.mail.text?.trimEnd()).toBe('Hello Amal,\n\n.a line starting with a dot\nمرحبا');
  });

  it('carries a file attached to the message, its name and type intact', async () => {
    const server = await smtpServer();
    const content = Buffer.from('%PDF-1.3\n% a stand-in\n%%EOF\n', 'latin1');
    await transport(`smtp://127.0.0.1:${server.port}`).send({
      to: 'amal@example.com',
      subject: 'Invoice paid',
      text: 'Attached.',
      attachments: [
        {
          filename: 'bayti-tax-invoice-INV-2026-000001.pdf',
          content,
          contentType: 'application/pdf',
        },
      ],
    });
    const [attachment, ...others] = server.received[0]?.mail.attachments ?? [];
    expect(others).toEqual([]);
    expect(attachment).toMatchObject({
      filename: 'bayti-tax-invoice-INV-2026-000001.pdf',
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    expect(attachment?.content.equals(content)).toBe(true);
    expect(server.received[0]?.mail.text?.trimEnd()).toBe('Attached.');
  });

  it('sends no AUTH without credentials', async () => {
    const server = await smtpServer();
    await transport(`smtp://127.0.0.1:${server.port}`).send({
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
    });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.auth).toBeUndefined();
  });

  it('fails with the server reply, never the credentials', async () => {
    const server = await smtpServer({
      onRcptTo: (address, session, done) =>
        done(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })),
    });
    const error = await transport(`smtp://mailer:secret-pass@127.0.0.1:${server.port}`)
      .send({ to: 'gone@example.com', subject: 'S', text: 'T' })
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toMatch(/550 mailbox unavailable/);
    expect(JSON.stringify(error)).not.toContain('secret-pass');
    expect(server.received).toEqual([]);
  });

  it('upgrades to TLS when the server offers STARTTLS, and checks its certificate', async () => {
    // smtp-server's built-in certificate is self-signed: a verified upgrade refuses it.
    const server = await smtpServer({ disabledCommands: [] });
    await expect(
      transport(`smtp://127.0.0.1:${server.port}`).send({
        to: 'a@example.com',
        subject: 'S',
        text: 'T',
      }),
    ).rejects.toThrow(/certificate/);
    expect(server.received).toEqual([]);
  });

  it('refuses to send credentials in the clear to a remote server without STARTTLS', async () => {
    const mail = transport('smtp://mailer:secret@localhost.invalid:2525');
    await expect(mail.send({ to: 'a@example.com', subject: 'S', text: 'T' })).rejects.toThrow();
  });

  it('refuses header injection', async () => {
    const server = await smtpServer();
    const mail = transport(`smtp://127.0.0.1:${server.port}`);
    for (const message of [
      { to: 'a@example.com', subject: 'Hi\r\nBcc: everyone@example.com', text: 'x' },
      { to: 'a@example.com\nBcc: everyone@example.com', subject: 'Hi', text: 'x' },
    ]) {
      await expect(mail.send(message)).rejects.toThrow(/line break/);
    }
    expect(server.received).toEqual([]);
  });
});

describe('forgot-password with SMTP_URL', () => {
  let server: Awaited<ReturnType<typeof smtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    server = await smtpServer();
    t = await startTestApp({
      SMTP_URL: `smtp://mailer:pass@127.0.0.1:${server.port}`,
      MAIL_FROM: 'Bayti <hello@bayti.ae>',
      PUBLIC_URL: 'https://bayti.example',
    });
  });
  afterAll(() => t?.close());

  it('delivers the reset link through SMTP and writes no outbox row', async () => {
    const email = demoEmail('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    await t.settle();
    const [message] = server.received;
    expect(message?.envelope.to).toEqual([email]);
    expect(message?.mail.from?.value).toEqual([{ address: 'hello@bayti.ae', name: 'Bayti' }]);
    expect(message?.mail.text).toMatch(/https:\/\/bayti\.example\/reset-password\?token=[\w-]{43}/);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });
});

describe('mail without SMTP_URL (the outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('keeps the text in the outbox and names an attached file in its log line', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => logged.push({ obj, msg }) };
    const mail = createMailTransport(
      loadConfig({}),
      t.database.db,
      log as unknown as FastifyBaseLogger,
      systemClock,
    );
    expect(mail.kind).toBe('outbox');
    await mail.send({
      to: 'outbox-amal@example.com',
      subject: 'Invoice INV-2026-000001 paid',
      text: 'Attached.',
      attachments: [
        {
          filename: 'bayti-tax-invoice-INV-2026-000001.pdf',
          content: Buffer.from('%PDF-1.3\n%%EOF\n', 'latin1'),
          contentType: 'application/pdf',
        },
      ],
    });
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'outbox-amal@example.com'));
    expect(row).toMatchObject({ subject: 'Invoice INV-2026-000001 paid', text: 'Attached.' });
    expect(logged).toEqual([
      {
        obj: expect.objectContaining({ attachments: ['bayti-tax-invoice-INV-2026-000001.pdf'] }),
        msg: 'Mail stored in the outbox (no SMTP_URL configured)',
      },
    ]);
  });
});
