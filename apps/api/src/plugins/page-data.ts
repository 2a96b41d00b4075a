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

/** What each public page's route loader reads first (apps/portal/src/routes). */
export function firstReadsOf(pathname: string, search: URLSearchParams): FirstRead[] {
  if (pathname === '/') return [listRead(normalizeCandidatesParams({ pageSize: HOME_CANDIDATES }))];
  if (pathname === '/candidates' || pathname === '/candidates/') {
    return [listRead(candidatesQueryFor(routerSearch(search)))];
  }
  const id = /^\/candidates\/([1-9]\d{0,9})\/?$/.exec(pathname)?.[1];
  return id === undefined ? [] : [profileRead(id)];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** JSON inside a script element: `<` escaped, so no `</script>` or `<!--` can end it early. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * index.html with the page's first reads written in before `</head>`; the file as it is when the
 * page has none or none could be answered.
 */
export async function withPageData(
  app: FastifyInstance,
  html: string,
  url: string,
): Promise<string> {
  const { pathname, searchParams } = new URL(url, 'http://portal.invalid');
  const reads = firstReadsOf(pathname, searchParams);
  if (reads.length === 0 || !html.includes('</head>')) return html;
  const tags: string[] = [];
  for (const read of reads) {
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
  return tags.length === 0 ? html : html.replace('</head>', `${tags.join('')}</head>`);
}
