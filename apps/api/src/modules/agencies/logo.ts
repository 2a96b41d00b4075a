import { API_PREFIX } from '@bayti/data/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { agencies } from '../../db/schema';
import { notFound } from '../../errors';
import type { FileStorage, StoredObject } from '../../storage/file-storage';
import { newStorageKey, type ReceivedUpload } from '../../storage/receive-upload';

const LOGO_FOLDER = 'logos/';

/** The public path of a stored logo: '/api/agency-logos/<hex>.<ext>'. */
export const logoPath = (key: string) =>
  `${API_PREFIX}/agency-logos/${key.slice(LOGO_FOLDER.length)}`;

/**
 * Agency logos. A logo is public (agency cards show it to the admin and, later, to families),
 * under a random, never reused name; the old file goes when a new one replaces it.
 */
export class AgencyLogoService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async replace(agencyId: number, upload: ReceivedUpload<unknown>): Promise<void> {
    const key = newStorageKey('logos', upload.type);
    const [previous] = await this.db
      .select({ logoPath: agencies.logoPath })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .limit(1);
    if (!previous) {
      await this.storage.discard(upload.staged);
      throw notFound('agency.notLinked');
    }
    await this.storage.commit(upload.staged, key);
    const updated = await this.db
      .update(agencies)
      .set({ logoPath: logoPath(key), updatedAt: this.clock.now() })
      .where(eq(agencies.id, agencyId))
      .returning({ id: agencies.id });
    if (updated.length === 0) {
      await this.storage.remove(key);
      throw notFound('agency.notLinked');
    }
    const old = previous.logoPath && this.keyOf(previous.logoPath);
    if (old) await this.storage.remove(old);
  }

  /** The storage key behind one of our logo paths; null for seeded or external logos. */
  private keyOf(path: string): string | null {
    const prefix = `${API_PREFIX}/agency-logos/`;
    return path.startsWith(prefix) ? `${LOGO_FOLDER}${path.slice(prefix.length)}` : null;
  }

  /** A logo that an agency currently shows; anything else is not found. */
  async read(name: string): Promise<{ object: StoredObject; contentType: string }> {
    const key = `${LOGO_FOLDER}${name}`;
    const [owner] = await this.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.logoPath, logoPath(key)))
      .limit(1);
    if (!owner) throw notFound('agency.logoNotFound');
    const object = await this.storage.read(key);
    if (!object) throw notFound('agency.logoNotFound');
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const contentType = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
    return { object, contentType };
  }
}
