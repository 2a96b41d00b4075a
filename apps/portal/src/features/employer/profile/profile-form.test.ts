import type { EmployerProfile } from '@bayti/data/contract';
import { describe, expect, test } from 'vitest';
import {
  addMember,
  firstTabWithError,
  removeMember,
  tabOfField,
  trimmedProfile,
  updateMember,
  wholeNumber,
} from './profile-form';

const family: EmployerProfile['family'] = {
  spouseCount: 1,
  adults: [{ gender: 'Male', age: 40, relation: 'Husband' }],
  kids: [],
  elders: [],
};

describe('family lists', () => {
  test('adds a row to one list only', () => {
    const next = addMember(family, 'kids');
    expect(next.kids).toEqual([{ gender: 'Female', age: 0, relation: '' }]);
    expect(next.adults).toBe(family.adults);
  });

  test('updates and removes the row at an index', () => {
    const two = addMember(family, 'adults');
    const updated = updateMember(two, 'adults', 1, { age: 35, relation: 'Sister' });
    expect(updated.adults[1]).toEqual({ gender: 'Female', age: 35, relation: 'Sister' });
    expect(updated.adults[0]).toEqual(family.adults[0]);
    expect(removeMember(updated, 'adults', 0).adults).toEqual([updated.adults[1]]);
  });
});

describe('wholeNumber', () => {
  test('reads an empty field as 0 and cuts decimals', () => {
    expect(wholeNumber(Number.NaN)).toBe(0);
    expect(wholeNumber(3.7)).toBe(3);
    expect(wholeNumber(-2)).toBe(0);
    expect(wholeNumber(12)).toBe(12);
  });
});

describe('server field errors', () => {
  test('each field belongs to its tab', () => {
    expect(tabOfField('email')).toBe('profile');
    expect(tabOfField('family.kids.0.age')).toBe('family');
    expect(tabOfField('staff.teamSize')).toBe('staff');
  });

  test('the first tab in tab order with an error is shown', () => {
    expect(firstTabWithError(['staff.role', 'family.spouseCount'])).toBe('family');
    expect(firstTabWithError(['staff.role', 'name'])).toBe('profile');
    expect(firstTabWithError([])).toBeUndefined();
  });
});

test('trims the typed text', () => {
  const profile = {
    name: ' Aisha ',
    email: 'a@b.ae ',
    role: '',
    mobile: ' +971 50 ',
    address: '',
    age: null,
    gender: null,
    maritalStatus: null,
    nationality: ' Emirati',
    occupation: '',
    income: '',
    family: { ...family, adults: [{ gender: 'Male' as const, age: 40, relation: ' Husband ' }] },
    staff: { department: ' ', role: '', teamSize: 0, supervisor: '', joiningDate: null },
  } satisfies EmployerProfile;
  const trimmed = trimmedProfile(profile);
  expect(trimmed.name).toBe('Aisha');
  expect(trimmed.mobile).toBe('+971 50');
  expect(trimmed.family.adults[0]?.relation).toBe('Husband');
  expect(trimmed.staff.department).toBe('');
});
