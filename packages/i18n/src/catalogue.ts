import type enUS from './catalogues/en-US/index';
import type { Locale } from './locales';

/** The areas of a catalogue: each is one file per language, holding the ids that begin with `<area>.`. */
export const AREAS = [
  'common',
  'auth',
  'settings',
  'refine',
  'editor',
  'dashboard',
  'feedback',
  'pages',
  'legal',
  'errors',
  'validation',
  'checks',
  'questions',
  'email',
  'pdf',
  'admin',
  'plans',
  'report',
  'bulk',
] as const;
export type Area = (typeof AREAS)[number];

/** An id of the catalogue: every language has the en-US catalogue's ids (a test compares them). */
export type MessageId = keyof typeof enUS;
/** A language's messages: ICU message format, by id. */
export type Messages = Readonly<Record<string, string>>;

/**
 * Each language's catalogue as its own module: a bundler makes each a chunk of its own, so a page loads
 * only the language it shows.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./catalogues/en-US/index'),
  'en-GB': () => import('./catalogues/en-GB/index'),
  'es-ES': () => import('./catalogues/es-ES/index'),
  'fr-FR': () => import('./catalogues/fr-FR/index'),
  'de-DE': () => import('./catalogues/de-DE/index'),
};

const loaded = new Map<Locale, Promise<Messages>>();

/** A language's messages, loaded once. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = LOADERS[locale]().then((module) => module.default);
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * What the web app loads of each language before its first render: the areas of its pages and of what
 * every page shows, without the server's (errors, validation, checks, questions, email), which the API
 * formats before it answers, and without the areas of the pages that load with their own (WEB_PAGE_AREAS).
 * Each its own chunk, as above.
 */
const WEB_LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./catalogues/en-US/web'),
  'en-GB': () => import('./catalogues/en-GB/web'),
  'es-ES': () => import('./catalogues/es-ES/web'),
  'fr-FR': () => import('./catalogues/fr-FR/web'),
  'de-DE': () => import('./catalogues/de-DE/web'),
};

/** The areas of a catalogue the web app loads before its first render (catalogues/<locale>/web.ts). */
export const WEB_AREAS: readonly Area[] = [
  'common',
  'auth',
  'refine',
  'editor',
  'dashboard',
  'feedback',
  'pages',
  'pdf',
  'plans',
];

const loadedForWeb = new Map<Locale, Promise<Messages>>();

/** A language's messages as the web app shows them from its first render, loaded once. */
export function loadWebMessages(locale: Locale): Promise<Messages> {
  let messages = loadedForWeb.get(locale);
  if (!messages) {
    messages = WEB_LOADERS[locale]().then((module) => module.default);
    loadedForWeb.set(locale, messages);
  }
  return messages;
}

/**
 * The areas of the web app's pages that load lazily and alone use them: the legal pages' texts, the
 * account settings', the admin console's and the compare page's. Each page loads its area with its code (loadWebArea), so the first
 * render of every other page waits for none of them.
 */
export const WEB_PAGE_AREAS = ['legal', 'settings', 'admin', 'bulk'] as const satisfies readonly Area[];
export type WebPageArea = (typeof WEB_PAGE_AREAS)[number];

/** Each language's file of each page area: a chunk of its own, as above. */
const WEB_PAGE_AREA_LOADERS: Record<WebPageArea, Record<Locale, () => Promise<{ default: Messages }>>> = {
  legal: {
    'en-US': () => import('./catalogues/en-US/legal.json'),
    'en-GB': () => import('./catalogues/en-GB/legal.json'),
    'es-ES': () => import('./catalogues/es-ES/legal.json'),
    'fr-FR': () => import('./catalogues/fr-FR/legal.json'),
    'de-DE': () => import('./catalogues/de-DE/legal.json'),
  },
  settings: {
    'en-US': () => import('./catalogues/en-US/settings.json'),
    'en-GB': () => import('./catalogues/en-GB/settings.json'),
    'es-ES': () => import('./catalogues/es-ES/settings.json'),
    'fr-FR': () => import('./catalogues/fr-FR/settings.json'),
    'de-DE': () => import('./catalogues/de-DE/settings.json'),
  },
  admin: {
    'en-US': () => import('./catalogues/en-US/admin.json'),
    'en-GB': () => import('./catalogues/en-GB/admin.json'),
    'es-ES': () => import('./catalogues/es-ES/admin.json'),
    'fr-FR': () => import('./catalogues/fr-FR/admin.json'),
    'de-DE': () => import('./catalogues/de-DE/admin.json'),
  },
  bulk: {
    'en-US': () => import('./catalogues/en-US/bulk.json'),
    'en-GB': () => import('./catalogues/en-GB/bulk.json'),
    'es-ES': () => import('./catalogues/es-ES/bulk.json'),
    'fr-FR': () => import('./catalogues/fr-FR/bulk.json'),
    'de-DE': () => import('./catalogues/de-DE/bulk.json'),
  },
};

const loadedAreas = new Map<string, Promise<Messages>>();

/** One page area of a language's catalogue for the web app, loaded once. */
export function loadWebArea(locale: Locale, area: WebPageArea): Promise<Messages> {
  const key = `${locale}/${area}`;
  let messages = loadedAreas.get(key);
  if (!messages) {
    messages = WEB_PAGE_AREA_LOADERS[area][locale]().then((module) => module.default);
    // A failed load (the network dropped) is tried again the next time, not remembered.
    messages.catch(() => loadedAreas.delete(key));
    loadedAreas.set(key, messages);
  }
  return messages;
}
