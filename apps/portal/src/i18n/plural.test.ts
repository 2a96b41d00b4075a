import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { compilePlural, plural, pluralFormsOf } from './plural';

/** Every count message of a catalogue, by its key path. */
function countMessages(node: unknown, path = ''): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  const forms = pluralFormsOf(node);
  if (forms) found.set(path, forms);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      for (const [childPath, childForms] of countMessages(child, `${path}.${key}`)) {
        found.set(childPath, childForms);
      }
    }
  }
  return found;
}

const placeholdersOf = (forms: Record<string, string>) =>
  [...new Set(Object.values(forms).flatMap((text) => text.match(/\{\w+\}/g) ?? []))].sort();

const enCounts = countMessages(en);
const arCounts = countMessages(ar);
const digits = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);

describe('count messages', () => {
  it('are the same messages in both languages, naming the same values', () => {
    expect([...arCounts.keys()].sort()).toEqual([...enCounts.keys()].sort());
    expect(enCounts.size).toBeGreaterThanOrEqual(20);
    for (const [path, forms] of enCounts) {
      expect(placeholdersOf(arCounts.get(path)!), path).toEqual(placeholdersOf(forms));
    }
  });

  it('give Arabic all six plural categories and English its two', () => {
    for (const [path, forms] of arCounts) {
      expect(Object.keys(forms).sort(), path).toEqual(
        ['few', 'many', 'one', 'other', 'two', 'zero'].sort(),
      );
    }
    for (const [path, forms] of enCounts) {
      expect(Object.keys(forms).sort(), path).toEqual(['one', 'other']);
    }
  });

  it('compile to what Lingui’s message compiler makes of the same ICU message', () => {
    for (const [path, forms] of [...enCounts, ...arCounts]) {
      const cases = Object.entries(forms)
        .map(([category, text]) => `${category} {${text}}`)
        .join(' ');
      expect(compilePlural(forms), path).toEqual(compileMessage(`{count, plural, ${cases}}`));
    }
  });
});

describe('plural', () => {
  it('picks the Arabic category of each count: 0, 1, 2, 3–10, 11–99, 100', () => {
    const found = ar.candidates.list.count;
    expect(found(0)).toBe('لم يتم العثور على مرشحين');
    expect(found(1)).toBe('تم العثور على مرشح واحد');
    expect(found(2)).toBe('تم العثور على مرشحَين');
    expect(found(7)).toBe(`تم العثور على ${digits('ar-AE', 7)} مرشحين`);
    expect(found(11)).toBe(`تم العثور على ${digits('ar-AE', 11)} مرشحًا`);
    expect(found(100)).toBe(`تم العثور على ${digits('ar-AE', 100)} مرشح`);
    expect(ar.home.strip.count(7)).toBe(`${digits('ar-AE', 7)} عاملات`);
  });

  it('says one and many in English, with the count in the reader’s digits', () => {
    expect(en.candidates.list.count(1)).toBe('1 candidate found');
    expect(en.candidates.list.count(1234)).toBe(`${digits('en-AE', 1234)} candidates found`);
  });

  it('writes the other values it names, numbers in the language’s digits', () => {
    const showing = plural('ar', {
      zero: '{from}–{to} من # إدخال',
      one: '{from}–{to} من إدخال واحد',
      two: '{from}–{to} من إدخالَين',
      few: '{from}–{to} من # إدخالات',
      many: '{from}–{to} من # إدخالًا',
      other: '{from}–{to} من # إدخال',
    });
    expect(showing(25, { from: 11, to: 20 })).toBe(
      `${digits('ar-AE', 11)}–${digits('ar-AE', 20)} من ${digits('ar-AE', 25)} إدخالًا`,
    );
    expect(en.candidate.profile.kid(1, { position: 2, gender: 'Girl' })).toBe(
      'Kid 2: Girl, 1 year',
    );
  });
});
