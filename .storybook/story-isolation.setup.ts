import { beforeEach } from 'vitest';

/**
 * Story files share one page (isolate: false in vitest.config.ts), so each story starts from what
 * a freshly loaded page has. react-aria's live announcer lives on the body for the page's life and
 * keeps each message for seconds, some as references to elements an earlier story removed; a
 * fresh page has its logs empty, and so does every story.
 */
beforeEach(() => {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
});
