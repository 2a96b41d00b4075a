import { describe, expect, it } from 'vitest';
import { hubContract } from './hub-contract';
import { createMemoryHub } from './memory-hub';
import { recordingLog } from './test-log';

describe('live updates in one process', () => {
  const { log, lines } = recordingLog();
  const hub = createMemoryHub(log);
  hubContract(async () => hub);

  it('logs a listener’s error', () => {
    expect(lines).toContainEqual({
      level: 'error',
      args: [
        expect.objectContaining({ topic: 'user:3', type: 'one' }),
        'live update listener failed',
      ],
    });
  });

  it('hands each subscriber its own copy of the event', async () => {
    const seen: unknown[] = [];
    const unsubscribe = [
      hub.subscribe('user:5', (event) => {
        event.changed = true;
      }),
      hub.subscribe('user:5', (event) => seen.push(event)),
    ];
    const event = { type: 'copy' };
    await hub.publish('user:5', event);
    expect(event).toEqual({ type: 'copy' });
    expect(seen).toEqual([{ type: 'copy' }]);
    for (const stop of unsubscribe) stop();
  });
});
