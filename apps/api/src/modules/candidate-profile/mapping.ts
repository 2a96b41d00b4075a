import {
  CHILDCARE_BANDS,
  DIALLING_CODES,
  EMPTY_STORED_SELF_PROFILE,
  NATIONALITY_DIALLING_CODES,
  PUBLIC_PROFILE_REQUIREMENTS,
  SELF_PROFILE_CHILDCARE,
  type SELF_PROFILE_EXPERIENCE,
  SELF_PROFILE_LANGUAGES,
  SELF_PROFILE_SKILLS,
  SERVICES,
  candidateSelfProfileSchema,
  type CandidateSelfProfileForm,
  type ChildcareBand,
  type ProfileRequirement,
  type Service,
  type StoredSelfProfile,
  type VisaType,
  type WorkerPhone,
  ageOn,
} from '@bayti/data/contract';
import { NATIONALITY_FLAGS } from '@bayti/data/fixtures';
import { servicesSearchText, type candidateContacts, type candidates } from '../../db/schema';

/**
 * How the worker's self-profile maps onto her public candidates row, both ways. Where a
 * public value is more precise than the form's option ('6 years' against '3+ years', a salary
 * range, Tagalog among 'Other' languages), saving the same option keeps the precise value.
 */

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateInsert = typeof candidates.$inferInsert;
/** Her phone and WhatsApp as candidate_contacts keeps them, e.g. '+971 501234567'. */
export type ContactSource = Pick<typeof candidateContacts.$inferSelect, 'phone' | 'whatsapp'>;

/** Every code a stored number may start with, longest first so '+971' wins over a shorter one. */
const KNOWN_CODES = [
  ...new Set<string>([
    ...DIALLING_CODES,
    ...Object.values(NATIONALITY_DIALLING_CODES).map((home) => home.code),
  ]),
].sort((a, b) => b.length - a.length);

/**
 * A stored number as the form holds it: '+971 50 214 3381' -> { '+971', '502143381' }. A number
 * with no code the form offers, or a national part the form would refuse, reads as not given, so
 * she enters it again.
 */
export function phoneOf(stored: string): WorkerPhone | null {
  const text = stored.trim();
  const countryCode = KNOWN_CODES.find((code) => text.startsWith(code));
  if (!countryCode) return null;
  const number = text.slice(countryCode.length).replace(/\D/g, '').replace(/^0+/, '');
  return /^\d{6,12}$/.test(number) ? { countryCode, number } : null;
}

/** The stored text of a number: its code, a space, the national digits. */
export const storedPhone = (phone: WorkerPhone) => `${phone.countryCode} ${phone.number}`;

/** The columns the self-profile reads. */
export type ProfileSource = Pick<
  CandidateRow,
  | 'nationality'
  | 'religion'
  | 'maritalStatus'
  | 'age'
  | 'dateOfBirth'
  | 'gender'
  | 'visaStatus'
  | 'visaExpiry'
  | 'experience'
  | 'childcareExperience'
  | 'languages'
  | 'services'
  | 'selfSkills'
  | 'workType'
  | 'location'
  | 'salaryMin'
  | 'salaryMax'
  | 'availableFrom'
  | 'immediateAvailable'
  | 'kids'
  | 'image'
  | 'video'
>;

const shape = candidateSelfProfileSchema.shape;
/** A stored value if the form's option list has it, else null (shown as still to fill in). */
const option = <T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
};

type SelfExperience = (typeof SELF_PROFILE_EXPERIENCE)[number];

/** '6 years' -> '3+ years'; the form's own options map to themselves. */
export function experienceOption(text: string): SelfExperience | null {
  const own = option<SelfExperience>(shape.experience, text);
  if (own) return own;
  const years = Number(/\d+/.exec(text)?.[0] ?? NaN);
  if (!Number.isFinite(years) || years < 1) return null;
  return years === 1 ? '1 year' : years === 2 ? '2 years' : '3+ years';
}

const childcareOption = (band: ChildcareBand) =>
  SELF_PROFILE_CHILDCARE[CHILDCARE_BANDS.indexOf(band)] ?? null;
const childcareBand = (option: (typeof SELF_PROFILE_CHILDCARE)[number]) =>
  CHILDCARE_BANDS[SELF_PROFILE_CHILDCARE.indexOf(option)] as ChildcareBand;

const isFormLanguage = (language: string) =>
  (SELF_PROFILE_LANGUAGES as readonly string[]).includes(language);
const isService = (skill: string): skill is Service =>
  (SERVICES as readonly string[]).includes(skill);
const isFormSkill = (skill: string) => (SELF_PROFILE_SKILLS as readonly string[]).includes(skill);

export function storedProfileOf(
  row: ProfileSource | null,
  media: { image: string | null; video: string | null },
  contact: ContactSource | null,
): StoredSelfProfile {
  if (!row) return { ...EMPTY_STORED_SELF_PROFILE, ...media };
  const languages = SELF_PROFILE_LANGUAGES.filter(
    (language) =>
      row.languages.includes(language) ||
      (language === 'Other' && row.languages.some((l) => !isFormLanguage(l))),
  );
  const salary = row.salaryMin ?? row.salaryMax;
  return {
    nationality: option(shape.nationality, row.nationality),
    religion: option(shape.religion, row.religion),
    maritalStatus: option(shape.maritalStatus, row.maritalStatus),
    age: option(shape.age, row.age),
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    visaStatus: row.visaStatus,
    visaExpiry: row.visaExpiry,
    experience: experienceOption(row.experience),
    childcare: row.childcareExperience.map(childcareOption).filter((c) => c !== null),
    languages,
    skills: (row.selfSkills ?? row.services).filter(isFormSkill) as StoredSelfProfile['skills'],
    jobPreference: row.workType,
    location: row.location,
    salary: salary === null ? null : Math.round(salary),
    availableFrom: row.immediateAvailable ? null : row.availableFrom,
    immediateAvailable: row.immediateAvailable,
    kids: row.kids,
    phone: contact ? phoneOf(contact.phone) : null,
    whatsapp: contact ? phoneOf(contact.whatsapp) : null,
    image: row.image === '' ? null : row.image,
    video: row.video,
  };
}

/** What the public list still needs (PUBLIC_PROFILE_REQUIREMENTS), in that order. */
export function missingOf(profile: StoredSelfProfile): ProfileRequirement[] {
  return PUBLIC_PROFILE_REQUIREMENTS.filter((field) => {
    const value = profile[field];
    return value === null || value === '';
  });
}

/**
 * The public visa type for a self-profile visa status. An employment visa keeps a more precise
 * Own/Company visa already on the row, else reads 'Company Visa'; a visit visa is not a work visa,
 * so the public profile says the family must arrange one ('Cancelled').
 */
function publicVisa(status: CandidateSelfProfileForm['visaStatus'], existing: VisaType | null) {
  if (status === 'Visit') return 'Cancelled';
  return existing === 'Own Visa' || existing === 'Company Visa' ? existing : 'Company Visa';
}

/** The candidates columns a saved form writes (name, image and video come from elsewhere). */
export function columnsFromForm(
  form: CandidateSelfProfileForm,
  existing: CandidateRow | null,
  today: string,
) {
  const keepSalary = existing !== null && existing.salaryMin === form.salary;
  const keepExperience =
    existing !== null && experienceOption(existing.experience) === form.experience;
  const otherLanguages = (existing?.languages ?? []).filter((l) => !isFormLanguage(l));
  const languages = [
    ...form.languages.filter((l) => l !== 'Other'),
    ...(form.languages.includes('Other')
      ? otherLanguages.length
        ? otherLanguages
        : ['Other']
      : []),
  ];
  // Services the form does not offer (Housekeeping) stay as they were.
  const services = new Set<Service>();
  for (const skill of form.skills) if (isService(skill)) services.add(skill);
  for (const service of existing?.services ?? []) if (!isFormSkill(service)) services.add(service);
  return {
    workType: form.jobPreference,
    // Her age on the UAE day of the save (the public list filters and sorts by it).
    age: ageOn(form.dateOfBirth, new Date(`${today}T00:00:00Z`)),
    dateOfBirth: form.dateOfBirth,
    salary: keepSalary ? existing.salary : `AED ${form.salary} per month`,
    salaryMin: keepSalary ? existing.salaryMin : form.salary,
    salaryMax: keepSalary ? existing.salaryMax : form.salary,
    location: form.location,
    nationality: form.nationality,
    flag: NATIONALITY_FLAGS[form.nationality],
    visa: publicVisa(form.visaStatus, existing?.visa ?? null),
    religion: form.religion,
    maritalStatus: form.maritalStatus,
    languages: [...new Set(languages)],
    experience: keepExperience ? existing.experience : form.experience,
    childcareExperience: [...new Set(form.childcare)].map(childcareBand),
    services: [...services],
    servicesText: servicesSearchText([...services]),
    visaExpiry: form.visaExpiry,
    // The public column always holds a date: available now reads as today.
    availableFrom: form.immediateAvailable ? today : (form.availableFrom ?? today),
    gender: form.gender,
    visaStatus: form.visaStatus,
    selfSkills: [...new Set(form.skills)],
    kids: form.kids,
    immediateAvailable: form.immediateAvailable,
  } satisfies Partial<CandidateInsert>;
}

/** Today's date in the UAE (UTC+4), `YYYY-MM-DD`. */
export function uaeToday(now: Date): string {
  return new Date(now.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
