import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminUsers,
  agencies,
  candidateContacts,
  sampleSelfProfile,
  cities,
  countries,
  employerAnalyticsSample,
  employerPipelineSample,
  employerProfileSample,
  familyInvoicesSample,
  familyOrdersSample,
  familyPlanSample,
  invoiceDetailSample,
  refundedInvoiceDetailSample,
  creditNoteDocumentSample,
  creditNoteSample,
  offersSample,
  interviewsSample,
  adminHireReviewsSample,
  familyHiresToReviewSample,
  publishedReviewsSample,
  workerHiresToReviewSample,
  familyJobPostsSample,
  jobApplicationsSample,
  jobPostReviewsSample,
  publicJobPostsSample,
  publicCandidates,
  recruitmentRecordsSample,
} from '../fixtures';
import {
  COUNTRY_DIALLING_CODES,
  DIALLING_CODES,
  FORGOT_PASSWORD_MESSAGE,
  SIGN_UP_MESSAGE,
  VERIFY_RESEND_MESSAGE,
  MANAGED_CANDIDATE_STATUSES,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  changePasswordBodySchema,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  SALARY_BANDS,
  SALARY_BAND_KEYS,
  addPosition,
  adminUserFormSchema,
  candidateProfileFormSchema,
  candidatesQuerySchema,
  citiesListQuerySchema,
  contactFormSchema,
  endpoints,
  errorCodeForStatus,
  errorEnvelopeSchema,
  fieldErrorsFromIssues,
  idParamsSchema,
  newsletterSubscriptionSchema,
  pathFor,
  phoneSchema,
  registerBodySchema,
  registerFormSchema,
  resetPasswordBodySchema,
  salaryBandSchema,
  searchCandidates,
  updateMeBodySchema,
  updateMyAgencyBodySchema,
  visaFormSchema,
  workingDaysFromText,
  workingDaysToList,
} from '.';

const issuesOf = (result: { error?: z.ZodError | undefined }) =>
  fieldErrorsFromIssues(result.error?.issues ?? []);

describe('auth', () => {
  it('register trims the name, trims and lower-cases the email and defaults the role to client', () => {
    expect(
      registerBodySchema.parse({
        name: '  Layla ',
        email: ' Family@Demo.Bayti.AE ',
        password: 'secret123',
      }),
    ).toEqual({
      name: 'Layla',
      email: 'family@demo.bayti.ae',
      password: 'secret123',
      role: 'client',
    });
  });

  it('register accepts only client or candidate, and passwords of 8 to 128 characters', () => {
    const base = { name: 'L', email: 'l@b.ae' };
    expect(
      registerBodySchema.safeParse({ ...base, password: 'secret123', role: 'admin' }).success,
    ).toBe(false);
    expect(registerBodySchema.safeParse({ ...base, password: 'short' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...base, password: 'x'.repeat(129) }).success).toBe(
      false,
    );
    expect(
      registerBodySchema.safeParse({ ...base, password: 'x'.repeat(128), role: 'candidate' })
        .success,
    ).toBe(true);
    expect(
      registerBodySchema.safeParse({ ...base, name: '   ', password: 'secret123' }).success,
    ).toBe(false);
  });

  it("the sign-up form refuses differing passwords with 'Passwords do not match'", () => {
    const form = {
      name: 'L',
      email: 'l@b.ae',
      password: 'secret123',
      confirmPassword: 'secret124',
    };
    expect(issuesOf(registerFormSchema.safeParse(form))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('PUT my-agency body', () => {
  it('accepts any subset of the editable fields', () => {
    const body = {
      about: 'We place nannies.',
      mobile_number: '+971 4 335-7100',
      email: ' Info@AlNoor.example.com ',
      working_days: workingDaysFromText('Sunday, Monday'),
      social_link: 'https://alnoor.example.com',
      city_id: 102,
    };
    expect(updateMyAgencyBodySchema.parse(body)).toEqual({
      ...body,
      email: 'info@alnoor.example.com',
    });
  });

  it('rejects unknown keys, naming them', () => {
    const result = updateMyAgencyBodySchema.safeParse({
      about: 'x',
      status: 'approved',
      logo_path: '/x.svg',
    });
    expect(issuesOf(result)).toMatchObject({
      status: expect.any(String),
      logo_path: expect.any(String),
    });
  });

  it("rejects an empty body with 'No changes detected to save.'", () => {
    expect(issuesOf(updateMyAgencyBodySchema.safeParse({}))).toEqual({
      _: 'No changes detected to save.',
    });
  });

  it('validates phones, emails, links, city ids and full day maps', () => {
    const invalid = {
      mobile_number: '12ab',
      contact_person_email: 'nope',
      social_link: 'javascript:alert(1)',
      city_id: 0,
      working_days: { monday: true },
    };
    expect(Object.keys(issuesOf(updateMyAgencyBodySchema.safeParse(invalid))).sort()).toEqual(
      expect.arrayContaining(['city_id', 'contact_person_email', 'mobile_number', 'social_link']),
    );
    expect(updateMyAgencyBodySchema.safeParse({ working_days: { monday: true } }).success).toBe(
      false,
    );
  });

  it('phone: optional +, digits, spaces and dashes, 7 to 20 characters', () => {
    for (const ok of ['+971501234567', '050 123 4567', '+971-4-335-7100', '1234567']) {
      expect(phoneSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '123456',
      '+971 50 123 4567 890 12',
      '++971501234567',
      '050.123.4567',
      '-0501234567',
    ]) {
      expect(phoneSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('working days', () => {
  it('typed day names set those days and clear the rest, ignoring unknown names', () => {
    const days = workingDaysFromText(' Monday, FRIDAY ,Funday,');
    expect(workingDaysToList(days)).toEqual(['monday', 'friday']);
    expect(Object.values(days).filter(Boolean)).toHaveLength(2);
  });
});

describe('GET /api/candidates query', () => {
  it('coerces query-string values and fills the defaults', () => {
    expect(
      candidatesQuerySchema.parse({
        babycare: 'true',
        maxAge: '40',
        page: '2',
        salary: '3500+',
        nationality: 'Sri Lankan',
      }),
    ).toEqual({
      babycare: true,
      maxAge: 40,
      page: 2,
      pageSize: 12,
      sort: 'default',
      salary: '3500+',
      nationality: 'Sri Lankan',
    });
    expect(candidatesQuerySchema.parse({ babycare: 'false' }).babycare).toBe(false);
    expect(candidatesQuerySchema.parse({ babycare: true }).babycare).toBe(true);
  });

  it.each([
    ['maxAge', '19'],
    ['maxAge', '61'],
    ['maxAge', 'old'],
    ['salary', '4000+'],
    ['sort', 'name'],
    ['page', '0'],
    ['pageSize', '101'],
    ['babycare', 'yes'],
    ['nationality', 'Martian'],
    ['position', 'Butler'],
  ])('rejects %s=%s', (key, value) => {
    expect(candidatesQuerySchema.safeParse({ [key]: value }).success).toBe(false);
  });

  it('path and city query parameters are coerced to positive integers', () => {
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(idParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(citiesListQuerySchema.parse({ country_id: '1' })).toEqual({ country_id: 1 });
    expect(citiesListQuerySchema.parse({})).toEqual({});
  });
});

describe('errors', () => {
  it('the envelope carries a known code, a message and optional fields', () => {
    const body = {
      error: {
        code: 'validation',
        message: 'Check the form',
        fields: { email: 'Enter a valid email' },
      },
    };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(errorEnvelopeSchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(
      false,
    );
  });

  it('maps every code to a status and back', () => {
    // plan_required shares 403 with forbidden; a bare 403 reads as forbidden.
    for (const code of ERROR_CODES.filter((c) => c !== 'plan_required'))
      expect(errorCodeForStatus(ERROR_HTTP_STATUS[code])).toBe(code);
    expect(ERROR_HTTP_STATUS.plan_required).toBe(403);
    expect(errorCodeForStatus(403)).toBe('forbidden');
    expect(errorCodeForStatus(422)).toBe('validation');
    expect(errorCodeForStatus(502)).toBe('service_unavailable');
    expect(errorCodeForStatus(418)).toBe('validation');
  });
});

describe('constants', () => {
  it('salary band keys follow the bands, which match their schema', () => {
    expect(SALARY_BANDS.map((band) => band.key)).toEqual([...SALARY_BAND_KEYS]);
    for (const band of SALARY_BANDS) expect(salaryBandSchema.parse(band)).toEqual(band);
    expect(SALARY_BANDS.at(-1)?.max).toBeNull();
  });

  it('dialling codes start with the +971 default', () => {
    expect(COUNTRY_DIALLING_CODES.map((c) => c.code)).toEqual([...DIALLING_CODES]);
    expect(DIALLING_CODES[0]).toBe('+971');
  });
});

describe('account settings and password reset', () => {
  it('update me trims the name, 1 to 120 characters, and refuses other fields', () => {
    expect(updateMeBodySchema.parse({ name: '  Amal  ' })).toEqual({ name: 'Amal' });
    expect(updateMeBodySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(updateMeBodySchema.safeParse({ name: 'x'.repeat(121) }).success).toBe(false);
    expect(
      Object.keys(issuesOf(updateMeBodySchema.safeParse({ name: 'A', role: 'admin' }))),
    ).toEqual(['role']);
  });

  it('change password needs the current password and a new one of 8 to 128 characters', () => {
    expect(Object.keys(issuesOf(changePasswordBodySchema.safeParse({}))).sort()).toEqual([
      'currentPassword',
      'newPassword',
    ]);
    expect(
      issuesOf(changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: 'short' })),
    ).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });

  it('reset password needs a token and a valid new password', () => {
    expect(Object.keys(issuesOf(resetPasswordBodySchema.safeParse({ token: ' ' }))).sort()).toEqual(
      ['password', 'token'],
    );
    expect(resetPasswordBodySchema.parse({ token: ' abc ', password: 'long enough' }).token).toBe(
      'abc',
    );
  });
});

describe('forms', () => {
  it('contact form: name, email, phone and message required; +971 and unchecked boxes by default', () => {
    const parsed = contactFormSchema.parse({
      name: 'Layla',
      email: 'L@B.ae',
      phone: '050 123 4567',
      message: 'Hi',
    });
    expect(parsed).toMatchObject({
      countryCode: '+971',
      worker: false,
      employer: false,
      email: 'l@b.ae',
    });
    expect(Object.keys(issuesOf(contactFormSchema.safeParse({}))).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
    ]);
  });

  it('visa form: name, phone and message required', () => {
    expect(Object.keys(issuesOf(visaFormSchema.safeParse({}))).sort()).toEqual([
      'message',
      'name',
      'phone',
    ]);
    expect(
      visaFormSchema.parse({ name: 'L', phone: '0501234567', message: 'Visa', countryCode: '+974' })
        .countryCode,
    ).toBe('+974');
  });

  it('newsletter takes an email', () => {
    expect(newsletterSubscriptionSchema.parse({ email: ' A@B.ae ' })).toEqual({ email: 'a@b.ae' });
  });

  it('add user: PINs must match', () => {
    const user = {
      name: 'N',
      department: 'Ops',
      mobile: '0501234567',
      email: 'n@b.ae',
      pin: '1234',
      confirmPin: '1243',
    };
    expect(issuesOf(adminUserFormSchema.safeParse(user))).toEqual({
      confirmPin: 'PINs do not match',
    });
    expect(adminUserFormSchema.parse({ ...user, confirmPin: '1234' }).status).toBe('ACTIVE');
  });

  it('positions: trimmed, ignored when empty or present', () => {
    expect(addPosition(['Maid'], '  Cook ')).toEqual(['Maid', 'Cook']);
    expect(addPosition(['Maid'], 'Maid')).toEqual(['Maid']);
    expect(addPosition(['Maid'], '   ')).toEqual(['Maid']);
  });

  it('candidate profile form: at most 3 unique core skills, one document per type, worker 18+', () => {
    const form = candidateFormSample;
    expect(candidateProfileFormSchema.safeParse(form).success).toBe(true);
    const bad = candidateProfileFormSchema.safeParse({
      ...form,
      dateOfBirth: '2015-01-01',
      coreSkills: ['Cleaning', 'Cooking', 'Babycare', 'Driving'],
      documents: [...form.documents, ...form.documents],
    });
    expect(Object.keys(issuesOf(bad)).sort()).toEqual(['coreSkills', 'dateOfBirth', 'documents']);
    expect(
      candidateProfileFormSchema.safeParse({ ...form, coreSkills: ['Cleaning', 'Cleaning'] })
        .success,
    ).toBe(false);
  });
});

/** A whole Add/Edit Candidate form, valid. */
const candidateFormSample = {
  salutation: 'Ms',
  firstName: 'Grace',
  middleName: '',
  lastName: 'Wanjiku',
  nationality: 'Kenyan',
  dateOfBirth: '1998-04-02',
  maritalStatus: 'Single',
  gender: 'Female',
  religion: 'Christian',
  height: 165,
  weight: 58,
  complexion: null,
  kids: 0,
  fullImage: null,
  currentCountry: 'UAE',
  currentCity: 'Sharjah',
  streetAddress: 'Al Majaz 2',
  about: '',
  coreSkills: ['Cleaning', 'Cooking'],
  otherSkills: ['Ironing'],
  applyingPosition: 'Housemaid',
  previousPosition: '',
  relevantExperienceYears: 3,
  relevantExperienceMonths: 0,
  estimatedJoiningDate: '2026-03-01',
  workingDays: '6 Days',
  workingHoursFrom: '08:00',
  workingHoursTo: '18:00',
  dayOff: 'friday',
  accommodation: 'Live-in',
  languages: [{ language: 'English', read: 'Good', write: 'Good', speak: 'Fluent' }],
  education: {
    highestQualification: 'Secondary',
    institute: '',
    completionYear: 2016,
    country: 'Kenya',
    fileNumber: '',
    workReference: '',
    certificate: null,
  },
  experiences: [],
  documents: [
    {
      type: 'Passport',
      number: 'AK123',
      country: 'Kenya',
      issueDate: null,
      expiryDate: null,
      file: null,
    },
  ],
};

/** Sample answers of the admin's and agency's managed-candidate endpoints. */
function managedCandidateAnswers() {
  const row = {
    id: 7,
    name: 'Grace Wanjiku',
    position: 'Housemaid',
    age: 28,
    gender: 'Female',
    nationality: 'Kenyan',
    status: 'interviewed',
    interviewDate: '2026-11-24',
    interviewTime: '10:30',
    selectionType: null,
    selectionDate: null,
    experience: '3 years',
    coreSkills: ['Cleaning', 'Cooking'],
    lastUpdated: '2026-11-22',
    agencyId: 1,
  };
  const list = {
    data: {
      items: [row],
      counts: {
        all: 1,
        ...Object.fromEntries(MANAGED_CANDIDATE_STATUSES.map((status) => [status, 0])),
        interviewed: 1,
      },
      total: 1,
      page: 1,
      pageSize: 12,
    },
  };
  const one = {
    data: {
      candidate: {
        id: row.id,
        status: row.status,
        agencyId: row.agencyId,
        interviewDate: row.interviewDate,
        interviewTime: row.interviewTime,
        selectionType: row.selectionType,
        selectionDate: row.selectionDate,
        lastUpdated: row.lastUpdated,
        profile: {
          ...candidateFormSample,
          status: 'interviewed',
          phone: { countryCode: '+254', number: '712345678' },
          whatsapp: { countryCode: '+971', number: '501234567' },
        },
        listing: {
          status: 'listed',
          reason: null,
          reviewKind: null,
          reconfirmDueAt: '2026-12-22T10:00:00.000Z',
          activeAt: '2026-11-22T10:00:00.000Z',
          salaryBand: '2000-2500',
          visa: 'Own Visa',
          contactRoute: 'agency',
          listedBy: { id: 1, name: 'Al Noor Domestic Services' },
          noFeeConfirmedAt: '2026-11-20T10:00:00.000Z',
          missing: [],
        },
      },
    },
  };
  return Object.fromEntries([
    ['adminCandidates', list],
    ['agencyCandidates', list],
    ...[
      'createAdminCandidate',
      'adminCandidate',
      'updateAdminCandidate',
      'uploadAdminCandidatePhoto',
      'uploadAdminCandidateDocument',
      'createAgencyCandidate',
      'agencyCandidate',
      'updateAgencyCandidate',
      'uploadAgencyCandidatePhoto',
      'uploadAgencyCandidateDocument',
      'publishAgencyCandidate',
      'unpublishAgencyCandidate',
      'reconfirmAgencyCandidate',
      'publishAdminCandidate',
      'unpublishAdminCandidate',
      'reconfirmAdminCandidate',
    ].map((name) => [name, one]),
  ]);
}

/** Sample answers of the agency recruitments, accounts, analytics and reports endpoints. */
function agencyOpsAnswers() {
  const recruitment = {
    id: 3,
    candidateId: 4,
    name: 'Grace Atieno',
    nationality: 'Kenyan',
    position: 'Nanny',
    client: 'Layla Hassan',
    stage: 'ticket',
    stageDates: {
      offerLetter: '2026-10-01',
      preMedical: '2026-10-05',
      qvc: '2026-10-09',
      pcc: '2026-10-12',
      visa: '2026-10-20',
      ticket: '2026-11-01',
      pregnancyTest: null,
      deployed: null,
    },
    ticket: {
      airline: 'Emirates',
      flightNo: 'EK 720',
      arrivalDate: '2026-11-25',
      arrivalTime: '06:40',
      ticketNumber: null,
    },
    deployment: null,
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
  const counts = {
    all: 1,
    offerLetter: 0,
    preMedical: 0,
    qvc: 0,
    pcc: 0,
    visa: 0,
    ticket: 1,
    pregnancyTest: 0,
    deployed: 0,
  };
  const account = {
    id: 3,
    candidateId: 4,
    candidate: 'Grace Atieno',
    position: 'Nanny',
    deployedCountry: 'UAE',
    amountPayable: 5000,
    paid: 1250.5,
    balance: 3749.5,
    candidateAddOn: '2026-09-20',
    lastUpdatedOn: '2026-11-01',
    selectionDate: '2026-09-28',
    recruitmentStatus: 'In Progress',
  };
  const totals = {
    recruitments: 1,
    amountPayable: 5000,
    paid: 1250.5,
    balance: 3749.5,
    refundsDue: 4369.86,
    refundsPaid: 0,
  };
  const months = [{ month: '2026-11', placements: 1, revenue: 1250.5 }];
  return {
    agencyRecruitments: {
      data: { items: [recruitment], counts, total: 1, page: 1, pageSize: 12 },
    },
    moveAgencyRecruitment: { data: { recruitment } },
    agencyAccounts: { data: { items: [account], totals, total: 1, page: 1, pageSize: 12 } },
    agencyAccount: {
      data: {
        account,
        payments: [
          {
            id: 1,
            amount: 1250.5,
            receivedOn: '2026-10-02',
            reference: 'TT-44',
            recordedAt: '2026-10-02T09:00:00.000Z',
          },
        ],
        invoice: {
          number: 'AGR-000003',
          date: '2026-11-22',
          agency: { name: 'Al Noor', address: 'Deira, Dubai', email: 'agency@example.com' },
          billTo: { name: 'Layla Hassan', email: 'family@example.com' },
          nationality: 'Kenyan',
          currency: 'AED',
        },
      },
    },
    updateAgencyAccount: { data: { account } },
    recordAgencyPayment: { data: { account } },
    agencyAnalytics: {
      data: {
        analytics: {
          period: '1Y',
          from: '2025-11-22',
          to: '2026-11-22',
          stats: [
            { card: 'total', count: 12, percent: 100 },
            { card: 'shortlisted', count: 5, percent: 41 },
            { card: 'new', count: 3, percent: 25 },
            { card: 'interviewed', count: 2, percent: 16 },
            { card: 'hired', count: 1, percent: 8 },
            { card: 'rejected', count: 1, percent: 8 },
          ],
          totals: { amountPayable: 5000, received: 1250.5, balance: 3749.5, candidates: 1 },
          chart: [{ month: '2026-11', newApplications: 3, interviewed: 2, hired: 1 }],
          selected: {
            items: [
              {
                id: 7,
                name: 'Joy Nakato',
                position: 'Maid',
                nationality: 'Ugandan',
                selectionDate: null,
              },
            ],
            total: 1,
          },
          quickStats: { activeRecruitments: 1, pendingInterviews: 2, thisMonthHired: 1 },
        },
      },
    },
    agencyReports: {
      data: {
        report: {
          period: '1M',
          from: '2026-10-22',
          to: '2026-11-22',
          currency: 'AED',
          months,
          totals: { placements: 1, revenue: 1250.5 },
        },
      },
    },
  };
}

/**
 * Sample answers of the listings endpoints: the worker's own listing (answering her profile
 * state), the admin Review queue, hiding, deactivating, families' reports, the public agency
 * page and the listed counts.
 */
function listingAnswers(profileState: unknown) {
  const agency = { id: 1, name: 'Al Noor Domestic Services' };
  const admin = { id: 1, name: 'Bayti Admin' };
  const candidate = {
    id: 7,
    name: 'Grace Wanjiku',
    image: '/api/candidates/7/photo/0123456789abcdef0123456789abcdef.jpg',
    nationality: 'Kenyan',
    position: 'Housemaid',
    age: 28,
    status: 'in_review',
    source: 'agency',
    agency,
    account: null,
  };
  const review = {
    id: 11,
    kind: 'change',
    state: 'pending',
    submittedAt: '2026-11-22T10:00:00.000Z',
    submittedBy: { id: 4, name: 'Amina Yusuf' },
    decidedAt: null,
    decidedBy: null,
    reason: null,
    changes: [
      { field: 'Salary', before: 'AED 1500-2000 per month', after: 'AED 2000-2500 per month' },
    ],
    publicFields: [
      { field: 'Position', value: 'Housemaid' },
      { field: 'Salary', value: 'AED 2000-2500 per month' },
      { field: 'Visa', value: 'Own Visa' },
    ],
    candidate,
  };
  const report = {
    id: 5,
    reason: 'already_hired',
    note: 'The agency told us she started with another family last week.',
    state: 'open',
    createdAt: '2026-11-22T10:00:00.000Z',
    reporter: { id: 5, name: 'Hamdan Family' },
    candidate: { ...candidate, status: 'listed' },
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
  };
  const hidden = {
    data: {
      candidateId: candidate.id,
      listing: {
        status: 'hidden',
        reason: 'Asked families for a placement fee',
        reviewKind: null,
        reconfirmDueAt: null,
        activeAt: '2026-11-20T08:00:00.000Z',
      },
    },
  };
  return {
    submitCandidateListing: profileState,
    withdrawCandidateListing: profileState,
    reconfirmCandidateListing: profileState,
    listingReviews: { data: { items: [review], total: 1, page: 1, pageSize: 12 } },
    decideListingReview: {
      data: {
        review: {
          ...review,
          state: 'approved',
          decidedAt: '2026-11-22T11:30:00.000Z',
          decidedBy: admin,
          candidate: { ...candidate, status: 'listed' },
        },
      },
    },
    hideListing: hidden,
    unhideListing: {
      data: {
        candidateId: candidate.id,
        listing: {
          status: 'listed',
          reason: null,
          reviewKind: null,
          reconfirmDueAt: '2026-12-22T10:00:00.000Z',
          activeAt: '2026-11-22T10:00:00.000Z',
        },
      },
    },
    deactivateAccount: { data: { userId: 5, status: 'INACTIVE' } },
    reactivateAccount: { data: { userId: 5, status: 'ACTIVE' } },
    moderationActions: {
      data: {
        items: [
          {
            id: 21,
            action: 'hide',
            targetType: 'candidate',
            targetId: candidate.id,
            actor: admin,
            reason: 'Asked families for a placement fee',
            before: { status: 'listed' },
            after: { status: 'hidden' },
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 12,
      },
    },
    reportCandidate: {
      data: {
        report: {
          id: report.id,
          reason: report.reason,
          note: report.note,
          state: report.state,
          createdAt: report.createdAt,
        },
      },
    },
    profileReports: { data: { items: [report], total: 1, page: 1, pageSize: 12 } },
    resolveProfileReport: {
      data: {
        report: {
          ...report,
          state: 'upheld',
          resolvedAt: '2026-11-22T12:00:00.000Z',
          resolvedBy: admin,
          resolution: 'Confirmed with the agency; profile hidden.',
        },
      },
    },
    publicAgency: {
      data: {
        agency: {
          ...agency,
          logo: '/images/agencies/al-noor.svg',
          licenceStatus: 'approved',
          licenceNumber: 'TL-1',
          city: 'Dubai',
          about: 'Housemaids, nannies and cooks placed with families across Dubai since 2012.',
        },
        candidates: [{ ...publicCandidates[0], listedBy: agency }],
        total: 1,
        page: 1,
        pageSize: 12,
      },
    },
    listingCounts: {
      data: {
        total: 15,
        nationalities: [
          { nationality: 'Filipino', count: 6 },
          { nationality: 'Indian', count: 4 },
          { nationality: 'Kenyan', count: 3 },
          { nationality: 'Sri Lankan', count: 2 },
        ],
      },
    },
  };
}

/** Sample answers of the notification centre: the bell, its page and Settings' emails. */
function notificationAnswers() {
  const unread = { data: { unread: 2 } };
  return {
    notifications: {
      data: {
        items: [
          {
            id: 42,
            type: 'listing.approved',
            title: 'Your profile is now listed',
            link: '/dashboard/candidate',
            createdAt: '2026-11-22T10:00:00.000Z',
            read: false,
          },
          {
            id: 41,
            type: 'account.verify_email',
            title: 'Verify your email address',
            link: null,
            createdAt: '2026-11-21T08:15:00.000Z',
            read: true,
          },
        ],
        nextCursor: '41',
        unread: 2,
      },
    },
    unreadNotifications: unread,
    markNotificationsRead: { data: { unread: 1 } },
    markAllNotificationsRead: { data: { unread: 0 } },
    emailPreferences: {
      data: {
        items: [
          { type: 'account.verify_email', email: true, locked: true },
          { type: 'account.signup_attempt', email: true, locked: true },
          { type: 'listing.approved', email: true, locked: false },
          { type: 'listing.reconfirm_reminder', email: false, locked: false },
        ],
      },
    },
    updateEmailPreference: {
      data: { item: { type: 'listing.reconfirm_reminder', email: false, locked: false } },
    },
  };
}

describe('endpoints', () => {
  it('fills path parameters', () => {
    expect(pathFor(endpoints.candidateContact.path, { id: 12 })).toBe('/candidates/12/contact');
    expect(() => pathFor('/candidates/:id', {})).toThrow(/id/);
  });

  it('every answer encodes as the API serialises it (no one-way transforms in responses)', () => {
    const user = {
      id: 1,
      name: 'Bayti Admin',
      email: 'admin@demo.bayti.ae',
      role: 'admin',
      avatar: null,
      emailVerified: true,
    };
    const profileState = {
      data: {
        profile: sampleSelfProfile,
        name: 'Maria Santos',
        visible: true,
        complete: true,
        missing: [],
        candidateId: 1,
        listing: {
          status: 'listed',
          reason: null,
          reviewKind: null,
          reconfirmDueAt: '2026-12-22T10:00:00.000Z',
          activeAt: '2026-11-22T10:00:00.000Z',
        },
        emailVerified: true,
      },
    };
    const document = {
      id: 1,
      title: 'passport.pdf',
      lastModified: '2026-11-22T10:00:00Z',
      category: 'Passport',
      status: 'Uploaded',
      contentType: 'application/pdf',
      sizeBytes: 1024,
    };
    // Binary answers (a file) have no schema and are left out.
    const agencyDocument = {
      id: 1,
      title: 'licence.pdf',
      lastModified: '2026-11-22T06:00:00.000Z',
      category: 'Trade License',
      status: 'Uploaded',
      contentType: 'application/pdf',
      sizeBytes: 1024,
    };
    const agencyStaff = {
      id: 9,
      name: 'Amina Yusuf',
      email: 'amina@example.com',
      phone: null,
      joiningDate: '2026-11-22',
      status: 'ACTIVE',
    };
    const adminAgencySample = {
      id: 1,
      name: 'Al Noor Domestic Services',
      country: 'UAE',
      logo: null,
      email: 'info@alnoor.ae',
      mobile: '+971 4 555 0100',
      address: 'Office 4, Dubai, United Arab Emirates',
      rating: 4.5,
      about: null,
      workingDays: 'Monday, Tuesday',
      workingHours: '9-5',
      status: 'approved',
      updatedOn: '2026-11-20',
      telephone: '+971 4 555 0100',
      createdDate: '2025-03-02',
      lastUpdatedDate: '2026-11-20',
      city: 'Dubai',
      timezone: 'GMT',
    } as const;
    const legalSample = {
      registrationNumber: 'TL-1',
      issueDate: '2025-01-01',
      expiryDate: null,
      file: '/api/admin/agencies/1/legal-documents/tradeLicense/file',
      fileName: 'licence.pdf',
    };
    const adminAgencyDetailSample = {
      ...adminAgencySample,
      streetAddress: 'Office 4',
      workingDaysOption: null,
      socialLinks: {
        website: 'https://alnoor.ae',
        whatsapp: null,
        instagram: null,
        facebook: null,
        twitter: null,
        linkedin: null,
        tiktok: null,
        zoom: null,
      },
      contactPerson: {
        salutation: 'Ms',
        firstName: 'Layla',
        middleName: '',
        lastName: 'Haddad',
        designation: 'Director',
        mobile: null,
        email: null,
        dateOfBirth: null,
        gender: 'Female',
      },
      documents: {
        companyRegistration: { ...legalSample, file: null, fileName: null },
        tradeLicense: legalSample,
        taxationDocument: { ...legalSample, file: null, fileName: null },
        otherDocuments: { ...legalSample, file: null, fileName: null },
      },
      hasPin: true,
      profileCompletion: 80,
      accountEmail: 'agency@demo.bayti.ae',
      candidates: 4,
    };
    const adminClientSample = {
      id: 5,
      name: 'Hamdan Family',
      country: 'UAE',
      mobile: '',
      email: 'family@demo.bayti.ae',
      status: 'New',
      updatedOn: '2026-11-20',
      age: null,
      gender: null,
      address: null,
      avatar: null,
    } as const;
    const conversationSample = {
      id: 3,
      side: 'family',
      candidate: { id: 7, name: 'Maria Santos', photo: '/images/candidates/maria-santos.svg' },
      family: { id: 12, name: 'Noura Al Mansoori' },
      agency: { id: 2, name: 'Al Noor Domestic Services' },
      counterpart: 'Al Noor Domestic Services',
      lastMessage: {
        text: 'She can start in January.',
        sentAt: '2026-11-22T10:00:00.000Z',
        mine: false,
      },
      unread: 1,
      blocked: false,
      blockedByMe: false,
    } as const;
    const messageSample = {
      id: 41,
      side: 'agency',
      mine: false,
      senderName: 'Fatima Al Noor',
      text: 'Send the AED 1,500 deposit by Western Union',
      sentAt: '2026-11-22T10:00:00.000Z',
      warning: { asksForMoney: true, hasLink: false },
    } as const;
    const conversationReportSample = {
      id: 5,
      reason: 'asked_for_money',
      note: '',
      state: 'open',
      createdAt: '2026-11-22T10:05:00.000Z',
      reporter: null,
      reported: { id: 30, name: 'Fatima Al Noor' },
      conversation: {
        id: 3,
        candidate: { id: 7, name: 'Maria Santos' },
        family: { id: 12, name: 'Noura Al Mansoori' },
        agency: { id: 2, name: 'Al Noor Domestic Services' },
        blocked: false,
      },
      messages: [
        {
          id: 41,
          side: 'agency',
          senderName: 'Fatima Al Noor',
          text: 'Send the AED 1,500 deposit by Western Union',
          sentAt: '2026-11-22T10:00:00.000Z',
          warning: { asksForMoney: true, hasLink: false },
        },
      ],
      resolvedAt: null,
      resolvedBy: null,
      resolution: null,
    } as const;
    const refundCaseSample = {
      id: 1,
      recruitmentId: 3,
      candidate: { id: 4, name: 'Grace Atieno' },
      family: { id: 9, name: 'Layla Hassan' },
      agency: { id: 1, name: 'Al Noor Domestic Services' },
      reason: 'competency',
      startedOn: '2026-08-01',
      returnedOn: '2026-11-01',
      fee: 5000,
      amountDue: 4369.86,
      basis: 'pro_rata',
      dueOn: '2026-11-15',
      status: 'open',
      daysLeft: -3,
      overdue: true,
      paidOn: null,
      paidReference: null,
      replacement: { recruitmentId: 7, candidateId: 8, name: 'Mary Wanjiru' },
      createdAt: '2026-11-01T09:00:00.000Z',
    };
    const refundTotalsSample = {
      open: 1,
      overdue: 1,
      due: 4369.86,
      overdueAmount: 4369.86,
      paid: 0,
    };
    const feeReportSample = {
      id: 4,
      askedBy: 'Golden Hands Recruitment',
      note: 'They asked me for AED 3,000 for my visa.',
      state: 'open',
      createdAt: '2026-11-22T10:00:00.000Z',
      worker: { id: 5, name: 'Maria Santos' },
      resolvedAt: null,
      resolvedBy: null,
      resolution: null,
    };
    const adminClientDetailSample = {
      ...adminClientSample,
      stages: {
        Shortlisted: 2,
        Interviewed: 1,
        Selected: 0,
        Hired: 1,
        Deployed: 0,
        Rejected: 0,
        Returned: 0,
        Replaced: 0,
      },
      accountStatus: 'ACTIVE',
    };
    const answers: Partial<Record<keyof typeof endpoints, unknown>> = {
      register: { message: SIGN_UP_MESSAGE },
      verifyEmail: { token: 't', user },
      resendVerification: { message: VERIFY_RESEND_MESSAGE },
      login: { token: 't', user },
      me: { user },
      logout: { ok: true },
      myAgency: { data: { agency: agencies[0] } },
      updateMyAgency: { data: { agency: agencies[1] } },
      countries: { data: { countries } },
      cities: { data: { cities } },
      candidates: { data: searchCandidates(publicCandidates, candidatesQuerySchema.parse({})) },
      candidate: { data: { candidate: publicCandidates[0] } },
      candidateContact: { data: { contact: { ...candidateContacts[1], location: 'Dubai' } } },
      updateMe: { user },
      changePassword: { message: 'Your password has been changed.' },
      forgotPassword: { message: FORGOT_PASSWORD_MESSAGE },
      resetPassword: { message: 'Done' },
      contact: { data: { id: 1 } },
      visaRequest: { data: { id: 2 } },
      newsletter: {
        data: { email: 'a@b.ae', subscribed: true },
        message: NEWSLETTER_SUBSCRIBED_MESSAGE,
      },
      employerPipeline: {
        data: {
          items: employerPipelineSample,
          counts: {
            all: 2,
            shortlisted: 0,
            interview: 1,
            selected: 0,
            hired: 1,
            rejected: 0,
            returned: 0,
            replaced: 0,
          },
          total: 2,
          page: 1,
          pageSize: 100,
        },
      },
      employerPositions: {
        data: {
          positions: [
            { position: 'Housemaid', count: 1 },
            { position: 'Nanny', count: 1 },
          ],
        },
      },
      addToPipeline: { data: { candidate: employerPipelineSample[1] } },
      updatePipeline: { data: { candidate: employerPipelineSample[0] } },
      recordView: { ok: true },
      employerAnalytics: { data: { analytics: employerAnalyticsSample } },
      employerRecruitments: {
        data: {
          items: recruitmentRecordsSample,
          counts: {
            all: 1,
            offerLetter: 0,
            medical: 1,
            otherDocuments: 0,
            visa: 0,
            ticket: 0,
            pregnancyTest: 0,
          },
          total: 1,
          page: 1,
          pageSize: 100,
        },
      },
      updateRecruitment: { data: { recruitment: recruitmentRecordsSample[0] } },
      employerProfile: { data: { profile: employerProfileSample } },
      updateEmployerProfile: { data: { profile: employerProfileSample } },
      employerOrders: { data: { items: familyOrdersSample, total: 1, page: 1, pageSize: 100 } },
      employerInvoices: { data: { items: familyInvoicesSample, total: 1, page: 1, pageSize: 100 } },
      employerInvoice: { data: { invoice: invoiceDetailSample } },
      employerPlan: { data: { plan: familyPlanSample } },
      purchasePlan: { data: { order: familyOrdersSample[0], invoice: familyInvoicesSample[0] } },
      recordInvoicePayment: { data: { invoice: invoiceDetailSample } },
      refundInvoice: { data: { invoice: refundedInvoiceDetailSample } },
      employerCreditNote: { data: { creditNote: creditNoteDocumentSample } },
      startCardCheckout: { data: { url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3' } },
      reportFeeAsked: { data: { report: { id: 4, createdAt: '2026-11-22T10:00:00.000Z' } } },
      feeReports: { data: { items: [feeReportSample], total: 1, page: 1, pageSize: 12 } },
      resolveFeeReport: {
        data: {
          report: {
            ...feeReportSample,
            state: 'resolved',
            resolvedAt: '2026-11-22T12:00:00.000Z',
            resolvedBy: { id: 1, name: 'Bayti Admin' },
            resolution: 'Called the agency: the fee is returned.',
          },
        },
      },
      stripeWebhook: { received: true },
      employerRefundCases: { data: { items: [refundCaseSample], totals: refundTotalsSample } },
      agencyRefundCases: { data: { items: [refundCaseSample], totals: refundTotalsSample } },
      adminRefundCases: { data: { items: [refundCaseSample], totals: refundTotalsSample } },
      recordRefundPaid: {
        data: {
          case: {
            ...refundCaseSample,
            status: 'paid',
            daysLeft: null,
            overdue: false,
            paidOn: '2026-11-20',
            paidReference: 'TRF-2291',
          },
        },
      },
      conversations: { data: { items: [conversationSample], unreadTotal: 1 } },
      conversationsUnread: { data: { unread: 1 } },
      startConversation: {
        data: {
          conversationId: 3,
          message: { ...messageSample, side: 'family', mine: true, warning: null },
        },
      },
      conversation: {
        data: {
          conversation: conversationSample,
          messages: [messageSample],
          olderCursor: null,
          readUpTo: 40,
          canWrite: true,
        },
      },
      sendMessage: { data: { conversationId: 3, message: messageSample } },
      readConversation: { data: { conversation: { ...conversationSample, unread: 0 } } },
      blockConversation: {
        data: { conversation: { ...conversationSample, blocked: true, blockedByMe: true } },
      },
      unblockConversation: { data: { conversation: conversationSample } },
      reportConversation: { data: { conversation: conversationSample } },
      conversationReports: {
        data: { items: [conversationReportSample], total: 1, page: 1, pageSize: 12 },
      },
      resolveConversationReport: {
        data: {
          report: {
            ...conversationReportSample,
            state: 'resolved',
            resolvedAt: '2026-11-22T12:00:00.000Z',
            resolvedBy: { id: 1, name: 'Bayti Admin' },
            resolution: 'Blocked: the agency asked for a deposit.',
            conversation: { ...conversationReportSample.conversation, blocked: true },
          },
        },
      },
      sendOffer: { data: { offer: offersSample[0] } },
      employerOffers: { data: { items: offersSample } },
      withdrawOffer: { data: { offer: { ...offersSample[0], status: 'withdrawn' } } },
      candidateOffers: { data: { items: offersSample } },
      candidateAnswerOffer: { data: { offer: offersSample[2] } },
      agencyOffers: { data: { items: offersSample } },
      agencyAnswerOffer: { data: { offer: offersSample[1] } },
      proposeInterview: { data: { interview: interviewsSample[0] } },
      employerInterviews: { data: { items: interviewsSample } },
      cancelInterview: { data: { interview: { ...interviewsSample[0], status: 'cancelled' } } },
      recordInterviewOutcome: { data: { interview: { ...interviewsSample[1], status: 'held' } } },
      candidateInterviews: { data: { items: interviewsSample } },
      candidateAnswerInterview: { data: { interview: interviewsSample[1] } },
      agencyInterviews: { data: { items: interviewsSample } },
      agencyAnswerInterview: { data: { interview: interviewsSample[3] } },
      employerHireReviews: { data: { items: familyHiresToReviewSample } },
      employerWriteHireReview: { data: { hire: familyHiresToReviewSample[1] } },
      candidateHireReviews: { data: { items: workerHiresToReviewSample } },
      candidateWriteHireReview: { data: { hire: workerHiresToReviewSample[1] } },
      candidateReviews: { data: publishedReviewsSample },
      agencyReviews: { data: { summary: { average: null, count: 0 }, items: [] } },
      adminHireReviews: { data: { items: adminHireReviewsSample, nextBefore: null } },
      adminHideHireReview: { data: { review: adminHireReviewsSample[1] } },
      createJobPost: {
        data: {
          jobPost: { ...familyJobPostsSample[0], status: 'in_review', publishedAt: null },
        },
      },
      employerJobPosts: { data: { items: familyJobPostsSample } },
      updateJobPost: { data: { jobPost: { ...familyJobPostsSample[1], status: 'in_review' } } },
      closeJobPost: { data: { jobPost: { ...familyJobPostsSample[0], status: 'closed' } } },
      fillJobPost: { data: { jobPost: familyJobPostsSample[2] } },
      jobPosts: { data: { items: publicJobPostsSample, total: 2, page: 1, pageSize: 20 } },
      jobPost: { data: { jobPost: publicJobPostsSample[0] } },
      applyToJobPost: { data: { application: jobApplicationsSample[0] } },
      candidateJobApplications: { data: { items: jobApplicationsSample } },
      jobPostReviews: { data: { items: jobPostReviewsSample, total: 1, page: 1, pageSize: 20 } },
      decideJobPost: {
        data: {
          jobPost: {
            ...jobPostReviewsSample[0],
            status: 'open',
            publishedAt: '2026-11-28T09:00:00.000Z',
          },
        },
      },
      candidateProfile: profileState,
      updateCandidateProfile: profileState,
      candidateProfileVisibility: profileState,
      uploadCandidatePhoto: profileState,
      deleteCandidatePhoto: profileState,
      uploadCandidateVideo: profileState,
      deleteCandidateVideo: profileState,
      candidateDocuments: { data: { documents: [document] } },
      uploadCandidateDocument: { data: { document } },
      replaceCandidateDocument: { data: { document } },
      deleteCandidateDocument: { ok: true },
      adminPositions: { data: { positions: ['Manager'] } },
      saveAdminPositions: { data: { positions: [] } },
      agencyPositions: { data: { positions: ['Maid', 'Cook'] } },
      saveAgencyPositions: { data: { positions: ['Maid'] } },
      adminInbox: {
        data: {
          items: [
            {
              kind: 'newsletter',
              id: 1,
              handled: false,
              createdAt: '2026-11-22T10:00:00Z',
              email: 'a@b.ae',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 12,
          unhandled: { contact: 0, visa: 0, newsletter: 1 },
        },
      },
      updateInboxItem: {
        data: {
          item: {
            kind: 'visa',
            id: 2,
            handled: true,
            createdAt: '2026-11-22T10:00:00Z',
            name: 'Amal',
            countryCode: '+971',
            phone: '501234567',
            message: 'A visa, please',
          },
        },
      },
      adminUsers: { data: { items: adminUsers, total: adminUsers.length, page: 1, pageSize: 12 } },
      createAdminUser: { data: { user: adminUsers[0] } },
      updateAdminUser: { data: { user: adminUsers[0] } },
      deleteAdminUser: { ok: true },
      changeAdminPin: { ok: true },
      uploadMyAgencyLogo: { data: { agency: agencies[0] } },
      agencyDocuments: { data: { documents: [agencyDocument] } },
      adminAgencyDocuments: { data: { documents: [agencyDocument] } },
      uploadAgencyDocument: { data: { document: agencyDocument } },
      replaceAgencyDocument: { data: { document: agencyDocument } },
      deleteAgencyDocument: { ok: true },
      agencyUsers: { data: { items: [agencyStaff], total: 1, page: 1, pageSize: 12 } },
      createAgencyUser: { data: { user: agencyStaff } },
      updateAgencyUser: { data: { user: agencyStaff } },
      deleteAgencyUser: { ok: true },
      adminOrders: {
        data: {
          items: [
            {
              id: 1,
              orderNo: 'ORD-2026-000001',
              orderDate: '2026-11-22',
              client: 'Layla Hassan',
              amount: 245,
              workerNationality: null,
              paymentStatus: 'PENDING',
              recruitmentStatus: 'IN PROGRESS',
              position: null,
              deployingCountry: null,
              description: 'Standard access plan (1 month)',
              invoiceId: 1,
              lastUpdatedOn: '2026-11-22',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 12,
        },
      },
      adminInvoices: {
        data: {
          items: [
            {
              id: 1,
              invoiceNo: 'INV-2026-000001',
              invoiceDate: '2026-11-22',
              client: 'Layla Hassan',
              workerNationality: null,
              paymentStatus: 'PAID',
              deployingCountry: null,
              amount: 245,
              description: 'Standard access plan (1 month)',
              orderNo: 'ORD-2026-000001',
              lastUpdatedOn: '2026-11-22',
              refunded: 100,
              creditNotes: [creditNoteSample],
            },
          ],
          total: 1,
          page: 1,
          pageSize: 12,
        },
      },
      adminAgencies: {
        data: {
          items: [adminAgencySample],
          total: 1,
          page: 1,
          pageSize: 12,
          counts: { all: 1, new: 0, approved: 1, rejected: 0, suspended: 0, released: 0 },
        },
      },
      adminAgency: { data: { agency: adminAgencyDetailSample } },
      registerAgency: { data: { agency: adminAgencyDetailSample } },
      updateAdminAgency: { data: { agency: adminAgencyDetailSample } },
      setAdminAgencyStatus: { data: { agency: adminAgencyDetailSample } },
      setAdminAgencyPin: { ok: true },
      uploadAdminAgencyLogo: { data: { agency: adminAgencyDetailSample } },
      uploadAgencyLegalDocument: { data: { agency: adminAgencyDetailSample } },
      adminClients: { data: { items: [adminClientSample], total: 1, page: 1, pageSize: 12 } },
      adminClient: { data: { client: adminClientDetailSample } },
      setAdminClientStatus: { data: { client: { ...adminClientDetailSample, status: 'Hold' } } },
      adminAnalytics: {
        data: {
          analytics: {
            period: '1M',
            from: '2026-10-22',
            to: '2026-11-22',
            cards: [
              { group: 'all', value: 8, percent: 100 },
              { group: 'active', value: 6, percent: 75 },
              { group: 'new', value: 2, percent: 25 },
              { group: 'verified', value: 5, percent: 62 },
              { group: 'partnered', value: 4, percent: 50 },
              { group: 'inactive', value: 0, percent: 0 },
            ],
            months: [
              { month: '2026-10', newAgencies: 1, candidates: 4, placements: 1 },
              { month: '2026-11', newAgencies: 1, candidates: 2, placements: 0 },
            ],
            totals: { candidates: 6, recruited: 1 },
            quickStats: { active: 6, pendingVerification: 1, newThisMonth: 1 },
          },
        },
      },
      adminAnalyticsAgencies: {
        data: {
          items: [
            {
              id: 1,
              name: 'Al Noor Domestic Services',
              username: 'agency@demo.bayti.ae',
              specialty: 'Housemaid',
              avatar: null,
              status: 'verified',
              shortlistedCandidates: 3,
            },
          ],
          total: 1,
        },
      },
      adminReports: {
        data: {
          report: {
            period: '1M',
            from: '2026-10-22',
            to: '2026-11-22',
            currency: 'AED',
            months: [
              { month: '2026-10', placements: 0, revenue: 0 },
              { month: '2026-11', placements: 1, revenue: 440.5 },
            ],
            totals: { placements: 1, revenue: 440.5 },
          },
        },
      },
      ...managedCandidateAnswers(),
      ...agencyOpsAnswers(),
      ...listingAnswers(profileState),
      ...notificationAnswers(),
    };
    // Every endpoint that fails is named at once, with what broke.
    const failures = Object.entries(endpoints).flatMap(([name, endpoint]) => {
      if (!('response' in endpoint)) return [];
      const answer = answers[name as keyof typeof endpoints];
      try {
        z.encode(endpoint.response, answer as never);
        return [];
      } catch (error) {
        return [`${name}: ${error instanceof Error ? error.message : String(error)}`];
      }
    });
    expect(failures).toEqual([]);
  });

  it('every request schema converts to JSON Schema for the OpenAPI document', () => {
    for (const endpoint of Object.values(endpoints)) {
      const requestSchemas = [
        'body' in endpoint ? endpoint.body : undefined,
        'query' in endpoint ? endpoint.query : undefined,
        'params' in endpoint ? endpoint.params : undefined,
        'multipart' in endpoint && 'fields' in endpoint.multipart
          ? endpoint.multipart.fields
          : undefined,
      ];
      for (const schema of requestSchemas) {
        if (schema)
          expect(() =>
            z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
          ).not.toThrow();
      }
      if ('response' in endpoint)
        expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow();
    }
  });
});
