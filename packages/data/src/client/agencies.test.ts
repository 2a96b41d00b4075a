import { describe, expect, it } from 'vitest';
import { agencies } from '../fixtures';
import { agencySchema } from '../contract';
import { agencyChanges } from './agencies';

/** The demo agency as my-agency answers it (the stored record minus admin-only fields). */
const myAgency = agencySchema.parse(agencies[0]);

describe('agency profile', () => {
  it('sends only changed fields, blanks as null', () => {
    expect(agencyChanges(myAgency, { ...myAgency })).toEqual({});
    expect(
      agencyChanges(myAgency, {
        about: myAgency.about,
        working_hours: '09:00 - 17:00',
        registration: null,
        contact_person_designation: '',
        working_days: { ...myAgency.working_days, saturday: true },
        city_id: null,
      }),
    ).toEqual({
      working_hours: '09:00 - 17:00',
      registration: null,
      contact_person_designation: null,
      working_days: { ...myAgency.working_days, saturday: true },
    });
  });
});
