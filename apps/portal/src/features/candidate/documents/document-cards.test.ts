import { MAX_DOCUMENT_BYTES, type CandidateDocument } from '@bayti/data/contract';
import { describe, expect, test } from 'vitest';
import { documentFileProblem, documentSlots, openCategories } from './document-cards';

const doc = (id: number, category: CandidateDocument['category'], title: string) =>
  ({
    id,
    title,
    category,
    lastModified: '2026-11-20T08:30:00Z',
    status: 'Uploaded',
    contentType: 'application/pdf',
    sizeBytes: 1200,
  }) satisfies CandidateDocument;

describe('My Documents cards', () => {
  test('an empty account shows the five categories, each empty, in order', () => {
    expect(documentSlots([]).map(({ category, document }) => [category, document])).toEqual([
      ['Passport', null],
      ['ID Proof', null],
      ['Driving License', null],
      ['Professional License', null],
      ['Other Documents', null],
    ]);
  });

  test('a document fills its category; Other Documents lists each of its documents', () => {
    const passport = doc(1, 'Passport', 'passport.pdf');
    const letter = doc(2, 'Other Documents', 'letter.pdf');
    const reference = doc(3, 'Other Documents', 'reference.docx');
    const slots = documentSlots([reference, passport, letter]);
    expect(slots.map((slot) => [slot.category, slot.document?.title ?? null])).toEqual([
      ['Passport', 'passport.pdf'],
      ['ID Proof', null],
      ['Driving License', null],
      ['Professional License', null],
      ['Other Documents', 'reference.docx'],
      ['Other Documents', 'letter.pdf'],
    ]);
    // A single-document card keeps its key whatever the file, so its messages stay with it.
    expect(slots[0]!.key).toBe('Passport');
    expect(new Set(slots.map((slot) => slot.key)).size).toBe(slots.length);
  });

  test('a new document may go to an empty category or to Other Documents', () => {
    expect(
      openCategories([doc(1, 'Passport', 'p.pdf'), doc(2, 'Other Documents', 'o.txt')]),
    ).toEqual(['ID Proof', 'Driving License', 'Professional License', 'Other Documents']);
  });

  test('only pdf, docx and txt up to the size limit are sent', () => {
    expect(documentFileProblem({ name: 'passport.PDF', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'cv.docx', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'notes.txt', size: 0 })).toBeNull();
    expect(documentFileProblem({ name: 'photo.png', size: 10 })).toBe('type');
    expect(documentFileProblem({ name: 'old.doc', size: 10 })).toBe('type');
    expect(documentFileProblem({ name: 'big.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('size');
  });
});
