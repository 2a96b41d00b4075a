import type { PublicAgencyPage } from '@bayti/data/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { fitsIntegerColumn } from '../../db/int-range';
import { agencies, candidates, cities } from '../../db/schema';
import { notFound } from '../../errors';
import type { CandidateService } from '../candidates';

/**
 * An agency's public page ("Listed by" links here): its name, licence status, city and the
 * candidates it lists. Shown for an approved agency, or any agency with a listed candidate.
 */
export async function publicAgencyPage(
  db: Database,
  listed: CandidateService,
  id: number,
  page: number,
  pageSize: number,
): Promise<PublicAgencyPage> {
  if (!fitsIntegerColumn(id)) throw notFound('agencies.pageNotFound');
  const [agency] = await db
    .select({
      id: agencies.id,
      name: agencies.agencyName,
      logo: agencies.logoPath,
      licenceStatus: agencies.status,
      licenceNumber: agencies.tradeLicence,
      city: cities.name,
      about: agencies.about,
      lists: sql<boolean>`exists (select 1 from ${candidates} where ${candidates.publisherAgencyId} = ${agencies.id} and ${candidates.isPublished})`,
    })
    .from(agencies)
    .leftJoin(cities, eq(cities.id, agencies.cityId))
    .where(and(eq(agencies.id, id)))
    .limit(1);
  if (!agency || (agency.licenceStatus !== 'approved' && !agency.lists))
    throw notFound('agencies.pageNotFound');
  const { lists: _lists, ...shown } = agency;
  const { candidates: rows, total } = await listed.listedBy(id, page, pageSize);
  return { agency: shown, candidates: rows, total, page, pageSize };
}
