import { describe, expect, it } from 'vitest';
import { uploadAdminAgencyLogo, uploadAgencyLegalDocument } from './admin-agencies';
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

describe('admin agency files', () => {
  it('uploads the logo and a legal document as multipart to their own paths', async () => {
    const { client, calls } = clientWith(() => json(200, { data: { agency: detail } }));
    await expect(uploadAdminAgencyLogo(client, 3, new Blob(['png']), 'logo.png')).resolves.toEqual(
      detail,
    );
    await expect(
      uploadAgencyLegalDocument(client, 3, 'tradeLicense', new Blob(['%PDF']), 'licence.pdf'),
    ).resolves.toEqual(detail);
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/admin/agencies/3/logo'],
      ['POST', '/api/admin/agencies/3/legal-documents/tradeLicense'],
    ]);
    expect(calls[1]?.init.body).toBeInstanceOf(FormData);
  });
});
