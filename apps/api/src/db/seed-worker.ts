import { SELF_PROFILE_SKILLS } from '@bayti/data/contract';
import { demoAccounts } from '@bayti/data/fixtures';
import { asc, eq } from 'drizzle-orm';
import { SEED_DOCUMENT } from '../storage/seed-files';
import type { Database } from './connection';
import { agencies, candidateDocuments, candidates, users } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Fixed so every seeded database is the same. */
const SEEDED_AT = new Date('2026-11-01T09:00:00Z');

/**
 * The worker side of the demo data, run by seedIfEmpty after the accounts exist:
 * - every fixture candidate is managed by a seeded agency, in turn by id (candidate 1 by agency 1,
 *   the demo agency account's), so agency access to documents can be tried;
 * - maid@demo.bayti.ae owns the fixture profile with her name (Maria Santos, complete, with a
 *   photo), with the self-profile values the public columns cannot hold;
 * - she has one sample document (its file is written to storage on first use, seed-files.ts).
 */
export async function seedWorkerData(tx: Tx): Promise<void> {
  const agencyIds = (
    await tx.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id))
  ).map((row) => row.id);
  const rows = await tx
    .select({ id: candidates.id, name: candidates.name, services: candidates.services })
    .from(candidates)
    .orderBy(asc(candidates.id));
  for (const [index, row] of rows.entries()) {
    const agencyId = agencyIds.length ? agencyIds[index % agencyIds.length] : null;
    await tx.update(candidates).set({ agencyId }).where(eq(candidates.id, row.id));
  }

  const account = demoAccounts.find((a) => a.role === 'candidate');
  if (!account) return;
  const [worker] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email.toLowerCase()))
    .limit(1);
  const profile = rows.find((row) => row.name === account.name);
  if (!worker || !profile) return;

  await tx
    .update(candidates)
    .set({
      userId: worker.id,
      gender: 'Female',
      visaStatus: 'Employment',
      selfSkills: profile.services.filter((s) =>
        (SELF_PROFILE_SKILLS as readonly string[]).includes(s),
      ),
      kids: [],
      immediateAvailable: false,
      isComplete: true,
      visible: true,
    })
    .where(eq(candidates.id, profile.id));

  await tx.insert(candidateDocuments).values({
    userId: worker.id,
    category: SEED_DOCUMENT.category,
    title: SEED_DOCUMENT.title,
    storageKey: SEED_DOCUMENT.key,
    contentType: SEED_DOCUMENT.contentType,
    sizeBytes: SEED_DOCUMENT.bytes.length,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });
}
