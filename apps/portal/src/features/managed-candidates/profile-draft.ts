import {
  COUNTRY_DIALLING_CODES,
  EMPTY_CANDIDATE_EDUCATION,
  DEFAULT_FORM_LANGUAGES,
  managedCandidateBodySchema,
  type CandidateProfileForm,
  type Id,
  type ManagedCandidate,
  type ManagedCandidateBodyInput,
  type ManagedCandidateStatus,
  type WorkerPhone,
} from '@bayti/data/contract';
import type { ManagedCandidatesMessages } from '../../i18n/messages/en/managed-candidates';

/*
 * The candidate profile modal's state: the profile form as typed (numbers and optional choices
 * may be empty while editing), the schedule, and the files chosen but not yet uploaded (they are
 * sent once the profile is saved). The same zod schema the server uses checks it before sending.
 */

type Form = CandidateProfileForm;
export type DocumentType = Form['documents'][number]['type'];

export interface ProfileDraft {
  salutation: Form['salutation'] | null;
  firstName: string;
  middleName: string;
  lastName: string;
  nationality: Form['nationality'] | null;
  dateOfBirth: string | null;
  maritalStatus: Form['maritalStatus'] | null;
  gender: Form['gender'] | null;
  religion: Form['religion'];
  height: number;
  weight: number;
  complexion: Form['complexion'];
  kids: number;
  fullImage: string | null;
  currentCountry: Form['currentCountry'] | null;
  currentCity: string;
  streetAddress: string;
  about: string;
  coreSkills: Form['coreSkills'];
  /** Comma separated as typed. */
  otherSkills: string;
  applyingPosition: Form['applyingPosition'] | null;
  previousPosition: string;
  relevantExperienceYears: number;
  relevantExperienceMonths: number;
  estimatedJoiningDate: string | null;
  workingDays: Form['workingDays'] | null;
  workingHoursFrom: string;
  workingHoursTo: string;
  dayOff: Form['dayOff'];
  accommodation: Form['accommodation'] | null;
  status: ManagedCandidateStatus;
  interviewDate: string | null;
  interviewTime: string;
  selectionType: string;
  selectionDate: string | null;
  languages: Form['languages'];
  education: Form['education'];
  experiences: Form['experiences'];
  documents: Form['documents'];
  /** Chosen files, uploaded after the save: the image and one per document type. */
  pendingImage: File | null;
  pendingDocuments: Partial<Record<DocumentType, File>>;
  /** The managing agency (the admin's agency page presets it). */
  agencyId: Id | null;
  /** Her own numbers as typed: both numbers empty is none on file. */
  phone: TypedPhone;
  whatsapp: TypedPhone;
}

/** A number as the form holds it: the code chosen and the digits typed after it. */
export interface TypedPhone {
  countryCode: string;
  number: string;
}

/** An empty number, with the first code the form offers (the UAE's). */
const noNumber = (): TypedPhone => ({
  countryCode: COUNTRY_DIALLING_CODES[0].code,
  number: '',
});

const typedOf = (phone: WorkerPhone | null): TypedPhone => phone ?? noNumber();

export const emptyExperience = (): Form['experiences'][number] => ({
  position: '',
  country: '',
  from: null,
  to: null,
  totalExperience: '',
  contractType: '',
  client: '',
  note: '',
});

export function emptyDraft(agencyId: Id | null = null): ProfileDraft {
  return {
    salutation: null,
    firstName: '',
    middleName: '',
    lastName: '',
    nationality: null,
    dateOfBirth: null,
    maritalStatus: null,
    gender: null,
    religion: null,
    height: 0,
    weight: 0,
    complexion: null,
    kids: 0,
    fullImage: null,
    currentCountry: null,
    currentCity: '',
    streetAddress: '',
    about: '',
    coreSkills: [],
    otherSkills: '',
    applyingPosition: null,
    previousPosition: '',
    relevantExperienceYears: 0,
    relevantExperienceMonths: 0,
    estimatedJoiningDate: null,
    workingDays: null,
    workingHoursFrom: '',
    workingHoursTo: '',
    dayOff: null,
    accommodation: null,
    status: 'shortlisted',
    interviewDate: null,
    interviewTime: '',
    selectionType: '',
    selectionDate: null,
    // A new form starts with English and Arabic.
    languages: DEFAULT_FORM_LANGUAGES.map((language) => ({
      language,
      read: 'Basic',
      write: 'Basic',
      speak: 'Basic',
    })),
    education: EMPTY_CANDIDATE_EDUCATION,
    experiences: [],
    documents: [],
    pendingImage: null,
    pendingDocuments: {},
    agencyId,
    phone: noNumber(),
    whatsapp: noNumber(),
  };
}

export function draftOf(candidate: ManagedCandidate): ProfileDraft {
  const { profile } = candidate;
  return {
    ...profile,
    otherSkills: profile.otherSkills.join(', '),
    status: candidate.status,
    interviewDate: candidate.interviewDate,
    interviewTime: candidate.interviewTime ?? '',
    selectionType: candidate.selectionType ?? '',
    selectionDate: candidate.selectionDate,
    pendingImage: null,
    pendingDocuments: {},
    agencyId: candidate.agencyId,
    phone: typedOf(profile.phone),
    whatsapp: typedOf(profile.whatsapp),
  };
}

/** What Save Profile sends; empty choices go as they are, for the schema to name them. */
export function bodyOf(draft: ProfileDraft, isNew: boolean): ManagedCandidateBodyInput {
  const {
    pendingImage: _image,
    pendingDocuments: _documents,
    otherSkills,
    status,
    interviewTime,
    selectionType,
    agencyId,
    phone,
    whatsapp,
    ...rest
  } = draft;
  // Both left empty: none on file. Otherwise both go as typed, for the schema to name an empty one.
  const none = phone.number.trim() === '' && whatsapp.number.trim() === '';
  return {
    ...(rest as unknown as ManagedCandidateBodyInput),
    otherSkills: otherSkills
      .split(',')
      .map((skill) => skill.trim())
      .filter((skill) => skill !== ''),
    // A new candidate starts shortlisted; an edit sends the status it shows.
    ...(isNew ? {} : { status }),
    interviewTime: interviewTime.trim() === '' ? null : interviewTime.trim(),
    selectionType: selectionType.trim() === '' ? null : selectionType.trim(),
    // The admin's choice (null: none); the server ignores it for an agency.
    agencyId,
    phone: none ? null : phone,
    whatsapp: none ? null : whatsapp,
  };
}

export type FieldErrors = Record<string, string>;
type ErrorText = ManagedCandidatesMessages['errors'];

/**
 * The form rules, checked before sending with the server's own schema: required fields, at most
 * 3 core skills, no duplicates, experience with position and country, one document per type, age
 * 18+. Messages in the reader's language, keyed by the server's dotted field paths.
 */
export function checkDraft(draft: ProfileDraft, isNew: boolean, e: ErrorText): FieldErrors {
  const parsed = managedCandidateBodySchema.safeParse(bodyOf(draft, isNew));
  if (parsed.success) return {};
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    const value: unknown = issue.path.reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined,
      bodyOf(draft, isNew),
    );
    const empty = value === null || value === undefined || value === '';
    fields[key] = /^(phone|whatsapp)\.countryCode$/.test(key)
      ? e.phoneCode
      : /^(phone|whatsapp)\.number$/.test(key)
        ? empty
          ? e.bothNumbers
          : e.phoneDigits
        : key === 'coreSkills' && issue.code === 'too_big'
          ? e.maxCoreSkills
          : key === 'documents'
            ? e.oneDocumentPerType
            : issue.code === 'custom' && key === 'dateOfBirth'
              ? e.minAge
              : issue.code === 'custom'
                ? e.unique
                : empty || (issue.code === 'too_small' && typeof value === 'string')
                  ? e.required
                  : /Time|HoursFrom|HoursTo/.test(key)
                    ? e.time
                    : e.invalid;
  }
  return fields;
}

/** The modal tab a field is on, to show the first tab with an error. */
export type ProfileTab =
  'personal' | 'professional' | 'languages' | 'education' | 'experience' | 'documents';

const PROFESSIONAL = new Set([
  'coreSkills',
  'otherSkills',
  'applyingPosition',
  'previousPosition',
  'relevantExperienceYears',
  'relevantExperienceMonths',
  'estimatedJoiningDate',
  'workingDays',
  'workingHoursFrom',
  'workingHoursTo',
  'dayOff',
  'accommodation',
  'status',
  'interviewDate',
  'interviewTime',
  'selectionType',
  'selectionDate',
  'agencyId',
]);

export function tabOfField(key: string): ProfileTab {
  const head = key.split('.')[0] ?? key;
  if (head === 'languages') return 'languages';
  if (head === 'education') return 'education';
  if (head === 'experiences') return 'experience';
  if (head === 'documents') return 'documents';
  return PROFESSIONAL.has(head) ? 'professional' : 'personal';
}
