import {
  API_PREFIX,
  CORE_SKILLS,
  MANAGED_CANDIDATE_STATUSES,
  MAX_CORE_SKILLS,
  listedPhotoPath,
  managedCandidateFilePath,
  type CandidateProfileForm,
  type CoreSkill,
  type ManagedCandidate,
  type ManagedCandidateBody,
  type ManagedListingBody,
  type ManagedCandidateCounts,
  type ManagedCandidateRow,
  type ManagedCandidatesPage,
  type ManagedCandidatesQuery,
  type ManagedCandidateSort,
} from '@bayti/data/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import { agencies, candidateContacts, candidates } from '../../db/schema';
import { conflict, notFound, validationError } from '../../errors';
import type { Transaction } from '../../db/transaction';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import {
  afterPublicSave,
  reconfirmListing,
  requireListable,
  submitListing,
  withdrawListing,
} from '../listings';
import { publishAsAdmin } from './admin-publish';
import { listingBodyColumns, managedListingOf, publicColumnsOf } from './listing';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import type { ReceivedUpload } from '../../storage/receive-upload';
import { uaeDay } from '../../uae-calendar';
import { VersionedCache, candidatesVersionReader } from '../candidates';
import { commitThenSave } from '../document-store';
import { listedColumns, newRowColumns, profileOf, storedProfile } from './profile';
import { phoneOf, storedPhone } from '../candidate-profile';

/**
 * Whose candidates a caller manages: the admin all of them, an agency (owner or staff) only the
 * rows with its agency_id. Everything outside the scope answers 404, as if it did not exist.
 */
export type ManagedScope = { kind: 'admin' } | { kind: 'agency'; agencyId: number };

const c = candidates;
type Row = typeof c.$inferSelect;

const SORTS: Record<ManagedCandidateSort, SQL[]> = {
  'age-asc': [asc(c.age), asc(c.id)],
  'age-desc': [desc(c.age), asc(c.id)],
  'name-asc': [asc(c.name), asc(c.id)],
  'name-desc': [desc(c.name), desc(c.id)],
  'gender-asc': [asc(c.gender), asc(c.id)],
  'nationality-asc': [asc(c.nationality), asc(c.id)],
};

const listColumns = {
  id: c.id,
  name: c.name,
  position: c.managedPosition,
  age: c.age,
  gender: c.gender,
  nationality: c.nationality,
  status: c.managedStatus,
  interviewDate: c.interviewDate,
  interviewTime: c.interviewTime,
  selectionType: c.selectionType,
  selectionDate: c.selectionDate,
  experience: c.experience,
  services: c.services,
  savedCoreSkills: sql<
    CandidateProfileForm['coreSkills'] | null
  >`${c.managedProfile} -> 'coreSkills'`,
  updatedAt: c.updatedAt,
  agencyId: c.agencyId,
};

type ListRow = Omit<ManagedCandidateRow, 'coreSkills' | 'lastUpdated'> & {
  services: string[];
  savedCoreSkills: CoreSkill[] | null;
  updatedAt: Date;
};

const toRow = ({ services, savedCoreSkills, updatedAt, ...row }: ListRow): ManagedCandidateRow => {
  const fallback = services.filter((s): s is CoreSkill =>
    (CORE_SKILLS as readonly string[]).includes(s),
  );
  return {
    ...row,
    coreSkills: (savedCoreSkills ?? fallback).slice(0, MAX_CORE_SKILLS),
    lastUpdated: uaeDay(updatedAt),
  };
};

/** Her own numbers as the form holds them (null: none on file). */
type Numbers = Pick<ManagedCandidate['profile'], 'phone' | 'whatsapp'>;

const toCandidateFields = (row: Row, numbers: Numbers): Omit<ManagedCandidate, 'listing'> => ({
  id: row.id,
  status: row.managedStatus,
  agencyId: row.agencyId,
  interviewDate: row.interviewDate,
  interviewTime: row.interviewTime,
  selectionType: row.selectionType,
  selectionDate: row.selectionDate,
  lastUpdated: uaeDay(row.updatedAt),
  profile: { ...profileOf(row), ...numbers },
});

const scopeWhere = (scope: ManagedScope) =>
  scope.kind === 'agency' ? eq(c.agencyId, scope.agencyId) : undefined;

/** What the tab counts depend on: the scope and every filter but the tab, sort and page. */
const countsKey = (scope: ManagedScope, query: ManagedCandidatesQuery) =>
  JSON.stringify([
    scope.kind === 'agency' ? scope.agencyId : null,
    scope.kind === 'admin' ? (query.agencyId ?? null) : null,
    query.search ?? null,
    query.date ?? null,
    query.position ?? null,
  ]);

/** The age a search term names, when it is a whole number. */
const ageTerm = (term: string) => (/^\d{1,3}$/.test(term.trim()) ? Number(term.trim()) : null);

/** All Candidates and the candidate profile modal, for the admin and for agencies. */
export class ManagedCandidateService {
  /** Tab counts per scope and search, until a candidate changes (the same for every caller). */
  private readonly counts = new VersionedCache<ManagedCandidateCounts>();
  private readonly firstPages = new VersionedCache<ManagedCandidatesPage>();

  private readonly readVersion: () => Promise<number>;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {
    this.readVersion = candidatesVersionReader(db);
  }

  /**
   * A page of All Candidates with its tab counts. The counts, and whole first pages, are kept
   * per scope and search until a candidate changes (the same for every caller of that scope).
   */
  list(scope: ManagedScope, query: ManagedCandidatesQuery): Promise<ManagedCandidatesPage> {
    const key =
      query.page === 1
        ? JSON.stringify([countsKey(scope, query), query.status, query.sort, query.pageSize])
        : null;
    return this.firstPages.keptOrRead(this.readVersion, key, (version) =>
      this.read(scope, query, version),
    );
  }

  private async read(
    scope: ManagedScope,
    query: ManagedCandidatesQuery,
    versionRead: Promise<number>,
  ): Promise<ManagedCandidatesPage> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const age = query.search ? ageTerm(query.search) : null;
    // Everything but the tab: the counts are of the same search in every tab.
    const base = and(
      scopeWhere(scope),
      scope.kind === 'admin' && query.agencyId !== undefined
        ? eq(c.agencyId, query.agencyId)
        : undefined,
      pattern
        ? or(
            ilike(c.name, pattern),
            ilike(c.managedPosition, pattern),
            ilike(c.gender, pattern),
            ilike(c.nationality, pattern),
            age !== null ? eq(c.age, age) : undefined,
          )
        : undefined,
      query.date ? or(eq(c.interviewDate, query.date), eq(c.selectionDate, query.date)) : undefined,
      query.position ? eq(c.managedPosition, query.position) : undefined,
    );
    const where = and(base, query.status ? eq(c.managedStatus, query.status) : undefined);
    const [rows, version] = await Promise.all([
      this.db
        .select(listColumns)
        .from(c)
        .where(where)
        .orderBy(...(query.sort ? SORTS[query.sort] : [asc(c.id)]))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      versionRead,
    ]);
    const counts = await this.counts.get(version, countsKey(scope, query), () =>
      this.countTabs(base),
    );
    return {
      items: rows.map(toRow),
      counts,
      // The tab's own count is the list's total: no second pass over the same rows.
      total: query.status ? counts[query.status] : counts.all,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** How many candidates each status tab holds under the same scope and search. */
  private async countTabs(base: SQL | undefined): Promise<ManagedCandidateCounts> {
    const grouped = await this.db
      .select({ status: c.managedStatus, n: count() })
      .from(c)
      .where(base)
      .groupBy(c.managedStatus);
    const counts = Object.fromEntries([
      ['all', 0],
      ...MANAGED_CANDIDATE_STATUSES.map((status) => [status, 0]),
    ]) as ManagedCandidateCounts;
    for (const { status, n } of grouped) {
      counts[status] = n;
      counts.all += n;
    }
    return counts;
  }

  async get(scope: ManagedScope, id: number): Promise<ManagedCandidate> {
    return this.toCandidate(await this.find(scope, id));
  }

  /** The candidate with her listing (state, public-only fields, what is missing). */
  private async toCandidate(
    row: Row,
    db: Database | Transaction = this.db,
  ): Promise<ManagedCandidate> {
    const [numbers, listing] = await Promise.all([
      numbersOf(db, row.id),
      managedListingOf(db, row, this.clock.now()),
    ]);
    return { ...toCandidateFields(row, numbers), listing };
  }

  /**
   * Publish: the salary band, visa and contact route are set, the form's public fields copied,
   * and the profile submitted (an agency: to the Review queue; an admin: listed at once,
   * recorded as approved). Already listed: the new values are a change, reviewed for an agency.
   */
  async publish(
    scope: ManagedScope,
    id: number,
    body: ManagedListingBody,
    actorId: number,
  ): Promise<ManagedCandidate> {
    const now = this.clock.now();
    const row = await withEvents(this.events, async (tx, emit) => {
      const before = await this.find(scope, id, tx);
      if (before.listingStatus === 'hidden') throw conflict('listing.hiddenByAdmin');
      // An agency confirms once that it took no fee from her; an admin publishing is not asked.
      const confirmsNoFee = scope.kind === 'agency' && before.noFeeConfirmedAt === null;
      if (confirmsNoFee && body.noFeeTaken !== true)
        throw validationError({ noFeeTaken: 'listing.noFeeRequired' });
      const publisherAgencyId = scope.kind === 'agency' ? scope.agencyId : before.agencyId;
      const [after] = await tx
        .update(c)
        .set({
          ...publicColumnsOf(before),
          ...listingBodyColumns(body),
          publisherAgencyId,
          ...(confirmsNoFee && { noFeeConfirmedAt: now, noFeeConfirmedBy: actorId }),
          activeAt: now,
          updatedAt: now,
        })
        .where(eq(c.id, id))
        .returning();
      if (scope.kind === 'admin') await publishAsAdmin(tx, emit, after!, actorId, now);
      else if (['listed', 'stale', 'in_review'].includes(before.listingStatus)) {
        await requireListable(tx, after!, now);
        await afterPublicSave(tx, emit, before, after!, actorId, now);
      } else await submitListing(tx, emit, after!, actorId, now);
      return this.find(scope, id, tx);
    });
    return this.toCandidate(row);
  }

  /** Unpublish: off the public site (or out of review) at once. */
  async unpublish(scope: ManagedScope, id: number): Promise<ManagedCandidate> {
    await this.db.transaction(async (tx) =>
      withdrawListing(tx, await this.find(scope, id, tx), this.clock.now()),
    );
    return this.get(scope, id);
  }

  /** Reconfirm: listed for 30 more days (a stale listing is listed again). */
  async reconfirm(scope: ManagedScope, id: number): Promise<ManagedCandidate> {
    await this.db.transaction(async (tx) =>
      reconfirmListing(tx, await this.find(scope, id, tx), this.clock.now()),
    );
    return this.get(scope, id);
  }

  /** Add New Candidate: shortlisted whatever was sent; an agency's is its own. */
  async create(scope: ManagedScope, body: ManagedCandidateBody): Promise<ManagedCandidate> {
    const agencyId = await this.agencyFor(scope, body.agencyId ?? null);
    const now = this.clock.now();
    const profile = storedProfile(body);
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(c)
        .values({
          ...newRowColumns(profile, now, uaeDay(now)),
          agencyId,
          managedProfile: profile,
          managedStatus: 'shortlisted',
          ...schedule(body),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('Insert returned no row');
      await saveNumbers(tx, inserted.id, body);
      return inserted;
    });
    return this.toCandidate(row);
  }

  /**
   * Edit Candidate Profile: the whole form replaces the saved one; the status is the one sent
   * (absent: kept). The admin may move her to another agency; an agency may not give her away.
   */
  async update(
    scope: ManagedScope,
    id: number,
    body: ManagedCandidateBody,
    actorId: number,
  ): Promise<ManagedCandidate> {
    const existing = await this.find(scope, id);
    const agencyId =
      scope.kind === 'admin' && body.agencyId !== undefined
        ? await this.agencyFor(scope, body.agencyId)
        : existing.agencyId;
    const profile = storedProfile(body);
    const now = this.clock.now();
    const row = await withEvents(this.events, async (tx, emit) => {
      const [saved] = await tx
        .update(c)
        .set({
          ...listedColumns(profile, now),
          agencyId,
          managedProfile: profile,
          managedStatus: body.status ?? existing.managedStatus,
          ...schedule(body),
          updatedAt: now,
        })
        .where(and(eq(c.id, id), scopeWhere(scope)))
        .returning();
      if (!saved) throw notFound('candidates.notFound');
      // Not public fields (only the plan-gated contact endpoint reveals them): no review.
      await saveNumbers(tx, id, body);
      return this.keepListingInStep(tx, emit, existing, saved, actorId);
    });
    return this.toCandidate(row);
  }

  /** The profile image: the upload becomes fullImage; the previous upload's file is removed. */
  async replacePhoto(
    scope: ManagedScope,
    id: number,
    upload: ReceivedUpload<unknown>,
    actorId: number | null = null,
  ): Promise<ManagedCandidate> {
    return this.attach(scope, id, upload, 'media', actorId, (profile, path) => ({
      previous: profile.fullImage,
      profile: { ...profile, fullImage: path },
    }));
  }

  /** The file of a document type: one record per type, created when there is none. */
  async replaceDocumentFile(
    scope: ManagedScope,
    id: number,
    type: CandidateProfileForm['documents'][number]['type'],
    upload: ReceivedUpload<unknown>,
  ): Promise<ManagedCandidate> {
    return this.attach(scope, id, upload, 'documents', null, (profile, path) => {
      const existing = profile.documents.find((doc) => doc.type === type);
      const documents = existing
        ? profile.documents.map((doc) => (doc.type === type ? { ...doc, file: path } : doc))
        : [
            ...profile.documents,
            { type, number: '', country: '', issueDate: null, expiryDate: null, file: path },
          ];
      return { previous: existing?.file ?? null, profile: { ...profile, documents } };
    });
  }

  /** An uploaded file of a candidate in scope, if her profile refers to it; else 404. */
  async file(
    scope: ManagedScope,
    id: number,
    folder: 'media' | 'documents',
    name: string,
  ): Promise<StoredObject> {
    const row = await this.find(scope, id);
    const path = managedCandidateFilePath(API_PREFIX, id, folder, name);
    if (!uploadsOf(profileOf(row)).includes(path)) throw notFound('candidates.notFound');
    const object = await this.storage.read(`${folder}/${name}`);
    if (!object) throw notFound('candidates.notFound');
    return object;
  }

  /**
   * Her photo, to anyone, while it is the photo of her public listing (the public `image` of a
   * listed row, listing.ts); any other name or candidate is not found.
   */
  async listedPhoto(id: number, name: string): Promise<StoredObject> {
    const path = listedPhotoPath(API_PREFIX, id, name);
    const [listed] = !fitsIntegerColumn(id)
      ? []
      : await this.db
          .select({ id: c.id })
          .from(c)
          .where(and(eq(c.id, id), eq(c.isPublished, true), eq(c.image, path)))
          .limit(1);
    if (!listed) throw notFound('candidates.notFound');
    const object = await this.storage.read(`media/${name}`);
    if (!object) throw notFound('candidates.notFound');
    return object;
  }

  private async attach(
    scope: ManagedScope,
    id: number,
    upload: ReceivedUpload<unknown>,
    folder: 'media' | 'documents',
    actorId: number | null,
    change: (
      profile: CandidateProfileForm,
      path: string,
    ) => { previous: string | null; profile: CandidateProfileForm },
  ): Promise<ManagedCandidate> {
    let existing: Row;
    try {
      existing = await this.find(scope, id);
    } catch (error) {
      await this.storage.discard(upload.staged);
      throw error;
    }
    // The document store's file life: the file is committed first and removed again when the
    // record is not changed, so it never stays behind on its own.
    const saved = await commitThenSave(
      this.storage,
      upload,
      async ({ storageKey }) => {
        const path = managedCandidateFilePath(
          API_PREFIX,
          id,
          folder,
          storageKey.slice(folder.length + 1),
        );
        const { previous, profile } = change(storedProfile(profileOf(existing)), path);
        const set: Partial<Row> = { managedProfile: profile, updatedAt: this.clock.now() };
        if (folder === 'media' && !existing.isPublished) set.image = path;
        const [updated] = await this.db
          .update(c)
          .set(set)
          .where(and(eq(c.id, id), scopeWhere(scope)))
          .returning();
        return updated && { row: updated, previous };
      },
      folder,
    );
    if (!saved) throw notFound('candidates.notFound');
    const own = saved.previous ? storageKeyOf(saved.previous, id) : null;
    if (own) await this.storage.remove(own);
    // A new photo of a submitted listing is a public change: reviewed again.
    const row =
      folder === 'media'
        ? await withEvents(this.events, (tx, emit) =>
            this.keepListingInStep(tx, emit, existing, saved.row, actorId),
          )
        : saved.row;
    return this.toCandidate(row);
  }

  /**
   * After a save: she was active now; a submitted listing's public columns follow the form, and
   * a change to them while listed or in review is reviewed again (docs/decisions/0022).
   */
  private async keepListingInStep(
    tx: Transaction,
    emit: Emit,
    before: Row,
    saved: Row,
    actorId: number | null,
  ): Promise<Row> {
    const now = this.clock.now();
    const submitted = saved.listingStatus !== 'draft';
    const [after] = await tx
      .update(c)
      .set({ ...(submitted ? publicColumnsOf(saved) : {}), activeAt: now })
      .where(eq(c.id, saved.id))
      .returning();
    if (actorId !== null) await afterPublicSave(tx, emit, before, after!, actorId, now);
    return (await tx.select().from(c).where(eq(c.id, saved.id)).limit(1))[0]!;
  }

  private async find(
    scope: ManagedScope,
    id: number,
    db: Database | Transaction = this.db,
  ): Promise<Row> {
    if (!fitsIntegerColumn(id)) throw notFound('candidates.notFound');
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.id, id), scopeWhere(scope)))
      .limit(1);
    if (!row) throw notFound('candidates.notFound');
    return row;
  }

  /** The managing agency of a save: an agency's own; the admin's choice if it exists. */
  private async agencyFor(scope: ManagedScope, requested: number | null): Promise<number | null> {
    if (scope.kind === 'agency') return scope.agencyId;
    if (requested === null) return null;
    const [agency] = fitsIntegerColumn(requested)
      ? await this.db
          .select({ id: agencies.id })
          .from(agencies)
          .where(eq(agencies.id, requested))
          .limit(1)
      : [];
    if (!agency) throw validationError({ agencyId: 'managed.unknownAgency' });
    return agency.id;
  }
}

const schedule = (body: ManagedCandidateBody) => ({
  interviewDate: body.interviewDate ?? null,
  interviewTime: body.interviewTime ?? null,
  selectionType: body.selectionType ?? null,
  selectionDate: body.selectionDate ?? null,
});

/** Her own numbers (candidate_contacts) as the form holds them; null when none are on file. */
async function numbersOf(db: Database | Transaction, id: number): Promise<Numbers> {
  const [contact] = await db
    .select({ phone: candidateContacts.phone, whatsapp: candidateContacts.whatsapp })
    .from(candidateContacts)
    .where(eq(candidateContacts.candidateId, id))
    .limit(1);
  return {
    phone: contact ? phoneOf(contact.phone) : null,
    whatsapp: contact ? phoneOf(contact.whatsapp) : null,
  };
}

/**
 * Her numbers as a save sends them (both or neither, the contract's rule): given, they are kept
 * in candidate_contacts as the worker's own are; null, none are on file; absent, kept as they are.
 */
async function saveNumbers(tx: Transaction, id: number, body: ManagedCandidateBody) {
  if (body.phone === undefined && body.whatsapp === undefined) return;
  if (body.phone && body.whatsapp) {
    const contact = { phone: storedPhone(body.phone), whatsapp: storedPhone(body.whatsapp) };
    await tx
      .insert(candidateContacts)
      .values({ candidateId: id, ...contact })
      .onConflictDoUpdate({ target: candidateContacts.candidateId, set: contact });
  } else await tx.delete(candidateContacts).where(eq(candidateContacts.candidateId, id));
}

/** Every uploaded file path a profile refers to. */
function uploadsOf(profile: CandidateProfileForm): string[] {
  return [
    profile.fullImage,
    profile.education.certificate,
    ...profile.documents.map((doc) => doc.file),
  ].filter((path): path is string => path !== null);
}

/** The storage key behind one of this candidate's upload paths; null for any other path. */
function storageKeyOf(path: string, id: number): string | null {
  const match = new RegExp(
    `^${API_PREFIX}/managed-candidates/${id}/files/(media|documents)/([a-f0-9]{32}\\.[a-z0-9]{2,5})$`,
  ).exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
}
