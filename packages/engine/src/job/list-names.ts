/**
 * Names the taxonomy does not know, read from a list beside names it does: in 'Outlook, Word, Summation,
 * Excel and others' or 'Familiarity with OneStream and NetSuite', the unknown capitalised item sits
 * where the known tools sit, so it is a tool too. A product a posting asks for is then read even when
 * no table has it; an item of plain words ('and others', 'strong communication') is not a name.
 */
import type { PhraseSpan } from './extract-phrases';

/** One or two capitalised words, or one camel-cased word: 'Summation', 'Blue Beam', 'OneStream'. */
const NAME = /^(?:[A-Z][\w+#.&-]*(?:\s[A-Z][\w+#.&-]*)?)$/;
const TAIL_NAME = /\s(?:with|in|of|to|using|on)\s((?:[A-Z][\w+#.&-]{0,39})(?:\s[A-Z][\w+#.&-]{0,39})?)$/;
const NOT_NAMES =
  /^(?:and|or|others?|etc|including|other|similar|equivalent|the|a|an|all|any|some|various|relevant|related|experience|knowledge|skills?|tools?|software|systems?|platforms?|programs?|applications?|proficiency|familiarity|strong|excellent|good|advanced|basic|working|must|required|preferred|plus|nice|ideally|especially|e\.?g|i\.?e|such as|like|as well as|[A-Z]{1,2})$/i;

/** Where the list items of a sentence stand: runs between commas, 'and', 'or', slashes and brackets. */
function items(text: string): PhraseSpan[] {
  const out: PhraseSpan[] = [];
  const separator =
    /(?<!\s)\s*(?:,|;|\(|\)|\/|\band\b|\bor\b|\bas well as\b|\bincluding\b|\bsuch as\b|\blike\b|\be\.g\.)\s*/gi;
  let from = 0;
  for (const match of text.matchAll(separator)) {
    out.push({ text: text.slice(from, match.index), start: from, end: match.index });
    from = match.index + match[0].length;
  }
  out.push({ text: text.slice(from).replace(/[.!?]$/, ''), start: from, end: text.length });
  return out
    .map((item) => {
      const trimmed = item.text.trim();
      const start = item.start + item.text.indexOf(trimmed);
      return { text: trimmed, start, end: start + trimmed.length };
    })
    .filter((item) => item.text.length > 0);
}

/**
 * The unknown names listed beside known ones. `known` are the spans of the taxonomy's tools and
 * skills in the sentence; only an item that touches no known span and stands in a run of items at
 * least one of which is known is read.
 */
export function namesBesideKnown(
  text: string,
  known: ReadonlyArray<readonly [number, number]>,
): PhraseSpan[] {
  if (known.length === 0) return [];
  const list = items(text);
  const isKnown = (item: PhraseSpan) => known.some(([start, end]) => item.start < end && start < item.end);
  const found: PhraseSpan[] = [];
  list.forEach((item, index) => {
    if (isKnown(item)) return;
    // 'Familiarity with OneStream': the name after the item's last plain word.
    const tail = TAIL_NAME.exec(item.text);
    const name = NAME.test(item.text)
      ? item
      : tail
        ? { text: tail[1] ?? '', start: item.end - (tail[1] ?? '').length, end: item.end }
        : null;
    // Sentence case gives every sentence a capital: its opening word is no name. An acronym in brackets
    // spells out the words before it ('Battery Energy Storage System (BESS)').
    if (!name || name.start === 0 || NOT_NAMES.test(name.text)) return;
    if (text[name.start - 1] === '(' && /^[A-Z]{2,6}$/.test(name.text)) return;
    const previous = list[index - 1];
    const next = list[index + 1];
    if ((previous && isKnown(previous)) || (next && isKnown(next))) found.push(name);
  });
  return found;
}

/**
 * A phrase that only lists names ('Samsara and Geotab', 'Yardi, MRI and AppFolio') is one requirement
 * per name; any other phrase stays whole.
 */
export function splitNameList(phrase: PhraseSpan): PhraseSpan[] {
  const parts: PhraseSpan[] = [];
  let from = 0;
  for (const match of phrase.text.matchAll(/(?<!\s)\s*,\s*(?:and\s+|&\s+)?|(?<!\s)\s+(?:and|&)\s+/g)) {
    parts.push({
      text: phrase.text.slice(from, match.index),
      start: phrase.start + from,
      end: phrase.start + match.index,
    });
    from = match.index + match[0].length;
  }
  parts.push({ text: phrase.text.slice(from), start: phrase.start + from, end: phrase.end });
  const names =
    parts.length >= 2 && parts.every((part) => NAME.test(part.text) && !NOT_NAMES.test(part.text));
  return names ? parts : [phrase];
}
