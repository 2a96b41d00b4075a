import { demoAccounts } from '@bayti/data/fixtures';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { listingBodyColumns, publicColumnsOf } from '../modules/managed-candidates/listing';
import { candidates, listingReviews, users } from './schema';
import type { Transaction } from './transaction';

/** The demo worker's date of birth (the fixtures' sample self profile has the same). */
export const DEMO_WORKER_BIRTH_DATE = '1997-05-12';

/** A photo every seeded in-review candidate can show (served with the portal's images). */
const SEEDED_PHOTO = '/images/candidates/grace-wanjiku.svg';

/**
 * The listing side of the demo data (docs/decisions/0022), run last by seedIfEmpty:
 * - the fixture profiles an agency manages are listed by it ("Listed by"), reached on their own
 *   numbers; the demo worker lists herself and has her date of birth;
 * - the demo agency's first own candidate is complete and waiting in the admin Review queue, so
 *   the queue is not empty on `npm start`.
 */
export async function seedListings(tx: Transaction, now: Date): Promise<void> {
  await tx
    .update(candidates)
    .set({ publisherAgencyId: candidates.agencyId, contactRoute: 'own' })
    .where(
      and(
        eq(candidates.listingStatus, 'listed'),
        isNull(candidates.userId),
        isNotNull(candidates.agencyId),
      ),
    );
  await tx
    .update(candidates)
    .set({ dateOfBirth: DEMO_WORKER_BIRTH_DATE })
    .where(isNotNull(candidates.userId));

  const agency = demoAccounts.find((a) => a.role === 'agency');
  if (!agency?.agencyId) return;
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, agency.email.toLowerCase()))
    .limit(1);
  const [first] = await tx
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.agencyId, agency.agencyId),
        isNotNull(candidates.managedProfile),
        eq(candidates.listingStatus, 'draft'),
      ),
    )
    .orderBy(asc(candidates.id))
    .limit(1);
  if (!first?.managedProfile) return;
  const profile = {
    ...first.managedProfile,
    fullImage: first.managedProfile.fullImage ?? SEEDED_PHOTO,
    about:
      first.managedProfile.about ||
      'Caring and organised, with years of experience looking after young children and keeping a family home.',
  };
  const withForm = { ...first, managedProfile: profile };
  await tx
    .update(candidates)
    .set({
      managedProfile: profile,
      ...publicColumnsOf(withForm),
      ...listingBodyColumns({ salaryBand: '2000-2500', visa: 'Own Visa', contactRoute: 'agency' }),
      publisherAgencyId: agency.agencyId,
      listingStatus: 'in_review',
      isPublished: false,
      activeAt: now,
    })
    .where(eq(candidates.id, first.id));
  await tx.insert(listingReviews).values({
    candidateId: first.id,
    kind: 'new',
    submittedBy: owner?.id ?? null,
    submittedAt: now,
  });
}
