import {
  AGE_MIN,
  salaryBandByKey,
  type CandidateContact,
  type CandidateFilters,
  type CandidateSort,
  type CandidatesPage,
  type CandidatesQuery,
  type NationalityCount,
  type PublicCandidate,
} from '@bayti/data/contract';
import {
  and,
  arrayContains,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { candidateContacts, candidates } from '../../db/schema';
import { fitsIntegerColumn } from '../../db/int-range';
import { notFound } from '../../errors';

export const CANDIDATE_NOT_FOUND_MESSAGE = 'Candidate Not Found';

const c = candidates;

/** The public columns only: contact details are in another table and never selected here. */
const publicColumns = {
  id: c.id,
  name: c.name,
  status: c.workType,
  age: c.age,
  salary: c.salary,
  salaryMin: c.salaryMin,
  salaryMax: c.salaryMax,
  location: c.location,
  nationality: c.nationality,
  flag: c.flag,
  visa: c.visa,
  religion: c.religion,
  maritalStatus: c.maritalStatus,
  languages: c.languages,
  image: c.image,
  video: c.video,
  experience: c.experience,
  childcareExperience: c.childcareExperience,
  services: c.services,
  rating: c.rating,
  position: c.position,
  visaExpiry: c.visaExpiry,
  availableFrom: c.availableFrom,
  listedDate: c.listedDate,
  description: c.description,
};

/** Each sort of §5 with id as the tie-breaker; every one has a matching index. */
const ORDER_BY: Record<CandidateSort, SQL[]> = {
  default: [asc(c.id)],
  'salary-asc': [sql`${c.salaryMin} asc nulls last`, asc(c.id)],
  'salary-desc': [sql`${c.salaryMin} desc nulls last`, asc(c.id)],
  'age-asc': [asc(c.age), asc(c.id)],
  'age-desc': [desc(c.age), asc(c.id)],
};

/**
 * Rows the public site shows: published, not hidden by the worker, and complete. Matches the
 * partial index candidates_listed_idx.
 */
const isListed = and(eq(c.isPublished, true), eq(c.visible, true), eq(c.isComplete, true));

/** `%term%` for ILIKE, with the pattern characters in the term taken literally. */
const containsPattern = (term: string) => `%${term.trim().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The WHERE clause of the public list: published profiles matching every set filter, following
 * matchesCandidateFilters (the contract's reference semantics) exactly.
 */
function publicFilters(filters: CandidateFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [isListed];
  if (filters.nationality) where.push(eq(c.nationality, filters.nationality));
  if (filters.position) where.push(eq(c.position, filters.position));
  if (filters.workType) where.push(eq(c.workType, filters.workType));
  if (filters.visa) where.push(eq(c.visa, filters.visa));
  if (filters.location) where.push(ilike(c.location, containsPattern(filters.location)));
  if (filters.skills) {
    const pattern = containsPattern(filters.skills);
    // The first test can use the trigram index; the second is the exact per-service rule.
    where.push(
      ilike(c.servicesText, pattern),
      sql`exists (select 1 from unnest(${c.services}) as service(name) where service.name ilike ${pattern})`,
    );
  }
  if (filters.babycare) where.push(arrayContains(c.services, ['Babycare']));
  if (filters.maxAge !== undefined) where.push(between(c.age, AGE_MIN, filters.maxAge));
  if (filters.salary) {
    // Closed intervals overlap; a null bound (unparsable salary) is open on that side.
    const band = salaryBandByKey(filters.salary);
    if (band.max !== null) where.push(or(isNull(c.salaryMin), lte(c.salaryMin, band.max)));
    where.push(or(isNull(c.salaryMax), gte(c.salaryMax, band.min)));
  }
  return and(...where);
}

export class CandidateService {
  constructor(private readonly db: Database) {}

  /** One page of the public list, its total, and the nationality chip counts (§5). */
  async search(query: CandidatesQuery): Promise<CandidatesPage> {
    const { sort, page, pageSize, ...filters } = query;
    const [rows, nationalities] = await Promise.all([
      this.db
        .select(publicColumns)
        .from(c)
        .where(publicFilters(filters))
        .orderBy(...ORDER_BY[sort])
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.countNationalities(filters),
    ]);
    // Nationality is an exact filter, so the chip counts already hold the total.
    const total = nationalities
      .filter((entry) => !filters.nationality || entry.nationality === filters.nationality)
      .reduce((sum, entry) => sum + entry.count, 0);
    return { candidates: rows, total, page, pageSize, nationalities };
  }

  /** Counts over every filter except nationality, ordered like the contract's countByNationality. */
  private async countNationalities(filters: CandidateFilters): Promise<NationalityCount[]> {
    const rows = await this.db
      .select({ nationality: c.nationality, count: count() })
      .from(c)
      .where(publicFilters({ ...filters, nationality: undefined }))
      .groupBy(c.nationality);
    return sortCounts(rows);
  }

  async get(id: number): Promise<PublicCandidate> {
    if (!fitsIntegerColumn(id)) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select(publicColumns)
      .from(c)
      .where(and(eq(c.id, id), isListed))
      .limit(1);
    if (!row) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Phone, WhatsApp and location of a listed candidate (a hidden worker's too stay private). */
  async contact(id: number): Promise<CandidateContact> {
    if (!fitsIntegerColumn(id)) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select({
        phone: candidateContacts.phone,
        whatsapp: candidateContacts.whatsapp,
        location: c.location,
      })
      .from(c)
      .innerJoin(candidateContacts, eq(candidateContacts.candidateId, c.id))
      .where(and(eq(c.id, id), isListed))
      .limit(1);
    if (!row) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
    return row;
  }
}

/**
 * Most first, then by name, as the contract's countByNationality orders them (sorted here rather
 * than in SQL so the database's collation cannot change the order of ties).
 */
function sortCounts(rows: NationalityCount[]): NationalityCount[] {
  return [...rows].sort((a, b) => b.count - a.count || a.nationality.localeCompare(b.nationality));
}
