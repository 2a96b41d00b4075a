import { readFileSync } from 'node:fs';

/** The faces the invoice is set in, as pdfkit registers them. */
export type FontFace = 'regular' | 'bold';

/**
 * IBM Plex Sans Arabic, the face the portal sets Arabic in: one family with Arabic and Latin
 * letters, digits and the dirham's letters, so both languages of the invoice use the same type.
 * The two files sit beside this module (./fonts, with their SIL Open Font License): IBM's npm
 * package runs a telemetry script on install that reports the project's git details from CI
 * machines, which a product's install must not do. Read once, never from the network; pdfkit
 * embeds only the glyphs a document uses.
 */
const FILES: Record<FontFace, URL> = {
  regular: new URL('./fonts/IBMPlexSansArabic-Regular.woff', import.meta.url),
  bold: new URL('./fonts/IBMPlexSansArabic-SemiBold.woff', import.meta.url),
};

let loaded: Record<FontFace, Buffer> | undefined;

/** The font files' bytes, read on first use. */
export function invoiceFonts(): Record<FontFace, Buffer> {
  loaded ??= {
    regular: readFileSync(FILES.regular),
    bold: readFileSync(FILES.bold),
  };
  return loaded;
}
