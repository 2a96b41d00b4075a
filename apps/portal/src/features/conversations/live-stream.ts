import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** The first wait before reconnecting, and the longest (docs/decisions/0032). */
export const FIRST_RETRY_MS = 1_000;
export const LAST_RETRY_MS = 30_000;

/** The wait before the `failures`-th reconnection in a row: 1 s, 2 s, 4 s … up to 30 s. */
export const retryDelay = (failures: number) =>
  Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

export interface LiveStreamOptions {
  /** The stream's address, e.g. '/api/live'. */
  url: string;
  /** The session's token, read at each connection; without one the stream stops. */
  token: () => string | null;
  /** Each event the server sends (`event:` and `data:`). */
  onEvent: (event: EventSourceMessage) => void;
  /** A connection opened after a lost one: what was sent meanwhile is gone, so refetch all. */
  onReconnect: () => void;
  fetch?: typeof fetch;
  /** Waits `ms`, or less if `signal` aborts (tests pass their own). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The time in ms (tests pass their own). */
  now?: () => number;
}

/** How long a stream must have stayed open for its end to start the waits again from 1 s. */
export const STEADY_STREAM_MS = 30_000;

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Feeds one response's body to the parser until it ends (or the signal aborts the read). */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: LiveStreamOptions['onEvent']) {
  const parser = createParser({ onEvent });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/**
 * Holds the signed-in person's live-updates stream open until `signal` aborts. EventSource cannot
 * send the bearer token in a header, so it is a fetch read by eventsource-parser. A stream that
 * ends or fails is opened again after a growing wait (retryDelay); a refused session (401, 403)
 * stops it, since the API client's own handling signs the person out.
 */
export async function runLiveStream(
  signal: AbortSignal,
  options: LiveStreamOptions,
): Promise<void> {
  const { url, token, onEvent, onReconnect, fetch: fetchStream = fetch } = options;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  let failures = 0;
  let opened = false;
  while (!signal.aborted) {
    const bearer = token();
    if (bearer === null) return;
    try {
      const response = await fetchStream(url, {
        headers: { authorization: `Bearer ${bearer}`, accept: 'text/event-stream' },
        signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        if (opened) onReconnect();
        opened = true;
        const since = now();
        await readEvents(response.body, onEvent);
        // Only a stream that held is a recovery: one a proxy ends at once keeps the wait growing
        // instead of reconnecting (and refetching everything) every second.
        if (now() - since >= STEADY_STREAM_MS) failures = 0;
      }
    } catch {
      // A network failure or an aborted read: retried below, unless aborted.
    }
    if (signal.aborted) return;
    failures += 1;
    await sleep(retryDelay(failures), signal);
  }
}
