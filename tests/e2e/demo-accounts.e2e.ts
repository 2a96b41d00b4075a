import { DEMO_PASSWORD, demoAccounts } from '@bayti/data/fixtures';
import { describe, expect, test } from 'vitest';
import { testServer } from './test-server.ts';

const { baseUrl } = testServer();

describe('npm start on a fresh embedded database', () => {
  test('answers /api/health', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test.for(demoAccounts.map((account) => [account.email, account.role] as const))(
    'signs in %s as %s',
    async ([email, role]) => {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(response.status).toBe(200);
      const { token, user } = (await response.json()) as {
        token: string;
        user: { email: string; role: string };
      };
      expect(user).toMatchObject({ email, role });
      const me = await fetch(`${baseUrl}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
    },
  );
});
