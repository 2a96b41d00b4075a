import { use } from 'react';
import type { Locale } from '../state/locale';
import type { AreaMessages, Messages, PublicMessages } from './messages/en';
import { enPublic } from './messages/en/public';

/**
 * The production catalogue (vite.config.ts puts it in place of catalogue.ts; same API). Only the
 * public site's English strings are in the main bundle. Arabic is fetched the first time a reader
 * chooses it (main.tsx loads the remembered language before the first render, the language switch
 * loads the new one before switching), and the dashboards' strings when a dashboard opens (the
 * root route's beforeLoad calls loadAreaMessages).
 */
const publicParts: Partial<Record<Locale, PublicMessages>> = { en: enPublic };
const areaParts: Partial<Record<Locale, AreaMessages>> = {};
const catalogues: Partial<Record<Locale, Messages>> = {};
const loading = new Map<string, Promise<unknown>>();
/** Once a dashboard has been opened, a language switch brings its strings along. */
let areasWanted = false;

const fetchers = {
  'public:ar': () => import('./messages/ar/public').then((m) => (publicParts.ar = m.arPublic)),
  'areas:en': () => import('./messages/en/areas').then((m) => (areaParts.en = m.enAreas)),
  'areas:ar': () => import('./messages/ar/areas').then((m) => (areaParts.ar = m.arAreas)),
} as const;

function fetchOnce(key: keyof typeof fetchers): Promise<unknown> {
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchers[key]();
    // A failed fetch (offline) may be retried by the next call.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

const areaKeys = [
  'candidate',
  'managedCandidates',
  'adminAgencies',
  'adminOffice',
  'agencyProfile',
  'agencyOps',
] as const satisfies readonly (keyof AreaMessages)[];

/** Public strings as values; each dashboard area read through its part, loaded on first need. */
function compose(locale: Locale, publicPart: PublicMessages): Messages {
  const messages = { ...publicPart } as Messages;
  for (const key of areaKeys) {
    Object.defineProperty(messages, key, {
      enumerable: true,
      get() {
        if (!areaParts[locale]) use(loadAreaMessages(locale));
        const areas = areaParts[locale];
        if (!areas) throw new Error(`The ${locale} dashboard strings did not load.`);
        return areas[key];
      },
    });
  }
  return messages;
}

export function loadedMessages(locale: Locale): Messages | undefined {
  const publicPart = publicParts[locale];
  if (!publicPart) return undefined;
  if (areasWanted && !areaParts[locale]) return undefined;
  return (catalogues[locale] ??= compose(locale, publicPart));
}

/** Cached per language and need, so a suspended render waits on the same promise (React's use). */
const messagePromises = new Map<string, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  const key = `${locale}:${areasWanted}`;
  let pending = messagePromises.get(key);
  if (!pending) {
    pending = Promise.all([
      locale === 'ar' ? fetchOnce('public:ar') : null,
      areasWanted ? loadAreaMessages(locale) : null,
    ]).then(() => {
      const messages = loadedMessages(locale);
      if (!messages) throw new Error(`The ${locale} strings did not load.`);
      return messages;
    });
    pending.catch(() => messagePromises.delete(key));
    messagePromises.set(key, pending);
  }
  return pending;
}

const areaPromises = new Map<Locale, Promise<void>>();

/** The dashboards' strings in `locale` (a dashboard route is about to render). */
export function loadAreaMessages(locale: Locale): Promise<void> {
  areasWanted = true;
  let pending = areaPromises.get(locale);
  if (!pending) {
    pending = fetchOnce(locale === 'ar' ? 'areas:ar' : 'areas:en').then(() => undefined);
    pending.catch(() => areaPromises.delete(locale));
    areaPromises.set(locale, pending);
  }
  return pending;
}
