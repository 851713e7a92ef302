/**
 * The score report's words: each a message of the catalogue's `checks` area (@resumeloop/i18n), named
 * here by its key without the area (`no_emoji.fix` is `checks.no_emoji.fix`). A check result carries the
 * reference and its English text; the server formats the reference in the reader's language.
 */
import { isTextId, type TextId, type TextRef, type TextValue, textRef } from '../messages/text-ref';

export { listValues, quotedListValues } from '../messages/text-ref';

/** A key of the `checks` area: its id without the leading `checks.`. */
export type CheckKey = KeyOfChecks<TextId>;
type KeyOfChecks<Id> = Id extends `checks.${infer Key}` ? Key : never;

/** A check message's values by argument name; undefined values are left out. */
export type CheckValues = Readonly<Record<string, TextValue | undefined>>;

/** The reference to a message of the `checks` area. */
export function checkText(key: CheckKey, values?: CheckValues): TextRef {
  return textRef(`checks.${key}` as TextId, values);
}

/** The reference to `checks.<key>` when the catalogue has it (a key put together from data), else null. */
export function optionalCheckText(key: string, values?: CheckValues): TextRef | null {
  const id = `checks.${key}`;
  return isTextId(id) ? textRef(id, values) : null;
}

/**
 * A list of references as one: `checks.<listKey>` joins the first with the rest ('{first}, {rest}'), so
 * each language writes its own separator. Null for an empty list.
 */
export function joinedText(items: readonly TextRef[], listKey: CheckKey): TextRef | null {
  const [first, ...rest] = items;
  if (!first) return null;
  const tail = joinedText(rest, listKey);
  return tail ? checkText(listKey, { first, rest: tail }) : first;
}
