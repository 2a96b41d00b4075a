import {
  EMPTY_CANDIDATE_EDUCATION,
  CORE_SKILLS,
  DEFAULT_FORM_LANGUAGES,
  MAX_CORE_SKILLS,
  SERVICES,
  ageOn,
  candidateProfileFormSchema,
  type CandidateMaritalStatus,
  type CandidatePosition,
  type CandidateProfileForm,
  type CoreSkill,
  type Service,
} from '@bayti/data/contract';
import { NATIONALITY_FLAGS } from '@bayti/data/fixtures';
import { servicesSearchText, type candidates } from '../../db/schema';

/*
 * How the admin/agency profile form relates to a candidates row. A saved form is kept whole
 * in managed_profile; the columns the lists sort, search and show (name, age, gender,
 * nationality) follow it on every save. The public-only columns (salary, visa, rating, ...) are
 * filled with neutral values when the form creates the row: such a row is never published
 * (docs/decisions), so they are never shown. A row no form has saved yet (a fixture, a worker's
 * own profile) reads as a profile derived from its public columns.
 */

type Row = typeof candidates.$inferSelect;
export type CandidateInsert = typeof candidates.$inferInsert;

const isService = (value: string): value is Service =>
  (SERVICES as readonly string[]).includes(value);
const isCoreSkill = (value: string): value is CoreSkill =>
  (CORE_SKILLS as readonly string[]).includes(value);

const MARITAL_FROM_PUBLIC = { Single: 'Single', Married: 'Married', Widow: 'Widowed' } as const;
const MARITAL_TO_PUBLIC: Record<CandidateProfileForm['maritalStatus'], CandidateMaritalStatus> = {
  Single: 'Single',
  Married: 'Married',
  Divorced: 'Single',
  Widowed: 'Widow',
};

const POSITION_FROM_PUBLIC: Record<CandidatePosition, CandidateProfileForm['applyingPosition']> = {
  Housemaid: 'Housemaid',
  Maid: 'Housemaid',
  Nanny: 'Nanny',
  Cook: 'Cook',
  Driver: 'Driver',
};
/** The public position column has no Gardener; managed_position keeps the form's own. */
const POSITION_TO_PUBLIC: Record<CandidateProfileForm['applyingPosition'], CandidatePosition> = {
  Housemaid: 'Housemaid',
  Nanny: 'Nanny',
  Cook: 'Cook',
  Gardener: 'Housemaid',
  Driver: 'Driver',
};

export function fullName(
  form: Pick<CandidateProfileForm, 'firstName' | 'middleName' | 'lastName'>,
) {
  return [form.firstName, form.middleName, form.lastName].filter((part) => part !== '').join(' ');
}

/** "6 years" (or "2 years 3 months") from the form's years and months. */
export function experienceText(years: number, months: number): string {
  const y = `${years} ${years === 1 ? 'year' : 'years'}`;
  return months > 0 ? `${y} ${months} ${months === 1 ? 'month' : 'months'}` : y;
}

/** The profile a row without a saved form reads as (every required field filled). */
export function derivedProfile(row: Row): CandidateProfileForm {
  const [first = row.name, ...rest] = row.name.trim().split(/\s+/);
  const years = Math.min(60, Number.parseInt(row.experience, 10) || 0);
  const year = new Date().getUTCFullYear() - Math.max(row.age, 18);
  const gender = row.gender ?? 'Female';
  const services: string[] = row.services;
  const core = services.filter(isCoreSkill).slice(0, MAX_CORE_SKILLS);
  return {
    salutation: gender === 'Male' ? 'Mr' : 'Ms',
    firstName: first,
    middleName: '',
    lastName: rest.length ? rest.join(' ') : first,
    nationality: row.nationality,
    dateOfBirth: `${year}-01-01`,
    maritalStatus: MARITAL_FROM_PUBLIC[row.maritalStatus] ?? 'Single',
    gender,
    religion: row.religion,
    height: 0,
    weight: 0,
    complexion: null,
    kids: row.kids.length,
    fullImage: row.image || null,
    currentCountry: 'UAE',
    currentCity: row.location,
    streetAddress: row.location,
    about: row.description.slice(0, 2000),
    coreSkills: core,
    otherSkills: services.filter((service) => !isCoreSkill(service) || !core.includes(service)),
    applyingPosition: POSITION_FROM_PUBLIC[row.position] ?? 'Housemaid',
    previousPosition: '',
    relevantExperienceYears: years,
    relevantExperienceMonths: 0,
    estimatedJoiningDate: row.availableFrom,
    workingDays: '6 Days',
    workingHoursFrom: '08:00',
    workingHoursTo: '18:00',
    dayOff: null,
    accommodation: row.workType === 'Live-out' ? 'Live-out' : 'Live-in',
    languages: (row.languages.length ? row.languages : [...DEFAULT_FORM_LANGUAGES]).map(
      (language) => ({ language, read: 'Good', write: 'Good', speak: 'Good' }),
    ),
    education: EMPTY_CANDIDATE_EDUCATION,
    experiences: [],
    documents: [],
  };
}

/** The row's profile: the saved form, else the derived one; the status is the row's. */
export function profileOf(row: Row): CandidateProfileForm {
  const profile = row.managedProfile ?? derivedProfile(row);
  return { ...profile, status: row.managedStatus };
}

/**
 * What a saved form stores: the status lives in its own column, her numbers in
 * candidate_contacts (service.ts saveNumbers).
 */
export function storedProfile(form: CandidateProfileForm): CandidateProfileForm {
  const {
    status: _status,
    phone: _phone,
    whatsapp: _whatsapp,
    ...profile
  } = candidateProfileFormSchema.parse(form);
  return profile;
}

/** The columns every save keeps in step with the form (the lists read them). */
export function listedColumns(form: CandidateProfileForm, today: Date) {
  return {
    name: fullName(form),
    age: ageOn(form.dateOfBirth, today),
    gender: form.gender,
    nationality: form.nationality,
    flag: NATIONALITY_FLAGS[form.nationality],
    experience: experienceText(form.relevantExperienceYears, form.relevantExperienceMonths),
  };
}

/** The services a form lists publicly: its skills that are services, each once. */
export function servicesOfForm(form: CandidateProfileForm): Service[] {
  const skills: string[] = [...form.coreSkills, ...form.otherSkills];
  return [...new Set(skills)].filter(isService);
}

/** The public columns of a row the form creates (never published, so never shown as such). */
export function newRowColumns(form: CandidateProfileForm, today: Date, day: string) {
  const services = servicesOfForm(form);
  return {
    ...listedColumns(form, today),
    workType: form.accommodation,
    salary: 'Negotiable',
    salaryMin: null,
    salaryMax: null,
    location: form.currentCity,
    visa: 'Cancelled' as const,
    religion: form.religion ?? 'Christian',
    maritalStatus: MARITAL_TO_PUBLIC[form.maritalStatus],
    languages: form.languages.map((row) => row.language),
    image: form.fullImage ?? '',
    video: null,
    childcareExperience: [],
    services,
    servicesText: servicesSearchText(services),
    rating: 0,
    position: POSITION_TO_PUBLIC[form.applyingPosition],
    visaExpiry: form.documents.find((doc) => doc.type === 'Visa')?.expiryDate ?? day,
    availableFrom: form.estimatedJoiningDate,
    listedDate: day,
    description: form.about,
    isPublished: false,
    visible: true,
    isComplete: true,
  } satisfies Partial<CandidateInsert>;
}
