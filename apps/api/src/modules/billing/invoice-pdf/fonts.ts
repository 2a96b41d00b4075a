import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The faces the invoice is set in, as pdfkit registers them. */
export type FontFace = 'regular' | 'bold';

/**
 * IBM Plex Sans Arabic (the `@ibm/plex-sans-arabic` package, SIL Open Font License), the face the
 * portal sets Arabic in: one family with Arabic and Latin letters, digits and the dirham's
 * letters, so both languages of the invoice use the same type. Read from the package once, never
 * from the network; pdfkit embeds only the glyphs a document uses.
 */
const FILES: Record<FontFace, string> = {
  regular: '@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-Regular.woff',
  bold: '@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-SemiBold.woff',
};

let loaded: Record<FontFace, Buffer> | undefined;

/** The font files' bytes, read on first use. */
export function invoiceFonts(): Record<FontFace, Buffer> {
  loaded ??= {
    regular: readFileSync(require.resolve(FILES.regular)),
    bold: readFileSync(require.resolve(FILES.bold)),
  };
  return loaded;
}
