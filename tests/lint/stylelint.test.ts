import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(repoRoot, 'stylelint.config.mjs');
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

async function lint(file: string) {
  const { results } = await stylelint.lint({ files: file, configFile, cwd: repoRoot });
  return results[0]?.warnings ?? [];
}

describe('stylelint keeps every layout mirrorable for Arabic', () => {
  test('refuses each physical property and value', async () => {
    const warnings = await lint(fixture('physical-properties.css'));
    const flagged = warnings.map((warning) => warning.line).sort((a, b) => a - b);
    expect(flagged).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(warnings.every((warning) => warning.severity === 'error')).toBe(true);
    expect(warnings.every((warning) => /Arabic/.test(warning.text))).toBe(true);
  });

  test('accepts the logical equivalents', async () => {
    expect(await lint(fixture('logical-properties.css'))).toEqual([]);
  });

  test('refuses colour literals in component modules', async () => {
    const { results } = await stylelint.lint({
      code: '.badge {\n  color: #fff;\n}\n',
      codeFilename: path.join(repoRoot, 'packages/ui/src/Badge/Badge.module.css'),
      configFile,
    });
    expect(results[0]?.warnings.map((warning) => warning.rule)).toContain('color-no-hex');
  });
});
