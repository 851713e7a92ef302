/**
 * The engine's words as messages of the catalogue (@resumeloop/i18n, areas `checks` and `questions`, and
 * the refine step's `refine.engine.*`): every
 * check's label, reason and fix and every question is a reference, an id and its values, formatted here
 * in English from the en-US catalogue and by the server in the reader's language. A value may itself be
 * a reference (a credential an industry expects, a piece of a list), formatted first in the same language.
 */

import type { MessageId } from '@resumeloop/i18n/catalogue';
import checksEnUS from '@resumeloop/i18n/catalogues/en-US/checks.json';
import questionsEnUS from '@resumeloop/i18n/catalogues/en-US/questions.json';
import refineEnUS from '@resumeloop/i18n/catalogues/en-US/refine.json';
import { createTranslate, type MessageValues, type Translate } from '@resumeloop/i18n/translate';

/** An id of the refine step's own messages (`refine.engine.*`), apart from the web app's `refine.*`. */
export type RefineTextId = Extract<keyof typeof refineEnUS, `refine.engine.${string}`>;

/** An id of the engine's catalogue areas. */
export type TextId = keyof typeof checksEnUS | keyof typeof questionsEnUS | RefineTextId;

/** A value of a message: a name, a number, or another message formatted in the same language. */
export type TextValue = string | number | TextRef;

/** A message of the catalogue and its values: what the engine says, in whichever language it is read. */
export interface TextRef {
  id: TextId;
  values?: Readonly<Record<string, TextValue>>;
}

/** The refine step's English messages: the `refine.engine.*` ids of the refine area. */
export const REFINE_ENGLISH: Readonly<Record<RefineTextId, string>> = Object.fromEntries(
  Object.entries(refineEnUS).filter(([id]) => id.startsWith('refine.engine.')),
) as Record<RefineTextId, string>;

const ENGLISH_MESSAGES: Readonly<Record<string, string>> = {
  ...checksEnUS,
  ...questionsEnUS,
  ...REFINE_ENGLISH,
};
const translateEnglish = createTranslate('en-US', ENGLISH_MESSAGES);

/** Whether an id is one of the catalogue's, for an id put together from data (an industry's code). */
export function isTextId(id: string): id is TextId {
  return Object.hasOwn(ENGLISH_MESSAGES, id);
}

/** A reference to `id` with these values; an undefined value is left out. */
export function textRef(id: TextId, values?: Record<string, TextValue | undefined>): TextRef {
  if (!values) return { id };
  const defined = Object.entries(values).filter(
    (entry): entry is [string, TextValue] => entry[1] !== undefined,
  );
  return { id, values: Object.fromEntries(defined) };
}

/**
 * Formats a reference with a language's translator, its nested references first: the one way the
 * engine's messages are put together, so the server's en-US text is the engine's English exactly.
 */
export function formatText(ref: TextRef, translate: Translate): string {
  if (!ref.values) return translate(ref.id as MessageId);
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(ref.values))
    values[name] = typeof value === 'object' ? formatText(value, translate) : value;
  return translate(ref.id as MessageId, values);
}

/** A reference in English, from the en-US catalogue: the text the engine's results carry beside it. */
export function englishText(ref: TextRef): string {
  return formatText(ref, translateEnglish);
}

/**
 * The first `max` items joined by commas, and how many more there are: a list's values for a message
 * that ends it with `{more, plural, =0 {} other { and # more}}`.
 */
export function listValues(items: readonly string[], max = 4): { items: string; more: number } {
  return { items: items.slice(0, max).join(', '), more: Math.max(0, items.length - max) };
}

/** As listValues, each item in single quotes: words quoted from the resume. */
export function quotedListValues(items: readonly string[], max = 4): { items: string; more: number } {
  return listValues(
    items.map((item) => `'${item}'`),
    max,
  );
}
