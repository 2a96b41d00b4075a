import { adminAgencyFormSchema } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, formOf, tabOfField } from './agency-form';

describe('the admin agency form', () => {
  it('sends what was typed, blanks as null, in the contract’s shape', () => {
    const draft = draftOf(null);
    draft.name = 'Desert Rose';
    draft.email = 'rose@agency.ae';
    draft.mobile = '+971 4 555 0101';
    draft.workingDays = 'Sunday-Thursday';
    draft.country = 'UAE';
    draft.city = 'Dubai';
    draft.streetAddress = 'Office 12';
    draft.social.website = ' https://rose.ae ';
    draft.contact.salutation = 'Ms';
    draft.contact.firstName = 'Layla';
    draft.documents.tradeLicense.expiryDate = '2027-12-31';
    const form = formOf(draft);
    expect(form.socialLinks).toMatchObject({ website: 'https://rose.ae', zoom: null });
    expect(form.timezone).toBeNull();
    expect(form.contactPerson).toMatchObject({ mobile: null, gender: null, dateOfBirth: null });
    expect(form.documents.tradeLicense).toEqual({
      registrationNumber: '',
      issueDate: null,
      expiryDate: '2027-12-31',
      file: null,
    });
    expect(adminAgencyFormSchema.safeParse(form).success).toBe(true);
  });

  it('leaves an unpicked choice out, so the server names it', () => {
    const result = adminAgencyFormSchema.safeParse(formOf(draftOf(null)));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['workingDays', 'contactPerson.salutation']));
  });

  it('opens the tab of a field the server refused', () => {
    expect(tabOfField('contactPerson.firstName')).toBe('contact');
    expect(tabOfField('documents.tradeLicense.expiryDate')).toBe('documents');
    expect(tabOfField('confirmPin')).toBe('pin');
    expect(tabOfField('city')).toBe('register');
    expect(tabOfField('socialLinks.website')).toBeNull();
  });
});
