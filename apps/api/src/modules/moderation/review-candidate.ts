import type { z } from 'zod';
import type { reviewCandidateSchema } from '@bayti/data/contract';
import { sql } from 'drizzle-orm';
import { agencies, candidates, users } from '../../db/schema';

type ReviewCandidate = z.infer<typeof reviewCandidateSchema>;
const c = candidates;

/** The agency a profile is shown under: the one that listed her, else the one managing her. */
export const listingAgencyId = sql`coalesce(${c.publisherAgencyId}, case when ${c.userId} is null then ${c.agencyId} end)`;

/** The columns of a profile as the moderation queues show it (join agencies on listingAgencyId). */
export const reviewCandidateColumns = {
  candidateId: c.id,
  candidateName: c.name,
  image: c.image,
  nationality: c.nationality,
  position: c.position,
  age: c.age,
  listingStatus: c.listingStatus,
  userId: c.userId,
  publisherAgencyId: c.publisherAgencyId,
  agencyId: agencies.id,
  agencyName: agencies.agencyName,
  /** Her account's status, for a profile with an account (read here, so no caller joins users). */
  accountStatus: sql<
    Columns['accountStatus']
  >`(select ${users.status} from ${users} where ${users.id} = ${c.userId})`,
};

/** What reviewCandidateColumns read (the agency's columns are null without one). */
interface Columns {
  candidateId: number;
  candidateName: string;
  image: string;
  nationality: ReviewCandidate['nationality'];
  position: ReviewCandidate['position'];
  age: number;
  listingStatus: ReviewCandidate['status'];
  userId: number | null;
  publisherAgencyId: number | null;
  agencyId: number | null;
  agencyName: string | null;
  accountStatus: 'ACTIVE' | 'INACTIVE' | null;
}

export function reviewCandidateOf(row: Columns): ReviewCandidate {
  const source = row.userId !== null && row.publisherAgencyId === null ? 'worker' : 'agency';
  return {
    id: row.candidateId,
    name: row.candidateName,
    image: row.image,
    nationality: row.nationality,
    position: row.position,
    age: row.age,
    status: row.listingStatus,
    source,
    agency:
      row.agencyId !== null && row.agencyName !== null
        ? { id: row.agencyId, name: row.agencyName }
        : null,
    account:
      source === 'worker' && row.userId !== null && row.accountStatus !== null
        ? { userId: row.userId, status: row.accountStatus }
        : null,
  };
}
