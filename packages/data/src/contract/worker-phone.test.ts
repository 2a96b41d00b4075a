import { describe, expect, it } from 'vitest';
import {
  DIALLING_CODES,
  FORM_NATIONALITIES,
  NATIONALITIES,
  NATIONALITY_DIALLING_CODES,
  SELF_PROFILE_NATIONALITIES,
  candidateSelfProfileFormSchema,
  contractText,
  workerDiallingCodes,
} from './index';
import { sampleSelfProfile } from '../fixtures';

/** The demo worker's profile as her form sends it: a Filipina, her numbers in the UAE. */
const { image: _image, video: _video, ...stored } = sampleSelfProfile;
const FORM = { ...stored, whatsapp: { countryCode: '+63', number: '9171234567' } };

/** The field errors of a form, by dot path, as the API names them. */
const errorsOf = (form: unknown) => {
  const result = candidateSelfProfileFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("a worker's phone and WhatsApp", () => {
  it('every nationality the contract knows has its home calling code', () => {
    for (const nationality of [
      ...NATIONALITIES,
      ...SELF_PROFILE_NATIONALITIES,
      ...FORM_NATIONALITIES,
    ])
      expect(NATIONALITY_DIALLING_CODES[nationality].code, nationality).toMatch(/^\+\d{1,4}$/);
    expect(workerDiallingCodes('Kenyan')).toEqual([...DIALLING_CODES, '+254']);
    expect(workerDiallingCodes(null)).toEqual([...DIALLING_CODES]);
  });

  it('takes a Gulf code or her home code, with spaces, dashes and a trunk 0 dropped', () => {
    const parsed = candidateSelfProfileFormSchema.parse({
      ...FORM,
      phone: { countryCode: '+966', number: '050 123-4567' },
    });
    expect(parsed.phone).toEqual({ countryCode: '+966', number: '501234567' });
    expect(parsed.whatsapp).toEqual({ countryCode: '+63', number: '9171234567' });
  });

  it('refuses a missing number, another country, and fewer than 6 or more than 12 digits', () => {
    const { phone: _phone, ...withoutPhone } = FORM;
    expect(errorsOf(withoutPhone)).toEqual({ phone: contractText('profile.phoneRequired') });
    expect(errorsOf({ ...FORM, whatsapp: { countryCode: '+971', number: '' } })).toEqual({
      'whatsapp.number': contractText('profile.whatsappRequired'),
    });
    // India's code is not a Filipina's home.
    expect(errorsOf({ ...FORM, phone: { countryCode: '+91', number: '9876543210' } })).toEqual({
      'phone.countryCode': contractText('profile.phoneCode'),
    });
    for (const number of ['12345', '1234567890123', '50 12a 4567'])
      expect(errorsOf({ ...FORM, phone: { countryCode: '+971', number } }), number).toEqual({
        'phone.number': contractText('profile.phoneDigits'),
      });
  });
});
