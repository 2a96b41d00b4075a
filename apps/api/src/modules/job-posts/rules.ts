import {
  EDITABLE_JOB_POST_STATUSES,
  JOB_POST_START_MAX_DAYS,
  type JobPostBody,
  type JobPostStatus,
} from '@bayti/data/contract';
import { validationError } from '../../errors';
import { addDays, uaeDay } from '../../uae-calendar';

/** The start day is today or later (a UAE day), at most JOB_POST_START_MAX_DAYS ahead. */
export function checkStart(body: JobPostBody, now: Date): void {
  const today = uaeDay(now);
  if (body.startOn < today) throw validationError({ startOn: 'jobPosts.startPast' });
  if (body.startOn > uaeDay(addDays(now, JOB_POST_START_MAX_DAYS)))
    throw validationError({
      startOn: { id: 'jobPosts.startTooFar', params: { days: JOB_POST_START_MAX_DAYS } },
    });
}

export const isEditable = (status: JobPostStatus) =>
  (EDITABLE_JOB_POST_STATUSES as readonly JobPostStatus[]).includes(status);

/** A family closes a post that still takes (or may take) applications. */
export const mayClose = isEditable;

/** A family marks filled a post that was listed (open) or that she closed. */
export const mayFill = (status: JobPostStatus) => status === 'open' || status === 'closed';

/** Where the family's notifications about her posts open. */
export const FAMILY_JOBS_LINK = '/dashboard/employer/jobs';
export const FAMILY_PIPELINE_LINK = '/dashboard/employer/candidates';
export const publicJobLink = (id: number) => `/jobs/${id}`;
