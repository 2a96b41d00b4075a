import { agencyChanges, type AgencyDraft } from '@bayti/data/client';
import {
  DAY_KEYS,
  NO_WORKING_DAYS,
  workingDaysToList,
  type Agency,
  type DayKey,
  type UpdateMyAgencyBody,
  type WorkingDaysMap,
} from '@bayti/data/contract';

/** The five tabs of Edit Agency Profile, in order. */
export const AGENCY_TABS = ['about', 'info', 'contact', 'social', 'documents'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];

/** Text inputs of the form, each one of the agency's editable fields. */
export const TEXT_FIELDS = [
  'about',
  'agency_name',
  'mobile_number',
  'email',
  'working_hours',
  'street_address',
  'contact_person',
  'contact_person_designation',
  'contact_person_mobile',
  'contact_person_email',
  'social_link',
  'facebook',
  'instagram',
  'twitter',
  'trade_licence',
  'taxation',
  'registration',
] as const;
export type TextFieldKey = (typeof TEXT_FIELDS)[number];

/** Which tab holds a field, to open it when the server names the field. */
export const TAB_OF_FIELD: Record<TextFieldKey | 'working_days' | 'city_id', AgencyTab> = {
  about: 'about',
  agency_name: 'info',
  mobile_number: 'info',
  email: 'info',
  working_hours: 'info',
  working_days: 'info',
  street_address: 'info',
  city_id: 'info',
  contact_person: 'contact',
  contact_person_designation: 'contact',
  contact_person_mobile: 'contact',
  contact_person_email: 'contact',
  social_link: 'social',
  facebook: 'social',
  instagram: 'social',
  twitter: 'social',
  trade_licence: 'documents',
  taxation: 'documents',
  registration: 'documents',
};

/** What the form holds: every text as typed, the working days as typed, country and city. */
export interface AgencyFormState {
  text: Record<TextFieldKey, string>;
  workingDaysText: string;
  countryId: number | null;
  cityId: number | null;
}

export function formFromAgency(
  agency: Agency,
  dayNames: Record<DayKey, string>,
  separator: string,
): AgencyFormState {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((key) => [key, agency[key] ?? '']),
  ) as AgencyFormState['text'];
  return {
    text,
    workingDaysText: workingDaysToList(agency.working_days)
      .map((day) => dayNames[day])
      .join(separator),
    countryId: agency.city?.country.id ?? null,
    cityId: agency.city_id,
  };
}

/**
 * Comma-separated day names set those days true and all others false; unknown names are
 * ignored. English names always work; so do the reader's own (`dayNames`), e.g. Arabic.
 */
export function parseWorkingDays(text: string, dayNames: Record<DayKey, string>): WorkingDaysMap {
  const days = { ...NO_WORKING_DAYS };
  for (const part of text.split(/[,،]/)) {
    const name = part.trim().toLowerCase();
    const day = DAY_KEYS.find((key) => key === name || dayNames[key].toLowerCase() === name);
    if (day) days[day] = true;
  }
  return days;
}

/** Only the changed fields; empty means 'No changes detected to save.' */
export function changesOf(
  agency: Agency,
  form: AgencyFormState,
  dayNames: Record<DayKey, string>,
): UpdateMyAgencyBody {
  const draft: AgencyDraft = {
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, form.text[key].trim()])),
    working_days: parseWorkingDays(form.workingDaysText, dayNames),
    city_id: form.cityId,
  };
  return agencyChanges(agency, draft);
}

/** The WhatsApp chat link of a mobile number: wa.me with its digits only; null without digits. */
export function whatsappLink(mobile: string | null): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
