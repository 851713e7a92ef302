import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';

/** The product's languages as the e2e suites use them. */
export const OTHER_LOCALES = ['en-GB', 'es-ES', 'fr-FR', 'de-DE'] as const;
export type TestLocale = 'en-US' | (typeof OTHER_LOCALES)[number];

const catalogues = new Map<string, Record<string, string>>();

function catalogue(locale: TestLocale): Record<string, string> {
  let messages = catalogues.get(locale);
  if (!messages) {
    const dir = new URL(`../packages/i18n/src/catalogues/${locale}/`, import.meta.url);
    messages = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      Object.assign(messages, JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    }
    catalogues.set(locale, messages);
  }
  return messages;
}

/**
 * A message of the catalogue as the page shows it in `locale`: formatted, with its markup tags
 * (`<link>Terms</link>`) reduced to their words. The suites find what they click by the words a person
 * reads in that language, never by English.
 */
export function message(
  locale: TestLocale,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const source = catalogue(locale)[id];
  if (source === undefined) throw new Error(`no message ${id} in ${locale}`);
  const tags = Object.fromEntries(
    [...source.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: string[]) => chunks.join('')]),
  );
  const formatted = new IntlMessageFormat(source, locale).format({ ...tags, ...values });
  return (Array.isArray(formatted) ? formatted.join('') : String(formatted)).replace(/\s+/g, ' ').trim();
}

/** A pattern for a text that starts with `text`. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
