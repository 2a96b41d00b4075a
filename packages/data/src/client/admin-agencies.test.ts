import { describe, expect, it } from 'vitest';
import {
  fetchAdminAgencies,
  registerAgency,
  setAdminAgencyPin,
  setAdminAgencyStatus,
  uploadAgencyLegalDocument,
} from './admin-agencies';
import { fetchAdminAnalytics, fetchAdminAnalyticsAgencies } from './admin-analytics';
import { fetchAdminClient, fetchAdminClients, setAdminClientStatus } from './admin-clients';
import { ApiError } from './api-error';
import { createApiClient } from './http';
import { json, stubFetch } from './test-helpers';
import { createMemoryTokenStore } from './token-store';

const clientWith = (handler: Parameters<typeof stubFetch>[0]) => {
  const stub = stubFetch(handler);
  const tokenStore = createMemoryTokenStore('admin-token');
  return { ...stub, client: createApiClient({ baseUrl: '/api', fetch: stub.fetch, tokenStore }) };
};

const agency = {
  id: 3,
  name: 'Desert Rose',
  country: 'UAE',
  logo: null,
  email: 'rose@agency.ae',
  mobile: '+971 4 555 0101',
  address: null,
  rating: null,
  about: null,
  workingDays: null,
  workingHours: null,
  status: 'new',
  updatedOn: '2026-11-22',
  telephone: null,
  createdDate: '2026-11-22',
  lastUpdatedDate: '2026-11-22',
  city: 'Dubai',
  timezone: null,
};
const legal = {
  registrationNumber: '',
  issueDate: null,
  expiryDate: null,
  file: null,
  fileName: null,
};
const detail = {
  ...agency,
  streetAddress: null,
  workingDaysOption: null,
  socialLinks: {
    website: null,
    whatsapp: null,
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    tiktok: null,
    zoom: null,
  },
  contactPerson: {
    salutation: null,
    firstName: '',
    middleName: '',
    lastName: '',
    designation: '',
    mobile: null,
    email: null,
    dateOfBirth: null,
    gender: null,
  },
  documents: {
    companyRegistration: legal,
    tradeLicense: legal,
    taxationDocument: legal,
    otherDocuments: legal,
  },
  hasPin: false,
  profileCompletion: 20,
  accountEmail: 'rose@agency.ae',
  candidates: 0,
};

describe('admin agencies', () => {
  it('lists with the filters in the query and reads the counts per tab', async () => {
    const page = {
      items: [agency],
      total: 1,
      page: 1,
      pageSize: 10,
      counts: { all: 1, new: 1, approved: 0, rejected: 0, suspended: 0, released: 0 },
    };
    const { client, calls } = clientWith(() => json(200, { data: page }));
    await expect(
      fetchAdminAgencies(client, { search: 'rose', country: 'UAE', status: 'new', group: 'new' }),
    ).resolves.toEqual(page);
    expect(calls[0]?.url).toBe('/api/admin/agencies?search=rose&country=UAE&status=new&group=new');
  });

  it('changes the status and PIN, uploads a document, and surfaces a refused registration', async () => {
    const { client, calls } = clientWith(({ url, init }) => {
      if (url.endsWith('/pin')) return json(200, { ok: true });
      if (init.method === 'POST' && url === '/api/admin/agencies')
        return json(409, {
          error: { code: 'conflict', message: 'An account with this email already exists.' },
        });
      return json(200, { data: { agency: detail } });
    });
    await expect(setAdminAgencyStatus(client, 3, 'approved')).resolves.toEqual(detail);
    await expect(
      setAdminAgencyPin(client, 3, { newPin: '2580', confirmPin: '2580' }),
    ).resolves.toBeUndefined();
    await uploadAgencyLegalDocument(client, 3, 'tradeLicense', new Blob(['%PDF']), 'licence.pdf');
    const refused = registerAgency(client, {} as never);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['PATCH', '/api/admin/agencies/3/status'],
      ['PUT', '/api/admin/agencies/3/pin'],
      ['POST', '/api/admin/agencies/3/legal-documents/tradeLicense'],
      ['POST', '/api/admin/agencies'],
    ]);
    expect(calls[2]?.init.body).toBeInstanceOf(FormData);
  });
});

describe('admin clients and analytics', () => {
  const family = {
    id: 9,
    name: 'Hamdan Family',
    country: 'UAE',
    mobile: '',
    email: 'hamdan@family.ae',
    status: 'Hold',
    updatedOn: '2026-11-22',
    age: null,
    gender: null,
    address: null,
    avatar: null,
  };
  const stages = {
    Shortlisted: 2,
    Interviewed: 0,
    Selected: 0,
    Hired: 0,
    Deployed: 0,
    Rejected: 1,
    Returned: 0,
    Replaced: 0,
  };

  it('lists a group, reads a family with its stages and sets its status', async () => {
    const { client, calls } = clientWith(({ url }) =>
      url.startsWith('/api/admin/clients?')
        ? json(200, { data: { items: [family], total: 1, page: 1, pageSize: 10 } })
        : json(200, { data: { client: { ...family, stages } } }),
    );
    await fetchAdminClients(client, { group: 'hold-resume', search: 'uae' });
    await expect(fetchAdminClient(client, 9)).resolves.toMatchObject({ stages });
    await setAdminClientStatus(client, 9, 'Suspended');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', '/api/admin/clients?group=hold-resume&search=uae'],
      ['GET', '/api/admin/clients/9'],
      ['PATCH', '/api/admin/clients/9/status'],
    ]);
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ status: 'Suspended' });
  });

  it('asks the analytics for a period and the side list for a search', async () => {
    const { client, calls } = clientWith(({ url }) =>
      url.includes('/agencies')
        ? json(200, { data: { items: [], total: 0 } })
        : json(400, {
            error: { code: 'validation', message: 'Please check the highlighted fields.' },
          }),
    );
    await expect(fetchAdminAnalyticsAgencies(client, { search: 'nanny' })).resolves.toEqual({
      items: [],
      total: 0,
    });
    await expect(fetchAdminAnalytics(client, { period: '6M' })).rejects.toMatchObject({
      status: 400,
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/analytics/agencies?search=nanny',
      '/api/admin/analytics?period=6M',
    ]);
  });
});
