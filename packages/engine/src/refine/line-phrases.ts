/**
 * A clause as a phrase for a line already written, not a line of its own: a phrase without a verb ('a team
 * of 6'), the figure of a clause with what it counts ('about 15 dentals a week'), what fits in brackets on
 * a line, and a phrase's first word in lower case as it reads inside a line.
 */
import { verbForms } from '../taxonomy/wording';
import { wordCount } from '../text/normalize-text';
import { cleanWords, FIRST_PERSON, PRONOUN_START } from './clean-words';
import type { Clause } from './parse-clause';
import { baseOfVerb, isDictionaryVerb } from './verb-forms';
import { countsSomething, isPastVerb } from './write-line';

/** A phrase without a verb ('a team of 6', 'about 30% fewer errors'), cleaned, or null. */
export function phraseFromClause(clause: Clause): string | null {
  if (clause.verb && clause.base !== 'be') return null;
  let phrase = cleanWords(clause.rest)
    .replace(/^(?:it was|it's|that was|about it was)\s+/i, '')
    .replace(/[.;,:!?\s]+$/, '');
  // 'My average cycle time is about 18 days' -> 'average cycle time of about 18 days'.
  if (clause.subject === 'other' && clause.base === 'be') {
    if (!/^(?:about |around |over |nearly |up to |more than )?[$€£]?\d/i.test(phrase)) return null;
    const subject = cleanWords(clause.subjectText).replace(/^(?:the|a|an)\s+/i, '');
    // 'Last fiscal year that was 58 proposals': 'that' has nothing in the phrase to mean.
    if (!subject || PRONOUN_START.test(subject) || /\b(?:that|this|it|which|these|those)$/i.test(subject))
      return null;
    // 'My crew is 4 people': a crew of 4.
    const counted = /^(?:crew|team|staff|unit|group|shift|department)$/i.test(subject)
      ? phrase.replace(
          /^((?:about |around |over |nearly |up to |more than )?\d+)\s+(?:people|persons|guys|members|folks)\b/i,
          '$1',
        )
      : phrase;
    phrase = `${subject} of ${counted.replace(/^(?:of|at)\s+/i, '')}`;
  }
  // A part with a verb of its own ('14 became clients', 'the listings averaged 11 days') is a clause, not
  // a phrase: only the parts without one are kept.
  phrase = phrase
    .split(/,\s+/)
    .filter(
      (piece, index) =>
        index === 0 ||
        !piece
          .split(/\s+/)
          .slice(1)
          .some((word) => isPastVerb(word)),
    )
    .join(', ');
  if (
    phrase
      .split(/\s+/)
      .slice(1)
      .some((word) => isPastVerb(word))
  )
    return null;
  if (!phrase || FIRST_PERSON.test(phrase) || wordCount(phrase) > 14) return null;
  // A phrase counts something: a figure that is no year ('due to open in 2025' is not one), and no verb
  // of its own ('10 were still there after a year' is a clause).
  if (
    !/\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|zero|half|dozen)\b/i.test(
      phrase.replace(/\b(?:19|20)\d{2}\b/g, ''),
    )
  )
    return null;
  if (/\b(?:is|are|was|were|has|have|had|will|would|got|gets)\b/i.test(phrase)) return null;
  const opening = (phrase.match(/^[\p{L}-]+/u)?.[0] ?? '').toLowerCase();
  if (
    opening &&
    (verbForms(opening) || (baseOfVerb(opening) && opening !== baseOfVerb(opening)) || /ed$/.test(opening))
  )
    return null;
  return inLine(phrase);
}

/**
 * A phrase or clause as it reads inside a line (in brackets, after a semicolon): a plain first word in
 * lower case ('about', 'a', 'two'), as is a common noun before a lower-case word ('Acceptance went',
 * 'Crew of six'); a name keeps its capital ('Cedar Basin, 52 kids', 'Trident's').
 */
export function inLine(text: string): string {
  // 'Post-event satisfaction', 'Workers' comp costs': a common word, hyphened or possessive, too.
  // 'Post-event satisfaction', 'Workers' comp costs', 'On-time PM compliance', 'Overall DSO': a common
  // word, hyphened or possessive, before a word or an acronym.
  const common =
    /^\p{Lu}\p{Ll}{1,11}(?:-\p{Ll}+|['’]s?)?\s+(?:\p{Ll}|\d|[A-Z]{2,5}\b)/u.test(text) && !/^I\b/.test(text);
  return PLAIN_START.test(text) || common ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** First words of a phrase that are plain words, lower case inside a line. */
export const PLAIN_START =
  /^(?:A|An|The|About|Around|Over|Nearly|Almost|Up|More|Less|Fewer|From|Roughly|Approximately|Some|Each|Every|Per|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Zero|Half|All|Most|Both|Usually|Typically|Now|Still|Down|Well)\b/;

/**
 * A phrase fit to go in brackets on a line: its parts that count something (a figure with what it
 * counts, a share or an amount), two at most; no comment ('that's 312 units'), no bare year or tenure.
 * Null when no part is fit.
 */
export function bracketPhrase(phrase: string): string | null {
  if (/^(?:that['’]?s|that is|it['’]?s|it is|which|this is|those are|these are)\b/i.test(phrase.trim()))
    return null;
  // 'usually open about 14 accounts a month': a clause with its verb, not a phrase.
  const lead =
    phrase
      .trim()
      .toLowerCase()
      .replace(/^(?:usually|often|typically|normally|now|also)\s+/, '')
      .split(/\s+/)[0] ?? '';
  if (
    !/^(?:about|around|over|a|an|the)$/.test(lead) &&
    // A participle describes ('now used by all 5 teams'); a plain or present verb states ('usually open').
    !/ed$/.test(lead) &&
    !/^(?:done|made|built|won|seen|taken|given|written|known|shown|grown|held|kept|led|run|sold|spent)$/.test(
      lead,
    ) &&
    (verbForms(lead) !== undefined || isDictionaryVerb(lead)) &&
    lead !== phrase.trim().toLowerCase().split(/\s+/)[0]
  )
    return null;
  // 'the team owns about 60 DAGs': a subject and its verb make a clause, which brackets do not hold.
  const clause = /^(?:the|a|an|our|my|their|his|her)\s+\p{L}+\s+(\p{Ll}+?)(es|s)\b/u.exec(phrase.trim());
  if (clause && [clause[1] ?? '', `${clause[1]}e`].some((base) => base !== 'ha' && isDictionaryVerb(base)))
    return null;
  // '$14.2M in annual volume (FY2024)': brackets do not nest.
  if (/[()]/.test(phrase)) return null;
  // 'Trident's about 310 people': a name said to be something, not a count of a line's work.
  if (/\p{L}['’]s\s+(?:about|around|roughly|over|nearly|almost|\d)/iu.test(phrase)) return null;
  const pieces = phrase
    .split(/[;,]\s+/)
    .map((piece) => piece.trim())
    .filter(
      (piece) =>
        countsSomething(piece) &&
        // A figure says what it counts: a word after it, or it is a share, an amount or a ratio.
        /(?:[%$€£]|\b(?:team|staff|group|crew|budget|caseload|portfolio|total|average|rate|ratio|class|fleet|roster|pool|department|unit|book|base|list|load|volume|score|count|size|headcount|inventory)\s+of\s+(?:about\s+|around\s+|over\s+|nearly\s+|roughly\s+)?\d|\d\s*(?:k|m|x)\b|\d[\d,.]*(?:\s+|-)\p{L}|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen)\s+\p{L})/iu.test(
          piece,
        ) &&
        !/^\p{L}+\s+(?:about\s+)?\d+$/u.test(piece),
    );
  if (pieces.length === 0) return null;
  return pieces.slice(0, 2).join(', ');
}

/** Light verbs that say little of what was done: their figure belongs on the bullet it speaks of. */
export const LIGHT_VERBS = /^(?:do|have|handle|get|take|see|cover|work|go|carry|hold)$/;

const PHRASE_STOP =
  /^(?:so|and|but|because|which|that|when|while|since|after|before|if|though|although|until)$/i;

/**
 * The figure of a clause with the words that say what it counts: 'about 15 dentals a week', '3 to 5
 * urgent walk-ins a day on top of about 35 appointments'. Null when the clause has no figure.
 */
export function figurePhrase(text: string): string | null {
  const cleaned = cleanWords(text);
  // A rank keeps its '#': '#2 of 18 recruiters' is not '2 of 18'.
  // A figure ends where its digits do: '802.1X' and 'AU680' are names, not figures.
  const amount = String.raw`(?<![A-Za-z\d.])[#$€£]?\d[\d,.]*(?:[kmb]\b|\s?(?:million|billion|thousand)\b|(?![A-Za-z\d]|[.,][A-Za-z\d]))`;
  const match = new RegExp(
    String.raw`(?:(?:about|around|over|nearly|almost|more than|up to|well over|at least|some)\s+)?${amount}(?:\s*(?:to|-|–)\s*${amount})?%?`,
    'i',
  ).exec(cleaned);
  if (!match) return null;
  const words = cleaned
    .slice(match.index + match[0].length)
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (const [at, word] of words.entries()) {
    // A rate stays with its count: 'about 60 discharges a month'.
    const rate =
      /^(?:a|per|each|every)$/i.test(word) &&
      /^(?:day|week|month|year|shift|quarter|night)s?[,;.!?]?$/i.test(words[at + 1] ?? '');
    // 'between 2022 and 2024': the range goes on past its 'and'.
    const range =
      (/^and$/i.test(word) && /^between$/i.test(kept.at(-2) ?? '')) ||
      // 'about 25 interim and final reports': two words that share one noun; 'interim' alone counts nothing.
      (/^(?:and|or)$/i.test(word) &&
        kept.length === 1 &&
        !/[,;.!?]$/.test(kept[0] ?? '') &&
        /^[a-z]+$/.test(words[at + 1] ?? '') &&
        /^[a-z]+s[,;.!?]?$/.test(words[at + 2] ?? '') &&
        !/s$/.test(kept[0] ?? ''));
    if ((!rate && !range && PHRASE_STOP.test(word.replace(/[^\p{L}]/gu, ''))) || kept.length >= 10) break;
    kept.push(word);
    if (/[,;.!?]$/.test(word)) break;
  }
  const phrase = `${match[0]} ${kept.join(' ')}`.replace(/[,;.!?\s]+$/, '').trim();
  if (FIRST_PERSON.test(phrase)) return null;
  return inLine(phrase);
}
