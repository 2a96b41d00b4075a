import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveHub } from './hub';

export interface EventStreamOptions {
  /** How often a comment line keeps proxies from closing a quiet stream; default 25 s. */
  heartbeatMs?: number;
  /** How long the browser waits before reconnecting (the stream's `retry:`); default 3 s. */
  retryMs?: number;
  /**
   * Unsent bytes a stream may hold for a client that does not read; past it the stream ends
   * (the client reconnects and refetches) rather than the server buffering without end.
   */
  maxBufferedBytes?: number;
}

/** Headers the stream's own framing decides; anything the hooks set for a JSON reply is dropped. */
const REPLACED_HEADERS = ['content-type', 'content-length', 'content-encoding', 'cache-control'];

/**
 * Server-Sent Events streams of live updates (docs/decisions/0032), one per browser tab. Each
 * stream hijacks its reply: Fastify's onSend hooks (compression among them) never see it, so
 * every event leaves at once instead of waiting in a gzip buffer. The headers the onRequest hooks
 * set (the request id, CORS) are carried over; helmet's are already on the raw response.
 *
 * The streams are tracked so the server can end them when it closes: an open stream would keep
 * `app.close()` waiting forever. The app calls closeAll() from a preClose hook.
 */
export class EventStreams {
  private readonly endings = new Set<() => void>();
  private readonly heartbeatMs: number;
  private readonly retryMs: number;
  private readonly maxBufferedBytes: number;

  constructor(
    private readonly hub: LiveHub,
    options: EventStreamOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.retryMs = options.retryMs ?? 3_000;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 256 * 1024;
  }

  /** Streams that are open now. */
  get size(): number {
    return this.endings.size;
  }

  /**
   * Answers the request with a stream of the topics' events, until the client goes or the server
   * closes. The caller has already decided the caller may hear these topics (its own `user:<id>`).
   */
  open(request: FastifyRequest, reply: FastifyReply, topics: readonly string[]): void {
    const response = reply.raw;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !REPLACED_HEADERS.includes(name)) headers[name] = value;
    }
    reply.hijack();
    // The client left while its session was checked: 'close' has fired already, and a stream
    // opened now would keep its subscription and heartbeat until the server stops.
    if (response.destroyed || request.raw.destroyed) return;
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: proxies must neither compress nor rewrite it; x-accel-buffering: nginx must
      // not hold events back in its buffer.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });

    let nextId = 1;
    const write = (text: string) => {
      if (response.destroyed || response.writableEnded) return;
      response.write(text);
      if (response.writableLength > this.maxBufferedBytes) {
        request.log.warn('live updates: ended a stream its client does not read');
        end();
      }
    };
    const send = (event: LiveEvent) => {
      // A line break in the type would end the field early and forge another one.
      const type = event.type.replace(/[\r\n]/g, ' ');
      write(`id: ${nextId++}\nevent: ${type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribes = topics.map((topic) => this.hub.subscribe(topic, send));
    const heartbeat = setInterval(() => write(': ping\n\n'), this.heartbeatMs);
    heartbeat.unref();

    const end = () => {
      if (!this.endings.delete(end)) return;
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribes) unsubscribe();
      if (!response.writableEnded) response.end();
    };
    this.endings.add(end);
    // 'close' comes when the client goes (tab closed, network lost) as well as after end().
    response.on('close', end);
    write(`retry: ${this.retryMs}\n\n`);
  }

  /** Ends every open stream: the server is closing (the app's preClose hook). */
  closeAll(): void {
    for (const end of [...this.endings]) end();
  }
}
