import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error envelope when the database does not', async () => {
    const app = await t.variant({
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(body(response)).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The database is not answering.',
        messageId: 'error.databaseDown',
      },
    });
    expect(response.body).not.toContain('connection refused');
  });
});
