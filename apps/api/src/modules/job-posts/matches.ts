import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction';
import { candidates, jobPosts, users } from '../../db/schema';
import type { Emit } from '../../events/transaction';
import { listedProfile } from './read';
import { publicJobLink } from './rules';

const j = jobPosts;
const c = candidates;

/** Posts looked at per run; the next run (or wake-up) takes the rest. */
const POSTS_PER_RUN = 50;

/**
 * Tells every worker whose own listed profile matches a newly approved job (same position and
 * work type, her location naming the job's emirate) about it, once per post: one query finds the
 * workers of every due post at once, one event per post carries them all, and a dedupe key and
 * the post's matches_notified_at keep two servers from telling twice. Agencies' candidates
 * without an account of their own are not told (their agency answers for them).
 */
export async function notifyMatches(tx: Transaction, emit: Emit, now: Date): Promise<number> {
  const due = await tx
    .select({
      id: j.id,
      position: j.position,
      workType: j.workType,
      emirate: j.emirate,
    })
    .from(j)
    .where(and(eq(j.status, 'open'), isNull(j.matchesNotifiedAt)))
    .orderBy(j.id)
    .limit(POSTS_PER_RUN)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;

  const matches = await tx
    .select({ postId: j.id, workerIds: sql<number[]>`array_agg(distinct ${c.userId})` })
    .from(j)
    .innerJoin(
      c,
      and(
        eq(c.position, j.position),
        eq(c.workType, j.workType),
        sql`${c.location} ilike '%' || ${j.emirate} || '%'`,
      ),
    )
    .innerJoin(users, eq(users.id, c.userId))
    .where(
      and(
        inArray(
          j.id,
          due.map((post) => post.id),
        ),
        listedProfile,
        isNotNull(c.userId),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .groupBy(j.id);
  const workersOf = new Map(matches.map((row) => [row.postId, row.workerIds.map(Number)]));

  let told = 0;
  for (const post of due) {
    const written = await emit({
      type: 'job_post.matched',
      recipientIds: workersOf.get(post.id) ?? [],
      params: { position: post.position, emirate: post.emirate, workType: post.workType },
      link: publicJobLink(post.id),
      dedupeKey: `job-post-matched:${post.id}`,
    });
    if (written) told += 1;
  }
  await tx
    .update(j)
    .set({ matchesNotifiedAt: now })
    .where(
      inArray(
        j.id,
        due.map((post) => post.id),
      ),
    );
  return told;
}
