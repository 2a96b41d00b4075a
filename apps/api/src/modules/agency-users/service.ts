import type {
  AgencyStaff,
  AgencyUsersPage,
  AgencyUsersQuery,
  CreateAgencyUser,
  UpdateAgencyUser,
} from '@bayti/data/contract';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { SessionService } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../errors';
import { uaeDay } from '../../uae-calendar';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  createdAt: users.createdAt,
};

const asStaff = ({
  createdAt,
  ...row
}: { createdAt: Date } & Omit<AgencyStaff, 'joiningDate'>) => ({
  ...row,
  joiningDate: uaeDay(createdAt),
});

/** The caller: a member (owner or staff) of one agency. */
export interface AgencyMember {
  userId: number;
  agencyId: number;
}

/** PostgreSQL's foreign_key_violation, however the driver wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  )
    if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}

/**
 * The agency dashboard's Users: staff sign-in accounts of one agency (docs/decisions/0008).
 * Every account made here is `staff` of the caller's agency; the owner's account and accounts
 * of other agencies are never found, so they can be neither read nor changed.
 */
export class AgencyUserService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  /** Staff of the agency: the only rows any call here may touch. */
  private staffOf(agencyId: number) {
    return and(eq(users.agencyId, agencyId), eq(users.role, 'staff'));
  }

  /** 404 unless the account is staff of the agency (never the owner, never another agency's). */
  private async assertStaff(agencyId: number, id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), this.staffOf(agencyId)))
      .limit(1);
    if (!row) throw notFound('users.notFound');
  }

  async list(agencyId: number, query: AgencyUsersQuery): Promise<AgencyUsersPage> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      this.staffOf(agencyId),
      pattern
        ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
        : undefined,
      query.status ? eq(users.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return {
      items: rows.map(asStaff),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async create(member: AgencyMember, form: CreateAgencyUser): Promise<AgencyStaff> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(form.password);
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          name: form.name,
          email: form.email,
          phone: form.phone ?? null,
          passwordHash,
          role: 'staff',
          agencyId: member.agencyId,
          status: form.status,
          createdAt: now,
          updatedAt: now,
        })
        .returning(columns);
      if (!row) throw new Error('Insert returned no row');
      return asStaff(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('auth.emailTaken');
      throw error;
    }
  }

  /** Only the fields sent change. INACTIVE or a new password ends the account's sessions. */
  async update(
    member: AgencyMember,
    id: number,
    patch: UpdateAgencyUser,
    /** The caller's own session, kept when a member changes his own password. */
    callerSession?: string,
  ): Promise<AgencyStaff> {
    if (!fitsIntegerColumn(id)) throw notFound('users.notFound');
    await this.assertStaff(member.agencyId, id);
    const self = id === member.userId;
    if (self && patch.status === 'INACTIVE') throw conflict('staff.ownAccount');
    const { name, email, phone, status, password } = patch;
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ name, email, phone, status, passwordHash, updatedAt: this.clock.now() })
          .where(and(eq(users.id, id), this.staffOf(member.agencyId)))
          .returning(columns);
        if (!row) throw notFound('users.notFound');
        if (status === 'INACTIVE' || passwordHash !== undefined) {
          await this.sessions.revokeAllOf(id, { db: tx, except: self ? callerSession : undefined });
        }
        return asStaff(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('auth.emailTaken');
      throw error;
    }
  }

  async remove(member: AgencyMember, id: number): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound('users.notFound');
    await this.assertStaff(member.agencyId, id);
    if (id === member.userId) throw conflict('staff.ownAccount');
    try {
      const [row] = await this.db
        .delete(users)
        .where(and(eq(users.id, id), this.staffOf(member.agencyId)))
        .returning({ id: users.id });
      if (!row) throw notFound('users.notFound');
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('staff.inUse');
      throw error;
    }
  }
}
