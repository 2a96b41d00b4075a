import sharp from 'sharp';

/**
 * The sizes a profile photo is shown at, served as WebP. card: the 4:3 photo box of a candidate
 * card (up to 320 CSS px wide, packages/ui CandidateCard) at twice its size for sharp screens;
 * profile: the 4:5 portrait of the profile page (240 × 300 CSS px), also doubled.
 */
export const PHOTO_SIZES = {
  card: { width: 640, height: 480 },
  profile: { width: 480, height: 600 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

export const isPhotoSize = (value: unknown): value is PhotoSize =>
  typeof value === 'string' && Object.hasOwn(PHOTO_SIZES, value);

/** `media/<hex>.jpg` → `media/<hex>-card.webp`: the variant lives beside its original. */
export function photoVariantKey(key: string, size: PhotoSize): string {
  return key.replace(/\.[a-z0-9]+$/, `-${size}.webp`);
}

/** Every variant key of an original, for removing them with it. */
export const photoVariantKeys = (key: string): string[] =>
  Object.keys(PHOTO_SIZES).map((size) => photoVariantKey(key, size as PhotoSize));

/** A phone photo is at most ~50 megapixels; more is a decompression bomb, not a portrait. */
const MAX_INPUT_PIXELS = 64_000_000;
/** WebP quality: portraits at this size show no artefacts, at a third of a JPEG's bytes. */
const WEBP_QUALITY = 78;

export interface PhotoVariant {
  size: PhotoSize;
  data: Buffer;
}

/**
 * Derives each size from an accepted photo (already checked by content: JPEG, PNG or WebP),
 * turned upright by its EXIF orientation, cropped to the size's shape from the top (faces sit
 * high in a portrait) and never enlarged. An image sharp cannot decode gets none: the original
 * is served in its place, as before variants existed.
 */
export async function derivePhotoVariants(file: string): Promise<PhotoVariant[]> {
  try {
    return await Promise.all(
      (Object.entries(PHOTO_SIZES) as [PhotoSize, { width: number; height: number }][]).map(
        async ([size, box]) => ({
          size,
          data: await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
            .rotate()
            .resize({ ...box, fit: 'cover', position: 'top', withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer(),
        }),
      ),
    );
  } catch {
    return [];
  }
}
