import { API_PREFIX } from '@bayti/data/contract';

/**
 * An uploaded photo (`/api/media/<key>`) at the size it is shown, as WebP (the API derives card
 * and profile sizes on upload, apps/api/src/storage/photo-variants.ts); any other address (the
 * demo's bundled pictures) as it is.
 */
export function sizedPhoto(src: string, size: 'card' | 'profile'): string {
  return src.startsWith(`${API_PREFIX}/media/`) ? `${src}?size=${size}` : src;
}
