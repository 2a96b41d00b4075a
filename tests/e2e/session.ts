import { DEMO_PASSWORD } from '@bayti/data/fixtures';
import type { Page } from 'playwright-core';
import { verifyLinkTo } from './mailbox.ts';
import { testServer } from './test-server.ts';

export interface StoredSession {
  token: string | null;
  user: { email: string; role: string } | null;
}

/** What the portal keeps in localStorage; both halves are JSON, as jotai writes them. */
export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const read = (key: string) => {
      const raw = localStorage.getItem(key);
      return raw === null ? null : JSON.parse(raw);
    };
    return { token: read('token'), user: read('user') };
  });
}

/**
 * Signs in through the API and stores the session the way the portal does, so a journey can
 * start signed in. The page must already be on the portal's origin.
 */
export async function signInThroughApi(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed with ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    },
    [token, user] as const,
  );
  return { token, user };
}

/** The path of the page's address. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Calls the page makes to the API, by path, e.g. '/api/auth/register'. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

export interface SignUpAccount {
  name: string;
  email: string;
  password: string;
  role?: 'client' | 'candidate';
}

/**
 * Signs up through the API and opens the verification link the server mails (read from the
 * test server's mail sink), as a new person does: the answer is her first session.
 */
export async function signUpThroughApi(
  account: SignUpAccount,
): Promise<{ token: string; user: { id: number; email: string; role: string } }> {
  const { baseUrl, mailDir } = testServer();
  const post = (pathname: string, body: unknown) =>
    fetch(`${baseUrl}/api${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signedUp = await post('/auth/register', { role: 'client', ...account });
  if (signedUp.status !== 202) throw new Error(`sign-up of ${account.email}: ${signedUp.status}`);
  const link = await verifyLinkTo(mailDir, account.email);
  const verified = await post('/auth/verify-email', { token: link.searchParams.get('token') });
  if (!verified.ok) throw new Error(`verifying ${account.email}: ${verified.status}`);
  return (await verified.json()) as {
    token: string;
    user: { id: number; email: string; role: string };
  };
}
