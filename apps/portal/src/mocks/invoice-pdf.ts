import type { Role } from '@bayti/data/contract';
import { http, HttpResponse } from 'msw';
import { apiError, mockUrl, NO_ACCESS_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from './endpoint-handler';
import { signedInUser } from './session';

/** A one-page PDF that any viewer opens: the stand-in for the server's tax invoice. */
const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/** Download PDF as the server answers it: the attachment, named after the invoice and language. */
const invoicePdf = (role: Role) =>
  http.get(
    mockUrl(role === 'admin' ? 'adminInvoicePdf' : 'employerInvoicePdf'),
    ({ request, params }) => {
      const user = signedInUser(request);
      if (!user) return apiError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
      if (user.role !== role) return apiError('forbidden', NO_ACCESS_MESSAGE);
      const lang = new URL(request.url).searchParams.get('lang') === 'ar' ? '-ar' : '';
      return new HttpResponse(PDF, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="bayti-tax-invoice-${String(params.id)}${lang}.pdf"`,
        },
      });
    },
  );

export const invoicePdfHandlers = [invoicePdf('client'), invoicePdf('admin')];
