import { API_PREFIX } from './routes/route';

/** The sizes the API derives from an uploaded photo (apps/api/src/storage/photo-variants.ts). */
export type PhotoSize = 'card' | 'profile';

/**
 * An uploaded photo (`/api/media/<key>`) at the size it is shown, as WebP; any other address (the
 * demo's bundled pictures) as it is. The portal's cards and profile show it, and the server
 * preloads the same address for a first visit (apps/api/src/plugins/page-data.ts).
 */
export function sizedPhoto(src: string, size: PhotoSize): string {
  return src.startsWith(`${API_PREFIX}/media/`) ? `${src}?size=${size}` : src;
}
