import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from './hub';
import { encodeLiveMessage } from './message';
import { TopicListeners } from './topic-listeners';

/**
 * Live updates within one process: the embedded PGlite database (one process by nature) and
 * tests. Events go through the same JSON encoding as between instances, so each delivery is a
 * copy and the size limit is the one production enforces.
 */
export function createMemoryHub(log: FastifyBaseLogger): LiveHub {
  const listeners = new TopicListeners(log);
  return {
    async publish(topic, event) {
      listeners.deliverMessage(encodeLiveMessage(topic, event));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    async close() {
      listeners.clear();
    },
  };
}
