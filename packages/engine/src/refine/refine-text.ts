/**
 * The refine step's human texts as messages of the catalogue (`refine.engine.*` of the refine area): why
 * an answer came back unused (`refine.engine.unused.*`, `refine.engine.write.*`) and why a change was
 * made (`refine.engine.change.*`). Inside the writer a reason is its English text, compared by identity
 * (`UNUSED_REASONS`, `WRITE_REASONS`, the rules of a rewrite); every one of those texts is the en-US
 * message of an id, so at the refinement's edge each is given its reference again by matching it against
 * the en-US messages, and the server formats it in the reader's language. A text that matches none keeps
 * no reference and is shown as written (a test holds every reason of the writer to a message).
 */

import type { TextLanguage } from '../lang/detect-language';
import {
  englishText,
  REFINE_ENGLISH,
  type RefineTextId,
  type TextRef,
  type TextValue,
  textRef,
} from '../messages/text-ref';
import type { HistoryItem, UnusedAnswer } from '../types';

/** A reference to one of the refine step's messages. */
export function refineText(id: RefineTextId, values?: Record<string, TextValue | undefined>): TextRef {
  return textRef(id, values);
}

/** One message's English as a pattern: its arguments captured, by name, in order. */
interface ReasonPattern {
  id: RefineTextId;
  names: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of a message whose arguments are all plain (`{subject}`): formatted with a marker for each
 * argument, so the catalogue's own quoting is undone, then each marker made a group. A message with a
 * select or a plural is not matched back: the writer gives those their reference where it makes them.
 */
function patternOf(id: RefineTextId, source: string): ReasonPattern | null {
  if (/\{\s*\w+\s*,/.test(source)) return null;
  const names = [...new Set([...source.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] ?? ''))];
  const markers = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  const english = englishText(textRef(id, markers));
  const order: string[] = [];
  const body = escapeRegExp(english).replace(/\uE000(\d+)\uE001/g, (_, index: string) => {
    order.push(names[Number(index)] ?? '');
    return '(.+?)';
  });
  return { id, names: order, pattern: new RegExp(`^${body}$`, 's') };
}

/** Messages without arguments first, so a fixed text is never read as a pattern's value. */
const PATTERNS: readonly ReasonPattern[] = (Object.entries(REFINE_ENGLISH) as Array<[RefineTextId, string]>)
  .filter(([id]) => id !== 'refine.engine.change.joined')
  .map(([id, source]) => patternOf(id, source))
  .filter((pattern): pattern is ReasonPattern => pattern !== null)
  .sort((a, b) => a.names.length - b.names.length);

/** The message one English reason was formatted from, with its values; null for a text of no message. */
function matchReason(english: string): TextRef | null {
  for (const { id, names, pattern } of PATTERNS) {
    const match = pattern.exec(english);
    if (!match) continue;
    if (names.length === 0) return refineText(id);
    return refineText(id, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return null;
}

/**
 * The reference of a reason of the refine step, from its English text: a message's text, or the rules of
 * one rewrite joined by '; ' ('first-person pronoun removed; past tense for a past role'), each a message.
 * Undefined for a text that is none of them (it is shown as written).
 */
export function reasonRef(english: string): TextRef | undefined {
  const whole = matchReason(english);
  if (whole) return whole;
  const parts = english.split('; ');
  if (parts.length < 2) return undefined;
  const refs = parts.map(matchReason);
  if (refs.some((ref) => ref === null)) return undefined;
  // 'a; b; c' is a joined to (b joined to c): each language joins with its own mark.
  return (refs as TextRef[]).reduceRight((rest, first) =>
    refineText('refine.engine.change.joined', { first, rest }),
  );
}

/** An unused answer with its reason's reference, kept when the writer gave it one. */
export function withReasonRef(item: UnusedAnswer): UnusedAnswer {
  const ref = item.reason_ref ?? reasonRef(item.reason);
  return ref ? { ...item, reason_ref: ref } : item;
}

/** A history item with its reason's reference, where the reason is one of the refine step's messages. */
export function historyWithReasonRef(item: HistoryItem): HistoryItem {
  const ref = reasonRef(item.reason);
  return ref ? { ...item, reason_ref: ref } : item;
}

/**
 * Why an answer to a resume not in English comes back unwritten: the writer reads and writes English
 * only ('ResumeLoop's writer does not yet write German resumes: add this to your resume in the editor.').
 */
export function notWrittenInLanguage(language: TextLanguage): { reason: string; reason_ref: TextRef } {
  const ref = refineText('refine.engine.unused.language', { language });
  return { reason: englishText(ref), reason_ref: ref };
}
