import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter(
    (message) =>
      message.ruleId === 'no-restricted-imports' ||
      message.ruleId === 'import-x/no-restricted-paths',
  );
}

describe('dependencies flow one way', () => {
  // Loading the config, its plugins and the TypeScript resolver is the slow part, once per file:
  // do it before the first test rather than inside it.
  beforeAll(
    () => eslint.calculateConfigForFile(path.join(repoRoot, 'apps/portal/src/main.tsx')),
    60_000,
  );

  test('the design system cannot reach the router, jotai or the data client', async () => {
    const code =
      "import { Link } from '@tanstack/react-router';\nimport { atom } from 'jotai';\nimport { candidateSchema } from '@bayti/data';\nexport { Link, atom, candidateSchema };\n";
    expect(await restrictedImports(code, 'packages/ui/src/Example/Example.ts')).toHaveLength(3);
  });

  test('the data package cannot import the design system or React', async () => {
    const code =
      "import { Button } from '@bayti/ui';\nimport { useState } from 'react';\nexport { Button, useState };\n";
    expect(await restrictedImports(code, 'packages/data/src/example.ts')).toHaveLength(2);
  });

  test('the API cannot import the design system', async () => {
    const code = "import { Button } from '@bayti/ui';\nexport { Button };\n";
    expect(await restrictedImports(code, 'apps/api/src/example.ts')).toHaveLength(1);
  });

  // The feature rule judges resolved paths, so these import files that exist.
  test('a portal feature cannot import another feature, however deep the import', async () => {
    const code =
      "import { x } from '../../admin';\nimport { y } from '../../managed-candidates/search';\nexport { x, y };\n";
    expect(
      await restrictedImports(code, 'apps/portal/src/features/employer/candidates/screen.ts'),
    ).toHaveLength(2);
  });

  test('managed candidates are a feature like the others', async () => {
    const code = "import { x } from '../agency';\nexport { x };\n";
    expect(
      await restrictedImports(code, 'apps/portal/src/features/managed-candidates/screen.ts'),
    ).toHaveLength(1);
  });

  test('the shared feature code imports no feature', async () => {
    const code = "import { x } from '../../employer';\nexport { x };\n";
    expect(
      await restrictedImports(code, 'apps/portal/src/features/shared/list/screen.ts'),
    ).toHaveLength(1);
  });

  test('a feature may import the shared feature code', async () => {
    const code = "import { x } from '../shared/format';\nexport { x };\n";
    expect(
      await restrictedImports(code, 'apps/portal/src/features/employer/screen.ts'),
    ).toHaveLength(0);
  });
});
