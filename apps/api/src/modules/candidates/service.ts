import {
  AGE_MIN,
  cursorAfter,
  decodeCandidateCursor,
  salaryBandByKey,
  type CandidateContact,
  type CandidateCursor,
  type CandidateFilters,
  type CandidateSort,
  type CandidatesPage,
  type CandidatesQuery,
  type ListingCounts,
  type NationalityCount,
  type PublicCandidate,
} from '@bayti/data/contract';
import {
  and,
  arrayContains,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { agencies, candidateContacts, candidates } from '../../db/schema';
import { fitsIntegerColumn } from '../../db/int-range';
import { isoInstant } from '../../db/iso-instant';
import { notFound, validationError } from '../../errors';
import { candidatesVersionReader } from './candidates-version';
import { orderBy, rangesAfter } from './list-order';
import { VersionedCache } from './versioned-cache';

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
  /** ISO 8601 in UTC, as the contract writes instants. */
  activeAt: isoInstant<string | null>(c.activeAt),
  /** The agency that listed her ("Listed by"); one primary-key lookup per row shown. */
  listedBy: sql<{
    id: number;
    name: string;
  } | null>`(select json_build_object('id', ${agencies.id}, 'name', ${agencies.agencyName}) from ${agencies} where ${agencies.id} = ${c.publisherAgencyId})`,
};

/**
 * Rows the public site shows: published, not hidden by the worker, and complete. Written without
 * parameters so the planner can always prove the partial indexes' predicate
 * (candidates_listed_*_idx).
 */
const isListed = sql`${c.isPublished} and ${c.visible} and ${c.isComplete}`;

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
  /** Nationality counts per filter combination, the same for every visitor. */
  private readonly counts = new VersionedCache<NationalityCount[]>();
  /** Whole first pages per filters, sort and page size, the same for every visitor. */
  private readonly firstPages = new VersionedCache<CandidatesPage>();
  private readonly readVersion: () => Promise<number>;
  /**
   * The profile, sent on every visit: a named prepared statement (planned once per connection),
   * prepared on first use so that building the app touches no database.
   */
  private byId?: ReturnType<CandidateService['prepareById']>;

  constructor(private readonly db: Database) {
    this.readVersion = candidatesVersionReader(db);
  }

  private prepareById() {
    return this.db
      .select(publicColumns)
      .from(c)
      .where(and(eq(c.id, sql.placeholder('id')), isListed))
      .limit(1)
      .prepare('public_candidate_by_id');
  }

  /**
   * One page of the public list, its total, the nationality chip counts, and the cursor of
   * the next page. A first page (where nearly every visit lands) is kept whole per filters and
   * sort, any other page's counts per filters, until a candidate changes; deeper pages are read.
   */
  search(query: CandidatesQuery): Promise<CandidatesPage> {
    const first = query.page === 1 && query.cursor === undefined;
    return this.firstPages.keptOrRead(
      this.readVersion,
      first ? firstPageKey(query) : null,
      (version) => this.read(query, version),
    );
  }

  /** Reads the page, and the counts unless the cache has them for this version. */
  private async read(query: CandidatesQuery, versionRead: Promise<number>) {
    const { sort, page, pageSize, cursor, ...filters } = query;
    const after = cursor === undefined ? null : cursorOf(sort, cursor);
    const [rows, version] = await Promise.all([
      after
        ? this.rowsAfter(filters, after, pageSize + 1)
        : this.rowsAt(filters, sort, (page - 1) * pageSize, pageSize + 1),
      versionRead,
    ]);
    const nationalities = await this.counts.get(version, countsKey(filters), () =>
      this.countNationalities(filters),
    );
    // Nationality is an exact filter, so the chip counts already hold the total.
    const total = nationalities
      .filter((entry) => !filters.nationality || entry.nationality === filters.nationality)
      .reduce((sum, entry) => sum + entry.count, 0);
    // One row more than a page was read: it says whether a next page exists.
    const shown = rows.slice(0, pageSize);
    const last = shown.at(-1);
    const nextCursor = last && rows.length > pageSize ? cursorAfter(sort, last) : null;
    return { candidates: shown, total, page, pageSize, nationalities, nextCursor };
  }

  /**
   * A numbered page: OFFSET, for the first pages and for a jump to a page by its number. Beyond the
   * first page the skipped rows are counted on ids alone: the ids of the page are found through the
   * sort's index (an index-only scan of the listed rows when no filter needs other columns), and
   * only those rows are read whole, instead of reading and dropping every earlier row.
   */
  private rowsAt(filters: CandidateFilters, sort: CandidateSort, offset: number, limit: number) {
    const where = publicFilters(filters);
    if (offset === 0) {
      return this.db
        .select(publicColumns)
        .from(c)
        .where(where)
        .orderBy(...orderBy(sort))
        .limit(limit);
    }
    const pageIds = this.db
      .select({ id: c.id })
      .from(c)
      .where(where)
      .orderBy(...orderBy(sort))
      .limit(limit)
      .offset(offset);
    return this.db
      .select(publicColumns)
      .from(c)
      .where(inArray(c.id, pageIds))
      .orderBy(...orderBy(sort));
  }

  /** The rows after a cursor: index ranges read in turn until the page is full (keyset). */
  private async rowsAfter(filters: CandidateFilters, cursor: CandidateCursor, limit: number) {
    const rows: PublicCandidate[] = [];
    for (const range of rangesAfter(cursor)) {
      if (rows.length >= limit) break;
      rows.push(
        ...(await this.db
          .select(publicColumns)
          .from(c)
          .where(and(publicFilters(filters), range))
          .orderBy(...orderBy(cursor.sort))
          .limit(limit - rows.length)),
      );
    }
    return rows;
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
    if (!fitsIntegerColumn(id)) throw notFound('candidates.notFound');
    this.byId ??= this.prepareById();
    const [row] = await this.byId.execute({ id });
    if (!row) throw notFound('candidates.notFound');
    return row;
  }

  /**
   * Phone, WhatsApp and location of a listed candidate (a hidden worker's too stay private): her
   * own numbers, or, when the agency that listed her routes families to itself, the agency's.
   */
  async contact(id: number): Promise<CandidateContact> {
    if (!fitsIntegerColumn(id)) throw notFound('candidates.notFound');
    const [row] = await this.db
      .select({
        route: c.contactRoute,
        phone: candidateContacts.phone,
        whatsapp: candidateContacts.whatsapp,
        agencyMobile: sql<
          string | null
        >`coalesce(nullif(${agencies.mobileNumber}, ''), nullif(${agencies.contactPersonMobile}, ''))`,
        location: c.location,
      })
      .from(c)
      .leftJoin(candidateContacts, eq(candidateContacts.candidateId, c.id))
      .leftJoin(agencies, eq(agencies.id, c.publisherAgencyId))
      .where(and(eq(c.id, id), isListed))
      .limit(1);
    if (!row) throw notFound('candidates.notFound');
    if (row.route === 'agency' && row.agencyMobile)
      return { phone: row.agencyMobile, whatsapp: row.agencyMobile, location: row.location };
    if (row.phone === null || row.whatsapp === null) throw notFound('candidates.notFound');
    return { phone: row.phone, whatsapp: row.whatsapp, location: row.location };
  }

  /** The listed total and the count per nationality (the home and About strip). */
  async listingCounts(): Promise<ListingCounts> {
    const version = await this.readVersion();
    const nationalities = await this.counts.get(version, countsKey({}), () =>
      this.countNationalities({}),
    );
    const total = nationalities.reduce((sum, entry) => sum + entry.count, 0);
    return { total, nationalities };
  }

  /** An agency's listed candidates, newest listed first (its public page). */
  async listedBy(agencyId: number, page: number, pageSize: number) {
    const where = and(isListed, eq(c.publisherAgencyId, agencyId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select(publicColumns)
        .from(c)
        .where(where)
        .orderBy(desc(c.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(c).where(where),
    ]);
    return { candidates: rows, total: total?.n ?? 0 };
  }
}

/** The cursor a client sent, if it belongs to this sort; a 400 on the cursor field otherwise. */
function cursorOf(sort: CandidateSort, text: string): CandidateCursor {
  const cursor = decodeCandidateCursor(text);
  if (!cursor || cursor.sort !== sort)
    throw validationError({ cursor: 'candidates.cursorInvalid' });
  return cursor;
}

/**
 * The counts depend on every filter but nationality. Search text is keyed trimmed (as it is
 * matched) but with its case kept: JavaScript's and the database's case folding may differ.
 */
function countsKey(filters: CandidateFilters): string {
  const { nationality: _ignored, location, skills, ...exact } = filters;
  return JSON.stringify([
    exact.position,
    exact.workType,
    exact.visa,
    exact.babycare,
    exact.maxAge,
    exact.salary,
    location?.trim(),
    skills?.trim(),
  ]);
}

/** A first page depends on the filters the counts do, the nationality, the sort and the size. */
const firstPageKey = ({ sort, pageSize, nationality, ...filters }: CandidatesQuery) =>
  JSON.stringify([countsKey(filters), nationality, sort, pageSize]);

/**
 * Most first, then by name, as the contract's countByNationality orders them (sorted here rather
 * than in SQL so the database's collation cannot change the order of ties).
 */
function sortCounts(rows: NationalityCount[]): NationalityCount[] {
  return [...rows].sort((a, b) => b.count - a.count || a.nationality.localeCompare(b.nationality));
}
