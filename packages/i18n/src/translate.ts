import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { loadMessages, type MessageId, type Messages } from './catalogue';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** A message's arguments: ICU `{name}`, `{count, plural, ...}`, `{gender, select, ...}`, dates and numbers. */
export type MessageValues = Record<string, PrimitiveType | Date>;

/** A message of the catalogue to format later, in whichever language the reader has. */
export type MessageRef = { id: MessageId; values?: MessageValues };

/** Formats a message of one language. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * A translator for one language: each message is parsed once and kept. An id the language lacks reads
 * the fallback's message (en-US); an id no catalogue has reads as the id itself, so it shows and a test
 * finds it, rather than an empty string.
 */
export function createTranslate(locale: Locale, messages: Messages, fallback?: Messages): Translate {
  const formats = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    let format = formats.get(id);
    if (!format) {
      const source = messages[id] ?? fallback?.[id];
      if (source === undefined) return id;
      format = new IntlMessageFormat(source, locale);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

/** Every language's translator, for a process that answers in all of them (the server). */
export async function loadTranslators(): Promise<Readonly<Record<Locale, Translate>>> {
  const fallback = await loadMessages(DEFAULT_LOCALE);
  const entries = await Promise.all(
    LOCALES.map(
      async (locale) => [locale, createTranslate(locale, await loadMessages(locale), fallback)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Locale, Translate>;
}
