import type { InjectOptions } from 'fastify';
import { multipart, PDF, PNG, type MultipartPart } from '../storage/test-files';
import { registerFamily } from '../test/families';
import { managedCandidateForm } from '../test/managed-candidate-form';
import { LISTING_REQUESTS } from './listing-requests';
import { REFUND_REQUESTS } from './refund-requests';
import { CONVERSATION_REQUESTS } from './conversation-requests';
import { OFFER_REQUESTS } from './offer-requests';
import { INTERVIEW_REQUESTS } from './interview-requests';
import { HIRE_REVIEW_REQUESTS } from './hire-review-requests';
import { JOB_POST_REQUESTS } from './job-post-requests';
import { A_MARKER, MANAGED_A_LAST_NAME } from './markers';
import type { Caller, RouteKey } from './table';
import type { World } from './world';

/**
 * How to call a route as one caller: a valid request, so an allowed caller gets 2xx and a refused
 * one is refused for its role or agency, never for bad input. `allowed` is the table's verdict:
 * a destructive call an allowed caller makes goes to a throwaway resource made for that call,
 * while refused callers aim at agency A's standing resources (which must survive).
 */
export type RequestFor = (
  w: World,
  caller: Caller,
  allowed: boolean,
) => InjectOptions | Promise<InjectOptions>;

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** Agency B and agency A write different text, so a leak or a cross-agency write shows. */
const agencyText = (caller: Caller) => (caller === 'agencyB' ? 'agency B' : A_MARKER);

let adminUserCount = 0;
const adminUserForm = () => {
  adminUserCount += 1;
  return {
    name: `Authz User ${adminUserCount}`,
    department: 'Finance',
    mobile: '+971 50 111 2233',
    email: `authz-user-${adminUserCount}@bayti.ae`,
    pin: '4821',
    confirmPin: '4821',
  };
};
const newAdminUser = async (w: World) =>
  (
    await w.must<{ user: { id: number } }>(
      'admin',
      json('POST', '/api/admin/users', adminUserForm()),
    )
  ).user.id;

/** A contact message in the admin inbox. */
const inboxItem = (w: World) =>
  w.once('inbox-item', async () => {
    const response = await w.t.app.inject(
      json('POST', '/api/contact', {
        name: 'Authz Visitor',
        email: 'visitor@example.com',
        phone: '501234567',
        message: 'Hello from the authorization test',
      }),
    );
    return response.json<{ data: { id: number } }>().data.id;
  });

/** A new Pending invoice of the family (a plan bought). */
const pendingInvoice = async (w: World) =>
  (
    await w.must<{ invoice: { id: number; amount: number; invoiceDate: string } }>(
      'family',
      json('POST', '/api/employer/plans', { planId: 'basic' }),
    )
  ).invoice;

/** A new paid invoice of the family: a Standard plan bought, its transfer recorded. */
const paidInvoice = async (w: World) => {
  const { invoice } = await w.must<{
    invoice: { id: number; amount: number; invoiceDate: string };
  }>('family', json('POST', '/api/employer/plans', { planId: 'standard' }));
  await w.must(
    'admin',
    json('POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'bank_transfer',
      amount: invoice.amount,
      receivedOn: invoice.invoiceDate,
      reference: `FT-AUTHZ-${invoice.id}`,
    }),
  );
  return invoice;
};

/** A multipart/form-data request (uploads). */
const upload = (method: InjectOptions['method'], url: string, parts: MultipartPart[]) => {
  const form = multipart(parts);
  return { method, url, headers: form.headers, payload: form.payload } satisfies InjectOptions;
};
const pdf = (filename: string): MultipartPart => ({ name: 'file', filename, data: PDF });

/** Agency A's uploads carry the marker in their title; agency B's do not. */
const documentName = (caller: Caller) => `${agencyText(caller)}-document.pdf`;

/** An agency document of agency A in a category, uploaded by its owner. */
const newDocumentOfA = async (w: World, category: string) =>
  (
    await w.must<{ document: { id: number } }>(
      'agencyA',
      upload('POST', '/api/agency/documents', [
        { name: 'category', value: category },
        pdf(documentName('agencyA')),
      ]),
    )
  ).document.id;
/** Agency A's standing document: refused callers aim at it, and it must survive them. */
export const documentOfA = (w: World) =>
  w.once('document-a', () => newDocumentOfA(w, 'Trade License'));
/** Categories each allowed caller uploads into (one document per category and agency). */
const UPLOAD_CATEGORY: Partial<Record<Caller, string>> = {
  agencyA: 'Recruitment License',
  staffA: 'Tax Certificate',
  agencyB: 'Recruitment License',
};

export const staffForm = (w: World, caller: Caller) => {
  const n = w.next();
  return {
    name: `Staff ${n} of ${agencyText(caller)}`,
    email: `authz-staff-${n}@example.com`,
    phone: '+971 50 222 3344',
    password: 'staff password 1',
    confirmPassword: 'staff password 1',
  };
};
const newStaffOfA = async (w: World) =>
  (
    await w.must<{ user: { id: number } }>(
      'agencyA',
      json('POST', '/api/agency/users', staffForm(w, 'agencyA')),
    )
  ).user.id;
/** Agency A's standing staff account: refused callers aim at it, and it must survive them. */
export const staffOfA = (w: World) => w.once('staff-a', () => newStaffOfA(w));

/** The admin's agency form (Register Agency, Edit Agency Profile). */
const agencyForm = (w: World) => {
  const n = w.next();
  const empty = { registrationNumber: '', issueDate: null, expiryDate: null, file: null };
  return {
    name: `Authz Agency ${n}`,
    email: `authz-agency-${n}@agency.ae`,
    mobile: '+971 4 555 0101',
    workingDays: 'Sunday-Thursday',
    country: 'UAE',
    city: 'Dubai',
    streetAddress: 'Office 12, Al Quoz',
    timezone: 'GMT',
    socialLinks: { website: 'https://authz.example.com' },
    contactPerson: {
      salutation: 'Ms',
      firstName: 'Layla',
      middleName: '',
      lastName: 'Haddad',
      designation: 'Director',
      mobile: '+971 50 111 2222',
      email: 'layla@authz.example.com',
      dateOfBirth: '1985-04-12',
      gender: 'Female',
    },
    documents: {
      companyRegistration: empty,
      tradeLicense: empty,
      taxationDocument: empty,
      otherDocuments: empty,
    },
  };
};
/**
 * The agency an admin write aims at: a new one for the admin (so agency A keeps working), agency
 * A for everyone else (who must not reach it).
 */
const agencyTarget = async (w: World, allowed: boolean) =>
  allowed
    ? (
        await w.must<{ agency: { id: number } }>(
          'admin',
          json('POST', '/api/admin/agencies', { ...agencyForm(w), password: 'agency password 1' }),
        )
      ).agency.id
    : w.agencyA.id;
/** Agency A's trade licence file, uploaded by the admin. */
const legalDocumentOfA = (w: World) =>
  w.once('legal-a', () =>
    w.must('admin', {
      ...upload('POST', `/api/admin/agencies/${w.agencyA.id}/legal-documents/tradeLicense`, [
        pdf('trade-licence.pdf'),
      ]),
    }),
  );

/** A family the admin may hold or suspend: never the demo family, whose token the table uses. */
export const clientTarget = async (w: World, allowed: boolean) =>
  allowed
    ? (await registerFamily(w.t.app, 'Authz Client')).id
    : (await w.once('client', () => registerFamily(w.t.app, 'Authz Standing Client'))).id;

/** The candidate profile form of All Candidates; agency A's carry its marker name. */
export const candidateForm = (caller: Caller) =>
  managedCandidateForm({
    firstName: caller === 'agencyB' ? 'Bella' : 'Zainab',
    lastName: caller === 'agencyB' ? 'Otherside' : MANAGED_A_LAST_NAME,
  });
/** A candidate agency A added itself (All Candidates), with a photo. */
export const managedOfA = (w: World) =>
  w.once('managed-a', async () => {
    const { candidate } = await w.must<{ candidate: { id: number } }>(
      'agencyA',
      json('POST', '/api/agency/candidates', candidateForm('agencyA')),
    );
    await w.must(
      'agencyA',
      upload('POST', `/api/agency/candidates/${candidate.id}/photo`, [
        { name: 'file', filename: 'photo.png', data: PNG },
      ]),
    );
    return candidate;
  });
const photo = (): MultipartPart => ({ name: 'file', filename: 'photo.png', data: PNG });

/** Routes whose request is more than a bare GET of the path. */
export const REQUESTS: Partial<Record<RouteKey, RequestFor>> = {
  // --- admin ---
  'PUT /api/admin/me/pin': () =>
    json('PUT', '/api/admin/me/pin', { currentPin: '4821', newPin: '4821', confirmPin: '4821' }),
  'GET /api/admin/inbox': () => json('GET', '/api/admin/inbox?kind=contact'),
  'PATCH /api/admin/inbox/:kind/:id': async (w) =>
    json('PATCH', `/api/admin/inbox/contact/${await inboxItem(w)}`, { handled: true }),
  'PUT /api/admin/positions': () =>
    json('PUT', '/api/admin/positions', { positions: ['Housemaid', 'Nanny', 'Cook'] }),
  'POST /api/admin/users': () => json('POST', '/api/admin/users', adminUserForm()),
  'PATCH /api/admin/users/:id': async (w) =>
    json('PATCH', `/api/admin/users/${await w.once('admin-user', () => newAdminUser(w))}`, {
      department: 'Operations',
    }),
  'DELETE /api/admin/users/:id': async (w, _caller, allowed) =>
    json(
      'DELETE',
      `/api/admin/users/${allowed ? await newAdminUser(w) : await w.once('admin-user', () => newAdminUser(w))}`,
    ),
  'GET /api/admin/invoices/:id/pdf': async (w) =>
    json('GET', `/api/admin/invoices/${(await w.once('invoice', () => pendingInvoice(w))).id}/pdf`),
  'POST /api/admin/invoices/:id/payments': async (w, _caller, allowed) => {
    const invoice = allowed
      ? await pendingInvoice(w)
      : await w.once('invoice', () => pendingInvoice(w));
    return json('POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'bank_transfer',
      amount: invoice.amount,
      receivedOn: invoice.invoiceDate,
      reference: 'FT2611250042',
    });
  },
  'POST /api/admin/invoices/:id/refunds': async (w, _caller, allowed) => {
    const invoice = allowed
      ? await paidInvoice(w)
      : await w.once('paid-invoice', () => paidInvoice(w));
    return json('POST', `/api/admin/invoices/${invoice.id}/refunds`, {
      full: false,
      amount: 1,
      reason: 'Authorization check',
    });
  },
  'GET /api/admin/reports': () => json('GET', '/api/admin/reports?period=1Y'),
  'POST /api/admin/candidates': () => json('POST', '/api/admin/candidates', candidateForm('admin')),
  'GET /api/admin/candidates/:id': async (w) =>
    json('GET', `/api/admin/candidates/${(await managedOfA(w)).id}`),
  'PUT /api/admin/candidates/:id': async (w, caller) =>
    json('PUT', `/api/admin/candidates/${(await managedOfA(w)).id}`, candidateForm(caller)),
  'POST /api/admin/candidates/:id/photo': async (w) =>
    upload('POST', `/api/admin/candidates/${(await managedOfA(w)).id}/photo`, [photo()]),
  'POST /api/admin/candidates/:id/documents/:type': async (w) =>
    upload('POST', `/api/admin/candidates/${(await managedOfA(w)).id}/documents/Passport`, [
      pdf('passport.pdf'),
    ]),
  'GET /api/admin/analytics': () => json('GET', '/api/admin/analytics?period=1Y'),
  'POST /api/admin/agencies': (w) =>
    json('POST', '/api/admin/agencies', { ...agencyForm(w), password: 'agency password 1' }),
  'GET /api/admin/agencies/:id': (w) => json('GET', `/api/admin/agencies/${w.agencyA.id}`),
  'PUT /api/admin/agencies/:id': async (w, _caller, allowed) =>
    json('PUT', `/api/admin/agencies/${await agencyTarget(w, allowed)}`, agencyForm(w)),
  'PATCH /api/admin/agencies/:id/status': async (w, _caller, allowed) =>
    json('PATCH', `/api/admin/agencies/${await agencyTarget(w, allowed)}/status`, {
      status: 'suspended',
    }),
  'PUT /api/admin/agencies/:id/pin': async (w, _caller, allowed) =>
    json('PUT', `/api/admin/agencies/${await agencyTarget(w, allowed)}/pin`, {
      newPin: '4821',
      confirmPin: '4821',
    }),
  'POST /api/admin/agencies/:id/logo': async (w, _caller, allowed) =>
    upload('POST', `/api/admin/agencies/${await agencyTarget(w, allowed)}/logo`, [
      { name: 'file', filename: 'logo.png', data: PNG },
    ]),
  'POST /api/admin/agencies/:id/legal-documents/:kind': async (w, _caller, allowed) =>
    upload(
      'POST',
      `/api/admin/agencies/${await agencyTarget(w, allowed)}/legal-documents/taxationDocument`,
      [pdf('tax.pdf')],
    ),
  'GET /api/admin/agencies/:id/legal-documents/:kind/file': async (w) => {
    await legalDocumentOfA(w);
    return json('GET', `/api/admin/agencies/${w.agencyA.id}/legal-documents/tradeLicense/file`);
  },
  'GET /api/admin/clients/:id': async (w) =>
    json('GET', `/api/admin/clients/${await clientTarget(w, false)}`),
  'PATCH /api/admin/clients/:id/status': async (w, _caller, allowed) =>
    json('PATCH', `/api/admin/clients/${await clientTarget(w, allowed)}/status`, {
      status: 'Suspended',
    }),

  // --- the caller's own agency ---
  'PUT /api/agencies/my-agency': (_w, caller) =>
    json('PUT', '/api/agencies/my-agency', { about: `About ${agencyText(caller)}` }),
  'PUT /api/agency/positions': (_w, caller) =>
    json('PUT', '/api/agency/positions', {
      positions: ['Housemaid', `Position of ${agencyText(caller)}`],
    }),

  'POST /api/agencies/my-agency/logo': () =>
    upload('POST', '/api/agencies/my-agency/logo', [
      { name: 'file', filename: 'logo.png', data: PNG },
    ]),
  'POST /api/agency/documents': (_w, caller) =>
    upload('POST', '/api/agency/documents', [
      { name: 'category', value: UPLOAD_CATEGORY[caller] ?? 'Other Legal Documents' },
      pdf(documentName(caller)),
    ]),
  'POST /api/agency/users': (w, caller) => json('POST', '/api/agency/users', staffForm(w, caller)),

  'GET /api/agency/analytics': () => json('GET', '/api/agency/analytics?period=1Y'),
  'GET /api/agency/reports': () => json('GET', '/api/agency/reports?period=1Y'),

  'POST /api/agency/candidates': (_w, caller) =>
    json('POST', '/api/agency/candidates', candidateForm(caller)),

  // --- agency A's ids ---
  'GET /api/agency/candidates/:id': async (w) =>
    json('GET', `/api/agency/candidates/${(await managedOfA(w)).id}`),
  'PUT /api/agency/candidates/:id': async (w, caller) =>
    json('PUT', `/api/agency/candidates/${(await managedOfA(w)).id}`, candidateForm(caller)),
  'POST /api/agency/candidates/:id/photo': async (w) =>
    upload('POST', `/api/agency/candidates/${(await managedOfA(w)).id}/photo`, [photo()]),
  'POST /api/agency/candidates/:id/documents/:type': async (w) =>
    upload('POST', `/api/agency/candidates/${(await managedOfA(w)).id}/documents/Passport`, [
      pdf('passport.pdf'),
    ]),
  'GET /api/managed-candidates/:id/files/:folder/:name': async (w) => {
    // The photo as now stored: the photo rows above replaced the first one.
    const { candidate } = await w.must<{ candidate: { profile: { fullImage: string } } }>(
      'agencyA',
      json('GET', `/api/agency/candidates/${(await managedOfA(w)).id}`),
    );
    return json('GET', candidate.profile.fullImage);
  },
  'PATCH /api/agency/recruitments/:id': (w, caller) =>
    json('PATCH', `/api/agency/recruitments/${w.recruitmentOfA.id}`, {
      stage: caller === 'agencyB' ? 'visa' : 'preMedical',
      date: w.today(),
    }),
  'GET /api/agency/accounts/:id': (w) => json('GET', `/api/agency/accounts/${w.recruitmentOfA.id}`),
  'PATCH /api/agency/accounts/:id': (w, caller) =>
    json('PATCH', `/api/agency/accounts/${w.recruitmentOfA.id}`, {
      amountPayable: caller === 'agencyB' ? 1 : 5000,
    }),
  'POST /api/agency/accounts/:id/payments': (w) =>
    json('POST', `/api/agency/accounts/${w.recruitmentOfA.id}/payments`, {
      amount: 100,
      receivedOn: w.today(),
      reference: 'authz',
    }),
  'PUT /api/agency/documents/:id': async (w, caller) =>
    upload('PUT', `/api/agency/documents/${await documentOfA(w)}`, [pdf(documentName(caller))]),
  'DELETE /api/agency/documents/:id': async (w, _caller, allowed) =>
    json(
      'DELETE',
      `/api/agency/documents/${allowed ? await newDocumentOfA(w, 'Company Profile') : await documentOfA(w)}`,
    ),
  'GET /api/agency/documents/:id/file': async (w) =>
    json('GET', `/api/agency/documents/${await documentOfA(w)}/file`),
  'GET /api/admin/agencies/:id/documents': async (w) => {
    await documentOfA(w);
    return json('GET', `/api/admin/agencies/${w.agencyA.id}/documents`);
  },
  'PATCH /api/agency/users/:id': async (w, caller) =>
    json('PATCH', `/api/agency/users/${await staffOfA(w)}`, {
      name: `Standing staff of ${agencyText(caller)}`,
    }),
  'DELETE /api/agency/users/:id': async (w, _caller, allowed) =>
    json('DELETE', `/api/agency/users/${allowed ? await newStaffOfA(w) : await staffOfA(w)}`),
  'PATCH /api/recruitments/:id': (w, caller) =>
    json('PATCH', `/api/recruitments/${w.recruitmentOfA.id}`, {
      stage: caller === 'agencyB' ? 'ticket' : 'medical',
    }),
  // Listings and moderation (docs/decisions/0022)
  ...LISTING_REQUESTS,
  // Refund cases (docs/decisions/0026-mohre-returns-and-refunds.md)
  ...REFUND_REQUESTS,
  ...OFFER_REQUESTS,
  ...CONVERSATION_REQUESTS,
  ...INTERVIEW_REQUESTS,
  ...HIRE_REVIEW_REQUESTS,
  ...JOB_POST_REQUESTS,
};
