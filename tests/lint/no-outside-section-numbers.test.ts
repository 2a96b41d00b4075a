import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/*
 * A comment, test name or doc states its rule, or points to a decision in docs/decisions/ or a
 * page under docs/; it never cites a section of a document kept outside the repository (the
 * product spec) by number, which a reader of the repository cannot open. Decision 0017.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The section sign followed by a number, with or without a space between. */
const SECTION_NUMBER = /\u00a7\s*\d/u;

/** Written by tools, not people: a lockfile, generated code and migration snapshots. */
const GENERATED = [
  /(^|\/)package-lock\.json$/,
  /\.gen\.[cm]?[jt]sx?$/,
  /(^|\/)mockServiceWorker\.js$/,
  /(^|\/)migrations\/meta\//,
  /(^|\/)product-spec[^/]*$/,
];

/** The lines of a text that cite a section by number, as `line: text`. */
function sectionCitations(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (SECTION_NUMBER.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
    .filter((file) => !GENERATED.some((pattern) => pattern.test(file)));
}

describe('no section numbers of a document outside the repository', () => {
  test('the check finds a citation, with or without a space, and nothing else', () => {
    const sign = '\u00a7';
    expect(sectionCitations(`// Only changed fields are sent (${sign}5).`)).toHaveLength(1);
    expect(sectionCitations(`a\n * spec ${sign} 12: rule\nb`)).toEqual([
      `2: * spec ${sign} 12: rule`,
    ]);
    expect(sectionCitations(`// Only changed fields are sent (decision 0017).`)).toEqual([]);
  });

  test('no tracked source or doc file cites one', () => {
    const found: string[] = [];
    for (const file of trackedTextFiles()) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(path.join(repoRoot, file));
      } catch {
        continue; // Deleted in the work tree, not yet in the index.
      }
      if (bytes.includes(0)) continue; // A binary file: an image, a video.
      found.push(...sectionCitations(bytes.toString('utf8')).map((line) => `${file}:${line}`));
    }
    expect(found, 'state the rule, or point to docs/decisions/ or docs/').toEqual([]);
  });
});
