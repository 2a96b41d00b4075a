import type { Plugin } from 'vite';

/**
 * The faces the first screen of a public page paints with (packages/ui/src/tokens/fonts.css):
 * body text 400, buttons, navigation and card titles 600, the hero headline 700. 500 is left
 * to load on use: it shows below the fold or in menus.
 */
const FIRST_PAINT_FACES: Record<'ltr' | 'rtl', RegExp[]> = {
  ltr: [400, 600, 700].map((weight) => fontFile('plus-jakarta-sans-latin', weight)),
  // An Arabic page paints Arabic text first; its Latin (names, numbers) loads on use.
  rtl: [400, 600, 700].map((weight) => fontFile('ibm-plex-sans-arabic-arabic', weight)),
};

/** A fontsource woff2 as Vite names it in assets/: `<family>-<subset>-<weight>-normal-<hash>.woff2`. */
function fontFile(familySubset: string, weight: number): RegExp {
  return new RegExp(`^(?:.*/)?${familySubset}-${weight}-normal-[\\w-]+\\.woff2$`);
}

/**
 * Preloads the first paint's fonts from index.html, so the browser fetches them with the CSS
 * instead of after it has parsed the CSS and laid out text (one round trip saved before text
 * shows in its face). The page's `dir` decides the script: Arabic faces are never preloaded for
 * an English page. Build only: the dev server serves fonts from their packages.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'bayti-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const dir = /<html[^>]*\bdir="rtl"/.test(html) ? 'rtl' : 'ltr';
        const files = Object.keys(bundle);
        const tags = FIRST_PAINT_FACES[dir].map((face) => {
          const file = files.find((name) => face.test(name));
          if (!file) throw new Error(`preload-fonts: no built font matches ${face}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              // Fonts are fetched in CORS mode even from the same origin; without it the preload
              // is not reused and the font is downloaded twice.
              crossorigin: '',
            },
            injectTo: 'head' as const,
          };
        });
        return { html, tags };
      },
    },
  };
}
