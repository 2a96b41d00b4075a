import type { PortalConfig } from './portal-env';

/** Set by vite.config.ts from the VITE_* variables it checked (portalConfigFromEnv). */
declare const __PORTAL_CONFIG__: PortalConfig | undefined;

/**
 * What an empty environment gives (config.test.ts pins it to portalConfigFromEnv({})): the
 * settings where no Vite config of the portal ran, as in Storybook and unit tests.
 */
export const UNSET_PORTAL_CONFIG: PortalConfig = {
  apiUrl: '/api',
  support: { email: 'support@bayti.ae', phone: null },
};

/** The portal's build-time settings (where the API lives, the support contacts). */
export const portalConfig: PortalConfig =
  typeof __PORTAL_CONFIG__ === 'undefined' ? UNSET_PORTAL_CONFIG : __PORTAL_CONFIG__;
