import { type Locale, loadWebArea, type Messages, type WebPageArea } from '@resumeloop/i18n';

/**
 * The catalogue's page areas (legal, settings, admin, bulk: WEB_PAGE_AREAS) that the pages opened so far asked for,
 * in each language loaded. The app's first render waits only for the language's main catalogue; a page
 * that alone uses an area loads it with its code (router.tsx), and LocaleProvider adds every area loaded
 * in its language to its messages. An area asked for is loaded in every language the app has shown or is
 * switching to, before the page or the switch shows, so no page ever shows a message id.
 */
const languages = new Set<Locale>();
const wanted = new Set<WebPageArea>();
const loaded = new Map<Locale, Map<WebPageArea, Messages>>();
const merged = new Map<Locale, Messages>();
const listeners = new Set<() => void>();
const NONE: Messages = Object.freeze({});

async function loadInto(locale: Locale, area: WebPageArea): Promise<void> {
  const messages = await loadWebArea(locale, area);
  let areas = loaded.get(locale);
  if (!areas) {
    areas = new Map();
    loaded.set(locale, areas);
  }
  if (areas.has(area)) return;
  areas.set(area, messages);
  merged.delete(locale);
  for (const listener of listeners) listener();
}

// Each of the two below marks what it loads before it looks at what the other marked, so of a page that
// opens and a language that is chosen at the same time, the later one loads the page's area in the
// language, and each waits for it.

/** Loads a page's area in every language the app has shown or is switching to. */
export async function loadPageArea(area: WebPageArea): Promise<void> {
  wanted.add(area);
  await Promise.all([...languages].map((locale) => loadInto(locale, area)));
}

/**
 * Loads in `locale` every area a page has asked for: LocaleProvider waits for it before it shows
 * `locale`, the first language included.
 */
export async function loadPageAreasIn(locale: Locale): Promise<void> {
  languages.add(locale);
  await Promise.all([...wanted].map((area) => loadInto(locale, area)));
}

/** Every area loaded in `locale`, as one set of messages (the same object until another area arrives). */
export function pageAreaMessages(locale: Locale): Messages {
  const areas = loaded.get(locale);
  if (!areas) return NONE;
  let messages = merged.get(locale);
  if (!messages) {
    messages = Object.assign({}, ...areas.values()) as Messages;
    merged.set(locale, messages);
  }
  return messages;
}

/** Calls `listener` each time an area arrives in some language; returns the unsubscribe. */
export function subscribePageAreas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
