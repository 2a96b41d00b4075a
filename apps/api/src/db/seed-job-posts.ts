import { eq } from 'drizzle-orm';
import { addDays, uaeDay } from '../uae-calendar';
import { jobPosts, users } from './schema';
import { DEMO_FAMILY_EMAIL } from './seed-employer';
import type { Transaction } from './transaction';

/**
 * Two approved jobs of the demo family on /jobs (docs/decisions/0034), so the list and the
 * family's Jobs are not empty on start. Their matching workers count as told already: a fresh
 * demo does not mail the seeded workers.
 */
export async function seedJobPosts(tx: Transaction, now: Date): Promise<void> {
  const [family] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_FAMILY_EMAIL))
    .limit(1);
  if (!family) return;
  const posted = addDays(now, -3);
  const approved = addDays(now, -2);
  const common = {
    familyId: family.id,
    status: 'open' as const,
    submittedAt: posted,
    publishedAt: approved,
    matchesNotifiedAt: approved,
    createdAt: posted,
    updatedAt: approved,
  };
  await tx.insert(jobPosts).values([
    {
      ...common,
      position: 'Nanny',
      workType: 'Live-in',
      emirate: 'Dubai',
      salaryMinAed: 2200,
      salaryMaxAed: 2800,
      startOn: uaeDay(addDays(now, 21)),
      duties:
        'Care for our two children (3 and 6): school runs, meals, bath and bedtime. Light tidying of their rooms.',
      dayOff: 'friday',
      accommodation: 'private_room',
      languages: ['English', 'Arabic'],
    },
    {
      ...common,
      position: 'Cook',
      workType: 'Live-out',
      emirate: 'Abu Dhabi',
      salaryMinAed: 3000,
      salaryMaxAed: 3500,
      startOn: uaeDay(addDays(now, 35)),
      duties: 'Lunch and dinner for a family of five; Arabic and Indian dishes; weekly shopping.',
      dayOff: 'sunday',
      accommodation: 'live_out',
      languages: ['English'],
    },
  ]);
}
