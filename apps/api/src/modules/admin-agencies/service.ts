import {
  ADMIN_AGENCY_TABS,
  AGENCY_LEGAL_DOCUMENT_KINDS,
  AGENCY_WORKING_DAYS,
  API_PREFIX,
  DAY_KEYS,
  NO_WORKING_DAYS,
  workingDaysToList,
  type AdminAgenciesPage,
  type AdminAgenciesQuery,
  type AdminAgency,
  type AdminAgencyDetail,
  type AdminAgencyForm,
  type AdminAgencyTab,
  type AgencyLegalDocumentKind,
  type AgencyLegalDocumentView,
  type AgencyStatus,
  type RegisterAgency,
  type WorkingDaysMap,
} from '@bayti/data/contract';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { agencyMayWork } from '../../auth/agency-access';
import { hashPassword } from '../../auth/passwords';
import type { SessionService } from '../../auth/sessions';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { fitsIntegerColumn } from '../../db/int-range';
import {
  agencies,
  agencyLegalDocuments,
  candidates,
  cities,
  countries,
  users,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, validationError } from '../../errors';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import { newStorageKey, type ReceivedUpload } from '../../storage/receive-upload';
import { uaeDay } from '../../uae-calendar';
import { groupCondition } from '../admin-analytics';

/** The reference list names the UAE in full; the admin form says 'UAE'. */
const UAE_FULL_NAME = 'United Arab Emirates';
const toReferenceCountry = (name: string) => (name.toUpperCase() === 'UAE' ? UAE_FULL_NAME : name);
const toFormCountry = (name: string) => (name === UAE_FULL_NAME ? 'UAE' : name);

/** The form's three working-day choices as day maps. */
const WORKING_DAY_PRESETS: Record<(typeof AGENCY_WORKING_DAYS)[number], WorkingDaysMap> = {
  'Monday-Friday': daysOn(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']),
  'Monday-Saturday': daysOn(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']),
  'Sunday-Thursday': daysOn(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday']),
};

function daysOn(days: readonly (typeof DAY_KEYS)[number][]): WorkingDaysMap {
  return { ...NO_WORKING_DAYS, ...Object.fromEntries(days.map((day) => [day, true])) };
}

function presetOf(days: WorkingDaysMap): (typeof AGENCY_WORKING_DAYS)[number] | null {
  return (
    AGENCY_WORKING_DAYS.find((name) =>
      DAY_KEYS.every((day) => WORKING_DAY_PRESETS[name][day] === days[day]),
    ) ?? null
  );
}

const capitalise = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

type AgencyRow = typeof agencies.$inferSelect;
type LegalRow = typeof agencyLegalDocuments.$inferSelect;
interface Place {
  city: string | null;
  country: string | null;
}

const rowColumns = { agency: agencies, city: cities.name, country: countries.name };

function toAdminAgency(row: AgencyRow, place: Place): AdminAgency {
  const address = row.streetAddress
    ? [row.streetAddress, place.city, place.country].filter(Boolean).join(', ')
    : null;
  const days = workingDaysToList(row.workingDays);
  return {
    id: row.id,
    name: row.agencyName,
    country: place.country ? toFormCountry(place.country) : '',
    logo: row.logoPath,
    email: row.email,
    mobile: row.mobileNumber,
    address,
    rating: row.rating,
    about: row.about,
    workingDays: days.length > 0 ? days.map(capitalise).join(', ') : null,
    workingHours: row.workingHours,
    status: row.status,
    updatedOn: uaeDay(row.updatedAt),
    telephone: row.mobileNumber,
    createdDate: uaeDay(row.createdAt),
    lastUpdatedDate: uaeDay(row.updatedAt),
    city: place.city,
    timezone: (row.timezone as AdminAgency['timezone']) ?? null,
  };
}

/** The contact person's parts: the stored ones while they still spell the flat name, else split. */
function contactParts(row: AgencyRow) {
  const full = (row.contactPerson ?? '').trim();
  const joined = [row.contactFirstName, row.contactMiddleName, row.contactLastName]
    .filter((part) => part)
    .join(' ');
  if (row.contactFirstName && joined === full) {
    return {
      firstName: row.contactFirstName,
      middleName: row.contactMiddleName ?? '',
      lastName: row.contactLastName ?? '',
    };
  }
  const words = full.split(/\s+/).filter(Boolean);
  return {
    firstName: words[0] ?? '',
    middleName: words.slice(1, -1).join(' '),
    lastName: words.length > 1 ? (words.at(-1) ?? '') : '',
  };
}

const legalFilePath = (agencyId: number, kind: AgencyLegalDocumentKind) =>
  `${API_PREFIX}/admin/agencies/${agencyId}/legal-documents/${kind}/file`;

/** The flat number columns the agency dashboard reads, per legal document. */
const MIRRORED_NUMBER = {
  companyRegistration: 'registration',
  tradeLicense: 'tradeLicence',
  taxationDocument: 'taxation',
} as const satisfies Partial<Record<AgencyLegalDocumentKind, keyof AgencyRow>>;

/** The fields whose presence makes up the profile completion (Overview). */
function profileCompletion(detail: Omit<AdminAgencyDetail, 'profileCompletion'>): number {
  const filled = [
    detail.name,
    detail.email,
    detail.mobile,
    detail.about,
    detail.workingDays,
    detail.workingHours,
    detail.streetAddress,
    detail.city,
    detail.country,
    detail.timezone,
    detail.logo,
    detail.contactPerson.firstName,
    detail.contactPerson.designation,
    detail.contactPerson.mobile,
    detail.contactPerson.email,
    Object.values(detail.socialLinks).some(Boolean) ? 'yes' : null,
    detail.documents.companyRegistration.registrationNumber,
    detail.documents.tradeLicense.registrationNumber,
    detail.documents.tradeLicense.file,
    detail.documents.taxationDocument.registrationNumber,
  ];
  return Math.floor((filled.filter((value) => value).length / filled.length) * 100);
}

/** The admin's Agencies: grid, list, detail page, edit form, registration, status, PIN, files. */
export class AdminAgencyService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {}

  async list(query: AdminAgenciesQuery): Promise<AdminAgenciesPage> {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const filters = and(
      pattern ? ilike(agencies.agencyName, pattern) : undefined,
      query.country ? eq(countries.name, toReferenceCountry(query.country)) : undefined,
      groupCondition[query.group],
    );
    const where = and(
      filters,
      query.status === 'all' ? undefined : eq(agencies.status, query.status),
    );
    const [rows, tabs] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(agencies)
        .leftJoin(cities, eq(cities.id, agencies.cityId))
        .leftJoin(countries, eq(countries.id, cities.countryId))
        .where(where)
        .orderBy(desc(agencies.updatedAt), desc(agencies.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ status: agencies.status, n: count() })
        .from(agencies)
        .leftJoin(cities, eq(cities.id, agencies.cityId))
        .leftJoin(countries, eq(countries.id, cities.countryId))
        .where(filters)
        .groupBy(agencies.status),
    ]);
    const counts = Object.fromEntries(ADMIN_AGENCY_TABS.map((tab) => [tab, 0])) as Record<
      AdminAgencyTab,
      number
    >;
    for (const { status, n } of tabs) {
      counts[status] = n;
      counts.all += n;
    }
    return {
      items: rows.map((row) => toAdminAgency(row.agency, row)),
      total: counts[query.status],
      page: query.page,
      pageSize: query.pageSize,
      counts,
    };
  }

  async get(id: number): Promise<AdminAgencyDetail> {
    if (!fitsIntegerColumn(id)) throw notFound('agency.notFound');
    const [row] = await this.db
      .select(rowColumns)
      .from(agencies)
      .leftJoin(cities, eq(cities.id, agencies.cityId))
      .leftJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(agencies.id, id))
      .limit(1);
    if (!row) throw notFound('agency.notFound');
    const [legal, [account], [candidateCount]] = await Promise.all([
      this.db.select().from(agencyLegalDocuments).where(eq(agencyLegalDocuments.agencyId, id)),
      this.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.agencyId, id), eq(users.role, 'agency')))
        .orderBy(asc(users.id))
        .limit(1),
      this.db.select({ n: count() }).from(candidates).where(eq(candidates.agencyId, id)),
    ]);
    const agency = row.agency;
    const byKind = new Map(legal.map((doc) => [doc.kind, doc]));
    const documentOf = (kind: AgencyLegalDocumentKind): AgencyLegalDocumentView => {
      const doc: LegalRow | undefined = byKind.get(kind);
      const mirrored = kind === 'otherDocuments' ? null : agency[MIRRORED_NUMBER[kind]];
      return {
        registrationNumber: doc?.registrationNumber || mirrored || '',
        issueDate: doc?.issueDate ?? null,
        expiryDate: doc?.expiryDate ?? null,
        file: doc?.storageKey ? legalFilePath(id, kind) : null,
        fileName: doc?.storageKey ? doc.fileName : null,
      };
    };
    const detail: Omit<AdminAgencyDetail, 'profileCompletion'> = {
      ...toAdminAgency(agency, row),
      streetAddress: agency.streetAddress,
      workingDaysOption: presetOf(agency.workingDays),
      socialLinks: {
        website: agency.socialLink,
        whatsapp: agency.whatsapp,
        instagram: agency.instagram,
        facebook: agency.facebook,
        twitter: agency.twitter,
        linkedin: agency.linkedin,
        tiktok: agency.tiktok,
        zoom: agency.zoom,
      },
      contactPerson: {
        salutation: (agency.contactSalutation as 'Mr' | 'Mrs' | 'Ms' | null) ?? null,
        ...contactParts(agency),
        designation: agency.contactPersonDesignation ?? '',
        mobile: agency.contactPersonMobile,
        email: agency.contactPersonEmail,
        dateOfBirth: agency.contactDateOfBirth,
        gender: agency.contactGender,
      },
      documents: {
        companyRegistration: documentOf('companyRegistration'),
        tradeLicense: documentOf('tradeLicense'),
        taxationDocument: documentOf('taxationDocument'),
        otherDocuments: documentOf('otherDocuments'),
      },
      hasPin: agency.pinHash !== null,
      accountEmail: account?.email ?? null,
      candidates: candidateCount?.n ?? 0,
    };
    return { ...detail, profileCompletion: profileCompletion(detail) };
  }

  /** The form's country and city, from the reference lists; a city must be of that country. */
  private async resolveCity(form: Pick<AdminAgencyForm, 'country' | 'city'>): Promise<number> {
    const [country] = await this.db
      .select({ id: countries.id })
      .from(countries)
      .where(sql`lower(${countries.name}) = lower(${toReferenceCountry(form.country)})`)
      .limit(1);
    if (!country) throw validationError({ country: 'geo.unknownCountry' });
    const [city] = await this.db
      .select({ id: cities.id })
      .from(cities)
      .where(
        and(eq(cities.countryId, country.id), sql`lower(${cities.name}) = lower(${form.city})`),
      )
      .limit(1);
    if (!city) throw validationError({ city: 'geo.unknownCity' });
    return city.id;
  }

  private columnsOf(form: AdminAgencyForm, cityId: number) {
    const person = form.contactPerson;
    const fullName = [person.firstName, person.middleName, person.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    const links = form.socialLinks;
    return {
      agencyName: form.name,
      name: form.name,
      email: form.email,
      mobileNumber: form.mobile,
      workingDays: WORKING_DAY_PRESETS[form.workingDays],
      cityId,
      streetAddress: form.streetAddress,
      timezone: form.timezone,
      socialLink: links.website ?? null,
      whatsapp: links.whatsapp ?? null,
      instagram: links.instagram ?? null,
      facebook: links.facebook ?? null,
      twitter: links.twitter ?? null,
      linkedin: links.linkedin ?? null,
      tiktok: links.tiktok ?? null,
      zoom: links.zoom ?? null,
      contactPerson: fullName,
      contactSalutation: person.salutation,
      contactFirstName: person.firstName,
      contactMiddleName: person.middleName || null,
      contactLastName: person.lastName || null,
      contactPersonDesignation: person.designation || null,
      contactPersonMobile: person.mobile,
      contactPersonEmail: person.email,
      contactDateOfBirth: person.dateOfBirth,
      contactGender: person.gender,
      registration: form.documents.companyRegistration.registrationNumber || null,
      tradeLicence: form.documents.tradeLicense.registrationNumber || null,
      taxation: form.documents.taxationDocument.registrationNumber || null,
    };
  }

  /** The legal documents' numbers and dates; their files stay as uploaded. */
  private async saveLegalNumbers(
    tx: Pick<Database, 'insert'>,
    agencyId: number,
    form: AdminAgencyForm,
  ): Promise<void> {
    const now = this.clock.now();
    await tx
      .insert(agencyLegalDocuments)
      .values(
        AGENCY_LEGAL_DOCUMENT_KINDS.map((kind) => ({
          agencyId,
          kind,
          registrationNumber: form.documents[kind].registrationNumber,
          issueDate: form.documents[kind].issueDate,
          expiryDate: form.documents[kind].expiryDate,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [agencyLegalDocuments.agencyId, agencyLegalDocuments.kind],
        set: {
          registrationNumber: sql`excluded.registration_number`,
          issueDate: sql`excluded.issue_date`,
          expiryDate: sql`excluded.expiry_date`,
          updatedAt: now,
        },
      });
  }

  /** Register agency: the agency (status new) and its sign-in account, or neither. */
  async register(form: RegisterAgency): Promise<AdminAgencyDetail> {
    const cityId = await this.resolveCity(form);
    const passwordHash = await hashPassword(form.password);
    const now = this.clock.now();
    let agencyId: number;
    try {
      agencyId = await this.db.transaction(async (tx) => {
        const [agency] = await tx
          .insert(agencies)
          .values({
            ...this.columnsOf(form, cityId),
            status: 'new',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: agencies.id });
        if (!agency) throw new Error('Insert returned no row');
        await this.saveLegalNumbers(tx, agency.id, form);
        await tx.insert(users).values({
          name: form.name,
          email: form.email,
          passwordHash,
          role: 'agency',
          agencyId: agency.id,
          phone: form.mobile,
          createdAt: now,
          updatedAt: now,
        });
        return agency.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('auth.emailTaken');
      throw error;
    }
    return this.get(agencyId);
  }

  async update(id: number, form: AdminAgencyForm): Promise<AdminAgencyDetail> {
    if (!fitsIntegerColumn(id)) throw notFound('agency.notFound');
    const cityId = await this.resolveCity(form);
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(agencies)
        .set({ ...this.columnsOf(form, cityId), updatedAt: this.clock.now() })
        .where(eq(agencies.id, id))
        .returning({ id: agencies.id });
      if (updated.length === 0) throw notFound('agency.notFound');
      await this.saveLegalNumbers(tx, id, form);
    });
    return this.get(id);
  }

  /**
   * Suspended, rejected or released: the agency's owner and staff are signed out at once and
   * cannot sign in (see auth/agency-access.ts) until it is approved or new again.
   */
  async setStatus(id: number, status: AgencyStatus): Promise<AdminAgencyDetail> {
    if (!fitsIntegerColumn(id)) throw notFound('agency.notFound');
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(agencies)
        .set({ status, updatedAt: this.clock.now() })
        .where(eq(agencies.id, id))
        .returning({ id: agencies.id });
      if (updated.length === 0) throw notFound('agency.notFound');
      if (!agencyMayWork(status)) await this.sessions.revokeAllOfAgency(id, { db: tx });
    });
    return this.get(id);
  }

  /** Change Pin: kept only as an Argon2id hash, like passwords. */
  async setPin(id: number, pin: string): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound('agency.notFound');
    const pinHash = await hashPassword(pin);
    const updated = await this.db
      .update(agencies)
      .set({ pinHash, updatedAt: this.clock.now() })
      .where(eq(agencies.id, id))
      .returning({ id: agencies.id });
    if (updated.length === 0) throw notFound('agency.notFound');
  }

  async assertExists(id: number): Promise<void> {
    if (!fitsIntegerColumn(id)) throw notFound('agency.notFound');
    const [row] = await this.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, id))
      .limit(1);
    if (!row) throw notFound('agency.notFound');
  }

  /** A legal document's file: stored under a new name; the one it replaces is deleted. */
  async saveLegalFile(
    id: number,
    kind: AgencyLegalDocumentKind,
    upload: ReceivedUpload<unknown>,
  ): Promise<AdminAgencyDetail> {
    const key = newStorageKey('documents', upload.type);
    await this.storage.commit(upload.staged, key);
    let previous: string | null = null;
    try {
      await this.db.transaction(async (tx) => {
        const [agency] = await tx
          .select({ id: agencies.id })
          .from(agencies)
          .where(eq(agencies.id, id))
          .for('update');
        if (!agency) throw notFound('agency.notFound');
        const [old] = await tx
          .select({ key: agencyLegalDocuments.storageKey })
          .from(agencyLegalDocuments)
          .where(and(eq(agencyLegalDocuments.agencyId, id), eq(agencyLegalDocuments.kind, kind)));
        previous = old?.key ?? null;
        const now = this.clock.now();
        const file = {
          storageKey: key,
          fileName: upload.title,
          contentType: upload.type.contentType,
          updatedAt: now,
        };
        await tx
          .insert(agencyLegalDocuments)
          .values({ agencyId: id, kind, ...file })
          .onConflictDoUpdate({
            target: [agencyLegalDocuments.agencyId, agencyLegalDocuments.kind],
            set: file,
          });
        await tx.update(agencies).set({ updatedAt: now }).where(eq(agencies.id, id));
      });
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
    if (previous) await this.storage.remove(previous);
    return this.get(id);
  }

  async legalFile(
    id: number,
    kind: AgencyLegalDocumentKind,
  ): Promise<{ object: StoredObject; contentType: string; fileName: string }> {
    if (!fitsIntegerColumn(id)) throw notFound('documents.notFound');
    const [doc] = await this.db
      .select()
      .from(agencyLegalDocuments)
      .where(and(eq(agencyLegalDocuments.agencyId, id), eq(agencyLegalDocuments.kind, kind)));
    const object = doc?.storageKey ? await this.storage.read(doc.storageKey) : null;
    if (!doc || !object) throw notFound('documents.notFound');
    return {
      object,
      contentType: doc.contentType ?? 'application/octet-stream',
      fileName: doc.fileName ?? kind,
    };
  }
}
