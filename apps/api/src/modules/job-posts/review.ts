import type {
  JobPostDecisionBody,
  JobPostReview,
  JobPostReviewsPage,
  JobPostReviewsQuery,
} from '@bayti/data/contract';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { jobPosts } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { withEvents, type EventDeps } from '../../events/transaction';
import { recordModeration } from '../moderation';
import { readReview } from './read';
import { FAMILY_JOBS_LINK } from './rules';

const j = jobPosts;

const STATUS_OF = {
  approve: 'open',
  reject: 'rejected',
  request_changes: 'changes_requested',
} as const;
const EVENT_OF = {
  approve: 'job_post.approved',
  reject: 'job_post.rejected',
  request_changes: 'job_post.changes_requested',
} as const;

/**
 * The admin's review of job posts, as of profiles (docs/decisions/0022, 0034): every new post
 * and every edit waits here, first come, first served; the admin approves (it is listed), rejects
 * or asks for changes with a reason the family reads. Each decision is recorded.
 */
export class JobPostReviewQueue {
  constructor(
    private readonly db: Database,
    private readonly events: EventDeps,
  ) {}

  async list(query: JobPostReviewsQuery): Promise<JobPostReviewsPage> {
    const where = eq(j.status, 'in_review');
    // The page in one query: the posts with their family, oldest first.
    const [items, [total]] = await Promise.all([
      readReview(this.db, where, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      this.db.select({ n: count() }).from(j).where(where),
    ]);
    return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  private async read(id: number, db: Parameters<typeof readReview>[0] = this.db) {
    const [post] = await readReview(db, eq(j.id, id));
    if (!post) throw notFound('jobPosts.notFound');
    return post;
  }

  /**
   * Approve, reject or request changes on a post waiting for review; 409 once decided, and 409
   * when the family edited it since the admin read it (an edit keeps it in review, so the status
   * alone would let an admin approve terms she never saw).
   */
  async decide(adminId: number, id: number, body: JobPostDecisionBody): Promise<JobPostReview> {
    if (!fitsIntegerColumn(id)) throw notFound('jobPosts.notFound');
    const now = this.events.clock.now();
    const reason = body.decision === 'approve' ? null : (body.reason ?? null);
    const decided = await withEvents(this.events, async (tx, emit) => {
      const [post] = await tx.select().from(j).where(eq(j.id, id)).for('update');
      if (!post) throw notFound('jobPosts.notFound');
      if (post.status !== 'in_review') throw conflict('jobPosts.alreadyDecided');
      if (post.updatedAt.getTime() !== Date.parse(body.updatedAt))
        throw conflict('jobPosts.changedSinceRead');
      const status = STATUS_OF[body.decision];
      await tx
        .update(j)
        .set({
          status,
          reviewReason: reason,
          decidedBy: adminId,
          ...(status === 'open' ? { publishedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(j.id, id));
      await recordModeration(tx, now, {
        actorId: adminId,
        action: body.decision,
        targetType: 'job_post',
        targetId: id,
        reason,
        before: { status: post.status },
        after: { status },
      });
      await emit({
        type: EVENT_OF[body.decision],
        recipientIds: [post.familyId],
        params: { position: post.position, emirate: post.emirate, ...(reason ? { reason } : {}) },
        link: FAMILY_JOBS_LINK,
      });
      return this.read(id, tx);
    });
    // The workers whose profile matches hear of a newly approved job (the job-post-matches job).
    if (decided.status === 'open') this.events.jobs.wake('job-post-matches');
    return decided;
  }
}
