import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });
const moduleFile = 'apps/api/src/modules/agency-users/routes.ts';

async function restrictedImports(code: string, file = moduleFile) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('API modules import each other only through a public file', () => {
  // The first lint of a module file resolves the API's import graph (import-x/no-cycle) once.
  beforeAll(() => restrictedImports("export { agencyMember } from '../agencies';\n"), 60_000);

  test("another module's inner file is refused", async () => {
    const code = "import { agencyMember } from '../agencies/member';\nexport { agencyMember };\n";
    const messages = await restrictedImports(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain("'../<module>'");
  });

  test("another module's public file is allowed, by folder or by index", async () => {
    const code =
      "import { agencyMember } from '../agencies';\nimport { GeoService } from '../geo/index';\nexport { agencyMember, GeoService };\n";
    expect(await restrictedImports(code)).toHaveLength(0);
  });

  test("a module's own files and the API's shared folders are allowed", async () => {
    const code =
      "import { AgencyUserService } from './service';\nimport { notFound } from '../../errors';\nimport { users } from '../../db/schema';\nexport { AgencyUserService, notFound, users };\n";
    expect(await restrictedImports(code)).toHaveLength(0);
  });

  test('a module still cannot import the design system', async () => {
    const code = "import { Button } from '@bayti/ui';\nexport { Button };\n";
    expect(await restrictedImports(code)).toHaveLength(1);
  });
});
