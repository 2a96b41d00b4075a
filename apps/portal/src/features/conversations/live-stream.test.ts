import { describe, expect, it, vi } from 'vitest';
import { retryDelay, runLiveStream, STEADY_STREAM_MS, type LiveStreamOptions } from './live-stream';

const streamOf = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

/** A stream whose fetches answer `answers` in turn, then abort: what it heard and waited. */
async function run(
  answers: (() => Response)[],
  token: string | null = 'abc',
  /** How long each stream stays open, in ms of the test's clock. */
  openFor = 0,
) {
  let clock = 0;
  const controller = new AbortController();
  const events: string[] = [];
  const waits: number[] = [];
  let reconnects = 0;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const answer = answers.shift();
    if (!answer) {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${token}`);
    const response = answer();
    if (!response.body) return response;
    // The stream stays open `openFor` ms of the test's clock before it ends.
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        const { done, value } = await reader.read();
        if (done) {
          clock += openFor;
          stream.close();
        } else stream.enqueue(value);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  });
  const options: LiveStreamOptions = {
    url: '/api/live',
    token: () => token,
    onEvent: (event) => events.push(`${event.event}:${event.data}`),
    onReconnect: () => (reconnects += 1),
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    now: () => clock,
  };
  await runLiveStream(controller.signal, options);
  return { events, waits, reconnects, fetches: fetch.mock.calls.length };
}

describe('retryDelay', () => {
  it('doubles from one second and stops growing at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('runLiveStream', () => {
  it('hands on each event and reconnects after the stream ends, telling the page to refetch', async () => {
    const { events, waits, reconnects } = await run(
      [
        () =>
          streamOf(
            'retry: 3000\n\n: ping\n\nid: 1\nevent: conversation\ndata: {"type":"conversation","conversationId":3}\n\n',
          ),
        () => streamOf('event: live.resync\ndata: {"type":"live.resync"}\n\n'),
      ],
      'abc',
      STEADY_STREAM_MS,
    );
    expect(events).toEqual([
      'conversation:{"type":"conversation","conversationId":3}',
      'live.resync:{"type":"live.resync"}',
    ]);
    expect(reconnects).toBe(1);
    // Each stream that held starts the waits again from one second.
    expect(waits).toEqual([1_000, 1_000]);
  });

  it('keeps the wait growing when streams open and end at once (a proxy cutting them)', async () => {
    const { waits, reconnects } = await run([
      () => streamOf('retry: 3000\n\n'),
      () => streamOf('retry: 3000\n\n'),
      () => streamOf('retry: 3000\n\n'),
    ]);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(reconnects).toBe(2);
  });

  it('waits longer after each failure in a row', async () => {
    const { waits, reconnects } = await run([
      () => new Response('down', { status: 503 }),
      () => new Response('down', { status: 502 }),
      () => {
        throw new TypeError('network');
      },
    ]);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(reconnects).toBe(0);
  });

  it('stops when the session is refused or gone', async () => {
    expect((await run([() => new Response('', { status: 401 }), () => streamOf('')])).fetches).toBe(
      1,
    );
    expect((await run([() => streamOf('')], null)).fetches).toBe(0);
  });
});
