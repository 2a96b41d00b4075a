import {
  API_PREFIX,
  type CandidateProfileState,
  type CandidateSelfProfileForm,
} from '@bayti/data/contract';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import {
  candidateContacts,
  candidates,
  profileMedia,
  users,
  type ProfileMediaKind,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound, validationError } from '../../errors';
import { withEvents, type Emit, type EventDeps } from '../../events/transaction';
import {
  afterPublicSave,
  pendingReviewOf,
  reconfirmListing,
  submitListing,
  withdrawListing,
  isAdult,
  listingStateOf,
} from '../listings';
import type { FileStorage } from '../../storage/file-storage';
import {
  derivePhotoVariants,
  photoVariantKey,
  photoVariantKeys,
} from '../../storage/photo-variants';
import { newStorageKey, type ReceivedUpload } from '../../storage/receive-upload';
import {
  columnsFromForm,
  missingOf,
  storedPhone,
  storedProfileOf,
  uaeToday,
  type CandidateRow,
  type ContactSource,
} from './mapping';

const MEDIA_FOLDER = 'media/';

/** The public path of a media object: '/api/media/<hex>.<ext>'. */
export const mediaPath = (storageKey: string) =>
  `${API_PREFIX}/media/${storageKey.slice(MEDIA_FOLDER.length)}`;
/** The storage key behind a media path's last segment. */
export const mediaKey = (name: string) => `${MEDIA_FOLDER}${name}`;

/** Where a media kind shows on the public row. */
const COLUMN = { photo: 'image', video: 'video' } as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The worker's own profile (candidate dashboard): the form, the Visible switch, her photo and
 * video. Her candidates row is created by her first save and kept in step after that. Saving
 * keeps the values; she submits them to the admin Review queue (docs/decisions/0022), and a
 * change to a public field of a listed profile goes back to review. is_published (listed),
 * visible and is_complete decide together whether the public site shows it.
 */
export class CandidateProfileService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly events: EventDeps,
  ) {}

  private async row(db: Database | Tx, userId: number): Promise<CandidateRow | null> {
    const [row] = await db.select().from(candidates).where(eq(candidates.userId, userId)).limit(1);
    return row ?? null;
  }

  /** Her phone and WhatsApp, kept apart from the public row (candidate_contacts). */
  private async contactOf(
    db: Database | Tx,
    row: CandidateRow | null,
  ): Promise<ContactSource | null> {
    if (!row) return null;
    const [contact] = await db
      .select({ phone: candidateContacts.phone, whatsapp: candidateContacts.whatsapp })
      .from(candidateContacts)
      .where(eq(candidateContacts.candidateId, row.id))
      .limit(1);
    return contact ?? null;
  }

  async state(userId: number): Promise<CandidateProfileState> {
    const [user] = await this.db
      .select({ name: users.name, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw notFound('profile.accountNotFound');
    const [row, media] = await Promise.all([
      this.row(this.db, userId),
      this.db.select().from(profileMedia).where(eq(profileMedia.userId, userId)),
    ]);
    const pathOf = (kind: ProfileMediaKind) => {
      const found = media.find((m) => m.kind === kind);
      return found ? mediaPath(found.storageKey) : null;
    };
    const contact = await this.contactOf(this.db, row);
    const profile = storedProfileOf(
      row,
      { image: pathOf('photo'), video: pathOf('video') },
      contact,
    );
    const missing = missingOf(profile);
    const complete = missing.length === 0;
    const visible = row?.visible ?? true;
    const listed = row !== null && row.isPublished && visible && complete;
    const pending = row ? await pendingReviewOf(this.db, row.id) : null;
    return {
      profile,
      name: user.name,
      visible,
      complete,
      missing,
      candidateId: listed ? row.id : null,
      listing: row
        ? listingStateOf(row, pending?.kind ?? null)
        : { status: 'draft', reason: null, reviewKind: null, reconfirmDueAt: null, activeAt: null },
      emailVerified: user.verifiedAt !== null,
    };
  }

  /** Keeps is_complete in step with the row's values after a change. */
  private async refreshCompleteness(tx: Tx, userId: number): Promise<void> {
    const row = await this.row(tx, userId);
    if (!row) return;
    const contact = await this.contactOf(tx, row);
    const isComplete =
      missingOf(storedProfileOf(row, { image: null, video: null }, contact)).length === 0;
    if (isComplete !== row.isComplete)
      await tx.update(candidates).set({ isComplete }).where(eq(candidates.id, row.id));
  }

  /**
   * PUT /candidate/profile: creates her row (a draft) on the first save. A change to a public
   * field of a listed or in-review profile takes it off the list until an admin approves it.
   */
  async save(
    userId: number,
    form: CandidateSelfProfileForm,
    retried = false,
  ): Promise<CandidateProfileState> {
    const now = this.clock.now();
    const today = uaeToday(now);
    // The contract refuses under 18 on the caller's day; the rule is the UAE day's.
    if (!isAdult(form.dateOfBirth, now))
      throw validationError({ dateOfBirth: 'listing.underAge' }, 'listing.underAge');
    try {
      await withEvents(this.events, async (tx, emit) => {
        const [user] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (!user) throw notFound('profile.accountNotFound');
        const existing = await this.row(tx, userId);
        const columns = { ...columnsFromForm(form, existing, today), name: user.name };
        let candidateId: number;
        if (existing) {
          candidateId = existing.id;
          await tx
            .update(candidates)
            .set({ ...columns, updatedAt: now })
            .where(eq(candidates.id, existing.id));
        } else {
          // Uploads made before the first save become the row's photo and video.
          const media = await tx.select().from(profileMedia).where(eq(profileMedia.userId, userId));
          const path = (kind: ProfileMediaKind) => {
            const found = media.find((m) => m.kind === kind);
            return found ? mediaPath(found.storageKey) : null;
          };
          const [inserted] = await tx
            .insert(candidates)
            .values({
              ...columns,
              userId,
              image: path('photo') ?? '',
              video: path('video'),
              // A new candidate's position defaults to Maid; new profiles start unrated.
              position: 'Maid',
              rating: 0,
              description: '',
              listedDate: today,
              isPublished: false,
              visible: true,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: candidates.id });
          candidateId = inserted!.id;
        }
        // Her numbers, in the same transaction: families reach her only through these.
        const contact = { phone: storedPhone(form.phone), whatsapp: storedPhone(form.whatsapp) };
        await tx
          .insert(candidateContacts)
          .values({ candidateId, ...contact })
          .onConflictDoUpdate({ target: candidateContacts.candidateId, set: contact });
        await this.refreshCompleteness(tx, userId);
        const after = await this.row(tx, userId);
        if (existing && after) await afterPublicSave(tx, emit, existing, after, userId, now);
        else if (after)
          await tx.update(candidates).set({ activeAt: now }).where(eq(candidates.id, after.id));
      });
    } catch (error) {
      // Two first saves at once: the second finds the row on a retry.
      if (isUniqueViolation(error) && !retried) return this.save(userId, form, true);
      throw error;
    }
    return this.state(userId);
  }

  async setVisibility(userId: number, visible: boolean): Promise<CandidateProfileState> {
    if (visible) {
      // Families who find her must be able to reach her: no numbers, no showing.
      const row = await this.row(this.db, userId);
      if (!row) throw conflict('profile.saveFirst');
      if (!(await this.contactOf(this.db, row)))
        throw validationError(
          { phone: 'profile.phoneBeforeShowing' },
          'profile.phoneBeforeShowing',
        );
    }
    const updated = await this.db
      .update(candidates)
      .set({ visible, updatedAt: this.clock.now() })
      .where(eq(candidates.userId, userId))
      .returning({ id: candidates.id });
    if (updated.length === 0) throw conflict('profile.saveFirst');
    return this.state(userId);
  }

  /** Her photo and video are public fields: a listed profile's new one is reviewed. */
  private async afterMediaChange(tx: Tx, emit: Emit, before: CandidateRow | null, userId: number) {
    const after = await this.row(tx, userId);
    if (before && after) await afterPublicSave(tx, emit, before, after, userId, this.clock.now());
  }

  /** Her row, locked for a listing step; 409 before her first save. */
  private async lockedRow(tx: Tx, userId: number): Promise<CandidateRow> {
    const [row] = await tx
      .select()
      .from(candidates)
      .where(eq(candidates.userId, userId))
      .for('update')
      .limit(1);
    if (!row) throw conflict('profile.saveFirst');
    return row;
  }

  /** POST /candidate/profile/listing: her saved profile goes to the admin Review queue. */
  async submit(userId: number): Promise<CandidateProfileState> {
    const now = this.clock.now();
    await withEvents(this.events, async (tx, emit) => {
      await submitListing(tx, emit, await this.lockedRow(tx, userId), userId, now);
    });
    return this.state(userId);
  }

  /** DELETE /candidate/profile/listing: off the public site (or out of review) at once. */
  async withdraw(userId: number): Promise<CandidateProfileState> {
    await this.db.transaction(async (tx) =>
      withdrawListing(tx, await this.lockedRow(tx, userId), this.clock.now()),
    );
    return this.state(userId);
  }

  /** POST /candidate/profile/listing/reconfirm: listed for 30 more days. */
  async reconfirm(userId: number): Promise<CandidateProfileState> {
    await this.db.transaction(async (tx) =>
      reconfirmListing(tx, await this.lockedRow(tx, userId), this.clock.now()),
    );
    return this.state(userId);
  }

  /** Removes a media object and the sizes derived from it (a video has none). */
  private async removeObject(key: string): Promise<void> {
    await Promise.all([key, ...photoVariantKeys(key)].map((each) => this.storage.remove(each)));
  }

  /** Stores an accepted photo or video in place of the previous one, whose file is deleted. */
  async replaceMedia(
    userId: number,
    kind: ProfileMediaKind,
    upload: ReceivedUpload<unknown>,
  ): Promise<CandidateProfileState> {
    const key = newStorageKey('media', upload.type);
    // Derived from the staged file, which commit moves; stored once the original is.
    const variants = kind === 'photo' ? await derivePhotoVariants(upload.staged.path) : [];
    await this.storage.commit(upload.staged, key);
    let previous: string | null = null;
    try {
      for (const variant of variants)
        await this.storage.put(photoVariantKey(key, variant.size), variant.data);
      await withEvents(this.events, async (tx, emit) => {
        const before = await this.row(tx, userId);
        const [old] = await tx
          .delete(profileMedia)
          .where(and(eq(profileMedia.userId, userId), eq(profileMedia.kind, kind)))
          .returning({ storageKey: profileMedia.storageKey });
        previous = old?.storageKey ?? null;
        await tx.insert(profileMedia).values({
          userId,
          kind,
          storageKey: key,
          contentType: upload.type.contentType,
          sizeBytes: upload.staged.size,
          createdAt: this.clock.now(),
        });
        await tx
          .update(candidates)
          .set({ [COLUMN[kind]]: mediaPath(key), updatedAt: this.clock.now() })
          .where(eq(candidates.userId, userId));
        await this.refreshCompleteness(tx, userId);
        await this.afterMediaChange(tx, emit, before, userId);
      });
    } catch (error) {
      await this.removeObject(key);
      if (isUniqueViolation(error)) throw conflict('upload.inProgress');
      throw error;
    }
    if (previous) await this.removeObject(previous);
    return this.state(userId);
  }

  /** Removes the photo or video (an uploaded one, or the one an agency set on her row). */
  async removeMedia(userId: number, kind: ProfileMediaKind): Promise<CandidateProfileState> {
    const removed = await withEvents(this.events, async (tx, emit) => {
      const before = await this.row(tx, userId);
      const [old] = await tx
        .delete(profileMedia)
        .where(and(eq(profileMedia.userId, userId), eq(profileMedia.kind, kind)))
        .returning({ storageKey: profileMedia.storageKey });
      await tx
        .update(candidates)
        .set({ [COLUMN[kind]]: kind === 'photo' ? '' : null, updatedAt: this.clock.now() })
        .where(eq(candidates.userId, userId));
      await this.refreshCompleteness(tx, userId);
      await this.afterMediaChange(tx, emit, before, userId);
      return old?.storageKey ?? null;
    });
    if (removed) await this.removeObject(removed);
    return this.state(userId);
  }
}
