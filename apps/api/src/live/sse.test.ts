import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityPlugin } from '../plugins/security';
import type { LiveHub } from './hub';
import { createMemoryHub } from './memory-hub';
import { EventStreams } from './sse';
import { recordingLog } from './test-log';
import { openStream } from './test-stream';

/** A hub that counts its open subscriptions, to see a stream let go of them. */
function countingHub(hub: LiveHub) {
  let open = 0;
  const counted: LiveHub & { readonly open: number } = {
    get open() {
      return open;
    },
    publish: (topic, event) => hub.publish(topic, event),
    subscribe(topic, listener) {
      const unsubscribe = hub.subscribe(topic, listener);
      open += 1;
      let done = false;
      return () => {
        if (!done) open -= 1;
        done = true;
        unsubscribe();
      };
    },
    close: () => hub.close(),
  };
  return counted;
}

/** The app's plugins that touch every reply: compression, helmet, the request id. */
async function server(hub: LiveHub, streams: EventStreams): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(securityPlugin, { corsOrigins: [] });
  // Threshold 0: compression would apply to anything, were the stream not hijacked.
  await app.register(compress, { global: true, threshold: 0 });
  app.get('/events', (request, reply) => streams.open(request, reply, ['user:42', 'everyone']));
  app.addHook('preClose', () => streams.closeAll());
  app.addHook('onClose', () => hub.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const url = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}/events`;
};

describe('live updates as Server-Sent Events', () => {
  const hub = countingHub(createMemoryHub(recordingLog().log));
  const streams = new EventStreams(hub, { heartbeatMs: 100, retryMs: 2_000 });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server(hub, streams);
  });
  afterAll(() => app?.close());

  it('streams each event as it is published, uncompressed, and lets go when the client leaves', async () => {
    const stream = await openStream(url(app), { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-request-id']).toMatch(/\S/);
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(await stream.next()).toEqual(['retry: 2000']);
    expect(hub.open).toBe(2);

    await hub.publish('user:42', { type: 'message.new', conversationId: 7 });
    await hub.publish('someone-else', { type: 'message.new', conversationId: 0 });
    await hub.publish('everyone', { type: 'notice' });
    // Both arrive while the response is still open: nothing holds them back to compress.
    expect([await stream.nextEvent(), await stream.nextEvent()]).toEqual([
      ['id: 1', 'event: message.new', 'data: {"type":"message.new","conversationId":7}'],
      ['id: 2', 'event: notice', 'data: {"type":"notice"}'],
    ]);

    stream.leave();
    await vi.waitFor(() => expect(streams.size).toBe(0));
    expect(hub.open).toBe(0);
  });

  it('sends a comment line while nothing happens, so proxies keep the stream', async () => {
    const stream = await openStream(url(app));
    expect(await stream.next()).toEqual(['retry: 2000']);
    expect(await stream.next()).toEqual([': ping']);
    stream.leave();
    await vi.waitFor(() => expect(streams.size).toBe(0));
  });

  it('keeps a type with a line break from forging another field', async () => {
    const stream = await openStream(url(app));
    await stream.next();
    await hub.publish('user:42', { type: 'a\nevent: b' });
    expect((await stream.nextEvent()).slice(0, 2)).toEqual(['id: 1', 'event: a event: b']);
    stream.leave();
    await vi.waitFor(() => expect(streams.size).toBe(0));
  });
});

describe('closing the server with streams open', () => {
  it('ends the streams, so app.close() finishes promptly', async () => {
    const hub = countingHub(createMemoryHub(recordingLog().log));
    const streams = new EventStreams(hub);
    const app = await server(hub, streams);
    const stream = await openStream(url(app));
    await stream.next();
    expect(streams.size).toBe(1);

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await stream.ended()).toBe(true);
    expect(streams.size).toBe(0);
    expect(hub.open).toBe(0);
  });
});
