import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONTRACT_MESSAGE_PARAMS,
  CONTRACT_MESSAGES,
  NOTIFICATION_TYPES,
  contractText,
  loginBodySchema,
  passwordSchema,
  type ContractMessageId,
} from '@bayti/data/contract';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { resetMail } from '../modules/auth/password-reset';
import { fieldMessagesFromIssues, fieldText, saidOfIssue } from './localize';
import { ar } from './messages/ar';
import { en, type MessageId } from './messages/en';
import { translate } from './translate';

const ids = Object.keys(en) as MessageId[];
const ARABIC_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Compiled = ReturnType<typeof compileMessage>;

/** The values a compiled message names, and the category sets of its plurals. */
function shapeOf(
  compiled: Compiled,
  found = { params: new Set<string>(), plurals: [] as string[][] },
) {
  if (typeof compiled === 'string') return found;
  for (const part of compiled) {
    if (typeof part === 'string') continue;
    const [name, format, cases] = part as [string, string?, Record<string, Compiled>?];
    found.params.add(name);
    if (format === 'plural' && cases) {
      // Lingui keeps an `offset` key beside the categories (undefined without one).
      const categories = Object.entries(cases).filter(([, text]) => text !== undefined);
      found.plurals.push(categories.map(([category]) => category));
      for (const [, text] of categories) shapeOf(text, found);
    }
  }
  return found;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const apiSource = join(here, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the API message catalogues', () => {
  it('have the same ids in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual([...ids].sort());
  });

  it('name the same values in each language, every message valid ICU', () => {
    const differing = ids.filter((id) => {
      const english = [...shapeOf(compileMessage(en[id])).params].sort();
      const arabic = [...shapeOf(compileMessage(ar[id])).params].sort();
      return english.join() !== arabic.join();
    });
    expect(differing).toEqual([]);
  });

  it('give an Arabic count all six plural categories', () => {
    const counts = ids.flatMap((id) => shapeOf(compileMessage(ar[id])).plurals);
    expect(counts.length).toBeGreaterThan(0);
    for (const categories of counts)
      expect(categories.sort()).toEqual([...ARABIC_CATEGORIES].sort());
  });

  it('hold Arabic, not English, in the Arabic catalogue', () => {
    const english = ids.filter((id) => !/[\u0600-\u06FF]/.test(ar[id]));
    expect(english).toEqual([]);
  });

  it('have every message id the API uses', () => {
    // The ids' namespaces ('auth.', 'upload.', …): a quoted 'namespace.name' in the code is an id.
    const namespaces = new Set(ids.map((id) => id.split('.')[0]));
    const used = sourceFiles(apiSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([a-z]+)\.([a-z][\w.]*)'/g)]
        .filter(([, namespace]) => namespaces.has(namespace!))
        .map(([, namespace, name]) => ({ id: `${namespace}.${name}`, file })),
    );
    expect(used.length).toBeGreaterThan(50);
    // Notification types ('listing.hidden') share the namespaces; their texts are notify.<type>.*.
    const events = new Set<string>(NOTIFICATION_TYPES);
    const unknown = used
      .filter(({ id }) => !events.has(id) && (!(id in en) || !(id in ar)))
      .map(({ id, file }) => `${relative(apiSource, file)}: ${id}`);
    expect(unknown).toEqual([]);
  });
});

describe('translate', () => {
  it('fills values and picks the Arabic plural category', () => {
    expect(translate('en', 'upload.tooLarge', { size: '10 MB' })).toBe(
      'The file is larger than 10 MB.',
    );
    expect(translate('ar', 'upload.tooLarge', { size: '10 MB' })).toBe('حجم الملف أكبر من 10 MB.');
    expect(translate('ar', 'upload.misnamed', { extension: 'pdf' })).toBe(
      'هذا ملف \u200e.pdf؛ سمّه بالامتداد \u200e.pdf لرفعه.',
    );
    expect(translate('ar', 'managed.tooManyCoreSkills', { count: 3 })).toBe(
      'اختر 3 مهارات أساسية على الأكثر',
    );
    expect(translate('ar', 'managed.tooManyCoreSkills', { count: 12 })).toBe(
      'اختر 12 مهارة أساسية على الأكثر',
    );
    expect(translate('ar', 'managed.tooManyCoreSkills', { count: 2 })).toBe(
      'اختر مهارتين أساسيتين على الأكثر',
    );
  });

  it("keeps English apostrophes and quotes as written (ICU's quoting does not eat them)", () => {
    expect(translate('en', 'auth.agencyLocked')).toContain("Your agency's account");
    expect(translate('en', 'upload.wrongField', { field: 'file' })).toBe(
      'Send the file in the "file" field.',
    );
  });
});

describe("the contract's messages", () => {
  it('are one English text per id, which the English catalogue says the same', () => {
    const contractIds = Object.keys(CONTRACT_MESSAGES) as ContractMessageId[];
    expect(new Set(contractIds.map(contractText)).size).toBe(contractIds.length);
    for (const id of contractIds) {
      expect(translate('en', id, CONTRACT_MESSAGE_PARAMS[id])).toBe(contractText(id));
    }
  });

  it("lead a zod issue back to its id and values, answered in the caller's language", () => {
    const [short] = passwordSchema.safeParse('short').error!.issues;
    expect(saidOfIssue(short!)).toEqual({ id: 'auth.passwordTooShort', params: { min: 8 } });
    const [long] = passwordSchema.safeParse('x'.repeat(129)).error!.issues;
    const fields = fieldMessagesFromIssues([short!, long!]);
    expect(fieldText(fields._!, 'ar')).toBe('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل');
    expect(fieldText({ id: 'auth.passwordTooLong', params: { max: 128 } }, 'ar')).toBe(
      'يجب ألا تتجاوز كلمة المرور 128 حرفًا',
    );
  });

  it("leave zod's own messages to zod's translation", () => {
    const issues = loginBodySchema.safeParse({}).error!.issues;
    const fields = fieldMessagesFromIssues(issues);
    const typeError = Object.values(fields).find((field) => 'issue' in field);
    expect(typeError).toBeDefined();
    expect(fieldText(typeError!, 'ar')).toBe('قيمة غير صالحة');
  });
});

describe('the password-reset email', () => {
  it('is written in the language of the request', () => {
    const link = 'https://bayti.ae/reset-password?token=t';
    const english = resetMail('en', 'Amal', link);
    expect(english.subject).toBe('Reset your Bayti password');
    expect(english.text).toContain('Hello Amal,');
    expect(english.text).toContain(link);
    const arabic = resetMail('ar', 'أمل', link);
    expect(arabic.subject).toBe('إعادة تعيين كلمة المرور في بيتي');
    expect(arabic.text.split('\n')[0]).toBe('مرحبًا أمل،');
    expect(arabic.text).toContain(link);
  });
});
