import type {
  AdminInvoicesPage,
  CreditNoteDocument,
  FamilyPlan,
  InvoiceDetail,
} from '@bayti/data/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, documentCounters, events, users } from '../../db/schema';
import { registerFamily, type TestFamily } from '../../test/families';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { recordTransfer } from '../../test/payments';
import { buyPlan, refundedInvoice, refundInvoice } from '../../test/refunds';
import { uaeDay } from '../../uae-calendar';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = 'The family asked to cancel within the first week';

/** A plan bought and its transfer recorded: the paid invoice. */
const paidPlan = async (family: TestFamily, planId = 'standard') => {
  const invoice = await buyPlan(family, planId);
  const paid = await recordTransfer(t.app, invoice);
  expect(paid.statusCode, paid.body).toBe(200);
  return invoice;
};
const refund = (invoiceId: number, payload: object) => refundInvoice(t.app, invoiceId, payload);
const contact = (family: TestFamily) =>
  family.call({ method: 'GET', url: '/api/candidates/1/contact' });
const read = async <T>(family: TestFamily, url: string) =>
  body<{ data: T }>(await family.call({ method: 'GET', url })).data;
const detail = async (family: TestFamily, id: number) =>
  (await read<{ invoice: InvoiceDetail }>(family, `/api/employer/invoices/${id}`)).invoice;
const planOf = async (family: TestFamily) =>
  (await read<{ plan: FamilyPlan }>(family, '/api/employer/plan')).plan;
const notesOf = (invoiceId: number) =>
  t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
const refundedEvents = async (familyId: number) =>
  (await t.database.db.select().from(events).where(eq(events.type, 'invoice.refunded'))).filter(
    (e) => e.recipientIds.includes(familyId),
  );
const year = () => uaeDay(t.clock.now()).slice(0, 4);
const counter = async () =>
  (
    await t.database.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(eq(documentCounters.series, `CN-${year()}`))
  )[0]?.last ?? 0;
const numberOf = (creditNoteNo: string) => Number(creditNoteNo.split('-')[2]);

describe('refunding a paid invoice', () => {
  it("gives the credit notes of an invoice refunded in parts the invoice's VAT, to the fil", async () => {
    const family = await registerFamily(t.app);
    const invoice = await paidPlan(family);
    // Rounded one by one, these parts' VAT would add up to 11.66, not the invoice's 11.67.
    for (const amount of [0.1, 0.1, 244.8])
      expect((await refund(invoice.id, { full: false, amount, reason: REASON })).statusCode).toBe(
        200,
      );
    const notes = (await detail(family, invoice.id)).creditNotes;
    let vat = 0;
    for (const note of notes) {
      const { creditNote } = await read<{ creditNote: CreditNoteDocument }>(
        family,
        `/api/employer/credit-notes/${note.id}`,
      );
      expect(Math.round((creditNote.subtotal + creditNote.vat) * 100)).toBe(
        Math.round(creditNote.total * 100),
      );
      vat += Math.round(creditNote.vat * 100);
    }
    expect(vat).toBe(Math.round((await detail(family, invoice.id)).vat * 100));
  });

  it('refunds a transfer in full: a CN credit note, the access ended, the family told', async () => {
    const family = await registerFamily(t.app);
    const invoice = await paidPlan(family);
    expect((await contact(family)).statusCode).toBe(200);
    const refunded = refundedInvoice(
      await refund(invoice.id, { full: true, amount: null, reason: REASON }),
    );
    expect(refunded).toMatchObject({ paymentStatus: 'Paid', refunded: 245 });
    expect(refunded.creditNotes).toEqual([
      {
        id: expect.any(Number),
        creditNoteNo: expect.stringMatching(new RegExp(`^CN-${year()}-\\d{6}$`)),
        issuedOn: uaeDay(t.clock.now()),
        amount: 245,
        reason: REASON,
        method: 'bank_transfer',
      },
    ]);
    // The access ends at once.
    expect((await contact(family)).statusCode).toBe(403);
    expect((await planOf(family)).active).toBeNull();
    expect(refunded.accessPeriod!.endsAt).toBe(t.clock.now().toISOString());

    // Who refunded, and why, is kept.
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('admin')));
    expect(await notesOf(invoice.id)).toMatchObject([
      {
        amountFils: 24_500,
        method: 'bank_transfer',
        reason: REASON,
        recordedBy: admin!.id,
        providerRefundId: null,
      },
    ]);
    const [told] = await refundedEvents(family.id);
    expect(told).toMatchObject({
      params: {
        invoice: invoice.invoiceNo,
        amount: '245.00',
        creditNote: refunded.creditNotes[0]!.creditNoteNo,
        ended: 'yes',
      },
      link: `/dashboard/employer/invoices/${invoice.id}`,
    });

    // The family's invoice lists the credit note, which prints as a tax credit note.
    expect(await detail(family, invoice.id)).toMatchObject({
      refunded: 245,
      creditNotes: refunded.creditNotes,
    });
    const { creditNote } = await read<{ creditNote: CreditNoteDocument }>(
      family,
      `/api/employer/credit-notes/${refunded.creditNotes[0]!.id}`,
    );
    expect(creditNote).toMatchObject({
      creditNoteNo: refunded.creditNotes[0]!.creditNoteNo,
      invoiceId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      seller: { trn: expect.stringMatching(/^\d{15}$/) },
      subtotal: 233.33,
      vatPercent: 5,
      vat: 11.67,
      total: 245,
      reason: REASON,
    });
    const other = await registerFamily(t.app);
    const hidden = await other.call({
      method: 'GET',
      url: `/api/employer/credit-notes/${refunded.creditNotes[0]!.id}`,
    });
    expect(hidden.statusCode).toBe(404);

    // Nothing is left to refund.
    const again = await refund(invoice.id, { full: true, amount: null, reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      error: { message: 'This invoice is already refunded in full.' },
    });
    expect(await notesOf(invoice.id)).toHaveLength(1);
  });

  it('refunds in part and keeps the access; a second part up to what was paid ends it', async () => {
    const family = await registerFamily(t.app);
    const invoice = await paidPlan(family);
    const first = refundedInvoice(
      await refund(invoice.id, { full: false, amount: 100, reason: REASON }),
    );
    expect(first).toMatchObject({ refunded: 100, creditNotes: [{ amount: 100 }] });
    expect((await contact(family)).statusCode).toBe(200);
    expect((await refundedEvents(family.id))[0]?.params).toMatchObject({
      amount: '100.00',
      ended: 'no',
    });

    const second = refundedInvoice(
      await refund(invoice.id, { full: false, amount: 145, reason: 'The rest, as agreed' }),
    );
    expect(second.refunded).toBe(245);
    expect(second.creditNotes.map((n) => n.amount)).toEqual([100, 145]);
    // Credit notes are numbered one after the other, without gaps.
    const [a, b] = second.creditNotes.map((n) => numberOf(n.creditNoteNo));
    expect(b).toBe(a! + 1);
    expect((await contact(family)).statusCode).toBe(403);

    // Accounts > Invoice shows the refunds too.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices?search=${invoice.invoiceNo}`,
      headers: bearer(await signIn(t.app, demoEmail('admin'))),
    });
    expect(body<{ data: AdminInvoicesPage }>(listed).data.items).toEqual([
      expect.objectContaining({ id: invoice.id, refunded: 245, creditNotes: second.creditNotes }),
    ]);
  });

  it('refuses a refund above what is left of the payment, and changes nothing', async () => {
    const family = await registerFamily(t.app);
    const invoice = await paidPlan(family);
    const before = await counter();
    const above = await refund(invoice.id, { full: false, amount: 245.01, reason: REASON });
    expect(above.statusCode).toBe(400);
    expect(body(above)).toMatchObject({
      error: {
        fields: {
          amount:
            'The refund (AED 245.01) is more than what is left to refund of this invoice (AED 245.00).',
        },
      },
    });
    refundedInvoice(await refund(invoice.id, { full: false, amount: 100, reason: REASON }));
    const rest = await refund(invoice.id, { full: false, amount: 145.5, reason: REASON });
    expect(rest.statusCode).toBe(400);
    expect(body(rest)).toMatchObject({
      error: { fields: { amount: expect.stringContaining('(AED 145.00)') } },
    });
    // Only the one refund made: one credit note, one number taken, the access kept.
    expect(await notesOf(invoice.id)).toHaveLength(1);
    expect(await counter()).toBe(before + 1);
    expect((await contact(family)).statusCode).toBe(200);
    expect((await detail(family, invoice.id)).refunded).toBe(100);
  });

  it('lets only one of two refunds sent at once through when both would exceed the payment', async () => {
    const family = await registerFamily(t.app);
    const invoice = await paidPlan(family);
    const token = await signIn(t.app, demoEmail('admin'));
    const twice = await Promise.all(
      [0, 1].map(() =>
        refundInvoice(t.app, invoice.id, { full: false, amount: 145, reason: REASON }, token),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await notesOf(invoice.id)).toMatchObject([{ amountFils: 14_500 }]);
  });

  it('refuses an unpaid invoice, an unknown one, and a request without its reason or amount', async () => {
    const family = await registerFamily(t.app);
    const unpaid = await buyPlan(family, 'basic');
    const refused = await refund(unpaid.id, { full: true, amount: null, reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      error: { message: 'Only a paid invoice can be refunded.' },
    });
    expect((await refund(999_999, { full: true, amount: null, reason: REASON })).statusCode).toBe(
      404,
    );

    const invoice = await paidPlan(family, 'standard');
    const noReason = await refund(invoice.id, { full: true, amount: null, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason)).toMatchObject({
      error: { fields: { reason: 'Give the reason for the refund' } },
    });
    const noAmount = await refund(invoice.id, { full: false, amount: null, reason: REASON });
    expect(noAmount.statusCode).toBe(400);
    expect(body(noAmount)).toMatchObject({
      error: { fields: { amount: 'Enter the amount to refund, or refund in full' } },
    });
    const [notes] = await t.database.db
      .select({ n: count() })
      .from(creditNotes)
      .where(and(eq(creditNotes.familyId, family.id)));
    expect(notes?.n).toBe(0);
  });

  it('is for admins only', async () => {
    const family = await registerFamily(t.app);
    const invoice = await paidPlan(family);
    const own = await refundInvoice(
      t.app,
      invoice.id,
      { full: true, amount: null, reason: REASON },
      family.token,
    );
    expect(own.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/refunds`,
      payload: { full: true, amount: null, reason: REASON },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await notesOf(invoice.id)).toHaveLength(0);
    expect((await contact(family)).statusCode).toBe(200);
  });

  it('moves a plan queued after a refunded one to start at once', async () => {
    const family = await registerFamily(t.app);
    const basic = await paidPlan(family, 'basic');
    await paidPlan(family, 'standard');
    const queued = await planOf(family);
    expect(queued.active?.invoiceId).toBe(basic.id);
    const standardDays =
      (Date.parse(queued.upcoming[0]!.endsAt) - Date.parse(queued.upcoming[0]!.startsAt)) / DAY_MS;
    refundedInvoice(await refund(basic.id, { full: true, amount: null, reason: REASON }));
    const now = await planOf(family);
    expect(now.active).toMatchObject({ planId: 'standard', startsAt: t.clock.now().toISOString() });
    expect((Date.parse(now.active!.endsAt) - Date.parse(now.active!.startsAt)) / DAY_MS).toBe(
      standardDays,
    );
    expect(now.upcoming).toEqual([]);
    expect((await contact(family)).statusCode).toBe(200);
  });
});
