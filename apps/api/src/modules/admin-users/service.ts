import type {
  AdminUser,
  AdminUserForm,
  AdminUserPatch,
  AdminUsersPage,
  AdminUsersQuery,
} from '@bayti/data/contract';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { backOfficeUsers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import { uaeDay } from '../../uae-calendar';

const u = backOfficeUsers;
const listColumns = {
  id: u.id,
  userName: u.name,
  department: u.department,
  email: u.email,
  phone: u.mobile,
  createdAt: u.createdAt,
  status: u.status,
};

const asUser = ({ createdAt, ...row }: { createdAt: Date } & Omit<AdminUser, 'createdOn'>) => ({
  ...row,
  createdOn: uaeDay(createdAt),
});

/** The back-office users directory of the admin dashboard. */
export class AdminUserService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminUsersQuery): Promise<AdminUsersPage> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      pattern
        ? or(ilike(u.name, pattern), ilike(u.email, pattern), ilike(u.mobile, pattern))
        : undefined,
      query.status ? eq(u.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(listColumns)
        .from(u)
        .where(where)
        .orderBy(asc(u.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(u).where(where),
    ]);
    return {
      items: rows.map(asUser),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Add User: the PIN is kept only as an Argon2id hash, like passwords. */
  async create(form: AdminUserForm): Promise<AdminUser> {
    const now = this.clock.now();
    const pinHash = await hashPassword(form.pin);
    try {
      const [row] = await this.db
        .insert(u)
        .values({
          name: form.name,
          department: form.department,
          mobile: form.mobile,
          email: form.email,
          status: form.status,
          pinHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning(listColumns);
      if (!row) throw new Error('Insert returned no row');
      return asUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('users.emailTaken');
      throw error;
    }
  }

  /** Edit User: only the fields sent change. */
  async update(id: number, patch: AdminUserPatch): Promise<AdminUser> {
    if (!fitsIntegerColumn(id)) throw notFound('users.notFound');
    const { name, department, mobile, email, status } = patch;
    try {
      const [row] = await this.db
        .update(u)
        .set({ name, department, mobile, email, status, updatedAt: this.clock.now() })
        .where(eq(u.id, id))
        .returning(listColumns);
      if (!row) throw notFound('users.notFound');
      return asUser(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('users.emailTaken');
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound('users.notFound');
    const [row] = await this.db.delete(u).where(eq(u.id, id)).returning({ id: u.id });
    if (!row) throw notFound('users.notFound');
  }
}
