import type { AgencyGroup } from '@bayti/data/contract';
import { sql, type SQL } from 'drizzle-orm';
import { agencies } from '../../db/schema';

/*
 * The admin's agency groups (docs/decisions/0006), as SQL over `agencies`: the analytics cards
 * count them and the agency list filters by them, so a card and the list it opens agree.
 */

/**
 * The outer agency's id, always qualified: drizzle leaves columns unqualified in a one-table
 * select, where a bare "id" inside these subqueries would name the subquery's own row.
 */
export const outerAgencyId = sql.raw('"agencies"."id"');

/**
 * A trade licence on record: its number on the profile, the admin form's file, or the agency's
 * own Trade License document.
 */
export const hasTradeLicence = sql<boolean>`(coalesce(${agencies.tradeLicence}, '') <> '' or exists (
  select 1 from agency_legal_documents d
  where d.agency_id = ${outerAgencyId} and d.kind = 'tradeLicense' and d.storage_key is not null
) or exists (
  select 1 from agency_documents ad
  where ad.agency_id = ${outerAgencyId} and ad.category = 'Trade License'
))`;

/** At least one placement: a recruitment of one of the agency's candidates. */
export const hasPlacement = sql<boolean>`exists (
  select 1 from recruitments r join candidates c on c.id = r.candidate_id
  where c.agency_id = ${outerAgencyId}
)`;

const approved = sql`${agencies.status} = 'approved'`;

export const groupCondition: Record<AgencyGroup, SQL | undefined> = {
  all: undefined,
  active: approved,
  new: sql`${agencies.status} = 'new'`,
  verified: sql`(${approved} and ${hasTradeLicence})`,
  partnered: sql`(${approved} and ${hasPlacement})`,
  inactive: sql`${agencies.status} in ('rejected', 'suspended', 'released')`,
};
