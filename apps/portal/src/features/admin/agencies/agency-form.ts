import {
  AGENCY_LEGAL_DOCUMENT_KINDS,
  SOCIAL_LINK_KEYS,
  type AdminAgencyDetail,
  type AdminAgencyForm,
  type AgencyLegalDocumentKind,
} from '@bayti/data/contract';

/*
 * The Edit Agency Profile form's draft: what the admin types, kept as strings until it is sent,
 * so a refused save keeps every value; and which tab each server field error belongs to.
 */

export type SocialKey = (typeof SOCIAL_LINK_KEYS)[number];
export const FORM_TABS = ['register', 'contact', 'documents', 'pin'] as const;
export type FormTab = (typeof FORM_TABS)[number];

export interface AgencyDraft {
  name: string;
  email: string;
  password: string;
  mobile: string;
  workingDays: string;
  country: string;
  city: string;
  streetAddress: string;
  timezone: string;
  social: Record<SocialKey, string>;
  contact: {
    salutation: string;
    firstName: string;
    middleName: string;
    lastName: string;
    designation: string;
    mobile: string;
    email: string;
    dateOfBirth: string;
    gender: string;
  };
  documents: Record<
    AgencyLegalDocumentKind,
    { registrationNumber: string; issueDate: string; expiryDate: string }
  >;
}

export function draftOf(agency: AdminAgencyDetail | null): AgencyDraft {
  const person = agency?.contactPerson;
  return {
    name: agency?.name ?? '',
    email: agency?.email ?? '',
    password: '',
    mobile: agency?.mobile ?? '',
    workingDays: agency?.workingDaysOption ?? '',
    country: agency?.country ?? '',
    city: agency?.city ?? '',
    streetAddress: agency?.streetAddress ?? '',
    timezone: agency?.timezone ?? '',
    social: Object.fromEntries(
      SOCIAL_LINK_KEYS.map((key) => [key, agency?.socialLinks[key] ?? '']),
    ) as Record<SocialKey, string>,
    contact: {
      salutation: person?.salutation ?? '',
      firstName: person?.firstName ?? '',
      middleName: person?.middleName ?? '',
      lastName: person?.lastName ?? '',
      designation: person?.designation ?? '',
      mobile: person?.mobile ?? '',
      email: person?.email ?? '',
      dateOfBirth: person?.dateOfBirth ?? '',
      gender: person?.gender ?? '',
    },
    documents: Object.fromEntries(
      AGENCY_LEGAL_DOCUMENT_KINDS.map((kind) => [
        kind,
        {
          registrationNumber: agency?.documents[kind].registrationNumber ?? '',
          issueDate: agency?.documents[kind].issueDate ?? '',
          expiryDate: agency?.documents[kind].expiryDate ?? '',
        },
      ]),
    ) as AgencyDraft['documents'],
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const orUndefined = (value: string) => (value === '' ? undefined : value);

/** The body of PUT /admin/agencies/:id (and, with a password, POST /admin/agencies). */
export function formOf(draft: AgencyDraft): AdminAgencyForm {
  const c = draft.contact;
  return {
    name: draft.name,
    email: draft.email,
    mobile: draft.mobile,
    // Left empty, the server names the field as required.
    workingDays: orUndefined(draft.workingDays) as AdminAgencyForm['workingDays'],
    country: draft.country,
    city: draft.city,
    streetAddress: draft.streetAddress,
    timezone: orNull(draft.timezone) as AdminAgencyForm['timezone'],
    socialLinks: Object.fromEntries(
      SOCIAL_LINK_KEYS.map((key) => [key, orNull(draft.social[key])]),
    ) as AdminAgencyForm['socialLinks'],
    contactPerson: {
      salutation: orUndefined(c.salutation) as AdminAgencyForm['contactPerson']['salutation'],
      firstName: c.firstName,
      middleName: c.middleName,
      lastName: c.lastName,
      designation: c.designation,
      mobile: orNull(c.mobile),
      email: orNull(c.email),
      dateOfBirth: orNull(c.dateOfBirth),
      gender: orNull(c.gender) as AdminAgencyForm['contactPerson']['gender'],
    },
    documents: Object.fromEntries(
      AGENCY_LEGAL_DOCUMENT_KINDS.map((kind) => [
        kind,
        {
          registrationNumber: draft.documents[kind].registrationNumber,
          issueDate: orNull(draft.documents[kind].issueDate),
          expiryDate: orNull(draft.documents[kind].expiryDate),
          file: null,
        },
      ]),
    ) as AdminAgencyForm['documents'],
  };
}

/** The tab showing a server field error's field (social links sit beside every tab). */
export function tabOfField(field: string): FormTab | null {
  if (field.startsWith('socialLinks.')) return null;
  if (field.startsWith('contactPerson.')) return 'contact';
  if (field.startsWith('documents.')) return 'documents';
  if (field === 'newPin' || field === 'confirmPin') return 'pin';
  return 'register';
}
