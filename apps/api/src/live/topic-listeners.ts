import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from './hub';
import { decodeLiveMessage } from './message';

type Listener = (event: LiveEvent) => void;

/**
 * The subscribers of one instance, by topic: every fan-out hands what reaches this instance to
 * them. One listener throwing is logged and does not keep the event from the others.
 */
export class TopicListeners {
  private readonly byTopic = new Map<string, Set<Listener>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(topic: string, listener: Listener): () => void {
    // A wrapper per subscription: the same function subscribed twice is two subscriptions.
    const entry: Listener = (event) => listener(event);
    let listeners = this.byTopic.get(topic);
    if (!listeners) this.byTopic.set(topic, (listeners = new Set()));
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
      if (listeners.size === 0 && this.byTopic.get(topic) === listeners) this.byTopic.delete(topic);
    };
  }

  deliver(topic: string, event: LiveEvent): void {
    for (const listener of [...(this.byTopic.get(topic) ?? [])]) {
      try {
        // Each its own copy: one listener changing the event cannot change what the next one sees.
        listener(structuredClone(event));
      } catch (error) {
        this.log.error({ err: error, topic, type: event.type }, 'live update listener failed');
      }
    }
  }

  /** Hands a message another instance sent (or this one) to its topic's listeners. */
  deliverMessage(text: string): void {
    const message = decodeLiveMessage(text);
    if (message) this.deliver(message.topic, message.event);
    else this.log.warn('ignored a live update message that is not one');
  }

  /** Tells every subscriber of this instance the same thing (a resync after a lost link). */
  deliverToAll(event: LiveEvent): void {
    for (const topic of [...this.byTopic.keys()]) this.deliver(topic, event);
  }

  clear(): void {
    this.byTopic.clear();
  }
}
