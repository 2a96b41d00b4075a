import type { LiveEvent } from './hub';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Every fan-out keeps to the same
 * limit, so an event that works in development on one process also works on several in
 * production. An event that large is a mistake anyway: it should carry ids, not records.
 */
export const LIVE_MESSAGE_MAX_BYTES = 7_999;

export class LiveEventTooLargeError extends Error {
  constructor(topic: string, event: LiveEvent, bytes: number) {
    super(
      `Live event '${event.type}' for '${topic}' is ${bytes} bytes encoded; the limit is ` +
        `${LIVE_MESSAGE_MAX_BYTES}. Send ids and let the client fetch the rest.`,
    );
    this.name = 'LiveEventTooLargeError';
  }
}

/** What travels between instances: the topic with its event, as one JSON text. */
export interface LiveMessage {
  topic: string;
  event: LiveEvent;
}

/** The JSON text of one message; throws LiveEventTooLargeError past the limit. */
export function encodeLiveMessage(topic: string, event: LiveEvent): string {
  const text = JSON.stringify({ topic, event } satisfies LiveMessage);
  const bytes = Buffer.byteLength(text);
  if (bytes > LIVE_MESSAGE_MAX_BYTES) throw new LiveEventTooLargeError(topic, event, bytes);
  return text;
}

/** The message in a text another instance sent, or undefined if it is not one. */
export function decodeLiveMessage(text: string): LiveMessage | undefined {
  try {
    const message = JSON.parse(text) as Partial<LiveMessage>;
    if (typeof message?.topic !== 'string' || typeof message.event?.type !== 'string') return;
    return message as LiveMessage;
  } catch {
    return undefined;
  }
}
