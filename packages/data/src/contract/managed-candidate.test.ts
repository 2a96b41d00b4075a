import { describe, expect, it } from 'vitest';
import { contractText, managedCandidateBodySchema } from './index';

/** An agency's Add/Edit Candidate body for a Kenyan worker, valid and without numbers. */
const BODY = {
  salutation: 'Ms',
  firstName: 'Grace',
  middleName: '',
  lastName: 'Wanjiku',
  nationality: 'Kenyan',
  dateOfBirth: '1996-03-14',
  maritalStatus: 'Single',
  gender: 'Female',
  religion: null,
  height: 0,
  weight: 0,
  complexion: null,
  kids: 0,
  fullImage: null,
  currentCountry: 'UAE',
  currentCity: 'Dubai',
  streetAddress: 'Al Barsha 1',
  about: '',
  coreSkills: [],
  otherSkills: [],
  applyingPosition: 'Housemaid',
  previousPosition: '',
  relevantExperienceYears: 3,
  relevantExperienceMonths: 0,
  estimatedJoiningDate: '2027-01-15',
  workingDays: '6 Days',
  workingHoursFrom: '08:00',
  workingHoursTo: '18:00',
  dayOff: null,
  accommodation: 'Live-in',
  languages: [],
  education: {
    highestQualification: '',
    institute: '',
    completionYear: null,
    country: '',
    fileNumber: '',
    workReference: '',
    certificate: null,
  },
  experiences: [],
  documents: [],
};

/** The field errors of a body, by dot path, as the API names them. */
const errorsOf = (body: unknown) => {
  const result = managedCandidateBodySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("a managed candidate's own numbers", () => {
  it('are optional: absent (kept as they are) or null (none on file)', () => {
    expect(managedCandidateBodySchema.parse(BODY)).not.toHaveProperty('phone');
    const none = managedCandidateBodySchema.parse({ ...BODY, phone: null, whatsapp: null });
    expect([none.phone, none.whatsapp]).toEqual([null, null]);
  });

  it('are typed as the worker types hers: spaces, dashes and a trunk 0 dropped; a Gulf or home code', () => {
    const parsed = managedCandidateBodySchema.parse({
      ...BODY,
      phone: { countryCode: '+254', number: '0712-345 678' },
      whatsapp: { countryCode: '+971', number: '050 123 4567' },
    });
    expect(parsed.phone).toEqual({ countryCode: '+254', number: '712345678' });
    expect(parsed.whatsapp).toEqual({ countryCode: '+971', number: '501234567' });
  });

  it("refuses the worker's bad numbers with the worker's messages", () => {
    const whatsapp = { countryCode: '+971', number: '501234567' };
    // India's code is not a Kenyan's home.
    expect(
      errorsOf({ ...BODY, phone: { countryCode: '+91', number: '9876543210' }, whatsapp }),
    ).toEqual({
      'phone.countryCode': contractText('profile.phoneCode'),
    });
    for (const number of ['12345', '1234567890123', '50 12a 4567'])
      expect(
        errorsOf({ ...BODY, phone: { countryCode: '+971', number }, whatsapp }),
        number,
      ).toEqual({
        'phone.number': contractText('profile.phoneDigits'),
      });
  });

  it('needs both or neither: the one left out is named', () => {
    const given = { countryCode: '+971', number: '501234567' };
    expect(errorsOf({ ...BODY, phone: given, whatsapp: null })).toEqual({
      'whatsapp.number': contractText('profile.whatsappRequired'),
    });
    expect(errorsOf({ ...BODY, whatsapp: given })).toEqual({
      'phone.number': contractText('profile.phoneRequired'),
    });
    expect(
      errorsOf({ ...BODY, phone: given, whatsapp: { countryCode: '+971', number: '' } }),
    ).toEqual({
      'whatsapp.number': contractText('profile.whatsappRequired'),
    });
  });
});
