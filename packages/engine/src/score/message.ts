/**
 * Renders a message of the catalogue (messages-en.ts) with its parameters: each '{name}' in the text is
 * replaced by the parameter of that name. The one place the score report's words come from, so a
 * translation only needs another catalogue; the lists a fix names are shortened here too.
 */
import { MESSAGES_EN, type MessageId } from './messages-en';

export type { MessageId } from './messages-en';

/** A message's parameters by placeholder name. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of `id` with its placeholders filled; a placeholder with no parameter is left as written. */
export function message(id: MessageId, params: MessageParams = {}): string {
  return MESSAGES_EN[id].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The first `max` items joined by commas, then how many more there are. */
export function shortList(items: readonly string[], max = 4): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? message('list.and_more', { items: shown, count: items.length - max }) : shown;
}

/** As shortList, each item in single quotes: words quoted from the resume. */
export function quotedList(items: readonly string[], max = 4): string {
  return shortList(
    items.map((item) => `'${item}'`),
    max,
  );
}
