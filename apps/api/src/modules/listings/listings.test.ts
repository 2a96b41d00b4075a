import type { CandidateProfileState, CandidateSelfProfileFormInput } from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateContacts, candidates, events, moderationActions, users } from '../../db/schema';
import { runListingFreshness } from '../../jobs/listing-freshness';
import { idleQueue } from '../../jobs/queue';
import { bearer, body, demoEmail, signIn, startTestApp, type TestApp } from '../../test/harness';
import { managedCandidateForm } from '../../test/managed-candidate-form';
import { createOtherAgency } from '../../test/other-agency';
import { postSignUp, signUpVerified } from '../../test/sign-up';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let agency: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
  agency = await signIn(t.app, demoEmail('agency'));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const FORM: CandidateSelfProfileFormInput = {
  nationality: 'Kenyan',
  religion: 'Christian',
  maritalStatus: 'Single',
  dateOfBirth: '1994-02-10',
  gender: 'Female',
  visaStatus: 'Employment',
  visaExpiry: '2028-06-30',
  experience: '2 years',
  childcare: ['Newborn'],
  languages: ['English'],
  skills: ['Babycare', 'Cleaning'],
  jobPreference: 'Live-in',
  location: 'Dubai',
  salary: 2200,
  availableFrom: null,
  immediateAvailable: true,
  kids: [],
  phone: { countryCode: '+254', number: '712345678' },
  whatsapp: { countryCode: '+971', number: '501234567' },
};

let counter = 0;
/** A verified worker with a saved, complete profile (a photo set on her row). */
async function workerWithProfile(name: string) {
  const email = `listing-worker-${++counter}@example.com`;
  const { token, user } = await signUpVerified(t.app, {
    name,
    email,
    password: 'long enough pw',
    role: 'candidate',
  });
  expect((await call('PUT', '/candidate/profile', token, FORM)).statusCode).toBe(200);
  await t.database.db
    .update(candidates)
    .set({ image: '/images/candidates/grace-wanjiku.svg', isComplete: true })
    .where(eq(candidates.userId, user.id));
  const [row] = await t.database.db.select().from(candidates).where(eq(candidates.userId, user.id));
  return { token, userId: user.id, candidateId: row!.id, email };
}

const stateOf = async (token: string) =>
  body<{ data: CandidateProfileState }>(await call('GET', '/candidate/profile', token)).data;

const eventsOf = (type: string) =>
  t.database.db
    .select()
    .from(events)
    .where(eq(events.type, type as never));

const actionsOn = (targetType: 'candidate' | 'user' | 'report', targetId: number) =>
  t.database.db
    .select()
    .from(moderationActions)
    .where(
      and(eq(moderationActions.targetType, targetType), eq(moderationActions.targetId, targetId)),
    );

async function pendingReviewId(candidateId: number): Promise<number> {
  const queue = body<{ data: { items: { id: number; candidate: { id: number } }[] } }>(
    await call('GET', '/admin/moderation/reviews?pageSize=100', admin),
  ).data.items;
  const review = queue.find((item) => item.candidate.id === candidateId);
  if (!review) throw new Error(`No pending review of ${candidateId}`);
  return review.id;
}

const decide = async (candidateId: number, decision: string, reason?: string) =>
  call('POST', `/admin/moderation/reviews/${await pendingReviewId(candidateId)}/decision`, admin, {
    decision,
    ...(reason ? { reason } : {}),
  });

const isPublic = async (id: number) => (await call('GET', `/candidates/${id}`)).statusCode === 200;

describe("a worker's own listing", () => {
  it('is a draft after saving: not public until submitted and approved', async () => {
    const { token, candidateId } = await workerWithProfile('Draft Worker');
    expect((await stateOf(token)).listing.status).toBe('draft');
    expect(await isPublic(candidateId)).toBe(false);

    const submitted = await call('POST', '/candidate/profile/listing', token);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body<{ data: CandidateProfileState }>(submitted).data.listing).toMatchObject({
      status: 'in_review',
      reviewKind: 'new',
    });
    expect(await isPublic(candidateId)).toBe(false);
    const told = await eventsOf('listing.submitted');
    expect(told.some((e) => e.params.candidate === 'Draft Worker')).toBe(true);

    expect((await call('POST', '/candidate/profile/listing', token)).statusCode).toBe(409);

    const approved = await decide(candidateId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await isPublic(candidateId)).toBe(true);
    const state = await stateOf(token);
    expect(state.listing.status).toBe('listed');
    expect(state.listing.reconfirmDueAt).toBe(
      new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    );
    const approvals = await actionsOn('candidate', candidateId);
    expect(approvals.map((a) => a.action)).toEqual(['approve']);
    expect(approvals[0]!.after).toMatchObject({ listingStatus: 'listed', location: 'Dubai' });
    const [owner] = await t.database.db
      .select({ id: candidates.userId })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    expect(
      (await eventsOf('listing.approved')).some((e) => e.recipientIds.includes(owner!.id!)),
    ).toBe(true);

    const card = body<{ data: { candidate: { activeAt: string | null; listedBy: unknown } } }>(
      await call('GET', `/candidates/${candidateId}`),
    ).data.candidate;
    expect(card.listedBy).toBeNull();
    expect(card.activeAt).toEqual(expect.any(String));
  });

  it('goes back to review when a public field changes, and is unpublished at once', async () => {
    const { token, candidateId } = await workerWithProfile('Changing Worker');
    await call('POST', '/candidate/profile/listing', token);
    await decide(candidateId, 'approve');
    expect(await isPublic(candidateId)).toBe(true);

    const saved = await call('PUT', '/candidate/profile', token, { ...FORM, location: 'Sharjah' });
    expect(saved.statusCode).toBe(200);
    expect((await stateOf(token)).listing).toMatchObject({
      status: 'in_review',
      reviewKind: 'change',
    });
    expect(await isPublic(candidateId)).toBe(false);
    const queue = body<{
      data: { items: { candidate: { id: number }; kind: string; changes: unknown[] }[] };
    }>(await call('GET', '/admin/moderation/reviews?pageSize=100', admin)).data.items;
    expect(queue.find((r) => r.candidate.id === candidateId)).toMatchObject({
      kind: 'change',
      changes: [{ field: 'location', before: 'Dubai', after: 'Sharjah' }],
    });

    await decide(candidateId, 'approve');
    expect(await isPublic(candidateId)).toBe(true);
    const off = await call('DELETE', '/candidate/profile/listing', token);
    expect(off.statusCode).toBe(200);
    expect((await stateOf(token)).listing.status).toBe('draft');
    expect(await isPublic(candidateId)).toBe(false);
    expect((await call('DELETE', '/candidate/profile/listing', token)).statusCode).toBe(409);
  });

  it('is refused under 18 by date of birth, changing nothing', async () => {
    const { token } = await workerWithProfile('Young Worker');
    const today = t.clock.now();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const refused = await call('PUT', '/candidate/profile', token, {
      ...FORM,
      dateOfBirth: seventeen,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ error: { fields: { dateOfBirth: expect.any(String) } } });
    expect((await stateOf(token)).profile.dateOfBirth).toBe(FORM.dateOfBirth);
  });

  it('names what is missing, and refuses an unverified worker', async () => {
    const email = `unverified-${++counter}@example.com`;
    await postSignUp(t.app, {
      name: 'Unverified Worker',
      email,
      password: 'long enough pw',
      role: 'candidate',
    });
    const token = body<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'long enough pw' },
      }),
    ).token;
    expect((await call('PUT', '/candidate/profile', token, FORM)).statusCode).toBe(200);
    const refused = await call('POST', '/candidate/profile/listing', token);
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      error: {
        messageId: 'listing.verifyEmailFirst',
        fields: { email: expect.any(String), image: expect.any(String) },
      },
    });
    expect((await stateOf(token)).listing.status).toBe('draft');
  });
});

describe('moderation', () => {
  it('requires a reason to reject or request changes, which the worker sees', async () => {
    const { token, candidateId } = await workerWithProfile('Reviewed Worker');
    await call('POST', '/candidate/profile/listing', token);
    expect((await decide(candidateId, 'reject')).statusCode).toBe(400);
    expect((await decide(candidateId, 'request_changes', 'Add a clearer photo')).statusCode).toBe(
      200,
    );
    expect((await stateOf(token)).listing).toMatchObject({
      status: 'changes_requested',
      reason: 'Add a clearer photo',
    });
    const told = (await eventsOf('listing.changes_requested')).find(
      (e) => e.params.candidate === 'Reviewed Worker',
    );
    expect(told?.params.reason).toBe('Add a clearer photo');

    await call('POST', '/candidate/profile/listing', token);
    expect((await decide(candidateId, 'reject', 'Not a domestic worker profile')).statusCode).toBe(
      200,
    );
    expect((await stateOf(token)).listing).toMatchObject({
      status: 'rejected',
      reason: 'Not a domestic worker profile',
    });
    expect((await actionsOn('candidate', candidateId)).map((a) => [a.action, a.reason])).toEqual([
      ['request_changes', 'Add a clearer photo'],
      ['reject', 'Not a domestic worker profile'],
    ]);
  });

  it('is for admins only', async () => {
    const { token } = await workerWithProfile('Not A Moderator');
    expect((await call('GET', '/admin/moderation/reviews', agency)).statusCode).toBe(403);
    expect((await call('GET', '/admin/moderation/reviews', token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/moderation/reviews')).statusCode).toBe(401);
  });

  it('hides and unhides any profile, with the reason recorded and told', async () => {
    const { token, candidateId } = await workerWithProfile('Hidden Worker');
    await call('POST', '/candidate/profile/listing', token);
    await decide(candidateId, 'approve');
    const hidden = await call('POST', `/admin/moderation/candidates/${candidateId}/hide`, admin, {
      reason: 'Asked families for money',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await isPublic(candidateId)).toBe(false);
    expect((await stateOf(token)).listing).toMatchObject({
      status: 'hidden',
      reason: 'Asked families for money',
    });
    expect((await call('POST', '/candidate/profile/listing', token)).statusCode).toBe(409);
    expect(
      (
        await call('POST', `/admin/moderation/candidates/${candidateId}/hide`, admin, {
          reason: '',
        })
      ).statusCode,
    ).toBe(400);

    expect(
      (await call('POST', `/admin/moderation/candidates/${candidateId}/unhide`, admin, {}))
        .statusCode,
    ).toBe(200);
    expect(await isPublic(candidateId)).toBe(true);
    expect((await actionsOn('candidate', candidateId)).map((a) => a.action)).toEqual([
      'approve',
      'hide',
      'unhide',
    ]);
    expect(
      (await eventsOf('listing.hidden')).some(
        (e) => e.params.reason === 'Asked families for money',
      ),
    ).toBe(true);
  });

  it('deactivates an account (its sessions end) and reactivates it, never its own', async () => {
    const { token, userId } = await workerWithProfile('Deactivated Worker');
    const off = await call('POST', `/admin/moderation/users/${userId}/deactivate`, admin, {
      reason: 'Fake identity',
    });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/candidate/profile', token)).statusCode).toBe(401);
    const [user] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    expect(user!.status).toBe('INACTIVE');
    expect(
      (
        await call('POST', `/admin/moderation/users/${userId}/deactivate`, admin, {
          reason: 'again',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/admin/moderation/users/${userId}/reactivate`, admin, {})).statusCode,
    ).toBe(200);
    expect((await actionsOn('user', userId)).map((a) => [a.action, a.reason])).toEqual([
      ['deactivate_account', 'Fake identity'],
      ['reactivate_account', null],
    ]);
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('admin')));
    expect(
      (await call('POST', `/admin/moderation/users/${me!.id}/deactivate`, admin, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('agency listings', () => {
  const photo = '/images/candidates/grace-wanjiku.svg';
  const LISTING = {
    salaryBand: '2000-2500',
    visa: 'Own Visa',
    contactRoute: 'agency',
    noFeeTaken: true,
  };

  async function agencyCandidate(form = managedCandidateForm({ fullImage: photo })) {
    const created = await call('POST', '/agency/candidates', agency, form);
    expect(created.statusCode, created.body).toBe(201);
    return body<{ data: { candidate: { id: number } } }>(created).data.candidate.id;
  }

  it('publishes its own candidate through review, shown as Listed by it, reached on its numbers', async () => {
    const id = await agencyCandidate();
    const published = await call('POST', `/agency/candidates/${id}/listing`, agency, LISTING);
    expect(published.statusCode, published.body).toBe(200);
    expect(
      body<{ data: { candidate: { listing: { status: string; missing: string[] } } } }>(published)
        .data.candidate.listing,
    ).toMatchObject({
      status: 'in_review',
      missing: [],
    });
    await decide(id, 'approve');
    const shown = body<{ data: { candidate: { listedBy: { id: number; name: string } } } }>(
      await call('GET', `/candidates/${id}`),
    ).data.candidate;
    expect(shown.listedBy).toMatchObject({ id: 1 });
    const page = body<{ data: { agency: { id: number }; candidates: { id: number }[] } }>(
      await call('GET', '/agency-pages/1'),
    ).data;
    expect(page.candidates.map((c) => c.id)).toContain(id);

    const off = await call('DELETE', `/agency/candidates/${id}/listing`, agency);
    expect(off.statusCode).toBe(200);
    expect(await isPublic(id)).toBe(false);
  });

  it('asks an agency once, on its first publish of her, to confirm it took no fee from her', async () => {
    const id = await agencyCandidate();
    const { noFeeTaken: _confirmed, ...unconfirmed } = LISTING;
    for (const payload of [unconfirmed, { ...unconfirmed, noFeeTaken: false }]) {
      const refused = await call('POST', `/agency/candidates/${id}/listing`, agency, payload);
      expect(refused.statusCode).toBe(400);
      expect(body(refused)).toMatchObject({
        error: {
          fields: {
            noFeeTaken:
              'Confirm that your agency took no fee or commission from her: a worker never pays to be placed.',
          },
        },
      });
    }
    const refusedRow = (
      await t.database.db.select().from(candidates).where(eq(candidates.id, id))
    )[0]!;
    expect(refusedRow).toMatchObject({
      listingStatus: 'draft',
      noFeeConfirmedAt: null,
      contactRoute: null,
    });

    const published = await call('POST', `/agency/candidates/${id}/listing`, agency, LISTING);
    expect(published.statusCode, published.body).toBe(200);
    const confirmedAt = body<{ data: { candidate: { listing: { noFeeConfirmedAt: string } } } }>(
      published,
    ).data.candidate.listing.noFeeConfirmedAt;
    expect(confirmedAt).toBe(t.clock.now().toISOString());
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, id));
    const me = body<{ user: { id: number } }>(await call('GET', '/auth/me', agency)).user;
    expect(row!.noFeeConfirmedBy).toBe(me.id);
    // Asked once: a later publish of her (a change) needs no confirmation again.
    expect((await call('DELETE', `/agency/candidates/${id}/listing`, agency)).statusCode).toBe(200);
    expect(
      (await call('POST', `/agency/candidates/${id}/listing`, agency, unconfirmed)).statusCode,
    ).toBe(200);
    // An admin publishing a candidate is not asked.
    const byAdmin = await agencyCandidate();
    expect(
      (await call('POST', `/admin/candidates/${byAdmin}/listing`, admin, unconfirmed)).statusCode,
    ).toBe(200);
  });

  it('refuses an incomplete or under-18 candidate with what is missing', async () => {
    const id = await agencyCandidate(managedCandidateForm({ fullImage: null, about: '' }));
    const refused = await call('POST', `/agency/candidates/${id}/listing`, agency, LISTING);
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      error: {
        messageId: 'listing.incomplete',
        fields: { photo: expect.any(String), description: expect.any(String) },
      },
    });
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row!.listingStatus).toBe('draft');
  });

  async function listedAgencyCandidate() {
    const id = await agencyCandidate();
    expect(
      (await call('POST', `/agency/candidates/${id}/listing`, agency, LISTING)).statusCode,
    ).toBe(200);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect(await isPublic(id)).toBe(true);
    return id;
  }

  const edit = (id: number, overrides: Parameters<typeof managedCandidateForm>[0]) =>
    call(
      'PUT',
      `/agency/candidates/${id}`,
      agency,
      managedCandidateForm({ fullImage: photo, ...overrides }),
    );

  const statusOf = async (id: number) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.id, id)))[0]!.listingStatus;

  it('never lists an edit that left her incomplete when the change is approved', async () => {
    const id = await listedAgencyCandidate();
    expect((await edit(id, { about: '' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('in_review');
    const approved = await decide(id, 'approve');
    expect(approved.statusCode).toBe(400);
    expect(body(approved)).toMatchObject({
      error: { messageId: 'listing.incomplete', fields: { description: expect.any(String) } },
    });
    expect(await statusOf(id)).toBe('in_review');
    expect(await isPublic(id)).toBe(false);
  });

  it('unhides an incomplete profile to draft, not to the list', async () => {
    const id = await listedAgencyCandidate();
    const hide = await call('POST', `/admin/moderation/candidates/${id}/hide`, admin, {
      reason: 'Check her photo',
    });
    expect(hide.statusCode).toBe(200);
    expect((await edit(id, { about: '' })).statusCode).toBe(200);
    const unhide = await call('POST', `/admin/moderation/candidates/${id}/unhide`, admin, {});
    expect(unhide.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('draft');
    expect(await isPublic(id)).toBe(false);
  });

  it('unhides a profile changed since its approval into a change review, not onto the list', async () => {
    const id = await listedAgencyCandidate();
    expect(
      (
        await call('POST', `/admin/moderation/candidates/${id}/hide`, admin, {
          reason: 'Check her text',
        })
      ).statusCode,
    ).toBe(200);
    expect((await edit(id, { about: 'Rewritten while hidden.' })).statusCode).toBe(200);
    const unhide = await call('POST', `/admin/moderation/candidates/${id}/unhide`, admin, {});
    expect(unhide.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('in_review');
    expect(await isPublic(id)).toBe(false);
    const queue = body<{
      data: { items: { candidate: { id: number }; kind: string; changes: { field: string }[] }[] };
    }>(await call('GET', '/admin/moderation/reviews?pageSize=100', admin)).data.items;
    const review = queue.find((item) => item.candidate.id === id);
    expect(review).toMatchObject({ kind: 'change' });
    expect(review!.changes.map((change) => change.field)).toContain('description');
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect(await isPublic(id)).toBe(true);
  });

  it("lets agency B neither see nor publish agency A's candidate", async () => {
    const id = await agencyCandidate();
    const other = await createOtherAgency(t, `owner-${++counter}@agency-b.example.com`);
    expect((await call('GET', `/agency/candidates/${id}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('POST', `/agency/candidates/${id}/listing`, other.token, LISTING)).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row!.listingStatus).toBe('draft');
  });

  it('an admin publishes any candidate at once, recorded as approved', async () => {
    const id = await agencyCandidate();
    const listed = await call('POST', `/admin/candidates/${id}/listing`, admin, {
      ...LISTING,
      contactRoute: 'own',
    });
    expect(listed.statusCode).toBe(400);
    await t.database.db
      .insert(candidateContacts)
      .values({ candidateId: id, phone: '+971 501112233', whatsapp: '+971 501112233' });
    const again = await call('POST', `/admin/candidates/${id}/listing`, admin, {
      ...LISTING,
      contactRoute: 'own',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await isPublic(id)).toBe(true);
    expect((await actionsOn('candidate', id)).map((a) => a.action)).toEqual(['approve']);
  });
});

describe('reports', () => {
  it('lets a family report a profile once while open; an admin resolves it', async () => {
    const family = await signIn(t.app, demoEmail('client'));
    const listed = await workerWithProfile('Reported Worker');
    await call('POST', '/candidate/profile/listing', listed.token);
    await decide(listed.candidateId, 'approve');
    const filed = await call('POST', `/candidates/${listed.candidateId}/reports`, family, {
      reason: 'unreachable',
      note: 'No answer for a week',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // The family hears of her own report only: nothing of the profile's moderation or account.
    expect(Object.keys(body<{ data: { report: object } }>(filed).data.report).sort()).toEqual([
      'createdAt',
      'id',
      'note',
      'reason',
      'state',
    ]);
    const reportId = body<{ data: { report: { id: number } } }>(filed).data.report.id;
    expect(
      (
        await call('POST', `/candidates/${listed.candidateId}/reports`, family, {
          reason: 'already_hired',
        })
      ).statusCode,
    ).toBe(409);
    expect((await eventsOf('report.received')).length).toBeGreaterThan(0);
    expect(
      (
        await call('POST', `/candidates/${listed.candidateId}/reports`, agency, {
          reason: 'unreachable',
        })
      ).statusCode,
    ).toBe(403);

    type Queue = {
      data: { items: { id: number; candidate: { account: { userId: number; status: string } } }[] };
    };
    const accountInQueue = async (id: number) =>
      body<Queue>(await call('GET', '/admin/moderation/reports', admin)).data.items.find(
        (r) => r.id === id,
      )?.candidate.account;
    // The admin sees the worker's own account with the report.
    expect(await accountInQueue(reportId)).toEqual({ userId: listed.userId, status: 'ACTIVE' });
    const resolved = await call('POST', `/admin/moderation/reports/${reportId}/resolution`, admin, {
      outcome: 'dismiss',
      note: 'Reached her today',
    });
    expect(resolved.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/admin/moderation/reports/${reportId}/resolution`, admin, {
          outcome: 'uphold',
          note: 'x',
        })
      ).statusCode,
    ).toBe(409);
    expect((await actionsOn('report', reportId)).map((a) => a.action)).toEqual(['dismiss_report']);
    const again = await call('POST', `/candidates/${listed.candidateId}/reports`, family, {
      reason: 'already_hired',
    });
    expect(again.statusCode).toBe(201);
    const againId = body<{ data: { report: { id: number } } }>(again).data.report.id;
    // Deactivated from the queue, her account shows so there, and her profile leaves the site.
    expect(
      (
        await call('POST', `/admin/moderation/users/${listed.userId}/deactivate`, admin, {
          reason: 'Asked a family for a fee',
        })
      ).statusCode,
    ).toBe(200);
    expect(await accountInQueue(againId)).toEqual({ userId: listed.userId, status: 'INACTIVE' });
    expect(await isPublic(listed.candidateId)).toBe(false);
    expect(
      (await call('POST', `/admin/moderation/users/${listed.userId}/reactivate`, admin, {}))
        .statusCode,
    ).toBe(200);
    expect(await accountInQueue(againId)).toEqual({ userId: listed.userId, status: 'ACTIVE' });
  });
});

describe('what families do, told to the worker', () => {
  it('tells her when a family shortlists her and when an interview is set', async () => {
    const listed = await workerWithProfile('Shortlisted Worker');
    await call('POST', '/candidate/profile/listing', listed.token);
    await decide(listed.candidateId, 'approve');
    const family = await signIn(t.app, demoEmail('client'));
    const added = await call('POST', '/employer/pipeline', family, {
      candidateId: listed.candidateId,
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const entryId = body<{ data: { candidate: { id: number } } }>(added).data.candidate.id;
    const mine = async (type: string) =>
      (await eventsOf(type)).filter((e) => e.params.candidate === 'Shortlisted Worker');
    expect((await mine('candidate.shortlisted')).map((e) => e.recipientIds)).toEqual([
      [listed.userId],
    ]);

    const moved = await call('PATCH', `/employer/pipeline/${entryId}`, family, {
      status: 'interview',
      interviewDate: '2030-01-15',
      interviewTime: '10:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await mine('interview.scheduled')).map((e) => e.params.date)).toEqual(['2030-01-15']);
  });
});

describe('freshness', () => {
  it('reminds once on day 25, goes stale on day 30, and reconfirming lists it again', async () => {
    const { token, candidateId, email } = await workerWithProfile('Fresh Worker');
    await call('POST', '/candidate/profile/listing', token);
    await decide(candidateId, 'approve');
    const deps = { db: t.database.db, clock: t.clock, jobs: idleQueue };
    const mine = async (type: string) =>
      (await eventsOf(type)).filter((e) => e.params.candidate === 'Fresh Worker');

    t.clock.advance(24 * DAY);
    await runListingFreshness(deps);
    expect(await mine('listing.reconfirm_reminder')).toHaveLength(0);

    t.clock.advance(1 * DAY + 60_000);
    await runListingFreshness(deps);
    await runListingFreshness(deps);
    expect(await mine('listing.reconfirm_reminder')).toHaveLength(1);
    expect(await isPublic(candidateId)).toBe(true);

    t.clock.advance(5 * DAY);
    await Promise.all([runListingFreshness(deps), runListingFreshness(deps)]);
    expect(await mine('listing.hidden')).toHaveLength(1);
    const [stale] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    expect(stale).toMatchObject({ listingStatus: 'stale', isPublished: false });
    expect(await isPublic(candidateId)).toBe(false);

    // Her session ended with the month that passed: she signs in again to reconfirm.
    const token2 = await signIn(t.app, email, 'long enough pw');
    expect((await call('POST', '/candidate/profile/listing/reconfirm', token2)).statusCode).toBe(
      200,
    );
    expect((await stateOf(token2)).listing.status).toBe('listed');
    expect(await isPublic(candidateId)).toBe(true);
  });
});

describe('counts from data', () => {
  it('answers the listed total and the count per nationality', async () => {
    const counts = body<{ data: { total: number; nationalities: { count: number }[] } }>(
      await call('GET', '/candidates/counts'),
    ).data;
    const list = body<{ data: { total: number } }>(await call('GET', '/candidates')).data;
    expect(counts.total).toBe(list.total);
    expect(counts.nationalities.reduce((sum, n) => sum + n.count, 0)).toBe(counts.total);
  });
});
