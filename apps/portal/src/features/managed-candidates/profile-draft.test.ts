import type { ManagedCandidate } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { managedCandidates as en } from '../../i18n/messages/en/managed-candidates';
import {
  bodyOf,
  checkDraft,
  draftOf,
  emptyDraft,
  emptyExperience,
  tabOfField,
  type ProfileDraft,
} from './profile-draft';

const complete = (): ProfileDraft => ({
  ...emptyDraft(),
  salutation: 'Ms',
  firstName: 'Amina',
  lastName: 'Wanjiku',
  nationality: 'Kenyan',
  dateOfBirth: '1994-04-20',
  maritalStatus: 'Single',
  gender: 'Female',
  currentCountry: 'UAE',
  currentCity: 'Dubai',
  streetAddress: 'Al Barsha 1',
  applyingPosition: 'Nanny',
  estimatedJoiningDate: '2027-01-15',
  workingDays: '6 Days',
  workingHoursFrom: '08:00',
  workingHoursTo: '18:00',
  accommodation: 'Live-in',
});

describe('the candidate profile form', () => {
  it('starts with English and Arabic, shortlisted', () => {
    const draft = emptyDraft();
    expect(draft.languages.map((row) => row.language)).toEqual(['English', 'Arabic']);
    expect(draft.status).toBe('shortlisted');
  });

  it('names every required field of an empty form', () => {
    const errors = checkDraft(emptyDraft(), true, en.errors);
    for (const field of [
      'salutation',
      'firstName',
      'lastName',
      'nationality',
      'dateOfBirth',
      'maritalStatus',
      'gender',
      'currentCountry',
      'currentCity',
      'streetAddress',
      'applyingPosition',
      'estimatedJoiningDate',
      'workingDays',
      'workingHoursFrom',
      'workingHoursTo',
      'accommodation',
    ])
      expect(errors[field], field).toBe(en.errors.required);
  });

  it('accepts a complete form', () => {
    expect(checkDraft(complete(), true, en.errors)).toEqual({});
  });

  it('refuses more than 3 core skills, repeats, a half experience, two of a document, a minor', () => {
    const draft = complete();
    const year = new Date().getUTCFullYear();
    const errors = checkDraft(
      {
        ...draft,
        coreSkills: ['Babycare', 'Cleaning', 'Cooking', 'Driving'],
        otherSkills: 'Ironing, Ironing',
        dateOfBirth: `${year - 17}-01-01`,
        experiences: [{ ...emptyExperience(), position: 'Nanny' }],
        documents: [document(), document()],
      },
      true,
      en.errors,
    );
    expect(errors).toMatchObject({
      coreSkills: en.errors.maxCoreSkills,
      otherSkills: en.errors.unique,
      dateOfBirth: en.errors.minAge,
      'experiences.0.country': en.errors.required,
      documents: en.errors.oneDocumentPerType,
    });
    expect(tabOfField('experiences.0.country')).toBe('experience');
    expect(tabOfField('coreSkills')).toBe('professional');
    expect(tabOfField('firstName')).toBe('personal');
  });

  it('sends the status only on an edit, and the other skills as a list', () => {
    const draft = { ...complete(), status: 'hired' as const, otherSkills: ' Ironing , Sewing,' };
    expect(bodyOf(draft, true)).not.toHaveProperty('status');
    expect(bodyOf(draft, false)).toMatchObject({
      status: 'hired',
      otherSkills: ['Ironing', 'Sewing'],
    });
  });
});

describe('her own numbers', () => {
  const phone = { countryCode: '+254', number: '712 345 678' };
  const whatsapp = { countryCode: '+971', number: '0501234567' };

  it('start empty on the UAE code, and go as none when both are left empty', () => {
    const draft = complete();
    expect(draft.phone).toEqual({ countryCode: '+971', number: '' });
    expect(bodyOf(draft, true)).toMatchObject({ phone: null, whatsapp: null });
    expect(
      checkDraft({ ...draft, phone: { countryCode: '+966', number: '  ' } }, true, en.errors),
    ).toEqual({});
  });

  it('go as typed when given, for the server to keep', () => {
    const draft = { ...complete(), phone, whatsapp };
    expect(checkDraft(draft, true, en.errors)).toEqual({});
    expect(bodyOf(draft, true)).toMatchObject({ phone, whatsapp });
  });

  it('are read from a saved candidate, an empty number where none is on file', () => {
    const candidate = {
      id: 7,
      status: 'shortlisted' as const,
      agencyId: 1,
      interviewDate: null,
      interviewTime: null,
      selectionType: null,
      selectionDate: null,
      lastUpdated: '2026-11-22',
      profile: {
        ...(bodyOf(complete(), true) as never as ManagedCandidate['profile']),
        phone: { countryCode: '+254', number: '712345678' },
        whatsapp: null,
      },
      listing: {} as ManagedCandidate['listing'],
    };
    const draft = draftOf(candidate);
    expect(draft.phone).toEqual({ countryCode: '+254', number: '712345678' });
    expect(draft.whatsapp).toEqual({ countryCode: '+971', number: '' });
  });

  it("refuses only one of them, too few digits, or a code that is neither the Gulf's nor hers", () => {
    const e = en.errors;
    expect(checkDraft({ ...complete(), phone }, true, e)).toEqual({
      'whatsapp.number': e.bothNumbers,
    });
    expect(
      checkDraft({ ...complete(), phone: { ...phone, number: '12345' }, whatsapp }, true, e),
    ).toEqual({ 'phone.number': e.phoneDigits });
    // India's code is not a Kenyan's home.
    expect(
      checkDraft(
        { ...complete(), phone, whatsapp: { countryCode: '+91', number: '9876543210' } },
        true,
        e,
      ),
    ).toEqual({ 'whatsapp.countryCode': e.phoneCode });
    expect(tabOfField('whatsapp.number')).toBe('personal');
  });
});

function document() {
  return {
    type: 'Visa' as const,
    number: '',
    country: '',
    issueDate: null,
    expiryDate: null,
    file: null,
  };
}
