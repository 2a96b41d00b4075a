import type { PurchasePlanResult } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../config';
import { users } from '../db/schema';
import { createMailTransport } from '../mail/create-transport';
import { body, startTestApp, type TestApp } from '../test/harness';
import { registerFamily, type TestFamily } from '../test/families';
import { recordTransfer } from '../test/payments';
import { pdfText } from '../test/pdf-text';
import { smtpServer, type SmtpStandIn } from '../test/smtp-server';
import { deliverEvents } from './deliver-events';
import { mailAttachments } from './deliver-events-attachments';

const TRN = '100234567800003';

let t: TestApp;
let smtp: SmtpStandIn;
let env: Env;
beforeAll(async () => {
  smtp = await smtpServer();
  env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SELLER_TRN: TRN };
  t = await startTestApp(env);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The deliver-events job as the server runs it, mailing through the stand-in SMTP server. */
const deliver = () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const db = t.database.db;
  return deliverEvents({
    db,
    clock: t.clock,
    mail: createMailTransport(config, db, (t.app as FastifyInstance).log, t.clock),
    log: (t.app as FastifyInstance).log,
    publicUrl: 'https://bayti.test',
    attachments: mailAttachments({ db, config }),
  });
};

/** A family's plan invoice, paid by a transfer an admin records. */
async function paidInvoice(family: TestFamily) {
  const bought = await family.call({
    method: 'POST',
    url: '/api/employer/plans',
    payload: { planId: 'basic' },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const { invoice } = body<{ data: PurchasePlanResult }>(bought).data;
  const paid = await recordTransfer(t.app, invoice);
  expect(paid.statusCode, paid.body).toBe(200);
  return invoice;
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.envelope.to.includes(email));

describe("the 'invoice.paid' email carries the tax invoice PDF", () => {
  it('in her language, through SMTP; the other mails carry no file', async () => {
    const family = await registerFamily(t.app, 'Amal Al Mansouri');
    const invoice = await paidInvoice(family);
    await deliver();

    const mails = mailsTo(family.email);
    const paidMail = mails.find((m) => m.mail.subject === `Invoice ${invoice.invoiceNo} paid`);
    expect(paidMail, mails.map((m) => m.mail.subject).join(', ')).toBeDefined();
    const [pdf, ...more] = paidMail!.mail.attachments;
    expect(more).toEqual([]);
    expect(pdf).toMatchObject({
      filename: `bayti-tax-invoice-${invoice.invoiceNo}.pdf`,
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf!.content);
    expect(text).toContain(invoice.invoiceNo);
    expect(text).toContain(`TRN ${TRN}`);
    expect(text).toContain('Paid by bank transfer');
    // Her other mails (the invoice issued, the plan started) carry nothing.
    expect(mails.filter((m) => m !== paidMail).flatMap((m) => m.mail.attachments)).toEqual([]);
  });

  it('in Arabic for a family who reads Arabic', async () => {
    const family = await registerFamily(t.app, 'أمل المنصوري');
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, family.id));
    const invoice = await paidInvoice(family);
    await deliver();

    const paidMail = mailsTo(family.email).find((m) => m.mail.attachments.length > 0);
    const [pdf] = paidMail!.mail.attachments;
    expect(pdf?.filename).toBe(`bayti-tax-invoice-${invoice.invoiceNo}-ar.pdf`);
    const text = await pdfText(pdf!.content);
    expect(text).toContain(invoice.invoiceNo);
    expect(text).toContain('رقم الفاتورة');
    expect(text).toContain('مدفوعة');
  });
});
