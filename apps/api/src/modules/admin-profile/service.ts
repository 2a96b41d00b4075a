import { type ChangeAdminPinBody } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { backOfficeUsers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { validationError } from '../../errors';

const u = backOfficeUsers;

/** The department of an admin's directory entry made by a first Change PIN. */
export const ADMIN_DEPARTMENT = 'Administration';

/**
 * Change PIN in the admin header. The PIN is a back-office one, so it lives where back-office
 * PINs live: on the admin's entry in the back-office directory (back_office_users, the Users
 * list), matched by the sign-in email, hashed with Argon2id like Add User's. That needs no column
 * on `users` (sign-in accounts of every role), and an admin already listed under Users keeps one
 * PIN. The first change creates the entry (no current PIN to check); later ones need the current
 * PIN.
 */
export class AdminProfileService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async changePin(admin: SessionUser, body: ChangeAdminPinBody): Promise<void> {
    const pinHash = await hashPassword(body.newPin);
    const email = admin.email.toLowerCase();
    for (let attempt = 0; ; attempt += 1) {
      const [entry] = await this.db
        .select({ id: u.id, pinHash: u.pinHash })
        .from(u)
        .where(eq(u.email, email));
      const now = this.clock.now();
      if (entry) {
        const current = body.currentPin ?? '';
        if (!(await verifyPassword(entry.pinHash, current))) {
          throw validationError({ currentPin: 'pin.currentWrong' });
        }
        await this.db.update(u).set({ pinHash, updatedAt: now }).where(eq(u.id, entry.id));
        return;
      }
      try {
        await this.db.insert(u).values({
          name: admin.name,
          department: ADMIN_DEPARTMENT,
          mobile: '',
          email,
          pinHash,
          status: 'ACTIVE',
          createdAt: now,
          updatedAt: now,
        });
        return;
      } catch (error) {
        // Added at the same moment by another request: check against that entry instead.
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }
}
