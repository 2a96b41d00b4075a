import type { PlanId } from '@bayti/data/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpThroughApi } from './session.ts';
import { testServer } from './test-server.ts';

type Session = Awaited<ReturnType<typeof signUpThroughApi>>;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A new family, signed up and verified through the API, who ordered a plan: her session and the
 * plan's Pending invoice.
 */
export async function familyWithInvoice(name: string, planId: PlanId = 'standard') {
  const { baseUrl } = testServer();
  const family = await signUpThroughApi({
    name,
    email: `family-${unique()}@e2e.bayti.ae`,
    password: 'a-good-password',
  });
  const ordered = await fetch(`${baseUrl}/api/employer/plans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
    body: JSON.stringify({ planId }),
  });
  expect(ordered.status).toBe(201);
  const { invoice } = (
    (await ordered.json()) as { data: { invoice: { id: number; invoiceNo: string } } }
  ).data;
  return { family, invoice };
}

/** Stores a session the way the portal does; the page must be on the portal's origin. */
export async function storeSession(page: Page, { token, user }: Session) {
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    },
    [token, user] as const,
  );
}
