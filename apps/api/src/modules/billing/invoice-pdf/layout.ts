import type { InvoiceDetail } from '@bayti/data/contract';
import type { InvoiceCanvas, TextStyle } from './canvas';
import type { InvoicePdfText } from './texts';

const BRAND = '#0f766e';
const MUTED = '#52606d';
const SHADE = '#f0f4f8';

const label: TextStyle = { size: 8.5, color: MUTED };
const small: TextStyle = { size: 9.5 };
const strong: TextStyle = { face: 'bold', size: 10 };
/** What a person typed (a name, an address) reads in its own direction. */
const typed = (style: TextStyle): TextStyle => ({ ...style, dir: 'auto' });
/** An e-mail, a phone number, an account number: always from the left. */
const latin = (style: TextStyle): TextStyle => ({ ...style, dir: 'ltr' });

/**
 * The tax invoice on one A4 page, as the printable page shows it (decision 0024): the seller with
 * its TRN, the invoice's number and dates, the buyer, the line before VAT, the VAT at 5 % and the
 * total in AED; while unpaid the bank transfer's details, once paid how and when.
 */
export function drawInvoice(canvas: InvoiceCanvas, invoice: InvoiceDetail, text: InvoicePdfText) {
  const { say } = text;
  const full = canvas.width;
  const half = full / 2 - 10;
  const endColumn = full - half;

  // The brand, and the document's name and number.
  let y = 50;
  canvas.line(
    say('invoicePdf.brand'),
    { start: 0, y, width: half },
    { face: 'bold', size: 22, color: BRAND },
  );
  canvas.line(
    say('invoicePdf.heading'),
    { start: endColumn, y, width: half },
    { face: 'bold', size: 18, align: 'end' },
  );
  y = canvas.line(
    invoice.invoiceNo,
    { start: endColumn, y: y + 26, width: half },
    { size: 12, align: 'end' },
  );
  const paid = invoice.paymentStatus === 'Paid';
  canvas.line(
    say(`invoicePdf.status.${invoice.paymentStatus}`),
    { start: endColumn, y: y + 2, width: half },
    { face: 'bold', size: 10, color: paid ? '#047857' : '#b45309', align: 'end' },
  );

  // The seller and the facts.
  y = 120;
  let left = canvas.line(say('invoicePdf.from'), { start: 0, y, width: half }, label);
  left = canvas.paragraph(invoice.seller.name, { start: 0, y: left, width: half }, typed(strong));
  left = canvas.paragraph(invoice.seller.address, { start: 0, y: left, width: half }, typed(small));
  left = canvas.line(
    say('invoicePdf.trn', { trn: invoice.seller.trn }),
    { start: 0, y: left, width: half },
    small,
  );
  left = canvas.line(
    `${invoice.seller.email} · ${invoice.seller.website}`,
    { start: 0, y: left, width: half },
    latin(small),
  );

  let right = y;
  const facts: [string, string][] = [
    [say('invoicePdf.number'), invoice.invoiceNo],
    [say('invoicePdf.date'), text.date(invoice.invoiceDate)],
    [say('invoicePdf.order'), invoice.orderNo],
    [say('invoicePdf.orderDate'), text.date(invoice.orderDate)],
    [say('invoicePdf.status'), say(`invoicePdf.status.${invoice.paymentStatus}`)],
  ];
  for (const [term, value] of facts) {
    canvas.line(term, { start: endColumn, y: right, width: half }, { ...small, color: MUTED });
    right =
      canvas.line(value, { start: endColumn, y: right, width: half }, { ...small, align: 'end' }) +
      2;
  }

  // The buyer.
  y = Math.max(left, right) + 14;
  y = canvas.line(say('invoicePdf.billedTo'), { start: 0, y, width: half }, label);
  y = canvas.paragraph(invoice.billedTo.name, { start: 0, y, width: half }, typed(strong));
  const { email, mobile, address } = invoice.billedTo;
  for (const [value, style] of [
    [email, latin(small)],
    [mobile, latin(small)],
    [address, typed(small)],
  ] as const) {
    if (value.trim()) y = canvas.paragraph(value, { start: 0, y, width: half }, style);
  }

  y = drawLines(canvas, invoice, text, y + 20);
  if (invoice.payBy) y = drawPayBy(canvas, invoice, text, y + 18);
  drawNotes(canvas, invoice, text, y + 18);
}

/** The items before VAT, then the amount before VAT, the VAT and the total. */
function drawLines(
  canvas: InvoiceCanvas,
  invoice: InvoiceDetail,
  text: InvoicePdfText,
  top: number,
) {
  const { say } = text;
  const full = canvas.width;
  const columns = [
    { start: 0, width: full - 300 },
    { start: full - 300, width: 60 },
    { start: full - 240, width: 110 },
    { start: full - 130, width: 120 },
  ];
  const row = 22;
  canvas.fill({ start: 0, y: top, width: full }, row, SHADE);
  const heads = [
    say('invoicePdf.description'),
    say('invoicePdf.quantity'),
    say('invoicePdf.unitPrice'),
    say('invoicePdf.amount'),
  ];
  heads.forEach((head, index) => {
    const { start, width } = columns[index]!;
    canvas.line(
      head,
      { start: start + 8, y: top + 6, width: width - 8 },
      { face: 'bold', size: 9, align: index === 0 ? 'start' : 'end' },
    );
  });
  let y = top + row + 6;
  for (const line of invoice.lines) {
    const cells = [
      text.item(invoice, line.description),
      text.number(line.quantity),
      text.aed(line.unitPrice),
      text.aed(line.amount),
    ];
    let bottom = y;
    cells.forEach((cell, index) => {
      const { start, width } = columns[index]!;
      const box = { start: start + 8, y, width: width - 8 };
      bottom = Math.max(
        bottom,
        index === 0 ? canvas.paragraph(cell, box) : canvas.line(cell, box, { align: 'end' }),
      );
    });
    y = bottom + 6;
  }
  canvas.rule({ start: 0, y, width: full });
  y += 8;
  const totals: [string, number, boolean][] = [
    [say('invoicePdf.subtotal'), invoice.subtotal, false],
    [say('invoicePdf.vat', { percent: text.number(invoice.vatPercent) }), invoice.vat, false],
    [say('invoicePdf.total'), invoice.total, true],
  ];
  for (const [name, amount, isTotal] of totals) {
    if (isTotal) {
      canvas.rule({ start: full / 2, y: y + 1, width: full / 2 }, '#1f2933', 1);
      y += 7;
    }
    const style: TextStyle = isTotal ? { face: 'bold', size: 11 } : {};
    canvas.line(name, { start: 0, y, width: full - 130 }, { ...style, align: 'end' });
    y =
      canvas.line(
        text.aed(amount),
        { start: full - 130, y, width: 130 - 8 + 8 },
        { ...style, align: 'end' },
      ) + 3;
  }
  return y;
}

/** While unpaid: the account to transfer to and the reference to quote. */
function drawPayBy(
  canvas: InvoiceCanvas,
  invoice: InvoiceDetail,
  text: InvoicePdfText,
  top: number,
) {
  const payBy = invoice.payBy!;
  const { say } = text;
  const full = canvas.width;
  const rows: [string, string, TextStyle][] = [
    [say('invoicePdf.payBy.bank'), payBy.bank.bankName, typed(small)],
    [say('invoicePdf.payBy.accountName'), payBy.bank.accountName, typed(small)],
    // Grouped by four, as banks print an IBAN.
    [say('invoicePdf.payBy.iban'), payBy.bank.iban.replace(/(.{4})(?=.)/g, '$1 '), latin(small)],
    [say('invoicePdf.payBy.swift'), payBy.bank.swift, latin(small)],
    [say('invoicePdf.payBy.amount'), text.aed(invoice.total), small],
    [say('invoicePdf.payBy.reference'), payBy.reference, latin(small)],
  ];
  const height = 34 + rows.length * canvas.lineHeight(small) + 32;
  canvas.fill({ start: 0, y: top, width: full }, height, SHADE);
  let y =
    canvas.line(
      say('invoicePdf.payBy.title'),
      { start: 12, y: top + 10, width: full - 24 },
      strong,
    ) + 4;
  for (const [term, value, style] of rows) {
    canvas.line(term, { start: 12, y, width: 120 }, { ...small, color: MUTED });
    y = canvas.line(value, { start: 140, y, width: full - 152 }, style);
  }
  canvas.paragraph(say('invoicePdf.payBy.hint'), { start: 12, y: y + 4, width: full - 24 }, label);
  return top + height;
}

/** When and how it was paid, the access it bought, and the currency. */
function drawNotes(
  canvas: InvoiceCanvas,
  invoice: InvoiceDetail,
  text: InvoicePdfText,
  top: number,
) {
  const { say } = text;
  const box = { start: 0, width: canvas.width };
  const notes = [
    invoice.paidAt
      ? say('invoicePdf.paidOn', { date: text.date(invoice.paidAt) })
      : say('invoicePdf.awaiting'),
  ];
  if (invoice.payment) {
    notes.push(
      say('invoicePdf.paidBy', {
        method: say(`invoicePdf.method.${invoice.payment.method}`),
        reference: invoice.payment.reference,
      }),
    );
  }
  if (invoice.accessPeriod) {
    notes.push(
      say('invoicePdf.accessPeriod', {
        from: text.date(invoice.accessPeriod.startsAt),
        to: text.date(invoice.accessPeriod.endsAt),
      }),
    );
  }
  let y = top;
  for (const note of notes) y = canvas.paragraph(note, { ...box, y }, small) + 2;
  canvas.paragraph(say('invoicePdf.currencyNote'), { ...box, y: y + 6 }, label);
}
