import type {
  FamilyJobPost,
  JobApplication,
  JobApplicationBody,
  JobPostBody,
  JobPostsPage,
  JobPostsQuery,
  PublicJobPost,
} from '@bayti/data/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, jobApplications, jobPosts, pipelineEntries } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import { withEvents, type EventDeps } from '../../events/transaction';
import { requireVerifiedEmail } from '../auth';
import {
  listedProfile,
  ofFamily,
  publicColumns,
  readApplications,
  readFamilyPost,
  readFamilyPosts,
} from './read';
import { checkStart, FAMILY_PIPELINE_LINK, isEditable, mayClose, mayFill } from './rules';

const j = jobPosts;
const a = jobApplications;

/** The columns a family's form writes. */
const termsOf = (body: JobPostBody) => ({
  position: body.position,
  workType: body.workType,
  emirate: body.emirate,
  salaryMinAed: body.salaryMinAed,
  salaryMaxAed: body.salaryMaxAed,
  startOn: body.startOn,
  duties: body.duties,
  dayOff: body.dayOff,
  accommodation: body.accommodation,
  // Each language once, in the list's order.
  languages: [...new Set(body.languages)],
});

/**
 * Job posts (docs/decisions/0034): a verified family posts and edits her jobs (every edit goes
 * to the admin review), closes them or marks them filled; anyone reads the open ones; a worker
 * with a listed profile applies once per job, which puts her on the family's pipeline.
 */
export class JobPostService {
  constructor(
    private readonly db: Database,
    private readonly events: EventDeps,
  ) {}

  private now() {
    return this.events.clock.now();
  }

  // --- The family ---------------------------------------------------------------------------

  async create(family: SessionUser, body: JobPostBody): Promise<FamilyJobPost> {
    requireVerifiedEmail(family);
    const now = this.now();
    checkStart(body, now);
    const [row] = await this.db
      .insert(j)
      .values({
        familyId: family.id,
        ...termsOf(body),
        status: 'in_review',
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: j.id });
    return readFamilyPost(this.db, row!.id);
  }

  list(familyId: number): Promise<FamilyJobPost[]> {
    return readFamilyPosts(this.db, ofFamily(familyId));
  }

  /** An edit goes to review again: an open post leaves the list until an admin approves it. */
  async update(family: SessionUser, id: number, body: JobPostBody): Promise<FamilyJobPost> {
    requireVerifiedEmail(family);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const post = await this.lockOwn(tx, family.id, id);
      if (!isEditable(post.status)) throw conflict('jobPosts.notEditable');
      checkStart(body, now);
      await tx
        .update(j)
        .set({
          ...termsOf(body),
          status: 'in_review',
          reviewReason: null,
          // A post already waiting keeps its place in the queue.
          submittedAt: post.status === 'in_review' ? post.submittedAt : now,
          // The version an admin's decision names (review.ts): every edit moves it on, even
          // one in the same millisecond as the last write.
          updatedAt: new Date(Math.max(now.getTime(), post.updatedAt.getTime() + 1)),
        })
        .where(eq(j.id, id));
      return readFamilyPost(tx, id);
    });
  }

  close(familyId: number, id: number): Promise<FamilyJobPost> {
    return this.end(familyId, id, 'closed');
  }

  fill(familyId: number, id: number): Promise<FamilyJobPost> {
    return this.end(familyId, id, 'filled');
  }

  private async end(familyId: number, id: number, to: 'closed' | 'filled') {
    return this.db.transaction(async (tx) => {
      const post = await this.lockOwn(tx, familyId, id);
      const allowed = to === 'closed' ? mayClose(post.status) : mayFill(post.status);
      if (!allowed)
        throw conflict(to === 'closed' ? 'jobPosts.notClosable' : 'jobPosts.notFillable');
      await tx.update(j).set({ status: to, updatedAt: this.now() }).where(eq(j.id, id));
      return readFamilyPost(tx, id);
    });
  }

  private async lockOwn(tx: Transaction, familyId: number, id: number) {
    if (!fitsIntegerColumn(id)) throw notFound('jobPosts.notFound');
    const [post] = await tx.select().from(j).where(ofFamily(familyId, id)).for('update');
    if (!post) throw notFound('jobPosts.notFound');
    return post;
  }

  // --- Everyone -----------------------------------------------------------------------------

  async listOpen(query: JobPostsQuery): Promise<JobPostsPage> {
    const where = and(
      eq(j.status, 'open'),
      query.position ? eq(j.position, query.position) : undefined,
      query.emirate ? eq(j.emirate, query.emirate) : undefined,
      query.workType ? eq(j.workType, query.workType) : undefined,
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select(publicColumns)
        .from(j)
        .where(where)
        .orderBy(desc(j.publishedAt), desc(j.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(j).where(where),
    ]);
    return {
      items: items as PublicJobPost[],
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async readOpen(id: number): Promise<PublicJobPost> {
    if (!fitsIntegerColumn(id)) throw notFound('jobPosts.notFound');
    const [post] = await this.db
      .select(publicColumns)
      .from(j)
      .where(and(eq(j.id, id), eq(j.status, 'open')));
    if (!post) throw notFound('jobPosts.notFound');
    return post as PublicJobPost;
  }

  // --- Workers ------------------------------------------------------------------------------

  /**
   * A worker with a listed profile applies once to an open job. The post is locked (shared)
   * while she applies, so a family closing it at the same moment waits and the application is
   * either in before the close or refused after it.
   */
  async apply(workerId: number, id: number, body: JobApplicationBody): Promise<JobApplication> {
    if (!fitsIntegerColumn(id)) throw notFound('jobPosts.notFound');
    const now = this.now();
    try {
      const applicationId = await withEvents(this.events, async (tx, emit) => {
        const [post] = await tx.select().from(j).where(eq(j.id, id)).for('share');
        if (!post || post.publishedAt === null) throw notFound('jobPosts.notFound');
        if (post.status === 'closed' || post.status === 'filled')
          throw conflict('jobPosts.noLongerOpen');
        if (post.status !== 'open') throw notFound('jobPosts.notFound');

        const [profile] = await tx
          .select({
            id: candidates.id,
            name: candidates.name,
            listed: sql<boolean>`${listedProfile}`,
          })
          .from(candidates)
          .where(eq(candidates.userId, workerId));
        if (!profile?.listed) throw conflict('jobPosts.profileNotListed');

        const [already] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.jobPostId, id), eq(a.candidateId, profile.id)));
        if (already) throw conflict('jobPosts.alreadyApplied');

        // Her row on the family's pipeline: a new shortlisted one, or the one already there.
        await tx
          .insert(pipelineEntries)
          .values({
            familyId: post.familyId,
            candidateId: profile.id,
            status: 'shortlisted',
            shortlistedAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: [pipelineEntries.familyId, pipelineEntries.candidateId] });
        const [entry] = await tx
          .select({ id: pipelineEntries.id })
          .from(pipelineEntries)
          .where(
            and(
              eq(pipelineEntries.familyId, post.familyId),
              eq(pipelineEntries.candidateId, profile.id),
            ),
          );
        const [application] = await tx
          .insert(a)
          .values({
            jobPostId: id,
            candidateId: profile.id,
            pipelineEntryId: entry!.id,
            note: body.note ? body.note : null,
            createdAt: now,
          })
          .returning({ id: a.id });
        await emit({
          type: 'job_post.applied',
          recipientIds: [post.familyId],
          params: { candidate: profile.name, position: post.position, emirate: post.emirate },
          link: FAMILY_PIPELINE_LINK,
        });
        return application!.id;
      });
      const [application] = await readApplications(this.db, eq(a.id, applicationId));
      return application!;
    } catch (error) {
      // Two applications at once: the unique index lets one in.
      if (isUniqueViolation(error)) throw conflict('jobPosts.alreadyApplied');
      throw error;
    }
  }

  /** The jobs her own profile applied to, newest first (none without a profile). */
  async applicationsOf(workerId: number): Promise<JobApplication[]> {
    const [profile] = await this.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.userId, workerId));
    if (!profile) return [];
    return readApplications(this.db, eq(a.candidateId, profile.id) as SQL);
  }
}
