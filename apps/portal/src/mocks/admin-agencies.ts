import {
  ADMIN_AGENCY_TABS,
  AGENCY_GROUPS,
  CLIENT_STAGES,
  type AdminAgency,
  type AdminAgencyDetail,
  type AdminAgencyForm,
  type AdminAgencyTab,
  type AdminClient,
  type AdminClientDetail,
  type AgencyGroup,
  type AgencyRecord,
  type ClientStage,
} from '@bayti/data/contract';
import { adminClients, agencies } from '@bayti/data/fixtures';
import { apiError, mockSignedInEndpoint } from './endpoint-handler';
import { fixturePage } from './fixture-page';

/*
 * The admin's agencies, clients and analytics over the fixtures: each list the fixtures as one
 * page, the figures computed from them. Writes answer what the server answers without keeping it, so every story
 * starts from the same data.
 */

const AGENCY_NOT_FOUND = 'Agency not found';
const CLIENT_NOT_FOUND = 'Client not found';
const UAE = 'United Arab Emirates';

const capitalise = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);
const day = (iso: string) => iso.slice(0, 10);
const formCountry = (name: string) => (name === UAE ? 'UAE' : name);

function toAdminAgency(record: AgencyRecord): AdminAgency {
  return {
    id: record.id,
    name: record.agency_name,
    country: formCountry(record.city?.country.name ?? ''),
    logo: record.logo_path,
    email: record.email,
    mobile: record.mobile_number,
    address: record.full_address,
    rating: record.rating,
    about: record.about,
    workingDays: record.working_days_list.map(capitalise).join(', ') || null,
    workingHours: record.working_hours,
    status: record.status,
    updatedOn: day(record.updated_at),
    telephone: record.mobile_number,
    createdDate: day(record.created_at),
    lastUpdatedDate: day(record.updated_at),
    city: record.city?.name ?? null,
    timezone: null,
  };
}

const emptyDocument = {
  registrationNumber: '',
  issueDate: null,
  expiryDate: null,
  file: null,
  fileName: null,
};

/** A fixture agency as GET /admin/agencies/:id answers it. */
export function adminAgencyDetailOf(record: AgencyRecord): AdminAgencyDetail {
  const [firstName = '', ...rest] = (record.contact_person ?? '').split(' ');
  const lastName = rest.length > 0 ? rest[rest.length - 1]! : '';
  return {
    ...toAdminAgency(record),
    streetAddress: record.street_address,
    workingDaysOption: null,
    socialLinks: {
      website: record.social_link,
      whatsapp: null,
      instagram: record.instagram,
      facebook: record.facebook,
      twitter: record.twitter,
      linkedin: null,
      tiktok: null,
      zoom: null,
    },
    contactPerson: {
      salutation: null,
      firstName,
      middleName: rest.slice(0, -1).join(' '),
      lastName,
      designation: record.contact_person_designation ?? '',
      mobile: record.contact_person_mobile,
      email: record.contact_person_email,
      dateOfBirth: null,
      gender: null,
    },
    documents: {
      companyRegistration: { ...emptyDocument, registrationNumber: record.registration ?? '' },
      tradeLicense: record.trade_licence
        ? {
            ...emptyDocument,
            registrationNumber: record.trade_licence,
            expiryDate: '2027-06-30',
            file: `/api/admin/agencies/${record.id}/legal-documents/tradeLicense/file`,
            fileName: 'trade-licence.pdf',
          }
        : emptyDocument,
      taxationDocument: { ...emptyDocument, registrationNumber: record.taxation ?? '' },
      otherDocuments: emptyDocument,
    },
    hasPin: false,
    profileCompletion: record.about && record.trade_licence ? 80 : 45,
    accountEmail: record.id === 1 ? 'agency@demo.bayti.ae' : null,
    candidates: record.id === 1 ? 6 : 0,
  };
}

/** The groups of docs/decisions/0006, approximated over the fixtures' statuses and licences. */
const inGroup = (record: AgencyRecord, group: AgencyGroup) => {
  switch (group) {
    case 'all':
      return true;
    case 'active':
      return record.status === 'approved';
    case 'new':
      return record.status === 'new';
    case 'verified':
      return record.status === 'approved' && record.trade_licence !== null;
    case 'partnered':
      return record.status === 'approved' && record.id === 1;
    case 'inactive':
      return ['rejected', 'suspended', 'released'].includes(record.status);
  }
};

function savedAgency(record: AgencyRecord | undefined, form: AdminAgencyForm, id: number) {
  const base = record ? adminAgencyDetailOf(record) : adminAgencyDetailOf(agencies[0]!);
  return {
    ...base,
    id,
    name: form.name,
    email: form.email,
    mobile: form.mobile,
    country: form.country,
    city: form.city,
    streetAddress: form.streetAddress,
    timezone: form.timezone,
    workingDaysOption: form.workingDays,
    address: `${form.streetAddress}, ${form.city}, ${form.country}`,
    status: record?.status ?? 'new',
    socialLinks: {
      website: form.socialLinks.website ?? null,
      whatsapp: form.socialLinks.whatsapp ?? null,
      instagram: form.socialLinks.instagram ?? null,
      facebook: form.socialLinks.facebook ?? null,
      twitter: form.socialLinks.twitter ?? null,
      linkedin: form.socialLinks.linkedin ?? null,
      tiktok: form.socialLinks.tiktok ?? null,
      zoom: form.socialLinks.zoom ?? null,
    },
    accountEmail: record ? base.accountEmail : form.email,
  } satisfies AdminAgencyDetail;
}

/** The detail of a fixture family: its stage counts, its account inactive while Suspended. */
const clientDetail = (client: AdminClient): AdminClientDetail => ({
  ...client,
  stages: Object.fromEntries(
    CLIENT_STAGES.map((stage, index) => [stage, client.id === 1 ? (index * 3) % 5 : 0]),
  ) as Record<ClientStage, number>,
  accountStatus: client.status === 'Suspended' ? 'INACTIVE' : 'ACTIVE',
});

/** The agencies as the admin's lists show them, and the count of each status tab. */
export const mockAdminAgencies = agencies.map(toAdminAgency);
export const mockAgencyCounts = Object.fromEntries(
  ADMIN_AGENCY_TABS.map((tab) => [
    tab,
    agencies.filter((record) => tab === 'all' || record.status === tab).length,
  ]),
) as Record<AdminAgencyTab, number>;

export const adminAgencyHandlers = [
  mockSignedInEndpoint('adminAgencies', ({ query }) => ({
    data: { ...fixturePage(mockAdminAgencies, query), counts: mockAgencyCounts },
  })),
  mockSignedInEndpoint('adminAgency', ({ params }) => {
    const record = agencies.find((row) => row.id === params.id);
    return record
      ? { data: { agency: adminAgencyDetailOf(record) } }
      : apiError('not_found', AGENCY_NOT_FOUND);
  }),
  mockSignedInEndpoint('registerAgency', ({ body }) => ({
    data: { agency: savedAgency(undefined, body, agencies.length + 1) },
  })),
  mockSignedInEndpoint('updateAdminAgency', ({ params, body }) => {
    const record = agencies.find((row) => row.id === params.id);
    return record
      ? { data: { agency: savedAgency(record, body, record.id) } }
      : apiError('not_found', AGENCY_NOT_FOUND);
  }),
  mockSignedInEndpoint('setAdminAgencyStatus', ({ params, body }) => {
    const record = agencies.find((row) => row.id === params.id);
    return record
      ? { data: { agency: { ...adminAgencyDetailOf(record), status: body.status } } }
      : apiError('not_found', AGENCY_NOT_FOUND);
  }),
  mockSignedInEndpoint('setAdminAgencyPin', ({ params }) =>
    agencies.some((row) => row.id === params.id)
      ? { ok: true as const }
      : apiError('not_found', AGENCY_NOT_FOUND),
  ),

  mockSignedInEndpoint('adminClients', ({ query }) => ({
    data: fixturePage(adminClients, query),
  })),
  mockSignedInEndpoint('adminClient', ({ params }) => {
    const client = adminClients.find((row) => row.id === params.id);
    return client
      ? { data: { client: clientDetail(client) } }
      : apiError('not_found', CLIENT_NOT_FOUND);
  }),
  mockSignedInEndpoint('setAdminClientStatus', ({ params, body }) => {
    const client = adminClients.find((row) => row.id === params.id);
    return client
      ? {
          data: {
            client: clientDetail({ ...client, status: body.status, updatedOn: '2026-11-22' }),
          },
        }
      : apiError('not_found', CLIENT_NOT_FOUND);
  }),

  mockSignedInEndpoint('adminAnalytics', ({ query }) => {
    const total = agencies.length;
    const value = (group: AgencyGroup) =>
      agencies.filter((record) => inGroup(record, group)).length;
    const span = { ALL: 18, '1M': 1, '6M': 6, '1Y': 12 }[query.period];
    // Months back from November 2026, the stories' clock.
    const months = Array.from({ length: span + 1 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 10 - span + index, 1));
      const month = date.toISOString().slice(0, 7);
      return {
        month,
        newAgencies: agencies.filter((record) => record.created_at.startsWith(month)).length,
        candidates: (index * 7 + 3) % 11,
        placements: (index * 5 + 1) % 4,
      };
    });
    return {
      data: {
        analytics: {
          period: query.period,
          from: query.period === 'ALL' ? null : months[0]!.month + '-22',
          to: '2026-11-22',
          cards: AGENCY_GROUPS.map((group) => ({
            group,
            value: value(group),
            percent: Math.floor((value(group) / total) * 100),
          })),
          months,
          totals: {
            candidates: months.reduce((sum, m) => sum + m.candidates, 0),
            recruited: months.reduce((sum, m) => sum + m.placements, 0),
          },
          quickStats: {
            active: value('active'),
            pendingVerification: value('active') - value('verified'),
            newThisMonth: 0,
          },
        },
      },
    };
  }),
  mockSignedInEndpoint('adminAnalyticsAgencies', ({ query }) => {
    const specialty = (record: AgencyRecord) => (record.id % 2 === 0 ? 'Nanny' : 'Housemaid');
    return {
      data: {
        // The server never answers more than the list's limit.
        items: agencies.slice(0, query.limit).map((record) => ({
          id: record.id,
          name: record.agency_name,
          username: record.email ?? '',
          specialty: specialty(record),
          avatar: record.logo_path,
          status: inGroup(record, 'verified')
            ? ('verified' as const)
            : record.status === 'approved'
              ? ('active' as const)
              : ('pending' as const),
          shortlistedCandidates: record.id === 1 ? 4 : 0,
        })),
        total: agencies.length,
      },
    };
  }),
];
