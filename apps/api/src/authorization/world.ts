import type { RecruitmentRecord } from '@bayti/data/contract';
import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { agencies, candidates, users } from '../db/schema';
import { bearer, body, demoEmail, signIn, type TestApp } from '../test/harness';
import { registerFamily, type TestFamily } from '../test/families';
import { hireCandidate } from '../test/hiring';
import { filesUnder } from '../storage/test-files';
import { uaeDay } from '../uae-calendar';
import { A_MARKER, MANAGED_A_LAST_NAME } from './markers';
import { CALLERS, ROLE_OF, type Caller } from './table';

/** The seeded second demo agency (helper A's seed); made here while it has not landed. */
export const AGENCY_B_EMAIL = 'agency2@demo.bayti.ae';

/** Published seeded candidates handed to agency A and agency B (public fixtures 5 and 6). */
const CANDIDATE_OF_A = 5;
const CANDIDATE_OF_B = 6;

export interface AgencyHandle {
  id: number;
  ownerId: number;
}

/**
 * Everything the table's requests need: a token per caller and agency A's and B's resources.
 * Resources of endpoints that may not exist yet are made on first use (`once`).
 */
export class World {
  readonly tokens = {} as Record<Caller, string | null>;
  agencyA!: AgencyHandle;
  agencyB!: AgencyHandle;
  /** The candidate of each agency, and the recruitment a family started with her. */
  candidateOfA = CANDIDATE_OF_A;
  candidateOfB = CANDIDATE_OF_B;
  recruitmentOfA!: RecruitmentRecord;
  recruitmentOfB!: RecruitmentRecord;
  family!: TestFamily;
  /** Text only agency A's rows carry (see A_MARKER), with the name of its candidate. */
  markersOfA: string[] = [A_MARKER, MANAGED_A_LAST_NAME];
  private readonly cache = new Map<string, Promise<unknown>>();
  private counter = 0;

  /** `uploads`: the app's UPLOADS_DIR, whose files are part of the snapshot. */
  constructor(
    readonly t: TestApp,
    private readonly uploads: string,
  ) {}

  /** Today in the UAE, by the test clock. */
  today(): string {
    return uaeDay(this.t.clock.now());
  }

  /** A unique suffix for emails and names. */
  next(): number {
    this.counter += 1;
    return this.counter;
  }

  /** Memoises a resource made on first use. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let made = this.cache.get(key) as Promise<T> | undefined;
    if (!made) {
      made = make();
      this.cache.set(key, made);
    }
    return made;
  }

  call(caller: Caller, options: InjectOptions): Promise<LightMyRequestResponse> {
    const token = this.tokens[caller];
    return this.t.app.inject({
      ...options,
      headers: { ...options.headers, ...(token ? bearer(token) : {}) },
    });
  }

  /** A call that must succeed (setting up a resource); answers the parsed `data`. */
  async must<T>(caller: Caller, options: InjectOptions): Promise<T> {
    const response = await this.call(caller, options);
    if (response.statusCode >= 300) {
      throw new Error(
        `Setup ${options.method} ${options.url} as ${caller} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return body<{ data: T }>(response).data;
  }

  /** A new session for the caller (none for the visitor), as after signing out. */
  async signIn(caller: Caller): Promise<void> {
    const { app } = this.t;
    this.tokens[caller] =
      caller === 'visitor'
        ? null
        : caller === 'agencyB'
          ? await signIn(app, AGENCY_B_EMAIL, DEMO_PASSWORD)
          : await signIn(app, demoEmail(ROLE_OF[caller]!));
  }

  async setUp(): Promise<void> {
    const { app, database } = this.t;
    const { db } = database;
    const userId = async (email: string) => {
      const [row] = await db
        .select({ id: users.id, agencyId: users.agencyId })
        .from(users)
        .where(eq(users.email, email));
      if (!row) throw new Error(`No user ${email}`);
      return row;
    };

    const owner = await userId(demoEmail('agency'));
    this.agencyA = { id: owner.agencyId!, ownerId: owner.id };
    this.agencyB = await this.agencyBHandle();
    await db
      .update(agencies)
      .set({ about: `${A_MARKER} about` })
      .where(eq(agencies.id, this.agencyA.id));

    for (const caller of CALLERS) await this.signIn(caller);

    // Each agency manages and lists one candidate, whom a family hires: a recruitment each.
    await db
      .update(candidates)
      .set({ agencyId: this.agencyA.id, publisherAgencyId: this.agencyA.id })
      .where(eq(candidates.id, CANDIDATE_OF_A));
    await db
      .update(candidates)
      .set({ agencyId: this.agencyB.id, publisherAgencyId: this.agencyB.id })
      .where(eq(candidates.id, CANDIDATE_OF_B));
    this.family = await registerFamily(app, 'Authz Family');
    this.recruitmentOfA = await this.hire(CANDIDATE_OF_A);
    this.markersOfA.push(this.recruitmentOfA.name);
    this.recruitmentOfB = await this.hire(CANDIDATE_OF_B);
  }

  /** Agency B: the seeded agency2 demo account if the seed has it, else one made here. */
  private async agencyBHandle(): Promise<AgencyHandle> {
    const { db } = this.t.database;
    const [seeded] = await db
      .select({ id: users.id, agencyId: users.agencyId })
      .from(users)
      .where(eq(users.email, AGENCY_B_EMAIL));
    if (seeded?.agencyId) return { id: seeded.agencyId, ownerId: seeded.id };
    const [agency] = await db
      .insert(agencies)
      .values({ agencyName: 'Agency B (authorization test)', name: 'Agency B' })
      .returning({ id: agencies.id });
    const [ownerRow] = await db
      .insert(users)
      .values({
        name: 'Agency B Owner',
        email: AGENCY_B_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'agency',
        agencyId: agency!.id,
      })
      .returning({ id: users.id });
    return { id: agency!.id, ownerId: ownerRow!.id };
  }

  /** The family hires the candidate (an offer her agency accepts): answers the recruitment. */
  private async hire(candidateId: number): Promise<RecruitmentRecord> {
    const f = this.family;
    await hireCandidate(this.t, f, candidateId);
    const list = await f.call({ method: 'GET', url: '/api/employer/recruitments?pageSize=50' });
    const record = body<{ data: { items: RecruitmentRecord[] } }>(list).data.items.find(
      (r) => r.candidateId === candidateId,
    );
    if (!record) throw new Error(`No recruitment for candidate ${candidateId}`);
    return record;
  }

  /**
   * Every row of the application's tables (sessions aside: refused calls may touch their
   * last-seen time) and every stored file's name, to show that a refused write changed nothing.
   */
  async snapshot(): Promise<Record<string, unknown>> {
    const { db } = this.t.database;
    const listed = (await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = listed.rows.map((r) => r.table_name).filter((name) => name !== 'sessions');
    const state: Record<string, unknown> = { files: (await filesUnder(this.uploads)).sort() };
    for (const table of tables) {
      const rows = (await db.execute(
        sql`select coalesce(json_agg(t order by t::text), '[]'::json) as rows from ${sql.identifier(table)} t`,
      )) as unknown as { rows: { rows: unknown }[] };
      state[table] = rows.rows[0]?.rows;
    }
    return state;
  }
}
