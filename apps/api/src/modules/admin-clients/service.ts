import {
  CLIENT_STAGES,
  type AdminClient,
  type AdminClientDetail,
  type AdminClientsPage,
  type AdminClientsQuery,
  type AdminClientStatusBody,
  type ClientStage,
  type PipelineEntryStatus,
} from '@bayti/data/contract';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { employerProfiles, pipelineEntries, recruitments, sessions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { uaeDay } from '../../uae-calendar';

const columns = {
  id: users.id,
  name: users.name,
  country: users.country,
  email: users.email,
  status: users.clientStatus,
  updatedAt: users.updatedAt,
  avatar: users.avatar,
  mobile: employerProfiles.mobile,
  age: employerProfiles.age,
  gender: employerProfiles.gender,
  address: employerProfiles.address,
};

interface ClientRow extends Omit<AdminClient, 'updatedOn' | 'mobile' | 'address'> {
  updatedAt: Date;
  mobile: string | null;
  address: string | null;
}

const toClient = (row: ClientRow): AdminClient => ({
  id: row.id,
  name: row.name,
  country: row.country,
  mobile: row.mobile ?? '',
  email: row.email,
  status: row.status,
  updatedOn: uaeDay(row.updatedAt),
  age: row.age ?? null,
  gender: row.gender ?? null,
  address: row.address || null,
  avatar: row.avatar,
});

/** The pipeline status each stage counts (Deployed comes from the recruitments). */
const STAGE_OF_STATUS: Record<PipelineEntryStatus, ClientStage> = {
  shortlisted: 'Shortlisted',
  interview: 'Interviewed',
  selected: 'Selected',
  hired: 'Hired',
  rejected: 'Rejected',
  returned: 'Returned',
  replaced: 'Replaced',
};

const isClient = eq(users.role, 'client');

/** The admin's Clients: the families (role client), their standing and their pipelines. */
export class AdminClientService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(query: AdminClientsQuery): Promise<AdminClientsPage> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      isClient,
      query.group === 'hold-resume' ? inArray(users.clientStatus, ['Hold', 'Resume']) : undefined,
      query.group === 'suspended' ? eq(users.clientStatus, 'Suspended') : undefined,
      query.country ? eq(users.country, query.country) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.country, pattern)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(columns)
        .from(users)
        .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
        .where(where)
        .orderBy(desc(users.updatedAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return {
      items: rows.map(toClient),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<AdminClientDetail> {
    if (!fitsIntegerColumn(id)) throw notFound('clients.notFound');
    const [row] = await this.db
      .select({ ...columns, accountStatus: users.status })
      .from(users)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      .where(and(eq(users.id, id), isClient))
      .limit(1);
    if (!row) throw notFound('clients.notFound');
    const [statuses, [deployed]] = await Promise.all([
      this.db
        .select({ status: pipelineEntries.status, n: count() })
        .from(pipelineEntries)
        .where(eq(pipelineEntries.familyId, id))
        .groupBy(pipelineEntries.status),
      this.db
        .select({ n: count() })
        .from(recruitments)
        .where(and(eq(recruitments.familyId, id), eq(recruitments.agencyStage, 'deployed'))),
    ]);
    const stages = Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, 0])) as Record<
      ClientStage,
      number
    >;
    for (const { status, n } of statuses) stages[STAGE_OF_STATUS[status]] += n;
    stages.Deployed = deployed?.n ?? 0;
    return { ...toClient(row), stages, accountStatus: row.accountStatus };
  }

  /**
   * Hold, Resume or Suspended. Suspended also makes the account INACTIVE and ends its sessions,
   * so the family is signed out and cannot sign in; Hold and Resume make it ACTIVE again.
   */
  async setStatus(id: number, { status }: AdminClientStatusBody): Promise<AdminClientDetail> {
    if (!fitsIntegerColumn(id)) throw notFound('clients.notFound');
    const suspended = status === 'Suspended';
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({
          clientStatus: status,
          status: suspended ? 'INACTIVE' : 'ACTIVE',
          updatedAt: this.clock.now(),
        })
        .where(and(eq(users.id, id), isClient))
        .returning({ id: users.id });
      if (updated.length === 0) throw notFound('clients.notFound');
      if (suspended) await tx.delete(sessions).where(eq(sessions.userId, id));
    });
    return this.get(id);
  }
}
