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
 * What the web app loads of each language: its own areas, without the server's (errors, validation,
 * checks, questions, email), which the API formats before it answers. Each its own chunk, as above.
 */
const WEB_LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./catalogues/en-US/web'),
  'en-GB': () => import('./catalogues/en-GB/web'),
  'es-ES': () => import('./catalogues/es-ES/web'),
  'fr-FR': () => import('./catalogues/fr-FR/web'),
  'de-DE': () => import('./catalogues/de-DE/web'),
};

/** The areas of a catalogue the web app loads. */
export const WEB_AREAS: readonly Area[] = [
  'common',
  'auth',
  'settings',
  'refine',
  'editor',
  'dashboard',
  'feedback',
  'pages',
  'legal',
  'pdf',
  'admin',
  'plans',
  'bulk',
];

const loadedForWeb = new Map<Locale, Promise<Messages>>();

/** A language's messages as the web app shows them, loaded once. */
export function loadWebMessages(locale: Locale): Promise<Messages> {
  let messages = loadedForWeb.get(locale);
  if (!messages) {
    messages = WEB_LOADERS[locale]().then((module) => module.default);
    loadedForWeb.set(locale, messages);
  }
  return messages;
}
