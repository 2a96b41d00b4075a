import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARABIC_MESSAGE_PATTERNS, ARABIC_MESSAGES } from './arabic-messages';
import { localizeMessage } from './localize';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Where the messages a person can read are written: the API and the shared contract. */
const SOURCES = [join(here, '..'), join(here, '../../../../packages/data/src/contract')];

/** Folders of test-only code (helpers of the suites beside them): nothing there reaches a reader. */
const TEST_ONLY_DIRS = new Set(['test', 'authorization', 'hardening']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return TEST_ONLY_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A quoted or template string; `${…}` in a template stands for a value. */
const literal = String.raw`(?:'((?:[^'\\\n]|\\.)+)'|\`((?:[^\`\\]|\\.)+)\`)`;
/** The places a message is written in this code base. */
const MESSAGE_PATTERNS = [
  // export const X_MESSAGE = '...'
  new RegExp(String.raw`_MESSAGE\s*=\s*${literal}`, 'g'),
  // new AppError('code', '...'), notFound('...'), conflict('...'), forbidden('...'), unauthorized('...')
  new RegExp(String.raw`AppError\(\s*'[a-z_]+',\s*${literal}`, 'g'),
  new RegExp(String.raw`\b(?:notFound|conflict|forbidden|unauthorized|refuse)\(\s*${literal}`, 'g'),
  new RegExp(String.raw`\b(?:message|error)\s*[:=]\s*${literal}`, 'g'),
  // zod checks with a message: .min(1, '...'), .regex(/x/, '...'), z.email('...')
  new RegExp(String.raw`\.(?:min|max|length|regex|email|refine)\([^()']*?,\s*${literal}`, 'g'),
  new RegExp(String.raw`z\.email\(\s*${literal}`, 'g'),
];

/** The catalogue itself, and start-up settings only the operator reads. */
const OPERATOR_ONLY = [join('i18n', 'arabic-messages.ts'), join('api', 'src', 'config.ts')];

function writtenMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    if (OPERATOR_ONLY.some((skip) => file.endsWith(skip))) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of MESSAGE_PATTERNS)
      for (const match of text.matchAll(pattern)) {
        const message = (match[1] ?? match[2]!).replace(/\\'/g, "'");
        if (/^[A-Z]/.test(message)) found.set(message, relative(here, file));
      }
  }
  return found;
}

/** A template message with its values filled in, as a caller would read it. */
const sampleOf = (message: string) => message.replace(/\$\{[^}]*\}/g, '1');

describe('the Arabic message catalogue', () => {
  it('finds the messages it checks (the scan itself works)', () => {
    const messages = writtenMessages();
    expect(messages.get('Invalid email or password.')).toBeDefined();
    expect(messages.get('Passwords do not match')).toBeDefined();
    expect(messages.get('Enter a valid email')).toBeDefined();
    expect(messages.get('The file is empty.')).toBeDefined();
    expect([...messages.keys()].some((message) => message.includes('${'))).toBe(true);
  });

  it('translates every message the API or the contract writes', () => {
    const untranslated = [...writtenMessages()]
      .filter(([message]) => localizeMessage(sampleOf(message), 'ar') === sampleOf(message))
      .map(([message, file]) => `${file}: ${message}`);
    expect(untranslated).toEqual([]);
  });

  it('holds Arabic, not English, for each entry', () => {
    const arabic = [
      ...Object.values(ARABIC_MESSAGES),
      ...ARABIC_MESSAGE_PATTERNS.map(([, text]) => text),
    ];
    for (const text of arabic) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
