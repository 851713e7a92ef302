import { validationMessageRef } from '@resumeloop/contracts/validation-messages';
import { DEFAULT_LOCALE, type Locale, type MessageId, type Translate } from '@resumeloop/i18n';
import enUSMessages from '@resumeloop/i18n/catalogues/en-US/index';
import type { MessageRef } from '@resumeloop/i18n/translate';
import { z } from 'zod';
import { english, isMessageId, type Text } from '../errors';

/** The areas whose en-US texts a literal text is looked up in: what the API answers with. */
const ANSWER_AREAS = ['errors.', 'validation.'];

/**
 * The en-US text of each message of the answer areas that takes no arguments, and its id: a literal text
 * (a shared package's constant, a use case's message) is translated when it is one of these.
 */
const ENGLISH_INDEX: ReadonlyMap<string, MessageRef> = new Map(
  Object.keys(enUSMessages)
    .filter((id): id is MessageId => ANSWER_AREAS.some((area) => id.startsWith(area)) && isMessageId(id))
    // A message with arguments is found through the shared rules' table (with its values), or not at all.
    .filter((id) => !/[{}]/.test(enUSMessages[id]))
    .map((id): [string, MessageRef] => [english(id), { id }]),
);

/**
 * The catalogue message a literal en-US text is, or undefined: the shared rules' texts (with their
 * arguments), then the server's own texts that take none.
 */
export function messageOfEnglish(text: string): MessageRef | undefined {
  return validationMessageRef(text) ?? ENGLISH_INDEX.get(text);
}

/**
 * A text in a language: a catalogue message (or a bare id) formatted by `translate`; a literal text
 * translated when it is one of the catalogue's en-US texts, else as it is (it has no translation).
 */
export function translateText(translate: Translate, text: Text): string {
  if (typeof text !== 'string') return translate(text.id, text.values);
  if (isMessageId(text)) return translate(text);
  const known = messageOfEnglish(text);
  return known ? translate(known.id, known.values) : text;
}

type ZodLocale = { localeError: (issue: never) => string | { message: string } | undefined | null };
const ZOD_LOCALES: Record<'en' | 'es' | 'fr' | 'de', () => ZodLocale> = {
  en: z.locales.en,
  es: z.locales.es,
  fr: z.locales.fr,
  de: z.locales.de,
};
const zodLocales = new Map<string, ZodLocale>();
function zodLocale(language: 'en' | 'es' | 'fr' | 'de'): ZodLocale {
  let made = zodLocales.get(language);
  if (!made) {
    made = ZOD_LOCALES[language]();
    zodLocales.set(language, made);
  }
  return made;
}

function zodMessage(locale: ZodLocale, issue: Record<string, unknown>): string | undefined {
  try {
    const answer = locale.localeError(issue as never);
    return typeof answer === 'string' ? answer : (answer?.message ?? undefined);
  } catch {
    return undefined;
  }
}

/**
 * A schema failure's message in a language. Ours are catalogue texts; zod's own wording ("Invalid input:
 * expected string, received undefined") is zod's own translation, when the issue, worded again in
 * English, is exactly what it said (so a message of ours is never replaced by zod's).
 */
export function translateIssueMessage(
  translate: Translate,
  locale: Locale,
  message: string,
  issue: { keyword: string; params?: Record<string, unknown> },
): string {
  const known = messageOfEnglish(message);
  if (known) return translate(known.id, known.values);
  const language = locale.slice(0, 2) as 'en' | 'es' | 'fr' | 'de';
  if (language === 'en' || locale === DEFAULT_LOCALE) return message;
  const raw = { ...issue.params, code: issue.keyword, path: [] };
  if (zodMessage(zodLocale('en'), raw) !== message) return message;
  return zodMessage(zodLocale(language), raw) ?? message;
}
