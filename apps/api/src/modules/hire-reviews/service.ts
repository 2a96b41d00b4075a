import {
  REVIEW_PUBLISHES_AFTER_DAYS,
  type AdminHireReview,
  type AdminHireReviewsAnswer,
  type FamilyReviewBody,
  type HideHireReviewBody,
  type HireReviewSubject,
  type HireToReview,
  type PublishedReviewsAnswer,
  type ReviewInput,
  type WorkerReviewBody,
} from '@bayti/data/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import {
  agencies,
  candidates,
  hireReviews,
  offers,
  pipelineEntries,
  recruitments,
  reviewableHires,
  users,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, validationError } from '../../errors';
import { agencyRecipientIds } from '../../events/emit';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import { addDays, uaeDay } from '../../uae-calendar';
import { ownerRecipientIds } from '../listings';
import { recordModeration } from '../moderation';
import { agencyAverages, candidateAverages } from './averages';
import { REVIEW_LINKS } from './links';
import {
  readAdminPage,
  readAdminReviews,
  readHiresToReview,
  readPublished,
  subjectsOf,
} from './read';
import { authorLabel, reviewableOn } from './rules';

type Hire = typeof reviewableHires.$inferSelect;
type Side = 'family' | 'worker';

/** The pipeline statuses of a hire, running or ended by a return. */
const HIRE_STATUSES = ['hired', 'returned', 'replaced'] as const;

/**
 * Reviews after a hire (docs/decisions/0035): the job opens a hire for review when it is due and
 * publishes its reviews when both sides wrote or 14 days later; the family rates the worker and
 * her agency, the worker the family, once each; an admin hides an abusive review with a reason.
 * The worker's and the agency's average and count move in the transaction that publishes or hides.
 */
export class HireReviewService {
  constructor(
    private readonly db: Database,
    private readonly events: EventDeps,
  ) {}

  private now() {
    return this.events.clock.now();
  }

  listFor(side: Side, userId: number): Promise<HireToReview[]> {
    return readHiresToReview(
      this.db,
      side,
      side === 'family'
        ? eq(reviewableHires.familyId, userId)
        : eq(reviewableHires.workerUserId, userId),
    );
  }

  /** The family's side, once: the worker, and the agency that listed her when there is one. */
  async writeForFamily(
    familyId: number,
    id: number,
    body: FamilyReviewBody,
  ): Promise<HireToReview> {
    return this.write('family', familyId, id, (hire) => {
      if (hire.agencyId !== null && !body.agency)
        throw validationError({ agency: 'hireReviews.agencyRequired' });
      if (hire.agencyId === null && body.agency)
        throw validationError({ agency: 'hireReviews.noAgency' });
      const rows: { subject: HireReviewSubject; input: ReviewInput; about: object }[] = [
        { subject: 'worker', input: body.worker, about: { candidateId: hire.candidateId } },
      ];
      if (body.agency && hire.agencyId !== null)
        rows.push({ subject: 'agency', input: body.agency, about: { agencyId: hire.agencyId } });
      return rows;
    });
  }

  /** The worker rates the family, once. */
  async writeForWorker(userId: number, id: number, body: WorkerReviewBody): Promise<HireToReview> {
    return this.write('worker', userId, id, (hire) => [
      { subject: 'family', input: body.family, about: { familyId: hire.familyId } },
    ]);
  }

  private async write(
    side: Side,
    userId: number,
    id: number,
    rowsOf: (hire: Hire) => { subject: HireReviewSubject; input: ReviewInput; about: object }[],
  ): Promise<HireToReview> {
    if (!fitsIntegerColumn(id)) throw notFound('hireReviews.notFound');
    const now = this.now();
    try {
      await withEvents(this.events, async (tx, emit) => {
        const [hire] = await tx
          .select()
          .from(reviewableHires)
          .where(
            and(
              eq(reviewableHires.id, id),
              side === 'family'
                ? eq(reviewableHires.familyId, userId)
                : eq(reviewableHires.workerUserId, userId),
            ),
          )
          .for('update');
        if (!hire) throw notFound('hireReviews.notFound');
        // Closed at publishesAt, not only once the hourly job has published: a review written in
        // between would be published with the others, after its author could have read theirs.
        if (hire.publishedAt || hire.publishesAt <= now) throw conflict('hireReviews.closed');
        const mine = subjectsOf(side, true);
        const [already] = await tx
          .select({ id: hireReviews.id })
          .from(hireReviews)
          .where(
            and(eq(hireReviews.reviewableHireId, hire.id), inArray(hireReviews.subject, mine)),
          );
        if (already) throw conflict('hireReviews.alreadyWritten');
        const rows = rowsOf(hire);
        const [author] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, userId));
        await tx.insert(hireReviews).values(
          rows.map((row) => ({
            reviewableHireId: hire.id,
            subject: row.subject,
            ...row.about,
            authorId: userId,
            authorName: authorLabel(author?.name ?? ''),
            stars: row.input.stars,
            body: row.input.text,
            writtenAt: now,
          })),
        );
        // Both sides have written (or nobody writes on the worker's): published at once.
        if (await this.bothWrote(tx, hire)) await this.publish(tx, emit, [hire], now);
      });
    } catch (error) {
      // Two submissions at once: the second meets the one-per-subject index.
      if (isUniqueViolation(error)) throw conflict('hireReviews.alreadyWritten');
      throw error;
    }
    const [hire] = await this.listForOne(side, userId, id);
    return hire!;
  }

  private async listForOne(side: Side, userId: number, id: number) {
    return readHiresToReview(
      this.db,
      side,
      and(
        eq(reviewableHires.id, id),
        side === 'family'
          ? eq(reviewableHires.familyId, userId)
          : eq(reviewableHires.workerUserId, userId),
      )!,
    );
  }

  private async bothWrote(tx: Transaction, hire: Hire): Promise<boolean> {
    const written = await tx
      .select({ subject: hireReviews.subject })
      .from(hireReviews)
      .where(eq(hireReviews.reviewableHireId, hire.id));
    const subjects = new Set(written.map((row) => row.subject));
    const familyWrote = subjects.has('worker');
    const workerWrote = hire.workerUserId === null || subjects.has('family');
    return familyWrote && workerWrote;
  }

  /**
   * Publishes each hire's reviews once (a conditional update): they become public, the workers'
   * and the agencies' averages and counts follow (all of them locked at once, see
   * refreshAverages), and each reviewed side is told. Answers how many hires it published.
   */
  private async publish(tx: Transaction, emit: Emit, hires: Hire[], now: Date): Promise<number> {
    const done: { hire: Hire; published: (typeof hireReviews.$inferSelect)[] }[] = [];
    for (const hire of hires) {
      const [marked] = await tx
        .update(reviewableHires)
        .set({ publishedAt: now })
        .where(and(eq(reviewableHires.id, hire.id), isNull(reviewableHires.publishedAt)))
        .returning({ id: reviewableHires.id });
      if (!marked) continue;
      const published = await tx
        .update(hireReviews)
        .set({ publishedAt: now })
        .where(eq(hireReviews.reviewableHireId, hire.id))
        .returning();
      done.push({ hire, published });
    }
    await refreshAverages(
      tx,
      done.flatMap((one) => one.published),
    );
    for (const { hire, published } of done) await this.tellPublished(tx, emit, hire, published);
    return done.length;
  }

  /** Each reviewed side of a hire is told its review was published. */
  private async tellPublished(
    tx: Transaction,
    emit: Emit,
    hire: Hire,
    published: (typeof hireReviews.$inferSelect)[],
  ): Promise<void> {
    const [candidate] = await tx
      .select()
      .from(candidates)
      .where(eq(candidates.id, hire.candidateId));
    const [family] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, hire.familyId));
    for (const review of published) {
      const params = {
        candidate: candidate?.name ?? '',
        family: family?.name ?? '',
        stars: review.stars,
        subject: review.subject,
      };
      const key = `review-published:${review.id}`;
      if (review.subject === 'worker' && candidate)
        await emit({
          type: 'review.published',
          recipientIds: await ownerRecipientIds(tx, candidate),
          params,
          link:
            candidate.userId !== null && candidate.publisherAgencyId === null
              ? REVIEW_LINKS.worker
              : candidate.publisherAgencyId !== null
                ? REVIEW_LINKS.agency(candidate.publisherAgencyId)
                : REVIEW_LINKS.worker,
          dedupeKey: key,
        });
      if (review.subject === 'agency' && review.agencyId !== null)
        await emit({
          type: 'review.published',
          recipientIds: await agencyRecipientIds(tx, review.agencyId),
          params,
          link: REVIEW_LINKS.agency(review.agencyId),
          dedupeKey: key,
        });
      if (review.subject === 'family')
        await emit({
          type: 'review.published',
          recipientIds: [hire.familyId],
          params,
          link: REVIEW_LINKS.family,
          dedupeKey: key,
        });
    }
  }

  /**
   * The hire-reviews job, first half: every hire whose review is due (30 days after work started,
   * or the day she was returned if sooner) opens, once, and both sides are asked to write.
   */
  async openDue(tx: Transaction, emit: Emit): Promise<number> {
    const now = this.now();
    const today = uaeDay(now);
    const startedOn = sql<string>`coalesce(${offers.startOn}, ${recruitments.startedOn})`;
    const due = await tx
      .select({
        entryId: pipelineEntries.id,
        familyId: pipelineEntries.familyId,
        candidate: candidates,
        startedOn,
        returnedOn: pipelineEntries.returnedOn,
      })
      .from(pipelineEntries)
      .innerJoin(recruitments, eq(recruitments.pipelineEntryId, pipelineEntries.id))
      .innerJoin(candidates, eq(candidates.id, pipelineEntries.candidateId))
      .leftJoin(
        offers,
        and(eq(offers.pipelineEntryId, pipelineEntries.id), eq(offers.status, 'accepted')),
      )
      .where(
        and(
          inArray(pipelineEntries.status, [...HIRE_STATUSES]),
          sql`not exists (select 1 from ${reviewableHires} where ${reviewableHires.pipelineEntryId} = ${pipelineEntries.id})`,
          // The cheap bound first: nothing is due before the earlier of the two days.
          sql`least(${startedOn} + 30, coalesce(${pipelineEntries.returnedOn}, 'infinity'::date)) <= ${today}::date`,
        ),
      );
    let opened = 0;
    for (const row of due) {
      if (reviewableOn(row.startedOn, row.returnedOn) > today) continue;
      const [hire] = await tx
        .insert(reviewableHires)
        .values({
          pipelineEntryId: row.entryId,
          familyId: row.familyId,
          candidateId: row.candidate.id,
          agencyId: row.candidate.publisherAgencyId,
          workerUserId: row.candidate.userId,
          startedOn: row.startedOn,
          openedAt: now,
          publishesAt: addDays(now, REVIEW_PUBLISHES_AFTER_DAYS),
        })
        .onConflictDoNothing({ target: reviewableHires.pipelineEntryId })
        .returning();
      if (!hire) continue;
      opened += 1;
      const [family] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, row.familyId));
      const params = { candidate: row.candidate.name, family: family?.name ?? '' };
      await emit({
        type: 'review.requested',
        recipientIds: [row.familyId],
        params: { ...params, to: 'family' },
        link: REVIEW_LINKS.family,
        dedupeKey: `review-requested:${hire.id}:family`,
      });
      if (hire.workerUserId !== null)
        await emit({
          type: 'review.requested',
          recipientIds: [hire.workerUserId],
          params: { ...params, to: 'worker' },
          link: REVIEW_LINKS.worker,
          dedupeKey: `review-requested:${hire.id}:worker`,
        });
    }
    return opened;
  }

  /** The hire-reviews job, second half: reviews still waiting 14 days after opening are published. */
  async publishDue(tx: Transaction, emit: Emit): Promise<number> {
    const now = this.now();
    const due = await tx
      .select()
      .from(reviewableHires)
      .where(and(isNull(reviewableHires.publishedAt), lte(reviewableHires.publishesAt, now)))
      .for('update', { skipLocked: true });
    return this.publish(tx, emit, due, now);
  }

  /** A listed worker's published reviews (404 as her profile is, when she is not listed). */
  async forCandidate(id: number): Promise<PublishedReviewsAnswer> {
    if (!fitsIntegerColumn(id)) throw notFound('candidates.notFound');
    const [listed] = await this.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.id, id),
          sql`${candidates.isPublished} and ${candidates.visible} and ${candidates.isComplete}`,
        ),
      );
    if (!listed) throw notFound('candidates.notFound');
    return readPublished(this.db, { candidateId: id });
  }

  async forAgency(id: number): Promise<PublishedReviewsAnswer> {
    if (!fitsIntegerColumn(id)) throw notFound('agencies.pageNotFound');
    // The rule of its public page: an approved agency, or one with a listed candidate.
    const [agency] = await this.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(
        and(
          eq(agencies.id, id),
          sql`(${agencies.status} = 'approved' or exists (select 1 from ${candidates} where ${candidates.publisherAgencyId} = ${agencies.id} and ${candidates.isPublished}))`,
        ),
      );
    if (!agency) throw notFound('agencies.pageNotFound');
    return readPublished(this.db, { agencyId: id });
  }

  adminList(before?: number): Promise<AdminHireReviewsAnswer> {
    return readAdminPage(this.db, before);
  }

  /** An admin hides a published review with a reason: it leaves the average and the count. */
  async hide(adminId: number, id: number, body: HideHireReviewBody): Promise<AdminHireReview> {
    if (!fitsIntegerColumn(id)) throw notFound('hireReviews.notFound');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const [review] = await tx
        .select()
        .from(hireReviews)
        .where(and(eq(hireReviews.id, id), sql`${hireReviews.publishedAt} is not null`))
        .for('update');
      // A review not yet published is its author's alone, even for the admins.
      if (!review) throw notFound('hireReviews.notFound');
      if (review.hiddenAt) throw conflict('hireReviews.alreadyHidden');
      await tx
        .update(hireReviews)
        .set({ hiddenAt: now, hiddenBy: adminId, hiddenReason: body.reason })
        .where(eq(hireReviews.id, id));
      await refreshAverages(tx, [review]);
      await recordModeration(tx, now, {
        actorId: adminId,
        action: 'hide',
        targetType: 'hire_review',
        targetId: id,
        reason: body.reason,
        before: { hidden: false, stars: review.stars },
        after: { hidden: true },
      });
    });
    const [review] = await readAdminReviews(this.db, eq(hireReviews.id, id), 1);
    return review!;
  }
}

type AboutRow = { candidateId: number | null; agencyId: number | null };

const idsOf = (values: (number | null)[]) =>
  [...new Set(values.filter((value): value is number => value !== null))].sort((a, b) => a - b);

/**
 * Recomputes the average and the count of the workers and agencies the reviews are about. Their
 * rows are locked first, candidates then agencies, each by id, on every path (a publication, the
 * job's, a hiding), so that two transactions moving the same row wait for each other in one order
 * (no deadlock) and the second recomputes from a snapshot taken after the first committed: the
 * recomputing UPDATE reads its statement's snapshot, which would miss a review the other published.
 * NO KEY UPDATE, as the UPDATE itself takes: a review's insert holds KEY SHARE on the rows it
 * refers to, which FOR UPDATE would wait for (two writers would deadlock each other).
 */
async function refreshAverages(tx: Transaction, reviews: AboutRow[]) {
  const candidateIds = idsOf(reviews.map((review) => review.candidateId));
  const agencyIds = idsOf(reviews.map((review) => review.agencyId));
  if (candidateIds.length > 0)
    await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(inArray(candidates.id, candidateIds))
      .orderBy(asc(candidates.id))
      .for('no key update');
  if (agencyIds.length > 0)
    await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(inArray(agencies.id, agencyIds))
      .orderBy(asc(agencies.id))
      .for('no key update');
  for (const id of candidateIds)
    await tx.update(candidates).set(candidateAverages(id)).where(eq(candidates.id, id));
  for (const id of agencyIds)
    await tx.update(agencies).set(agencyAverages(id)).where(eq(agencies.id, id));
}
