import { describe, expect, it } from 'vitest';
import { managedCandidates as en } from '../../i18n/messages/en/managed-candidates';
import {
  bodyOf,
  checkDraft,
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
