import {
  agencyStageForEmployerStage,
  EMPLOYER_DOCUMENT_STAGES,
  type EmployerDocumentStage,
  type EmployerRecruitmentsPage,
  type EmployerRecruitmentsQuery,
  type RecruitmentRecord,
  type RecruitmentStageCounts,
} from '@bayti/data/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { candidates, recruitments } from '../../db/schema';
import { notFound } from '../../errors';

const r = recruitments;
const c = candidates;

const recordColumns = {
  id: r.id,
  candidateId: r.candidateId,
  name: c.name,
  nationality: c.nationality,
  status: r.stage,
  appliedDate: r.startedOn,
};

/** Recruitments per document stage, plus all. */
export function countByStage(
  rows: { stage: EmployerDocumentStage; n: number }[],
): RecruitmentStageCounts {
  const counts: RecruitmentStageCounts = {
    all: 0,
    offerLetter: 0,
    medical: 0,
    otherDocuments: 0,
    visa: 0,
    ticket: 0,
    pregnancyTest: 0,
  };
  for (const stage of EMPLOYER_DOCUMENT_STAGES) {
    counts[stage] = rows.find((row) => row.stage === stage)?.n ?? 0;
    counts.all += counts[stage];
  }
  return counts;
}

/** Recruitments of hired candidates: the family reads them, the agency or an admin moves them. */
export class RecruitmentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The family's Recruitments table: stage tab, search by name or nationality, newest first. */
  async list(
    familyId: number,
    query: EmployerRecruitmentsQuery,
  ): Promise<EmployerRecruitmentsPage> {
    const where: SQL | undefined = and(
      eq(r.familyId, familyId),
      query.search
        ? or(
            ilike(c.name, containsPattern(query.search)),
            ilike(c.nationality, containsPattern(query.search)),
          )
        : undefined,
    );
    const offset = (query.page - 1) * query.pageSize;
    const [items, grouped] = await Promise.all([
      this.db
        .select(recordColumns)
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(and(where, query.stage ? eq(r.stage, query.stage) : undefined))
        .orderBy(desc(r.startedAt), desc(r.id))
        .limit(query.pageSize)
        .offset(offset),
      this.db
        .select({ stage: r.stage, n: count() })
        .from(r)
        .innerJoin(c, eq(c.id, r.candidateId))
        .where(where)
        .groupBy(r.stage),
    ]);
    const counts = countByStage(grouped);
    return {
      items,
      counts,
      total: query.stage ? counts[query.stage] : counts.all,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Sets the document stage. An admin may move any recruitment; agency owners and staff only
   * those of workers their agency manages. Others' recruitments answer not found.
   */
  async setStage(
    user: SessionUser,
    id: number,
    stage: EmployerDocumentStage,
  ): Promise<RecruitmentRecord> {
    if (!fitsIntegerColumn(id)) throw notFound('recruitments.notFound');
    const scope =
      user.role === 'admin'
        ? undefined
        : user.agencyId === null
          ? sql`false`
          : eq(c.agencyId, user.agencyId);
    const [visible] = await this.db
      .select({ id: r.id })
      .from(r)
      .innerJoin(c, eq(c.id, r.candidateId))
      .where(and(eq(r.id, id), scope));
    if (!visible) throw notFound('recruitments.notFound');
    // The family's stage is derived from the agency's (AGENCY_TO_EMPLOYER_STAGE): land on the
    // first agency stage of that document stage, unless the recruitment is already in one of them.
    await this.db
      .update(r)
      .set({
        agencyStage: sql`case when ${r.stage} = ${stage} then ${r.agencyStage} else ${agencyStageForEmployerStage(stage)} end`,
        updatedAt: this.clock.now(),
      })
      .where(eq(r.id, id));
    const [record] = await this.db
      .select(recordColumns)
      .from(r)
      .innerJoin(c, eq(c.id, r.candidateId))
      .where(eq(r.id, id));
    if (!record) throw notFound('recruitments.notFound');
    return record;
  }
}
