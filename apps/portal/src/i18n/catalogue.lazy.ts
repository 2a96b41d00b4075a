import { use } from 'react';
import type { Locale } from '../state/locale';
import type { MessagePart } from './message-parts';
import type { AreaMessages, Messages, PublicMessages } from './messages/en';
import { enPublic } from './messages/en/public';

/**
 * The production catalogue (vite.config.ts puts it in place of catalogue.ts; same API). Only the
 * English strings every public page shows are in the main bundle. Arabic is fetched the first time
 * a reader chooses it (main.tsx loads the remembered language before the first render, the
 * language switch loads the new one before switching); the other parts (message-parts.ts) when a
 * page or dialog needing them opens (the root route's beforeLoad, the deferred auth dialogs).
 */
const publicParts: Partial<Record<Locale, PublicMessages>> = { en: enPublic };
const catalogues: Partial<Record<Locale, Messages>> = {};

type PartValues = Partial<Messages>;
const fetchers: Record<MessagePart, Record<Locale, () => Promise<PartValues>>> = {
  home: {
    en: () => import('./messages/en/home').then((m) => ({ home: m.home })),
    ar: () => import('./messages/ar/home').then((m) => ({ home: m.home })),
  },
  employer: {
    en: () => import('./messages/en/employer').then((m) => ({ employer: m.employer })),
    ar: () => import('./messages/ar/employer').then((m) => ({ employer: m.employer })),
  },
  auth: {
    en: () => import('./messages/en/auth').then((m) => ({ auth: m.auth })),
    ar: () => import('./messages/ar/auth').then((m) => ({ auth: m.auth })),
  },
  pages: {
    en: () => import('./messages/en/pages').then((m) => ({ pages: m.pages })),
    ar: () => import('./messages/ar/pages').then((m) => ({ pages: m.pages })),
  },
  areas: {
    en: () => import('./messages/en/areas').then((m) => m.enAreas),
    ar: () => import('./messages/ar/areas').then((m) => m.arAreas),
  },
};

/** The keys of the dashboards' part: every key of AreaMessages, or the type check below fails. */
const AREA_KEYS = [
  'candidate',
  'managedCandidates',
  'adminAgencies',
  'adminOffice',
  'agencyProfile',
  'agencyOps',
  'listings',
  'offers',
  'refunds',
  'conversations',
  'interviews',
  'jobPosts',
  'hireReviews',
] as const satisfies readonly (keyof AreaMessages)[];
/** A key added to AreaMessages but not to AREA_KEYS would be read before its part ever loads. */
type MissingAreaKey = Exclude<keyof AreaMessages, (typeof AREA_KEYS)[number]>;
const everyAreaKey: [MissingAreaKey] extends [never] ? true : MissingAreaKey = true;
void everyAreaKey;

/** Which keys of Messages each part holds (a key read before its part is here waits for it). */
const partKeys: Record<MessagePart, readonly (keyof Messages)[]> = {
  home: ['home'],
  employer: ['employer'],
  auth: ['auth'],
  pages: ['pages'],
  areas: AREA_KEYS,
};
const parts = Object.keys(partKeys) as MessagePart[];

const loadedParts = new Map<string, PartValues>();
const partPromises = new Map<string, Promise<void>>();
/** Parts a page has needed once: loadMessages brings them along on a language switch, so the page
 * switches at once instead of waiting for them. */
const wanted = new Set<MessagePart>();

function loadPart(locale: Locale, part: MessagePart): Promise<void> {
  const key = `${part}:${locale}`;
  let pending = partPromises.get(key);
  if (!pending) {
    const loading = fetchers[part][locale]().then((values) => {
      loadedParts.set(key, values);
      // Marked the way React marks a settled promise, so use() returns at once instead of suspending.
      Object.assign(loading, { status: 'fulfilled', value: undefined });
    });
    pending = loading;
    // A failed fetch (offline) may be retried by the next call.
    pending.catch(() => partPromises.delete(key));
    partPromises.set(key, pending);
  }
  return pending;
}

/**
 * The public strings as values; each other part read through a getter that waits for it (so only
 * while rendering). The getter calls use() on every read, loaded or not: React replays a render
 * that suspended on a part once the part is here, and the replay must call use() where it did.
 */
function compose(locale: Locale, publicPart: PublicMessages): Messages {
  const messages = { ...publicPart } as Messages;
  for (const part of parts) {
    for (const key of partKeys[part]) {
      Object.defineProperty(messages, key, {
        enumerable: true,
        get() {
          wanted.add(part);
          use(loadPart(locale, part));
          const values = loadedParts.get(`${part}:${locale}`);
          if (!values) throw new Error(`The ${locale} ${part} strings did not load.`);
          return values[key];
        },
      });
    }
  }
  return messages;
}

export function loadedMessages(locale: Locale): Messages | undefined {
  const publicPart = publicParts[locale];
  if (!publicPart) return undefined;
  return (catalogues[locale] ??= compose(locale, publicPart));
}

/** Cached per language and need, so a suspended render waits on the same promise (React's use). */
const messagePromises = new Map<string, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  const need = [...wanted].sort();
  const key = `${locale}:${need.join(',')}`;
  let pending = messagePromises.get(key);
  if (!pending) {
    pending = Promise.all([
      locale === 'ar' && !publicParts.ar
        ? import('./messages/ar/public').then((m) => (publicParts.ar = m.arPublic))
        : null,
      loadMessageParts(locale, need),
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

/** The given parts' strings in `locale` (a page or dialog showing them is about to render). */
export function loadMessageParts(locale: Locale, needed: readonly MessagePart[]): Promise<void> {
  for (const part of needed) wanted.add(part);
  return Promise.all(needed.map((part) => loadPart(locale, part))).then(() => undefined);
}
