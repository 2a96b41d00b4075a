import {
  API_PREFIX,
  HOME_CANDIDATES,
  candidatesQueryFor,
  normalizeCandidatesParams,
  sizedPhoto,
  type CandidatesQuery,
  type PublicCandidate,
} from '@bayti/data/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A first visit's reads, answered in the page itself. The public pages families land on (the
 * home page, the candidate list, a profile) each wait for one API answer before they can show
 * anything, and that request could only start once the scripts had run. So the server reads the
 * same answer while it sends index.html and writes it in as a JSON data block, which the portal's
 * API client uses instead of a request (apps/portal/src/page-data.ts); it also preloads the photo
 * that will be the largest thing on screen. Any read it cannot answer with a 200 is left out and
 * the portal simply asks for it. Decision 0012.
 */

/** One API read a page starts with, and the photo its answer puts first on screen. */
interface FirstRead {
  /** The URL the portal's client will request (its query in any order). */
  url: string;
  photoOf: (answer: unknown) => string | undefined;
}

const listRead = (query: CandidatesQuery): FirstRead => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  return {
    url: `${API_PREFIX}/candidates?${params}`,
    photoOf: (answer) => {
      const first = (answer as { data?: { candidates?: PublicCandidate[] } }).data?.candidates?.[0];
      return first && sizedPhoto(first.image, 'card');
    },
  };
};

const profileRead = (id: string): FirstRead => ({
  url: `${API_PREFIX}/candidates/${id}`,
  photoOf: (answer) => {
    const candidate = (answer as { data?: { candidate?: PublicCandidate } }).data?.candidate;
    return candidate && sizedPhoto(candidate.image, 'profile');
  },
});

/**
 * The search as the portal's router reads it (TanStack Router's default parseSearch): each value
 * JSON-parsed when it parses (`page=2` is the number 2, `babycare=true` true), else the text.
 */
function routerSearch(params: URLSearchParams): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [key, text] of params) {
    if (key in search) continue;
    try {
      search[key] = JSON.parse(text);
    } catch {
      search[key] = text;
    }
  }
  return search;
}

/** A public page a visit often starts on: its name in the portal's build, and its first reads. */
interface FirstVisit {
  page: '/' | '/candidates' | '/candidates/$id';
  reads: FirstRead[];
}

/** The page a URL opens and what its route loader reads first (apps/portal/src/routes). */
export function firstVisitOf(pathname: string, search: URLSearchParams): FirstVisit | null {
  if (pathname === '/') {
    return {
      page: '/',
      reads: [listRead(normalizeCandidatesParams({ pageSize: HOME_CANDIDATES }))],
    };
  }
  if (pathname === '/candidates' || pathname === '/candidates/') {
    return { page: '/candidates', reads: [listRead(candidatesQueryFor(routerSearch(search)))] };
  }
  const id = /^\/candidates\/([1-9]\d{0,9})\/?$/.exec(pathname)?.[1];
  return id === undefined ? null : { page: '/candidates/$id', reads: [profileRead(id)] };
}

/**
 * What the portal's build says each such page loads beyond index.html's own files
 * (dist/page-preloads.json, apps/portal/build/page-preloads.ts).
 */
export type PagePreloads = Partial<
  Record<FirstVisit['page'], { scripts: string[]; styles: string[] }>
>;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a script element: `<` escaped, so no `</script>` or `<!--` can end it early. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * index.html with the page's first reads written in before `</head>`, its photo and its own
 * scripts and stylesheets preloaded; the file as it is for any other page.
 */
export async function withPageData(
  app: FastifyInstance,
  html: string,
  url: string,
  preloads: PagePreloads = {},
): Promise<string> {
  const { pathname, searchParams } = new URL(url, 'http://portal.invalid');
  const visit = firstVisitOf(pathname, searchParams);
  if (visit === null || !html.includes('</head>')) return html;
  const tags: string[] = [];
  for (const read of visit.reads) {
    const response = await app.inject({
      method: 'GET',
      url: read.url,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode !== 200) continue;
    const photo = read.photoOf(response.json());
    if (photo) {
      tags.push(
        `<link rel="preload" as="image" href="${escapeAttribute(photo)}" fetchpriority="high">`,
      );
    }
    tags.push(
      `<script type="application/json" data-page-data="${escapeAttribute(read.url)}">${escapeJson(response.body)}</script>`,
    );
  }
  // Low priority, like index.html's own scripts (scripts-after-paint.ts): after the first paint's
  // stylesheets and fonts, but long before the entry chunk has run and asked for them.
  const { scripts = [], styles = [] } = preloads[visit.page] ?? {};
  for (const file of styles) {
    tags.push(`<link rel="preload" as="style" href="/${escapeAttribute(file)}">`);
  }
  for (const file of scripts) {
    tags.push(`<link rel="modulepreload" fetchpriority="low" href="/${escapeAttribute(file)}">`);
  }
  return tags.length === 0 ? html : html.replace('</head>', `${tags.join('')}</head>`);
}
