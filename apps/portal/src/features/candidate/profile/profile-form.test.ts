import { EMPTY_STORED_SELF_PROFILE, SELF_PROFILE_REQUIRED_FIELDS } from '@bayti/data/contract';
import { describe, expect, test } from 'vitest';
import { candidate as en } from '../../../i18n/messages/en/candidate';
import { SAMPLE_PROFILE } from '../sample-profile';
import {
  checkDraft,
  clearFieldErrors,
  draftFromProfile,
  tabsWithErrors,
  translateServerErrors,
  withImmediateAvailability,
} from './profile-form';

const stored = SAMPLE_PROFILE;

/** A new worker's stored profile, as the server answers it. */
const newWorker = EMPTY_STORED_SELF_PROFILE;

describe('the profile form and the stored profile', () => {
  test('a stored profile fills the form and passes the contract unchanged', () => {
    const draft = draftFromProfile(stored);
    const checked = checkDraft(draft, en.errors);
    const { image: _image, video: _video, age: _age, ...formFields } = stored;
    expect(checked).toEqual({ ok: true, body: formFields });
  });

  test('the photo and video never travel with the form (they change by upload only)', () => {
    const draft = draftFromProfile(stored);
    expect(draft).not.toHaveProperty('image');
    expect(draft).not.toHaveProperty('video');
  });

  test('editing the form leaves the stored profile untouched', () => {
    const draft = draftFromProfile(stored);
    draft.kids[0]!.age = 8;
    draft.skills.push('Driving');
    expect(stored.kids[0]!.age).toBe(7);
    expect(stored.skills).toEqual(['Babycare', 'Cleaning', 'Cooking']);
  });

  test('a new worker starts empty and every starred field is reported in her language', () => {
    const checked = checkDraft(draftFromProfile(newWorker), en.errors);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    // Exactly the starred fields, which the contract lists; a number's error is on what she types.
    const numbers = (field: string) =>
      field === 'phone' || field === 'whatsapp' ? `${field}.number` : field;
    expect(Object.keys(checked.errors).sort()).toEqual(
      SELF_PROFILE_REQUIRED_FIELDS.map(numbers).sort(),
    );
    expect(checked.errors.dateOfBirth).toBe(en.errors.dateOfBirth);
    expect(checked.errors['phone.number']).toBe(en.errors.phone);
    expect(tabsWithErrors(checked.errors)).toEqual(['personal', 'experience', 'preferences']);
  });

  test('her numbers start on the UAE code, and take a Gulf code or her home code only', () => {
    expect(draftFromProfile(newWorker).phone).toEqual({ countryCode: '+971', number: '' });
    expect(draftFromProfile(stored).phone).toEqual(stored.phone);
    const home = {
      ...draftFromProfile(stored),
      whatsapp: { countryCode: '+63', number: '9171234567' },
    };
    expect(checkDraft(home, en.errors).ok).toBe(true);
    const abroad = { ...home, whatsapp: { countryCode: '+91', number: '9171234567' } };
    const checked = checkDraft(abroad, en.errors);
    expect(checked.ok || checked.errors).toEqual({ 'whatsapp.countryCode': en.errors.whatsapp });
  });

  test('a worker under 18 by her date of birth and a blank location are refused', () => {
    const now = new Date();
    const seventeen = new Date(Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), 1));
    const draft = {
      ...draftFromProfile(stored),
      dateOfBirth: seventeen.toISOString().slice(0, 10),
      location: '   ',
    };
    const checked = checkDraft(draft, en.errors);
    expect(checked.ok || Object.keys(checked.errors).sort()).toEqual(['dateOfBirth', 'location']);
    expect(checked.ok || checked.errors.dateOfBirth).toBe(en.errors.dateOfBirth);
  });

  test("a kid without an age is marked on that kid's input", () => {
    const draft = draftFromProfile(stored);
    draft.kids.push({ gender: 'Female', age: null });
    const checked = checkDraft(draft, en.errors);
    expect(checked.ok || checked.errors).toEqual({ 'kids.1.age': en.errors.kids });
    expect(checked.ok || tabsWithErrors(checked.errors)).toEqual(['personal']);
  });

  test('immediate availability clears the date, and turning it off keeps it cleared', () => {
    const on = withImmediateAvailability(draftFromProfile(stored), true);
    expect(on).toMatchObject({ immediateAvailable: true, availableFrom: null });
    expect(checkDraft(on, en.errors).ok).toBe(true);
    expect(withImmediateAvailability(on, false).availableFrom).toBeNull();
  });

  test('server field errors: its words in English, ours in Arabic', () => {
    const fields = { salary: 'Enter your expected salary', 'kids.0.age': 'Too big' };
    expect(translateServerErrors(fields, true, { salary: 'x', kids: 'y' })).toEqual(fields);
    expect(translateServerErrors(fields, false, { salary: 'x', kids: 'y' })).toEqual({
      salary: 'x',
      'kids.0.age': 'y',
    });
    expect(translateServerErrors(undefined, true, {})).toEqual({});
  });

  test('editing a field clears its errors and the errors of its parts only', () => {
    const errors = { age: 'a', kids: 'k', 'kids.0.age': 'k0', 'kids.1.age': 'k1', salary: 's' };
    expect(clearFieldErrors(errors, 'age')).toEqual({
      kids: 'k',
      'kids.0.age': 'k0',
      'kids.1.age': 'k1',
      salary: 's',
    });
    expect(clearFieldErrors(errors, 'kids.1.age')).toEqual({
      age: 'a',
      'kids.0.age': 'k0',
      salary: 's',
    });
    expect(clearFieldErrors(errors, 'kids')).toEqual({ age: 'a', salary: 's' });
  });
});
