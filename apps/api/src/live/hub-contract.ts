import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TcpProxy } from '../hardening/tcp-proxy';
import { RESYNC_EVENT, type LiveEvent, type LiveHub } from './hub';
import { LIVE_MESSAGE_MAX_BYTES, LiveEventTooLargeError } from './message';

/** Subscribes and keeps what arrives, in order. */
export function received(hub: LiveHub, topic: string) {
  const events: LiveEvent[] = [];
  const unsubscribe = hub.subscribe(topic, (event) => events.push(event));
  return { events, unsubscribe };
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

/**
 * What every fan-out promises (hub.ts), checked with two hubs standing for two server instances:
 * `open` is called twice (the memory hub, one process by nature, may return the same hub).
 * `openElsewhere` opens a hub of another deployment (or test run) on the same server.
 */
export function hubContract(
  open: () => Promise<LiveHub>,
  openElsewhere?: () => Promise<LiveHub>,
): void {
  let first: LiveHub;
  let second: LiveHub;
  beforeAll(async () => {
    first = await open();
    second = await open();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('delivers an event published on one instance to the subscribers on every instance, in order', async () => {
    const there = received(first, 'user:42');
    const here = received(second, 'user:42');
    await second.publish('user:42', { type: 'message.new', conversationId: 7 });
    await second.publish('user:42', { type: 'message.new', conversationId: 8 });
    for (const listener of [there, here]) {
      await until(() =>
        expect(listener.events).toEqual([
          { type: 'message.new', conversationId: 7 },
          { type: 'message.new', conversationId: 8 },
        ]),
      );
      listener.unsubscribe();
    }
  });

  it('delivers a topic’s events to its subscribers only, and none after unsubscribing', async () => {
    const mine = received(first, 'user:1');
    const theirs = received(first, 'user:2');
    await second.publish('user:2', { type: 'offer.received', offerId: 'o1' });
    mine.unsubscribe();
    await second.publish('user:1', { type: 'offer.received', offerId: 'o2' });
    // Events of one publisher arrive in order: once the third is in, the others would be too.
    await second.publish('user:2', { type: 'offer.received', offerId: 'o3' });
    await until(() => expect(theirs.events.map((e) => e.offerId)).toEqual(['o1', 'o3']));
    expect(mine.events).toEqual([]);
    theirs.unsubscribe();
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const failing = first.subscribe('user:3', () => {
      throw new Error('a broken listener');
    });
    const working = received(first, 'user:3');
    await second.publish('user:3', { type: 'one' });
    await second.publish('user:3', { type: 'two' });
    await until(() => expect(working.events.map((e) => e.type)).toEqual(['one', 'two']));
    failing();
    working.unsubscribe();
  });

  if (openElsewhere) {
    it('keeps another deployment on the same server apart', async () => {
      const elsewhere = await openElsewhere();
      try {
        const theirs = received(elsewhere, 'user:42');
        const ours = received(first, 'user:42');
        await second.publish('user:42', { type: 'ours' });
        await until(() => expect(ours.events).toEqual([{ type: 'ours' }]));
        expect(theirs.events).toEqual([]);
        ours.unsubscribe();
      } finally {
        await elsewhere.close();
      }
    });
  }

  it('refuses an event too large for PostgreSQL NOTIFY, whatever the fan-out', async () => {
    const big = { type: 'too.big', text: 'x'.repeat(LIVE_MESSAGE_MAX_BYTES) };
    await expect(second.publish('user:4', big)).rejects.toThrow(LiveEventTooLargeError);
    await expect(second.publish('user:4', big)).rejects.toThrow(/'too.big'.*limit is 7999/);
    // Just under the limit still goes through.
    const listener = received(first, 'user:4');
    const envelope = JSON.stringify({ topic: 'user:4', event: { type: 'fits', text: '' } });
    const fits = { type: 'fits', text: 'é'.repeat((LIVE_MESSAGE_MAX_BYTES - envelope.length) / 2) };
    await second.publish('user:4', fits);
    await until(() => expect(listener.events).toEqual([fits]));
    listener.unsubscribe();
  });
}

/**
 * A fan-out whose connection to its server goes away and comes back: the instance behind the cut
 * tells its subscribers to resync, then hears events again. `open` gets the URL of a relay that the
 * test cuts; `openPublisher` opens another instance, connected directly.
 */
export function reconnectContract(options: {
  /** The server's URL (asked once the test runs: a test database opens in beforeAll). */
  target: () => URL;
  defaultPort: number;
  open: (relayed: URL) => Promise<LiveHub>;
  openPublisher: () => Promise<LiveHub>;
}): void {
  it('tells its subscribers to resync after a lost connection, then delivers again', async () => {
    const target = options.target();
    const proxy = new TcpProxy({
      host: target.hostname,
      port: Number(target.port || options.defaultPort),
    });
    await proxy.start();
    const relayed = new URL(target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    const publisher = await options.openPublisher();
    const hub = await options.open(relayed);
    try {
      const listener = received(hub, 'user:9');
      await publisher.publish('user:9', { type: 'before' });
      await until(() => expect(listener.events).toEqual([{ type: 'before' }]));

      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy.restore();
      await until(() => expect(listener.events).toContainEqual(RESYNC_EVENT));

      await publisher.publish('user:9', { type: 'after' });
      await until(() => expect(listener.events.at(-1)).toEqual({ type: 'after' }));
      expect(listener.events).toEqual([{ type: 'before' }, RESYNC_EVENT, { type: 'after' }]);
    } finally {
      await hub.close();
      await publisher.close();
      await proxy.cut();
    }
  });
}
