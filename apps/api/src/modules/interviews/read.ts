import type { Interview } from '@bayti/data/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { isoInstant } from '../../db/iso-instant';
import { candidates, interviews, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

const i = interviews;
const family = alias(users, 'interview_family');

const columns = {
  id: i.id,
  pipelineEntryId: i.pipelineEntryId,
  candidate: sql<
    Interview['candidate']
  >`json_build_object('id', ${candidates.id}, 'name', ${candidates.name})`,
  family: sql<Interview['family']>`json_build_object('id', ${family.id}, 'name', ${family.name})`,
  status: i.status,
  mode: i.mode,
  place: i.place,
  videoUrl: i.videoUrl,
  // Each instant as the contract writes them: ISO 8601 in UTC.
  slots: sql<
    string[]
  >`array(select to_char(slot at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from unnest(${i.slots}) as slot order by slot)`,
  agreedAt: isoInstant<string | null>(i.agreedAt),
  durationMinutes: i.durationMinutes,
  declineNote: i.declineNote,
  createdAt: isoInstant(i.createdAt),
  answeredAt: isoInstant<string | null>(i.answeredAt),
};

/** Interviews matching `where`, as the contract writes them: open ones first, then newest. */
export async function readInterviews(
  db: Database | Transaction,
  where: SQL | undefined,
): Promise<Interview[]> {
  return db
    .select(columns)
    .from(i)
    .innerJoin(candidates, eq(candidates.id, i.candidateId))
    .innerJoin(family, eq(family.id, i.familyId))
    .where(where)
    .orderBy(sql`(${i.status} in ('proposed', 'agreed')) desc`, desc(i.createdAt), desc(i.id));
}

/** One interview, read back after a change. */
export async function readInterview(db: Database | Transaction, id: number): Promise<Interview> {
  const [interview] = await readInterviews(db, and(eq(i.id, id)));
  if (!interview) throw new Error(`interview ${id} vanished`);
  return interview;
}
