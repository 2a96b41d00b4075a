import {
  jobPostBodySchema,
  type CandidatePosition,
  type DayKey,
  type Emirate,
  type FamilyJobPost,
  type JobPostBody,
  type OfferAccommodation,
  type WorkType,
} from '@bayti/data/contract';
import type { Checked } from '../shared/forms/checked-form';

/** The job form as typed: salaries as text, the choices null until chosen. */
export interface JobPostDraft {
  position: CandidatePosition | null;
  workType: WorkType | null;
  emirate: Emirate | null;
  salaryMinAed: string;
  salaryMaxAed: string;
  startOn: string | null;
  duties: string;
  dayOff: DayKey | null;
  accommodation: OfferAccommodation | null;
  languages: string[];
}

export const emptyJobPostDraft: JobPostDraft = {
  position: null,
  workType: null,
  emirate: null,
  salaryMinAed: '',
  salaryMaxAed: '',
  startOn: null,
  duties: '',
  dayOff: null,
  accommodation: null,
  languages: [],
};

/** A post's terms as the form holds them, to edit. */
export const draftOf = (post: FamilyJobPost): JobPostDraft => ({
  position: post.position,
  workType: post.workType,
  emirate: post.emirate,
  salaryMinAed: String(post.salaryMinAed),
  salaryMaxAed: String(post.salaryMaxAed),
  startOn: post.startOn,
  duties: post.duties,
  dayOff: post.dayOff,
  accommodation: post.accommodation,
  languages: [...post.languages],
});

/** A salary typed as whole dirhams ('2,500'); anything else is left for the schema to refuse. */
const salaryOf = (raw: string): number | undefined => {
  const value = raw.trim().replace(/[,\s]/g, '');
  if (value === '') return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
};

/**
 * The body of a job post, checked with the contract's schema before anything is sent: each
 * missing or wrong term is named on its field in the reader's language (`words`, by field); the
 * server checks the same, and the start date against its calendar.
 */
export function checkJobPost(
  draft: JobPostDraft,
  words: Partial<Record<string, string>>,
): Checked<JobPostBody> {
  const result = jobPostBodySchema.safeParse({
    position: draft.position ?? undefined,
    workType: draft.workType ?? undefined,
    emirate: draft.emirate ?? undefined,
    salaryMinAed: salaryOf(draft.salaryMinAed),
    salaryMaxAed: salaryOf(draft.salaryMaxAed),
    startOn: draft.startOn ?? undefined,
    duties: draft.duties,
    dayOff: draft.dayOff ?? undefined,
    accommodation: draft.accommodation ?? undefined,
    languages: draft.languages,
  });
  if (result.success) return { body: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in draft) || errors[field]) continue;
    errors[field] = words[field] ?? issue.message;
  }
  return { errors };
}
