import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('dependencies flow one way', () => {
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

  test('a portal feature cannot import another feature', async () => {
    const code = "import { x } from '../admin/screen';\nexport { x };\n";
    expect(
      await restrictedImports(code, 'apps/portal/src/features/employer/screen.ts'),
    ).toHaveLength(1);
  });

  test('a feature may import the shared feature code', async () => {
    const code = "import { x } from '../shared/format';\nexport { x };\n";
    expect(
      await restrictedImports(code, 'apps/portal/src/features/employer/screen.ts'),
    ).toHaveLength(0);
  });
});
