/**
 * The answers the server wrote into index.html for a first visit's reads (apps/api/src/plugins/
 * page-data.ts, decision 0012): the home page's, the list's or a profile's one API read, there
 * before any script ran. The API client's fetch takes each from here once, instead of asking the
 * server again; once the first page has loaded, whatever is left is dropped and every read goes to
 * the server, so nothing here can go stale.
 */
let answers: Map<string, string> | undefined;

/** An API URL with its query in a fixed order: the server's and the client's may differ. */
function canonical(url: string): string {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.sort();
  return `${parsed.origin}${parsed.pathname}?${parsed.searchParams}`;
}

function pageAnswers(): Map<string, string> {
  if (answers) return answers;
  answers = new Map();
  for (const block of document.querySelectorAll<HTMLScriptElement>('script[data-page-data]')) {
    answers.set(canonical(block.dataset.pageData ?? ''), block.textContent ?? '');
    block.remove();
  }
  return answers;
}

/** fetch, except that a GET the page already holds the answer to is answered from it, once. */
export const pageDataFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  if (typeof input === 'string' && (init?.method ?? 'GET') === 'GET') {
    const key = canonical(input);
    const text = pageAnswers().get(key);
    if (text !== undefined) {
      pageAnswers().delete(key);
      return Promise.resolve(
        new Response(text, {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    }
  }
  return fetch(input, init);
};

/** The first page has loaded: from now on every read asks the server. */
export function forgetPageData(): void {
  answers = new Map();
  for (const block of document.querySelectorAll('script[data-page-data]')) block.remove();
}
