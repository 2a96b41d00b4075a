/**
 * Live updates (docs/decisions/0032): a server tells the browsers of a user that something changed
 * for them. An event is a small hint (a type and a few ids), never the data itself: the client
 * refetches through the JSON API, which stays the source of truth.
 */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

/** One fan-out for every server instance: in process, Redis pub/sub or PostgreSQL NOTIFY. */
export interface LiveHub {
  /** Delivers to every subscriber of the topic on every instance. */
  publish(topic: string, event: LiveEvent): Promise<void>;
  /** Returns the unsubscribe function. Listener errors must not break the hub. */
  subscribe(topic: string, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Told to every subscriber of an instance whose link to the other instances came back after a
 * loss: events published meanwhile never arrived, so the client refetches what it shows.
 */
export const RESYNC_EVENT: LiveEvent = { type: 'live.resync' };
