import { and, eq, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/guards';
import type { SessionService } from '../../auth/sessions';
import { canReadWorkerFiles } from '../../auth/worker-file-access';
import type { Database } from '../../db/connection';
import { candidates, profileMedia } from '../../db/schema';
import { notFound } from '../../errors';
import { preferredLocale } from '../../i18n/locale';
import { errorEnvelope } from '../../plugins/error-response';
import type { ByteRange, FileStorage } from '../../storage/file-storage';
import { isPhotoSize, photoVariantKey } from '../../storage/photo-variants';
import { mediaKey, mediaPath } from './service';

/** Keys are never reused (a new upload gets a new key), so a public copy never goes stale. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** A single `bytes=a-b` range (what video players send); anything else is the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * The object to send: for `?size=card|profile` on a photo, its WebP of that size
 * (photo-variants.ts) when one was derived; otherwise the upload itself.
 */
async function objectToSend(
  storage: FileStorage,
  media: { storageKey: string; contentType: string },
  size: unknown,
): Promise<{ key: string; contentType: string; bytes: number } | null> {
  if (media.contentType.startsWith('image/') && isPhotoSize(size)) {
    const key = photoVariantKey(media.storageKey, size);
    const bytes = await storage.size(key);
    if (bytes !== null) return { key, contentType: 'image/webp', bytes };
  }
  const bytes = await storage.size(media.storageKey);
  return bytes === null ? null : { key: media.storageKey, contentType: media.contentType, bytes };
}

/**
 * GET /media/:key[?size=card|profile]. A photo or video of a listed profile is public (and cached for long). Any
 * other is private: only with the bearer of the worker, an admin or her managing agency, never
 * cached; to everyone else it does not exist.
 */
export async function sendMedia(
  deps: { db: Database; storage: FileStorage; sessions: SessionService },
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
) {
  const key = mediaKey(name);
  const [media] = await deps.db
    .select()
    .from(profileMedia)
    .where(eq(profileMedia.storageKey, key))
    .limit(1);
  if (!media) throw notFound('media.notFound');

  const path = mediaPath(key);
  const [listed] = await deps.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.userId, media.userId),
        eq(candidates.isPublished, true),
        eq(candidates.visible, true),
        eq(candidates.isComplete, true),
        or(eq(candidates.image, path), eq(candidates.video, path)),
      ),
    )
    .limit(1);
  if (!listed) {
    const token = bearerToken(request);
    const session = token ? await deps.sessions.resolve(token) : null;
    if (!session || !(await canReadWorkerFiles(deps.db, session.user, media.userId)))
      throw notFound('media.notFound');
  }

  const { size: wanted } = (request.query ?? {}) as { size?: unknown };
  const sent = await objectToSend(deps.storage, media, wanted);
  if (!sent) throw notFound('media.notFound');
  const size = sent.bytes;
  const range = parseRange(request.headers.range, size);
  reply
    .header('content-type', sent.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('cache-control', listed ? PUBLIC_CACHE : 'private, no-store');
  if (range === 'invalid') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send(
        errorEnvelope(
          'validation',
          { id: 'media.rangeOutside' },
          preferredLocale(request.headers['accept-language']),
        ),
      );
  }
  const object = await deps.storage.read(sent.key, range ?? undefined);
  if (!object) throw notFound('media.notFound');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', size);
  }
  return reply.send(object.stream);
}
