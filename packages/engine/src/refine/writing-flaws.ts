/**
 * The last check of a line a writer built from an answer, whatever path built it: flaws a reader sees at
 * once that the line did not have before and the answer did not say ('(10 -hour days)', 'vs. a about
 * 21-day', 'junior airmen, 3-4 junior airmen', 'at two sites (2 sites)'). A line with one is not written;
 * its answer comes back to be worked in by hand.
 */

import type { StructuredResume } from '../types';
import { figures } from './answers/line-overlap';
import { countedIn } from './answers/size-in-brackets';
import { addedText, type ProposedEdit } from './edits';
import { MOVED } from './rates';

const SMALL = new Set(
  'a an the and or of in on at to for with by from as per each every is are was were be this that these those its their our your my'.split(
    ' ',
  ),
);

/** Two words of content said twice in the line ('junior airmen, 3-4 junior airmen on a shift'). */
function repeatedPair(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  const seen = new Set<string>();
  for (let index = 0; index + 1 < words.length; index += 1) {
    const first = words[index] ?? '';
    const second = words[index + 1] ?? '';
    if (SMALL.has(first) || SMALL.has(second) || first.length < 3 || second.length < 3) continue;
    const pair = `${first} ${second}`;
    if (seen.has(pair)) return pair;
    seen.add(pair);
  }
  return null;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** The flaws `after` has that `before` (the line as it stood, '' for a new one) and `source` do not. */
export function writingFlaws(before: string, after: string, source: string): string[] {
  const flaws: string[] = [];
  // '... from about 11% to about 7% in 2022, and': a clause cut where the next one began.
  if (/(?:,|\b(?:and|or|but|with|to|of|the|a|an))\s*[.;]?\s*$/i.test(after.trim())) flaws.push('cut short');
  // 'No. Used Survey123 on one project': the reply to the question, not a line.
  if (/^(?:no|nope|yes|yeah|yep)\b[.,!]/i.test(after.trim())) flaws.push('bare reply');
  const had = (pattern: RegExp) => pattern.test(before) || pattern.test(source);
  // A suffix torn from its figure: '10 -hour days'.
  const torn = /\d\s+-[a-z]/i;
  if (torn.test(after) && !had(torn)) flaws.push('torn compound');
  const article = /\ban?\s+about\s+[$€£]?\d/i;
  if (article.test(after) && !had(article)) flaws.push('article before about');

  if (!balanced(after) && balanced(before)) flaws.push('unbalanced brackets');
  // What the line gains counts what it counted already, in words ('two sites ... (2 sites)').
  const kept = before.replace(/[.;,\s]+$/, '');
  const gained = before ? (after.startsWith(kept) ? after.slice(kept.length) : after) : after;
  // '... and have an NMLS ID': a verb whose 'I' the answer had and the line lost.
  const bareHave = /\band\s+(?:have|am|had|was)\b/i;
  if (bareHave.test(gained) && !bareHave.test(before)) flaws.push('verb without its subject');
  // '(about 30 commercial)': a count cut before what it counts ('30 commercial and multifamily site plans').
  if (/\(\s*(?:about\s+)?[\d,.+-]+\s+[a-z]+(?:al|ic|ive|ary|ial)\s*\)/i.test(gained))
    flaws.push('count without its noun');
  // '(not SCCM)': what the person did not use is no part of a line.
  if (/\(\s*not\s/i.test(gained) && !/\(\s*not\s/i.test(before)) flaws.push('a denial in brackets');
  // A result names what moved as the line named it ('...; the panel's average HbA1c went from 8.9% to 7.8%').
  const pair = repeatedPair(after);
  if (pair && repeatedPair(before) !== pair && repeatedPair(source) !== pair && !MOVED.test(gained))
    flaws.push(`said twice: ${pair}`);
  // An answer's words that point back to its question ('(3-5 of them on a given shift)').
  const pointing = /\b(?:them|they|he|she|him|her|us)\b/i;
  if (pointing.test(gained) && !pointing.test(before)) flaws.push('pronoun from the answer');
  // 'Manager on Duty most weekends during that time': a time that only the sentence before said.
  const thatTime = /\b(?:during|at|in)\s+(?:that|those|this)\s+(?:time|period|weeks?|months?|stretch)\b/i;
  if (thatTime.test(gained) && !thatTime.test(before)) flaws.push('a time another sentence said');
  // Two rates run together ('4 days a week 8 patients a day').
  const stacked = /\b(?:a|per|each)\s+(?:day|week|month|year|shift|cycle)\s+(?:about\s+)?\d/i;
  if (stacked.test(after) && !had(stacked)) flaws.push('rates run together');
  // The role's own dates again ('(about 26 visits a week, Jul 2019-Jul 2020)').
  const range =
    /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\s*[-–]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b/i;
  if (range.test(gained)) flaws.push('dates of the role');
  for (const part of gained.replace(/[()]/g, '').split(/[,;]\s*/))
    if (part.trim() && countedIn(before, part.trim())) flaws.push(`counted twice: ${part.trim()}`);
  // '...; the big one was the 2022-23 redesign', '...; center does about 420K calls a year': a clause
  // joined on that speaks of something the line does not name, or of another's work.
  if (
    before &&
    /^\s*[;,]\s+(?:the\s+(?:big|biggest|main|largest|best|first|last|other)\s+one|it|this|that|these|those|which|there)\b/i.test(
      gained,
    )
  )
    flaws.push('clause about something unnamed');
  if (
    before &&
    /^\s*[;,]\s+(?:the\s+)?(?:center|centre|company|hospital|clinic|agency|department|store|shop|firm|office|unit|district|school|practice|plant|site)\s+(?:does|did|has|had|handles|handled|runs|ran|serves|served|sees|saw|gets|got|takes|took|processes|processed)\b/i.test(
      gained,
    )
  )
    flaws.push("another's figure");
  for (const bracket of gained.matchAll(/\(([^()]+)\)/g))
    if (tornFromItsHead(bracket[1] ?? '', source)) flaws.push(`torn from its sentence: ${bracket[1]}`);
  // 'Designed and detailing sheet metal guards': two verbs joined in two forms.
  const pairOfVerbs = /^\s*\p{L}+ed\s+and\s+\p{L}+ing\b|^\s*\p{L}+ing\s+and\s+\p{L}+ed\b/iu;
  if (pairOfVerbs.test(after) && !pairOfVerbs.test(before)) flaws.push('verbs in two forms');
  if (!before && resultCutOff(after, source)) flaws.push('result cut off');
  return flaws;
}

/** Words that lead a figure in from before it: a figure that followed one was torn from its sentence. */
const LEADS_IN = /^(?:in|within|under|over|at|on|by|of|for|than|to)$/i;

/**
 * Was the text in brackets cut from the middle of its answer sentence: after a preposition ('answered in
 * 15 sec in 2023' -> '(15 sec in 2023)'), or from a clause about something else ('it sells about 60
 * orders a weekend' of one special, put on the line about all of them)?
 */
function tornFromItsHead(inside: string, source: string): boolean {
  const words = inside
    .trim()
    .replace(/^(?:about|around|roughly|over|nearly|almost)\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  // '(so maybe 14 months)': an aside of the answer, not a measure.
  if (/^\s*(?:so|like|i think|maybe|or so|give or take)\b/i.test(inside)) return true;
  // '(about 5 years)': how long, after its 'for', is a measure of its own.
  if (!words || /^\s*(?:about\s+|around\s+|over\s+)?[\d.]+\+?\s*(?:years?|months?|weeks?)\s*$/i.test(inside))
    return false;
  const at = source.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return false;
  const lead = source.slice(0, at).replace(/[~\s]+$/, '');
  const previous = /(\p{L}+)\s*(?:about|around|roughly|over|nearly|almost)?$/iu.exec(lead)?.[1] ?? '';
  if (LEADS_IN.test(previous)) return true;
  // The clause the figure stands in, from its last boundary: 'and it sells ...'. A sentence that opens
  // with 'It' speaks of what was asked ('It used to take me 6 hours ...'); a clause inside one, of the
  // thing the sentence named before it ('a chilaquiles special ..., and it sells about 60 orders').
  const sentence = lead.split(/[.;!?]/).pop() ?? '';
  const clause = sentence.split(/,\s|\s(?:and|but|which)\s/).pop() ?? '';
  return (
    clause.trim() !== sentence.trim() &&
    /^\s*(?:(?:and|but|so|then)\s+)?(?:it|this|that|which|they|he|she)\b/i.test(clause)
  );
}

/**
 * A new line that is an answer sentence cut at a comma, its result left behind: 'Put together on the
 * enrollment redesign' of 'Put together on the enrollment redesign, that helped push completion from 71%
 * to 86%'.
 */
function resultCutOff(after: string, source: string): boolean {
  if (/\d/.test(after)) return false;
  const tail = (
    after
      .trim()
      .replace(/[.;\s]+$/, '')
      .match(/[\p{L}\p{N}'’-]+/gu) ?? []
  )
    .slice(-3)
    .join(' ');
  if (!tail) return false;
  for (const sentence of source.split(/(?<=[.!?])\s+/)) {
    const words = sentence.match(/[\p{L}\p{N}'’-]+|,/gu) ?? [];
    const text = words.join(' ').toLowerCase();
    // Only where what follows cannot stand alone ('that helped push ...'): a clause of its own ('and
    // downtime went from 11% to 4%') is written next, on this line.
    const at = text.indexOf(`${tail.toLowerCase()} ,`);
    const rest = at >= 0 ? text.slice(at + tail.length + 2).trim() : '';
    if (at >= 0 && /\d/.test(rest) && /^(?:that|which|this|it)\b/.test(rest)) return true;
  }
  return false;
}

/** The flaws of the text an edit from an answer writes ([] for any other edit). */
export function editFlaws(edit: ProposedEdit, resume?: StructuredResume): string[] {
  if (edit.origin.kind !== 'answer') return [];
  const before = edit.op === 'set_bullet' || edit.op === 'set_line' ? edit.before : '';
  const flaws = writingFlaws(before, addedText(edit).join(' '), edit.source);
  // 'Image about 40 laptops a quarter using MDT' beside 'Image laptops and install software': a new line
  // that says a line of its role again, with the same verb and the most of its words.
  if (edit.op === 'insert_bullet' && resume) {
    const entry = resume.sections
      .find((section) => section.id === edit.section_id)
      ?.entries.find((item) => item.id === edit.entry_id);
    const verb = (text: string) => (/^\s*([a-z]+)/i.exec(text)?.[1] ?? '').toLowerCase().slice(0, 4);
    const words = (text: string) =>
      new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 5)));
    const fresh = words(edit.bullet.text);
    const twin = entry?.bullets.find((bullet) => {
      const old = words(bullet.text);
      const shared = [...old].filter((word) => fresh.has(word)).length;
      return (
        verb(bullet.text) !== '' && verb(bullet.text) === verb(edit.bullet.text) && shared * 2 >= old.size
      );
    });
    if (twin) flaws.push(`said again beside: ${twin.text}`);
    // 'Made 71 qualified referrals in 2023 and 64 in 2024' where a line of the resume gives 71 and 64
    // already: the same figures twice, under two roles at one employer.
    const counted = (text: string) => figures(text).filter((figure) => !/^(?:19|20)\d{2}$/.test(figure));
    const own = counted(edit.bullet.text);
    const elsewhere = resume.sections
      .flatMap((section) => section.entries.flatMap((item) => item.bullets))
      .find((bullet) => own.length > 0 && own.every((figure) => counted(bullet.text).includes(figure)));
    if (elsewhere) flaws.push(`figures given already: ${elsewhere.text}`);
  }
  return flaws;
}
