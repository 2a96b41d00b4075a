import type { EmployerProfile } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { employerProfiles, users } from '../../db/schema';

/** What the dialog shows before the family has saved anything. */
export function blankEmployerProfile(user: Pick<SessionUser, 'name' | 'email'>): EmployerProfile {
  return {
    name: user.name,
    email: user.email,
    role: '',
    mobile: '',
    address: '',
    age: null,
    gender: null,
    maritalStatus: null,
    nationality: '',
    occupation: '',
    income: '',
    family: { spouseCount: 0, adults: [], kids: [], elders: [] },
    staff: { department: '', role: '', teamSize: 0, supervisor: '', joiningDate: null },
  };
}

/** The Edit Profile dialog (Profile, Family and Staff Details) of a family. */
export class EmployerProfileService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<EmployerProfile> {
    const [row] = await this.db
      .select({ name: users.name, accountEmail: users.email, profile: employerProfiles })
      .from(users)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw new Error(`No account ${userId}`);
    if (!row.profile) return blankEmployerProfile({ name: row.name, email: row.accountEmail });
    const { userId: _userId, updatedAt: _updatedAt, ...profile } = row.profile;
    return { name: row.name, ...profile };
  }

  /** Saves every tab; the name is the account's, so the navigation bar shows it too. */
  async save(userId: number, profile: EmployerProfile): Promise<EmployerProfile> {
    const now = this.clock.now();
    const { name, ...details } = profile;
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
      await tx
        .insert(employerProfiles)
        .values({ userId, ...details, updatedAt: now })
        .onConflictDoUpdate({
          target: employerProfiles.userId,
          set: { ...details, updatedAt: now },
        });
    });
    return this.get(userId);
  }
}
