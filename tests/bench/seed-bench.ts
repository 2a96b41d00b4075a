/**
 * Inserts the generated bench data into a database the app has already migrated and seeded
 * (openDatabase + migrate + seedIfEmpty): multi-row inserts in batches, explicit ids, then the
 * identity sequences moved past them.
 */
import { isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../apps/api/src/auth/passwords.ts';
import type { Database } from '../../apps/api/src/db/connection.ts';
import {
  agencies,
  candidateContacts,
  candidateDocuments,
  candidates,
  conversationMessages,
  conversations,
  pipelineEntries,
  recruitments,
  users,
} from '../../apps/api/src/db/schema/index.ts';
import { BENCH_PASSWORD, generate, type BenchData, type IdBases } from './generate.ts';
import { generateConversations, HEAVY_AGENCY_EMAIL } from './generate-conversations.ts';

/** Rows per INSERT: ~40 columns each stays far below PostgreSQL's 65 535 parameters. */
const BATCH = 1000;

/** The first column of the first row (both drivers answer `{ rows }`). */
async function scalar(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
}

const maxId = (db: Database, table: string) =>
  scalar(db, sql`select coalesce(max(id), 0) from ${sql.identifier(table)}`);

async function insertAll(db: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    // Drizzle checks the row type per table; the generator typed them already.
    await db.insert(table).values(rows.slice(start, start + BATCH) as never);
  }
}

export interface SeedStats {
  candidates: number;
  users: number;
  pipelineEntries: number;
  recruitments: number;
  documents: number;
  seconds: number;
  /** Ids of generated candidates the profile bench opens. */
  sampleCandidateId: number;
  familyEmails: string[];
  listedCandidates: number;
  /** The listed candidate a page in the middle of the default list starts after (deep page). */
  middleListedId: number;
  conversations: number;
  messages: number;
  heavyAgencyConversations: number;
  longThreadId: number;
  longThreadMessages: number;
  /** The long thread's older page starts before this message. */
  longThreadMiddleId: number;
  /** The family with the long thread and about twenty conversations. */
  inboxFamilyEmail: string;
  inboxFamilyConversations: number;
}

/** Each agency's members, and the agency the bench signs in for (HEAVY_AGENCY_EMAIL's). */
async function agencyMembers(db: Database) {
  const rows = await db
    .select({ id: users.id, agencyId: users.agencyId, email: users.email })
    .from(users)
    .where(isNotNull(users.agencyId));
  const members = new Map<number, number[]>();
  for (const row of rows)
    members.set(row.agencyId!, [...(members.get(row.agencyId!) ?? []), row.id]);
  const heavyAgencyId = rows.find((row) => row.email === HEAVY_AGENCY_EMAIL)?.agencyId;
  if (!heavyAgencyId) throw new Error(`${HEAVY_AGENCY_EMAIL} belongs to no agency`);
  return { members, heavyAgencyId };
}

export async function seedBench(db: Database, count: number): Promise<SeedStats> {
  const started = performance.now();
  const bases: IdBases = {
    candidate: await maxId(db, 'candidates'),
    user: await maxId(db, 'users'),
    pipelineEntry: await maxId(db, 'pipeline_entries'),
    recruitment: await maxId(db, 'recruitments'),
    document: await maxId(db, 'candidate_documents'),
  };
  const agencyIds = (await db.select({ id: agencies.id }).from(agencies)).map((row) => row.id);
  // One hash for every bench account: hashing 20 000 passwords would take minutes.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const data: BenchData = generate(count, bases, agencyIds, passwordHash);
  const talk = generateConversations(data, {
    ...(await agencyMembers(db)),
    bases: {
      conversation: await maxId(db, 'conversations'),
      message: await maxId(db, 'conversation_messages'),
    },
  });

  await insertAll(db, users, data.users);
  await insertAll(db, candidates, data.candidates);
  await insertAll(db, candidateContacts, data.contacts);
  await insertAll(db, candidateDocuments, data.documents);
  await insertAll(db, pipelineEntries, data.pipelineEntries);
  await insertAll(db, recruitments, data.recruitments);
  await insertAll(db, conversations, talk.conversations);
  await insertAll(db, conversationMessages, talk.messages);
  for (const table of [
    'users',
    'candidates',
    'pipeline_entries',
    'recruitments',
    'candidate_documents',
    'conversations',
    'conversation_messages',
  ]) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
  // VACUUM as well: autovacuum would do it after a load this size, and without it no page is
  // marked all-visible, so no index-only scan (the counts' plan) could be measured.
  await db.execute(sql`vacuum analyze`);
  const listed = await scalar(
    db,
    sql`select count(*) from candidates where is_published and visible and is_complete`,
  );
  const middleListedId = await scalar(
    db,
    sql`select id from candidates where is_published and visible and is_complete
        order by id offset ${Math.floor(listed / 2)} limit 1`,
  );
  return {
    candidates: data.candidates.length,
    users: data.users.length,
    pipelineEntries: data.pipelineEntries.length,
    recruitments: data.recruitments.length,
    documents: data.documents.length,
    seconds: (performance.now() - started) / 1000,
    sampleCandidateId:
      data.candidates.find(
        (row, index) => index >= data.candidates.length / 2 && row.isPublished && row.visible,
      )?.id ?? 1,
    familyEmails: data.familyEmails,
    listedCandidates: listed,
    middleListedId,
    conversations: talk.conversations.length,
    messages: talk.messages.length,
    heavyAgencyConversations: talk.heavyAgencyConversations,
    longThreadId: talk.longThreadId,
    longThreadMessages: talk.messages.filter((row) => row.conversationId === talk.longThreadId)
      .length,
    longThreadMiddleId: talk.longThreadMiddleId,
    inboxFamilyEmail: talk.inboxFamilyEmail,
    inboxFamilyConversations: talk.conversations.filter(
      (row) => row.familyId === talk.conversations[0]?.familyId,
    ).length,
  };
}
