import type { InjectOptions } from 'fastify';
import { multipart, PDF, PNG, type MultipartPart } from '../storage/test-files';
import type { Caller, RouteKey } from './table';
import { A_MARKER, type World } from './world';

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
    await w.must<{ invoice: { id: number } }>(
      'family',
      json('POST', '/api/employer/plans', { planId: 'basic' }),
    )
  ).invoice.id;

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
const documentOfA = (w: World) => w.once('document-a', () => newDocumentOfA(w, 'Trade License'));
/** Categories each allowed caller uploads into (one document per category and agency). */
const UPLOAD_CATEGORY: Partial<Record<Caller, string>> = {
  agencyA: 'Recruitment License',
  staffA: 'Tax Certificate',
  agencyB: 'Recruitment License',
};

const staffForm = (w: World, caller: Caller) => {
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
const staffOfA = (w: World) => w.once('staff-a', () => newStaffOfA(w));

/** Routes whose request is more than a bare GET of the path. */
export const REQUESTS: Partial<Record<RouteKey, RequestFor>> = {
  // --- admin ---
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
  'PATCH /api/admin/invoices/:id': async (w, _caller, allowed) =>
    json(
      'PATCH',
      `/api/admin/invoices/${allowed ? await pendingInvoice(w) : await w.once('invoice', () => pendingInvoice(w))}`,
      { paymentStatus: 'Paid' },
    ),
  'GET /api/admin/reports': () => json('GET', '/api/admin/reports?period=1Y'),

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

  // --- agency A's ids ---
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
};
