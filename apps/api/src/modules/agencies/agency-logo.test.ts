import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Agency } from '@bayti/data/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML, JPEG, PNG, filesUnder, multipart } from '../../storage/test-files';
import { signInEveryRole, type RoleTokens } from '../../test/admin-access';
import { bearer, startTestApp, type TestApp } from '../../test/harness';
import { createOtherAgency } from '../../test/other-agency';

let t: TestApp;
let uploads: string;
let tokens: RoleTokens;
beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bayti-agency-logo-'));
  t = await startTestApp({ UPLOADS_DIR: uploads });
  tokens = await signInEveryRole(t);
});
afterAll(async () => {
  await t.close();
  await fs.rm(uploads, { recursive: true, force: true });
});

const uploadLogo = (token: string | null, filename: string, data: Buffer) => {
  const form = multipart([{ name: 'file', filename, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/agencies/my-agency/logo',
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
};
const logos = async () => (await filesUnder(uploads)).filter((f) => f.includes('logos'));

describe('POST /api/agencies/my-agency/logo', () => {
  let first: Agency;

  it('stores an image checked by content and serves it publicly at logo_path', async () => {
    const response = await uploadLogo(tokens.staff, 'logo.png', PNG);
    expect(response.statusCode, response.body).toBe(200);
    first = response.json().data.agency;
    expect(first.logo_path).toMatch(/^\/api\/agency-logos\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: first.logo_path! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await logos()).toHaveLength(1);
  });

  it('refuses what is not an image, keeping the logo', async () => {
    const response = await uploadLogo(tokens.agency, 'logo.png', HTML);
    expect(response.statusCode).toBe(400);
    expect(await logos()).toHaveLength(1);
  });

  it('a new logo replaces the old, whose file is removed', async () => {
    const response = await uploadLogo(tokens.agency, 'logo.jpg', JPEG);
    const agency: Agency = response.json().data.agency;
    expect(agency.logo_path).not.toBe(first.logo_path);
    expect(await logos()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: first.logo_path! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: agency.logo_path! })).statusCode).toBe(200);
  });

  it('changes only the caller agency; other roles are refused', async () => {
    const b = await createOtherAgency(t);
    const response = await uploadLogo(b.token, 'b.png', PNG);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/agencies/my-agency',
      headers: bearer(tokens.agency),
    });
    expect(response.json().data.agency.logo_path).not.toBe(mine.json().data.agency.logo_path);
    for (const role of ['client', 'candidate', 'admin'] as const) {
      expect((await uploadLogo(tokens[role], 'x.png', PNG)).statusCode, role).toBe(403);
    }
    expect((await uploadLogo(null, 'x.png', PNG)).statusCode).toBe(401);
    expect(await logos()).toHaveLength(2);
  });

  it('answers 404 for a name that is no current logo', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/agency-logos/${'0'.repeat(32)}.png`,
    });
    expect(response.statusCode).toBe(404);
  });
});
