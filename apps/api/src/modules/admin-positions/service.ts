import { ADMIN_DEFAULT_POSITIONS, AGENCY_DEFAULT_POSITIONS } from '@bayti/data/fixtures';
import { eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { positionLists } from '../../db/schema';

/** Whose list: the admin's, or one agency's. */
export type PositionOwner = { kind: 'admin' } | { kind: 'agency'; agencyId: number };

const ownedBy = (owner: PositionOwner) =>
  owner.kind === 'admin'
    ? isNull(positionLists.agencyId)
    : eq(positionLists.agencyId, owner.agencyId);

/** The default positions: what a list holds until its owner first saves one. */
const defaultsOf = (owner: PositionOwner) =>
  owner.kind === 'admin' ? ADMIN_DEFAULT_POSITIONS : AGENCY_DEFAULT_POSITIONS;

/** The Manage Positions lists, kept on the server (the spec kept them in browser storage). */
export class PositionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(owner: PositionOwner): Promise<string[]> {
    const [row] = await this.db
      .select({ names: positionLists.names })
      .from(positionLists)
      .where(ownedBy(owner));
    return row ? row.names : [...defaultsOf(owner)];
  }

  /** Replaces the list (already normalised by the contract); an empty list stays empty. */
  async save(owner: PositionOwner, names: string[]): Promise<string[]> {
    const now = this.clock.now();
    await this.db
      .insert(positionLists)
      .values({ agencyId: owner.kind === 'agency' ? owner.agencyId : null, names, updatedAt: now })
      .onConflictDoUpdate({
        target: positionLists.agencyId,
        set: { names, updatedAt: now },
      });
    return names;
  }
}
