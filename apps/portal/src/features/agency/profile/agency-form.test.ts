import { agencies } from '@bayti/data/fixtures';
import { agencySchema, NO_WORKING_DAYS } from '@bayti/data/contract';
import { describe, expect, it } from 'vitest';
import { agencyProfile as ar } from '../../../i18n/messages/ar/agency-profile';
import { agencyProfile as en } from '../../../i18n/messages/en/agency-profile';
import { changesOf, formFromAgency, parseWorkingDays, whatsappLink } from './agency-form';

const agency = agencySchema.parse(agencies[0]);
const days = en.profile.days;

describe('the agency profile form', () => {
  it('finds no change in an untouched form', () => {
    expect(changesOf(agency, formFromAgency(agency, days, ', '), days)).toEqual({});
  });

  it('sends only the changed fields, a cleared one as null', () => {
    const form = formFromAgency(agency, days, ', ');
    form.text.about = '  New about  ';
    form.text.twitter = '';
    const changes = changesOf(agency, form, days);
    expect(changes.about).toBe('New about');
    expect(Object.keys(changes).filter((key) => key !== 'about' && key !== 'twitter')).toEqual([]);
  });

  it('reads working days as comma-separated names, ignoring unknown ones', () => {
    expect(parseWorkingDays('monday, Friday ,funday', days)).toEqual({
      ...NO_WORKING_DAYS,
      monday: true,
      friday: true,
    });
    expect(parseWorkingDays('الاثنين، الجمعة', ar.profile.days)).toEqual({
      ...NO_WORKING_DAYS,
      monday: true,
      friday: true,
    });
    expect(parseWorkingDays('', days)).toEqual(NO_WORKING_DAYS);
  });

  it('builds the WhatsApp link from the digits of the mobile number', () => {
    expect(whatsappLink('+971 50 123-4567')).toBe('https://wa.me/971501234567');
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink('  ')).toBeNull();
  });
});
