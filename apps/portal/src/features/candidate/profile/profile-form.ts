import {
  DEFAULT_DIALLING_CODE,
  candidateSelfProfileFormSchema,
  type CandidateSelfProfile,
  type CandidateSelfProfileForm,
  type StoredSelfProfile,
} from '@bayti/data/contract';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** One kid as typed: either half may still be empty. */
export type KidDraft = Nullable<CandidateSelfProfile['kids'][number]>;

/**
 * The edit form's values: the PUT body's fields, each allowed to be empty while she types (a new
 * worker starts with nothing chosen). The contract's schema decides what may be sent.
 */
export type ProfileDraft = Omit<
  Nullable<CandidateSelfProfileForm>,
  | 'childcare'
  | 'languages'
  | 'skills'
  | 'kids'
  | 'location'
  | 'immediateAvailable'
  | 'phone'
  | 'whatsapp'
> &
  Pick<
    CandidateSelfProfileForm,
    'childcare' | 'languages' | 'skills' | 'location' | 'phone' | 'whatsapp'
  > & {
    immediateAvailable: boolean;
    kids: KidDraft[];
  };

/** A number not given yet: the UAE's code and nothing typed. */
const noNumber = () => ({ countryCode: DEFAULT_DIALLING_CODE as string, number: '' });

export type ProfileField = keyof ProfileDraft;

/** The editor's tabs and the fields each holds, in the order they are shown. */
export const PROFILE_TABS = {
  personal: [
    'nationality',
    'religion',
    'maritalStatus',
    'dateOfBirth',
    'gender',
    'visaStatus',
    'visaExpiry',
    'phone',
    'whatsapp',
    'kids',
  ],
  experience: ['experience', 'childcare', 'languages', 'skills'],
  preferences: ['jobPreference', 'location', 'salary', 'immediateAvailable', 'availableFrom'],
} as const satisfies Record<string, readonly ProfileField[]>;

export type ProfileTab = keyof typeof PROFILE_TABS;
export const PROFILE_TAB_IDS = Object.keys(PROFILE_TABS) as ProfileTab[];

/** Field errors by dot path, as the server names them ('age', 'kids.0.age'). */
export type FieldErrors = Record<string, string>;

/** The form's starting values: what she stored, or empty choices for a new worker. */
export function draftFromProfile(profile: StoredSelfProfile | null): ProfileDraft {
  return {
    nationality: profile?.nationality ?? null,
    religion: profile?.religion ?? null,
    maritalStatus: profile?.maritalStatus ?? null,
    dateOfBirth: profile?.dateOfBirth ?? null,
    gender: profile?.gender ?? null,
    visaStatus: profile?.visaStatus ?? null,
    visaExpiry: profile?.visaExpiry ?? null,
    experience: profile?.experience ?? null,
    childcare: [...(profile?.childcare ?? [])],
    languages: [...(profile?.languages ?? [])],
    skills: [...(profile?.skills ?? [])],
    jobPreference: profile?.jobPreference ?? null,
    location: profile?.location ?? '',
    salary: profile?.salary ?? null,
    availableFrom: profile?.availableFrom ?? null,
    immediateAvailable: profile?.immediateAvailable ?? false,
    kids: (profile?.kids ?? []).map((kid) => ({ ...kid })),
    phone: profile?.phone ? { ...profile.phone } : noNumber(),
    whatsapp: profile?.whatsapp ? { ...profile.whatsapp } : noNumber(),
  };
}

/** Immediate availability on turns off the date and clears it. */
export function withImmediateAvailability(draft: ProfileDraft, immediate: boolean): ProfileDraft {
  return {
    ...draft,
    immediateAvailable: immediate,
    availableFrom: immediate ? null : draft.availableFrom,
  };
}

/** The top-level field a dot path belongs to: 'kids.0.age' belongs to 'kids'. */
export const fieldOf = (path: string): string => path.split('.')[0] ?? path;

/** The tab holding a field, so the editor can flag the tabs that hold errors. */
export function tabOf(path: string): ProfileTab | undefined {
  const field = fieldOf(path);
  return PROFILE_TAB_IDS.find((tab) => (PROFILE_TABS[tab] as readonly string[]).includes(field));
}

/** Tabs holding at least one error, in display order. */
export const tabsWithErrors = (errors: FieldErrors): ProfileTab[] =>
  PROFILE_TAB_IDS.filter((tab) => Object.keys(errors).some((path) => tabOf(path) === tab));

export type DraftCheck =
  { ok: true; body: CandidateSelfProfileForm } | { ok: false; errors: FieldErrors };

/**
 * Checks the draft with the contract's schema (the one the server applies to PUT). Each invalid
 * path gets the reader's message for its field; a kid's path keeps its index so the right input
 * is marked.
 */
export function checkDraft(draft: ProfileDraft, messages: Record<string, string>): DraftCheck {
  const result = candidateSelfProfileFormSchema.safeParse(draft);
  if (result.success) return { ok: true, body: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= messages[fieldOf(path)] ?? issue.message;
  }
  return { ok: false, errors };
}

/**
 * The server's field errors: its own words for English readers, our translation of the field's
 * message otherwise (the server speaks English).
 */
export function translateServerErrors(
  fields: FieldErrors | undefined,
  isEnglish: boolean,
  messages: Record<string, string>,
): FieldErrors {
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [
      path,
      isEnglish ? message : (messages[fieldOf(path)] ?? message),
    ]),
  );
}

/**
 * Errors left after an edit at `path` ('age', 'kids.1.age'): its own and its parts' go, and so
 * does a message about the whole list it belongs to.
 */
export function clearFieldErrors(errors: FieldErrors, path: string): FieldErrors {
  const parent = fieldOf(path);
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => key !== path && !key.startsWith(`${path}.`) && key !== parent,
    ),
  );
}
