/**
 * A count put before what a line names: 'Oversaw rehab aides' + 'two rehab aides' -> 'Oversaw two rehab
 * aides'; with its rate right after it ('Present about 20 treatment estimates a day and process payments').
 */
import { escapeRegExp } from '../../text/normalize-text';
import { COUNT, PER_PERIOD } from '../rates';
import { baseOfGerund, baseOfVerb, opensWithVerb } from '../verb-forms';
import { contentStems } from './line-overlap';

/** A count and what it counts: 'about 20 treatment estimates', 'two rehab aides'. */
const COUNTED = new RegExp(
  String.raw`^((?:about|around|over|nearly|almost|more than|up to)\s+)?(${COUNT})\s+(\p{L}[\p{L}\s-]*\p{L})$`,
  'iu',
);

/** Where `words` stand in `body` as whole words. */
function wordsAt(body: string, words: string): RegExpExecArray[] {
  return [...body.matchAll(new RegExp(`\\b${escapeRegExp(words)}\\b`, 'giu'))];
}

/**
 * A count with its rate before what the line names, the rate right after it: 'Present estimates and
 * process payments' + 'about 20 treatment estimates a day' -> 'Present about 20 treatment estimates a day
 * and process payments'; 'Responsible for ECNs and BOM updates in Epicor ERP' + 'about 150 ECNs a year in
 * Epicor' -> 'Responsible for about 150 ECNs a year and BOM updates in Epicor ERP'. What follows the rate
 * must be what the line says already ('in Epicor'); the line must name the thing counted once.
 */
export function countRateInto(body: string, phrase: string): string | null {
  const rate = PER_PERIOD.exec(phrase);
  if (!rate) return null;
  const tail = phrase.slice(rate.index + rate[0].length).trim();
  const bodyStems = contentStems(body);
  if (tail && !contentStems(tail).every((stem) => bodyStems.includes(stem))) return null;
  const count = COUNTED.exec(phrase.slice(0, rate.index).trim());
  const named = count?.[3] ?? '';
  const words = named.split(/\s+/);
  const head = words.at(-1) ?? '';
  if (!count || words.length > 3 || !/s$/i.test(head) || /^(?:1|one|a|an)$/i.test(count[2] ?? ''))
    return null;
  for (const candidate of words.length > 1 ? [named, head] : [named]) {
    const found = wordsAt(body, candidate);
    if (found.length !== 1) continue;
    const at = found[0]?.index ?? 0;
    const before = body.slice(0, at);
    if (!countFits(before)) return null;
    return `${before}${count[1] ?? ''}${count[2]} ${named} ${rate[0]}${body.slice(at + candidate.length)}`;
  }
  return null;
}

/** Whether a count may go right here: after a verb or a preposition, never after a count or determiner. */
function countFits(before: string): boolean {
  const said =
    /(?:\d|\b(?:the|a|an|our|my|their|its|one|two|three|four|five|six|seven|eight|nine|ten|several|many|all))\s*$/i;
  if (said.test(before)) return false;
  const previous = (before.trim().split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z-]/g, '');
  return (
    /^(?:for|of|to|with|by|across|from|on|in|at|among|over|under|about|serving|supporting|covering|including)$/.test(
      previous,
    ) ||
    baseOfVerb(previous) !== '' ||
    baseOfGerund(previous) !== '' ||
    previous === ''
  );
}

export function countInto(body: string, phrase: string): string | null {
  const count = COUNTED.exec(phrase);
  const named = count?.[3] ?? '';
  if (!count || named.split(/\s+/).length > 4 || contentStems(named).length === 0) return null;
  // More than one of a thing is said in the plural: '5 new lifestyle' counts nothing.
  const head = named.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (
    !/^(?:1|one|a|an)$/i.test(count[2] ?? '') &&
    !/s$|^(?:people|staff|personnel|children|feet|data|equipment|inventory)$/.test(head)
  )
    return null;
  const found = wordsAt(body, named);
  if (found.length !== 1) return null;
  const before = body.slice(0, found[0]?.index ?? 0);
  // Not where a count or a determiner is said already ('the carrier partners', '12 carrier partners'),
  // nor after a word that describes them ('middle-market commercial accounts'): only right after a
  // preposition or a verb ('used by', 'Oversaw').
  if (!countFits(before)) return null;
  // 'Oversee vendors and service contracts': after the line's verb and an 'and', a verb's form before the
  // noun names the kind of thing ('service contracts'); the count goes before both.
  // ('Train and mentor new hires' joins two verbs: the count goes after both.)
  const modifier = /(?:^|\s)(?:and|or)\s+([a-z]+)\s+$/i.exec(before);
  const listed = modifier ? before.slice(0, modifier.index).trim().split(/\s+/).length >= 2 : false;
  if (modifier && listed && opensWithVerb(body) && baseOfVerb((modifier[1] ?? '').toLowerCase()) !== '') {
    const at = before.length - (modifier[1]?.length ?? 0) - (/\s+$/.exec(before)?.[0].length ?? 0);
    return `${body.slice(0, at)}${count[1] ?? ''}${count[2]} ${body.slice(at)}`;
  }
  // At the line's start the count leads and the word after it is no longer the first: 'Standby generator
  // and ATS installs' -> '4 standby generator and ATS installs'.
  const after = body.slice(before.length);
  const counted =
    before === '' && /^\p{Lu}\p{Ll}+\b/u.test(after)
      ? `${after.charAt(0).toLowerCase()}${after.slice(1)}`
      : after;
  return `${before}${count[1] ?? ''}${count[2]} ${counted}`;
}
