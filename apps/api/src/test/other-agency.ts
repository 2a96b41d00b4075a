import { agencies, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { signIn, type TestApp } from './harness';

export const OTHER_AGENCY_PASSWORD = 'other agency password';

/**
 * A second agency with its owner account, made by the test itself (agency B), so a test can
 * check that one agency never reaches another's rows. Returns the owner's token.
 */
export async function createOtherAgency(
  t: TestApp,
  email = 'owner@agency-b.example.com',
): Promise<{ agencyId: number; ownerId: number; token: string }> {
  const { db } = t.database;
  const [agency] = await db
    .insert(agencies)
    .values({ agencyName: 'Agency B', name: 'Agency B' })
    .returning({ id: agencies.id });
  const [owner] = await db
    .insert(users)
    .values({
      name: 'Agency B Owner',
      email,
      passwordHash: await hashPassword(OTHER_AGENCY_PASSWORD),
      role: 'agency',
      agencyId: agency!.id,
    })
    .returning({ id: users.id });
  const token = await signIn(t.app, email, OTHER_AGENCY_PASSWORD);
  return { agencyId: agency!.id, ownerId: owner!.id, token };
}
