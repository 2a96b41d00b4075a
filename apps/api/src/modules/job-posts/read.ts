import type {
  FamilyJobPost,
  JobApplication,
  JobPostReview,
  PipelineApplication,
} from '@bayti/data/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { isoInstant } from '../../db/iso-instant';
import { candidates, jobApplications, jobPosts, pipelineEntries, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { maskPhones, scanMessage } from '../scam-guard';

const j = jobPosts;
const a = jobApplications;

/** The terms of a job as the contract writes them. */
const terms = {
  id: j.id,
  position: j.position,
  workType: j.workType,
  emirate: j.emirate,
  salaryMinAed: j.salaryMinAed,
  salaryMaxAed: j.salaryMaxAed,
  startOn: j.startOn,
  duties: j.duties,
  dayOff: j.dayOff,
  accommodation: j.accommodation,
  languages: sql<FamilyJobPost['languages']>`${j.languages}`,
};

/** An open job as anyone reads it (no family name). */
export const publicColumns = {
  ...terms,
  publishedAt: isoInstant(j.publishedAt),
};

/** A job post as its family reads it. */
export const familyColumns = {
  ...terms,
  status: j.status,
  reviewReason: j.reviewReason,
  // Written out in full: in a query of one table drizzle leaves its columns unqualified, and
  // the subquery's own table would capture a bare "id".
  applicationCount:
    sql<number>`(select count(*) from "job_applications" where "job_applications"."job_post_id" = "job_posts"."id")`.mapWith(
      Number,
    ),
  createdAt: isoInstant(j.createdAt),
  submittedAt: isoInstant(j.submittedAt),
  publishedAt: isoInstant<string | null>(j.publishedAt),
};

export async function readFamilyPosts(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<FamilyJobPost[]> {
  return db.select(familyColumns).from(j).where(where).orderBy(desc(j.createdAt), desc(j.id));
}

export async function readFamilyPost(
  db: Database | Transaction,
  id: number,
): Promise<FamilyJobPost> {
  const [post] = await readFamilyPosts(db, eq(j.id, id));
  if (!post) throw new Error(`job post ${id} vanished`);
  return post;
}

/**
 * Posts in the admin's queue with their family, first come, first served (a page of them in one
 * query).
 */
export async function readReview(
  db: Database | Transaction,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<JobPostReview[]> {
  const rows = await db
    .select({
      ...familyColumns,
      family: sql<
        JobPostReview['family']
      >`json_build_object('id', ${users.id}, 'name', ${users.name}, 'email', ${users.email})`,
      updatedAt: isoInstant<string>(j.updatedAt),
    })
    .from(j)
    .innerJoin(users, eq(users.id, j.familyId))
    .where(where)
    .orderBy(asc(j.submittedAt), asc(j.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** The applications of one worker's profile, newest first. */
export async function readApplications(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<JobApplication[]> {
  const rows = await db
    .select({
      id: a.id,
      note: a.note,
      appliedAt: isoInstant<string>(a.createdAt),
      jobPost: sql<JobApplication['jobPost']>`json_build_object(
        'id', ${j.id}, 'position', ${j.position}, 'workType', ${j.workType},
        'emirate', ${j.emirate}, 'salaryMinAed', ${j.salaryMinAed},
        'salaryMaxAed', ${j.salaryMaxAed}, 'startOn', ${j.startOn}, 'duties', ${j.duties},
        'dayOff', ${j.dayOff}, 'accommodation', ${j.accommodation}, 'languages', ${j.languages},
        'publishedAt', ${isoInstant(j.publishedAt)}, 'status', ${j.status})`,
    })
    .from(a)
    .innerJoin(j, eq(j.id, a.jobPostId))
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id));
  return rows.map((row) => ({ ...row, jobPost: asListed(row.jobPost) }));
}

/**
 * A job's terms only while it is listed: a post in review after an edit, rejected or sent back
 * keeps only its position and emirate, so terms no admin approved never reach the worker.
 */
function asListed(post: JobApplication['jobPost']): JobApplication['jobPost'] {
  if (post.status === 'open') return post;
  return {
    id: post.id,
    status: post.status,
    position: post.position,
    emirate: post.emirate,
    workType: null,
    salaryMinAed: null,
    salaryMaxAed: null,
    startOn: null,
    duties: null,
    dayOff: null,
    accommodation: null,
    languages: null,
    publishedAt: null,
  };
}

/** An application as stored: the note as she typed it, not yet read by the guard. */
export type StoredApplication = Omit<PipelineApplication, 'warning'>;

/**
 * The application as the family reads it, as conversations show a message (decision 0031): phone
 * numbers masked for a family without a running plan, and the scam guard's warning when the note
 * asks for money or carries a link.
 */
export function shownApplication(
  application: StoredApplication | null,
  masksPhones: boolean,
): PipelineApplication | null {
  if (!application) return null;
  const { note } = application;
  const scan = note ? scanMessage(note) : null;
  return {
    ...application,
    note: note && masksPhones ? maskPhones(note).text : note,
    warning:
      scan && (scan.asksForMoney || scan.hasLink)
        ? { asksForMoney: scan.asksForMoney, hasLink: scan.hasLink }
        : null,
  };
}

/**
 * A pipeline row's latest application (the Candidates table marks the row "Applied"), as a
 * column of the pipeline's own select (modules/employer/pipeline-service.ts).
 */
export const latestApplication = sql<StoredApplication | null>`(select json_build_object(
    'id', ${a.id},
    'jobPostId', ${a.jobPostId},
    'position', ${j.position},
    'emirate', ${j.emirate},
    'note', ${a.note},
    'appliedAt', ${isoInstant(a.createdAt)})
  from ${a} inner join ${j} on ${j.id} = ${a.jobPostId}
  where ${a.pipelineEntryId} = ${pipelineEntries.id}
  order by ${a.createdAt} desc, ${a.id} desc limit 1)`;

/** A profile on the public list (the rule of the candidates list): only these may apply. */
export const listedProfile = and(
  eq(candidates.isPublished, true),
  eq(candidates.visible, true),
  eq(candidates.isComplete, true),
);

export const ofFamily = (familyId: number, id?: number) =>
  and(eq(j.familyId, familyId), id === undefined ? undefined : eq(j.id, id));
