import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { listingReviews } from '../db/schema';
import { registerFamily } from '../test/families';
import { managedCandidateForm } from '../test/managed-candidate-form';
import { MANAGED_A_LAST_NAME } from './markers';
import type { RouteKey } from './table';
import type { World } from './world';

/*
 * How the authorization matrix calls the listing routes (docs/decisions/0022). An allowed caller
 * gets a fresh candidate in the state the step needs (each step changes it); a refused caller
 * always aims at the same one, which must not change.
 */

const LISTING = {
  salaryBand: '2000-2500',
  visa: 'Own Visa',
  contactRoute: 'agency',
  noFeeTaken: true,
} as const;

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** A complete candidate of agency A (its photo a path the form may hold), never published. */
async function draftOfA(w: World): Promise<number> {
  const form = managedCandidateForm({
    firstName: `Listing${w.next()}`,
    lastName: MANAGED_A_LAST_NAME,
    fullImage: '/images/candidates/grace-wanjiku.svg',
  });
  const { candidate } = await w.must<{ candidate: { id: number } }>(
    'agencyA',
    json('POST', '/api/agency/candidates', form),
  );
  return candidate.id;
}

/** Agency A's candidate, listed by the admin. */
export async function listedOfA(w: World): Promise<number> {
  const id = await draftOfA(w);
  await w.must('admin', json('POST', `/api/admin/candidates/${id}/listing`, LISTING));
  return id;
}

/** Agency A's candidate waiting in the Review queue: the pending review's id. */
async function pendingReviewOfA(w: World): Promise<number> {
  const id = await draftOfA(w);
  await w.must('agencyA', json('POST', `/api/agency/candidates/${id}/listing`, LISTING));
  const [review] = await w.t.database.db
    .select({ id: listingReviews.id })
    .from(listingReviews)
    .where(eq(listingReviews.candidateId, id));
  return review!.id;
}

/** An open report of a new family on a listed candidate of agency A. */
async function openReport(w: World): Promise<number> {
  const id = await listedOfA(w);
  const family = await registerFamily(w.t.app, `Authz Reporter ${w.next()}`);
  const filed = await family.call(
    json('POST', `/api/candidates/${id}/reports`, { reason: 'unreachable' }),
  );
  return (filed.json() as { data: { report: { id: number } } }).data.report.id;
}

/** An open report by the demo worker that she was asked to pay. */
async function openFeeReport(w: World): Promise<number> {
  const { report } = await w.must<{ report: { id: number } }>(
    'worker',
    json('POST', '/api/candidate/fee-reports', {
      askedBy: `Authz Agency ${w.next()}`,
      note: 'Asked for AED 2,000 to keep my visa.',
    }),
  );
  return report.id;
}

const target = (w: World, allowed: boolean, key: string, make: (w: World) => Promise<number>) =>
  allowed ? make(w) : w.once(key, () => make(w));

const sides = ['agency', 'admin'] as const;

export const LISTING_REQUESTS: Partial<
  Record<RouteKey, (w: World, caller: string, allowed: boolean) => Promise<InjectOptions>>
> = Object.fromEntries(
  sides.flatMap((side) => [
    [
      `POST /api/${side}/candidates/:id/listing`,
      async (w: World, _c: string, allowed: boolean) =>
        json(
          'POST',
          `/api/${side}/candidates/${await target(w, allowed, 'listing-draft', draftOfA)}/listing`,
          LISTING,
        ),
    ],
    [
      `DELETE /api/${side}/candidates/:id/listing`,
      async (w: World, _c: string, allowed: boolean) =>
        json(
          'DELETE',
          `/api/${side}/candidates/${await target(w, allowed, 'listing-listed', listedOfA)}/listing`,
        ),
    ],
    [
      `POST /api/${side}/candidates/:id/listing/reconfirm`,
      async (w: World, _c: string, allowed: boolean) =>
        json(
          'POST',
          `/api/${side}/candidates/${await target(w, allowed, 'listing-listed', listedOfA)}/listing/reconfirm`,
        ),
    ],
  ]),
);

Object.assign(LISTING_REQUESTS, {
  'POST /api/admin/moderation/reviews/:id/decision': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) =>
    json(
      'POST',
      `/api/admin/moderation/reviews/${await target(w, allowed, 'review', pendingReviewOfA)}/decision`,
      {
        decision: 'approve',
      },
    ),
  'POST /api/admin/moderation/candidates/:id/hide': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) =>
    json(
      'POST',
      `/api/admin/moderation/candidates/${await target(w, allowed, 'listing-listed', listedOfA)}/hide`,
      {
        reason: 'Authz check',
      },
    ),
  'POST /api/admin/moderation/candidates/:id/unhide': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) => {
    const hidden = async (world: World) => {
      const id = await listedOfA(world);
      await world.must(
        'admin',
        json('POST', `/api/admin/moderation/candidates/${id}/hide`, { reason: 'x' }),
      );
      return id;
    };
    return json(
      'POST',
      `/api/admin/moderation/candidates/${await target(w, allowed, 'listing-hidden', hidden)}/unhide`,
      {},
    );
  },
  'POST /api/admin/moderation/users/:id/deactivate': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) => {
    const family = async (world: World) =>
      (await registerFamily(world.t.app, `Authz Off ${world.next()}`)).id;
    return json(
      'POST',
      `/api/admin/moderation/users/${await target(w, allowed, 'family-on', family)}/deactivate`,
      {
        reason: 'Authz check',
      },
    );
  },
  'POST /api/admin/moderation/users/:id/reactivate': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) => {
    const off = async (world: World) => {
      const { id } = await registerFamily(world.t.app, `Authz Back ${world.next()}`);
      await world.must(
        'admin',
        json('POST', `/api/admin/moderation/users/${id}/deactivate`, { reason: 'x' }),
      );
      return id;
    };
    return json(
      'POST',
      `/api/admin/moderation/users/${await target(w, allowed, 'family-off', off)}/reactivate`,
      {},
    );
  },
  'POST /api/admin/moderation/reports/:id/resolution': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) =>
    json(
      'POST',
      `/api/admin/moderation/reports/${await target(w, allowed, 'report', openReport)}/resolution`,
      {
        outcome: 'dismiss',
        note: 'Authz check',
      },
    ),
  'POST /api/admin/moderation/fee-reports/:id/resolution': async (
    w: World,
    _c: string,
    allowed: boolean,
  ) =>
    json(
      'POST',
      `/api/admin/moderation/fee-reports/${await target(w, allowed, 'fee-report', openFeeReport)}/resolution`,
      { note: 'Called the agency; the fee is returned.' },
    ),
});
