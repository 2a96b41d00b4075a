import { describe, expect, it } from 'vitest';
import { UNSET_PORTAL_CONFIG } from './config';
import { portalConfigFromEnv } from './portal-env';

describe('portal settings', () => {
  it('fall back, where no build checked them, to what an empty environment gives', () => {
    expect(UNSET_PORTAL_CONFIG).toEqual(portalConfigFromEnv({}));
  });

  it('trim the API address and dial the support phone without spaces or dashes', () => {
    expect(
      portalConfigFromEnv({
        VITE_API_URL: ' https://api.bayti.ae/api ',
        VITE_SUPPORT_PHONE: '+971 4-123 4567',
        VITE_SUPPORT_EMAIL: 'help@bayti.ae',
      }),
    ).toEqual({
      apiUrl: 'https://api.bayti.ae/api',
      support: {
        email: 'help@bayti.ae',
        phone: { display: '+971 4-123 4567', href: 'tel:+97141234567' },
      },
    });
  });

  it('refuse a bad value, naming the variable, so the build fails', () => {
    expect(() => portalConfigFromEnv({ VITE_SUPPORT_PHONE: '04 123' })).toThrow(
      /VITE_SUPPORT_PHONE/,
    );
    expect(() => portalConfigFromEnv({ VITE_SUPPORT_EMAIL: 'not-an-address' })).toThrow(
      /VITE_SUPPORT_EMAIL/,
    );
  });
});
