import {
  ADMIN_REVIEWS_PAGE,
  PUBLISHED_REVIEWS_SHOWN,
  type AdminHireReview,
  type AdminHireReviewsAnswer,
  type HireReviewState,
  type HireReviewSubject,
  type HireToReview,
  type PublishedReview,
  type PublishedReviewsAnswer,
} from '@bayti/data/contract';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { isoInstant } from '../../db/iso-instant';
import { agencies, candidates, hireReviews, reviewableHires, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

type Db = Database | Transaction;
const r = hireReviews;
const h = reviewableHires;

/** A published review as everyone reads it: the month in the UAE. */
const publishedColumns = {
  id: r.id,
  subject: r.subject,
  stars: r.stars,
  text: r.body,
  author: r.authorName,
  month: sql<string>`to_char(${r.publishedAt} at time zone 'Asia/Dubai', 'YYYY-MM')`,
};

/** Public, that is published and not hidden. */
export const isVisible = and(isNotNull(r.publishedAt), isNull(r.hiddenAt));

/** Whom each side rates on a hire. */
export function subjectsOf(side: 'family' | 'worker', hasAgency: boolean): HireReviewSubject[] {
  if (side === 'worker') return ['family'];
  return hasAgency ? ['worker', 'agency'] : ['worker'];
}

const stateOf = (row: { publishedAt: Date | null; hiddenAt: Date | null }): HireReviewState =>
  row.hiddenAt ? 'hidden' : row.publishedAt ? 'published' : 'waiting';

/**
 * The reviewable hires of a family or a worker, as she reads them: the ones she still has to
 * write first (while open), then newest. Only her own reviews, and once published the other
 * side's about her.
 */
export async function readHiresToReview(
  db: Db,
  side: 'family' | 'worker',
  where: SQL,
): Promise<HireToReview[]> {
  const family = alias(users, 'review_family');
  const mine = subjectsFor(side);
  const rows = await db
    .select({
      id: h.id,
      candidate: sql<
        HireToReview['candidate']
      >`json_build_object('id', ${candidates.id}, 'name', ${candidates.name})`,
      familyName: family.name,
      agency: sql<HireToReview['agency']>`case when ${agencies.id} is null then null
        else json_build_object('id', ${agencies.id}, 'name', ${agencies.agencyName}) end`,
      startedOn: h.startedOn,
      openedAt: isoInstant<string>(h.openedAt),
      publishesAt: isoInstant<string>(h.publishesAt),
      publishedAt: isoInstant<string | null>(h.publishedAt),
      written: sql<boolean>`exists (select 1 from ${r} where ${r.reviewableHireId} = ${h.id} and ${inArray(r.subject, mine)})`,
    })
    .from(h)
    .innerJoin(candidates, eq(candidates.id, h.candidateId))
    .innerJoin(family, eq(family.id, h.familyId))
    .leftJoin(agencies, eq(agencies.id, h.agencyId))
    .where(where)
    .orderBy(
      sql`(${h.publishedAt} is null and not exists (select 1 from ${r} where ${r.reviewableHireId} = ${h.id} and ${inArray(r.subject, mine)})) desc`,
      desc(h.openedAt),
      desc(h.id),
    );
  if (rows.length === 0) return [];
  const reviews = await db
    .select({
      hireId: r.reviewableHireId,
      subject: r.subject,
      stars: r.stars,
      text: r.body,
      writtenAt: r.writtenAt,
      publishedAt: r.publishedAt,
      hiddenAt: r.hiddenAt,
      published: publishedColumns,
    })
    .from(r)
    .where(
      inArray(
        r.reviewableHireId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(r.id);
  return rows.map(({ familyName, written: _written, ...row }) => {
    const own = reviews.filter((review) => review.hireId === row.id);
    return {
      ...row,
      family: { name: familyName },
      subjects: subjectsOf(side, row.agency !== null),
      written: own
        .filter((review) => mine.includes(review.subject))
        .map((review) => ({
          subject: review.subject,
          stars: review.stars,
          text: review.text,
          writtenAt: review.writtenAt.toISOString(),
          state: stateOf(review),
        })),
      // The other side's review of her: only once published, and not when hidden.
      received: own
        .filter(
          (review) =>
            !mine.includes(review.subject) &&
            review.subject === (side === 'family' ? 'family' : 'worker') &&
            stateOf(review) === 'published',
        )
        .map((review) => review.published),
    };
  });
}

/** The subjects a side writes about, whether or not the hire has an agency. */
const subjectsFor = (side: 'family' | 'worker'): HireReviewSubject[] =>
  side === 'family' ? ['worker', 'agency'] : ['family'];

/** The summary and the latest visible reviews of a worker or an agency. */
export async function readPublished(
  db: Db,
  about: { candidateId: number } | { agencyId: number },
): Promise<PublishedReviewsAnswer> {
  const [summary] =
    'candidateId' in about
      ? await db
          .select({ rating: candidates.rating, count: candidates.reviewCount })
          .from(candidates)
          .where(eq(candidates.id, about.candidateId))
      : await db
          .select({ rating: agencies.rating, count: agencies.reviewCount })
          .from(agencies)
          .where(eq(agencies.id, about.agencyId));
  const items: PublishedReview[] = await db
    .select(publishedColumns)
    .from(r)
    .where(
      and(
        'candidateId' in about
          ? eq(r.candidateId, about.candidateId)
          : eq(r.agencyId, about.agencyId),
        isVisible,
      ),
    )
    .orderBy(desc(r.publishedAt), desc(r.id))
    .limit(PUBLISHED_REVIEWS_SHOWN);
  const count = summary?.count ?? 0;
  return {
    summary: { average: count > 0 ? (summary?.rating ?? null) : null, count },
    items,
  };
}

const aboutFamily = alias(users, 'review_about_family');
const hider = alias(users, 'review_hider');

/** Published reviews as the admins moderate them, newest first, a page at a time. */
export async function readAdminReviews(
  db: Db,
  where: SQL | undefined,
  limit = ADMIN_REVIEWS_PAGE,
): Promise<AdminHireReview[]> {
  const rows = await db
    .select({
      ...publishedColumns,
      aboutId: sql<number | null>`coalesce(${r.candidateId}, ${r.agencyId}, ${r.familyId})`,
      aboutName: sql<string>`coalesce(${candidates.name}, ${agencies.agencyName}, ${aboutFamily.name}, '')`,
      publishedAt: isoInstant<string>(r.publishedAt),
      hiddenAt: isoInstant<string | null>(r.hiddenAt),
      hiddenReason: r.hiddenReason,
      hiddenBy: hider.name,
    })
    .from(r)
    .leftJoin(candidates, eq(candidates.id, r.candidateId))
    .leftJoin(agencies, eq(agencies.id, r.agencyId))
    .leftJoin(aboutFamily, eq(aboutFamily.id, r.familyId))
    .leftJoin(hider, eq(hider.id, r.hiddenBy))
    .where(and(isNotNull(r.publishedAt), where))
    .orderBy(desc(r.id))
    .limit(limit);
  return rows.map(({ aboutId, aboutName, hiddenAt, hiddenReason, hiddenBy, ...row }) => ({
    ...row,
    about: { id: aboutId, name: aboutName },
    hidden: hiddenAt ? { at: hiddenAt, reason: hiddenReason ?? '', by: hiddenBy } : null,
  }));
}

/** A page of the admins' list: `before` a review id reads older ones. */
export async function readAdminPage(db: Db, before?: number): Promise<AdminHireReviewsAnswer> {
  const rows = await readAdminReviews(
    db,
    before === undefined ? undefined : lt(r.id, before),
    ADMIN_REVIEWS_PAGE + 1,
  );
  const items = rows.slice(0, ADMIN_REVIEWS_PAGE);
  return {
    items,
    nextBefore: rows.length > ADMIN_REVIEWS_PAGE ? items[items.length - 1]!.id : null,
  };
}
