/**
 * A phrase of measure or scope on the bullet it completes, only where that is sure to read well: a count
 * before what the bullet names ('Oversaw two rehab aides'), a phrase that goes on from the bullet's last
 * words, a change's figures after its verb ('Reduced scrap from 4.1% to 1.6%'), or the size of what the
 * line ran in brackets ('(team of 6)'). Where none reads well, nothing: the person's to add.
 */
import { wordCount } from '../../text/normalize-text';
import { cleanWords } from '../clean-words';
import { bracketPhrase } from '../line-phrases';
import { COUNT, PER_PERIOD, PERIOD } from '../rates';
import type { AnswerFact } from '../read-answer';
import { baseOfVerb } from '../verb-forms';
import { MAX_LINE_WORDS } from '../write-line';
import { countInto, countRateInto } from './count-into';
import { amounts, contentStems, covered, figures } from './line-overlap';
import { rateBeforeObject } from './rate-before-object';

const CHANGE_VERB =
  /^(?:cut|reduced?|lowered|decreased|increased|raised|grew|improved|shortened|boosted|lifted|brought|dropped|saved|doubled|halved)\b/i;
const MEASURE_PHRASE = /^(?:(?:down|up)\s+)?(?:from|by|to)\s+[$€£]?\d/i;

/**
 * A phrase of measure or scope on the bullet it completes, only where that is sure to read well:
 * 'Managed a team' + 'a team of 5 across email' -> 'Managed a team of 5 across email'; 'Reduced scrap'
 * + 'from 4.1% to 1.6%' -> 'Reduced scrap from 4.1% to 1.6%'; else in brackets after it.
 */
/** Kinds of size a line can state once: how many people, how much money. */
const SIZE_KINDS: readonly RegExp[] = [
  /\b(?:team|staff|crew) of (?:about |around |over )?\d|\b\d+\s+(?:people|staff|employees|direct reports|reports|nurses|agents|technicians|engineers|analysts|associates)\b/i,
  /\bbudget\b[^.;]*[$€£]\d|[$€£]\d[\d,.]*[kmb]?\s+(?:annual\s+|yearly\s+)?budget\b/i,
];

export function completeBullet(bullet: string, phrase: string, scope = false): string | null {
  const body = bullet.trim().replace(/[.;,\s]+$/, '');
  const stop = /\.\s*$/.test(bullet.trim()) ? '.' : '';
  // '60 discharges a month' counts discharges per month: put into 'Coordinate discharges' it would lose
  // the month and say 60 in all.
  const rated = PER_PERIOD.test(phrase);
  const counted = rated ? countRateInto(body, phrase) : countInto(body, phrase);
  if (counted) return `${counted}${stop}`;
  // 'about 6 new guys over the last 3 seasons' into 'Train new guys on mowers': the count before what the
  // line names, the time it took after the line.
  const span =
    /\s+((?:over|in|during|across)\s+the\s+(?:last|past)\s+(?:\d+|two|three|four|five|six|few)\s+[a-z]+|since\s+(?:19|20)\d{2})$/i.exec(
      phrase,
    );
  const countedThen = span && !rated ? countInto(body, phrase.slice(0, span.index)) : null;
  if (countedThen && wordCount(countedThen) + wordCount(span?.[1] ?? '') <= MAX_LINE_WORDS)
    return `${countedThen} ${span?.[1]}${stop}`;
  const bodyWords = body.split(/\s+/);
  const phraseWords = phrase.split(/\s+/);
  // The bullet ends with what the phrase begins with: the phrase goes on from there.
  for (let size = Math.min(3, bodyWords.length - 1, phraseWords.length); size >= 1; size -= 1) {
    const tail = bodyWords
      .slice(-size)
      .join(' ')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '');
    const head = phraseWords
      .slice(0, size)
      .join(' ')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '');
    if (tail === head && contentStems(tail).length > 0 && phraseWords.length > size)
      return `${bodyWords.slice(0, -size).join(' ')} ${phrase}${stop}`;
  }
  if (MEASURE_PHRASE.test(phrase) && CHANGE_VERB.test(body) && !/[,;(]/.test(body) && !/\d/.test(body))
    return `${body} ${phrase.replace(/^(?:down|up)\s+/i, '')}${stop}`;
  // A count the line can take ('4 new hires' into 'Helped new hires'); in brackets only the size of what
  // the line ran, as resumes write it ('(team of 6)', '(8 nurses, 32-bed unit)'). A rate, a share or a
  // result tacked on in brackets reads as an afterthought ('Apply sealants (8-9 patients a day)', judged
  // worse by recruiters than the line without it): what the sentence cannot take is left for the person.

  // How much of the line's work, as a rate ('roughly 90-110 discharges a month', 'about 11-14 a day'):
  // after the line, as a resume says it ('Apply sealants for 8-9 patients a day').
  const rate = rated ? rateOnLine(body, phrase.replace(/:\s+/g, ', ')) : null;
  if (rate) return `${rate}${stop}`;
  const fit = bracketPhrase(phrase.replace(/:\s+/g, ', '));
  if (fit === null) return null;
  const pieces = fit.split(/,\s+/);
  const countedHead = pieces.length === 1 && !rated ? countInto(body, fit) : null;
  if (countedHead) return `${countedHead}${stop}`;
  // 'wrote the postmortem template' + 'now used by all 5 engineering teams': who uses what the line made
  // follows it after a comma, as a sentence says it.
  if (
    pieces.length === 1 &&
    /^(?:now\s+)?(?:used|adopted|followed|shared|relied on) by\b/i.test(fit) &&
    !/[,;]/.test(body)
  )
    return `${body}, ${fit}${stop}`;
  // A piece that says what the line says with other figures ('6 weekly reports' on 'Built 8 weekly
  // reports') is a second reading of the same thing, not its size.
  if (
    pieces.some(
      (piece) =>
        figures(body).length > 0 &&
        covered(piece, body) >= 0.8 &&
        figures(piece).some((figure) => !body.includes(figure)),
    )
  )
    return null;
  // A size the line states already, with its own figure ('Supervised a team of 9' + 'a team of 8'): two
  // readings of one thing, the person's to settle.
  if (pieces.some((piece) => SIZE_KINDS.some((kind) => kind.test(piece) && kind.test(body)))) return null;
  // Even as a size, a bracket holds no result ('up from 71%') and no clause ('2 of them are GMs now').
  const sizeOnly = (piece: string) =>
    !/%|\b(?:up|down) from\b|\bfrom\b.*\bto\b/i.test(piece) &&
    !/\b(?:is|are|was|were|has|have|had|became|become)\b/i.test(piece) &&
    // '... and direct 2-4 staff then': a verb of its own after 'and' makes a clause.
    ![...piece.matchAll(/\band\s+([a-z]+)\b/gi)].some(
      ([, word = '']) => baseOfVerb(word.toLowerCase()) === word.toLowerCase() && word.length > 2,
    );
  // A piece whose figures the line holds already says it again ('(the lessons reach about 480 students)').
  const holds = (figure: string) => figures(body).includes(figure);
  const fresh = pieces.filter((piece) =>
    figures(piece).length > 0 ? figures(piece).some((figure) => !holds(figure)) : covered(piece, body) < 0.6,
  );
  // An answer to 'how big was it' is the size, however said ('two nights a week for a 32-bed unit').
  if (
    fresh.length === 0 ||
    /\)$/.test(body) ||
    !fresh.every((piece) => (scope ? sizeOnly(piece) : SCOPE_PHRASE.test(piece)))
  )
    return null;
  const kept = (fresh[0] === pieces[0] ? fresh : [pieces[0] ?? '', ...fresh])
    .map((piece) =>
      piece
        .replace(/\s+(?:(?:right\s+)?now|today|currently|these days)$/i, '')
        // '(the about $780K payroll budget)': no article before a figure.
        .replace(/^the\s+(?=(?:about|around|over|nearly|almost)\s|[$€£]?\d)/i, ''),
    )
    .join(', ');
  // A bracket holds a size at a glance ('(team of 6)', '(about 65 students)'), never a sentence: a longer
  // one, a sum ('$4.2M exterior + amenity'), shorthand or words the line says already read as a splice.
  if (
    wordCount(kept) > 8 ||
    // '(2020)', '(since 2021)': a year alone sizes nothing.
    !/\d/.test(kept.replace(/\b(?:19|20)\d{2}\b/g, '')) ||
    /\s\+\s|\bw\/|\b(?:biggest|largest|right now|too)\b/i.test(kept) ||
    repeatsPhrase(body, kept)
  )
    return null;
  return `${body} (${kept})${stop}`;
}

/** The size of what a line ran: 'team of 6', '8 nurses', '$1.8M budget', '6 properties', '32-bed unit'. */
const SCOPE_PHRASE = new RegExp(
  String.raw`^(?:an?\s+)?(?:(?:team|staff|crew|group|department|budget|portfolio|caseload|fleet)\s+of\s+(?:about\s+|around\s+|over\s+|nearly\s+)?[$€£]?\d[\d,.]*[kmb]?\+?(?:\s+\p{L}+)?|(?:about\s+|around\s+|over\s+|nearly\s+|up to\s+)?[$€£]?\d[\d,.]*[kmb]?\+?(?:\s*(?:million|billion))?(?:\s+|-)(?:[\p{L}-]+\s+){0,2}(?:${[
    'people',
    'staff',
    'employees',
    'engineers',
    'nurses',
    'technicians',
    'techs',
    'agents',
    'analysts',
    'developers',
    'designers',
    'reports',
    'direct reports',
    'volunteers',
    'associates',
    'drivers',
    'teachers',
    'students',
    'members',
    'properties',
    'sites',
    'stores',
    'locations',
    'warehouses',
    'clinics',
    'plants',
    'units',
    'beds?',
    'bed unit',
    'accounts',
    'clients',
    'vendors',
    'suppliers',
    'trucks',
    'vehicles',
    'projects?',
    'budget',
    'contracts?',
    'programs?',
    'teams',
  ].join('|')}))$`,
  'iu',
);

export const FIRST_PERSON_WORD = /\b(?:i|me|my|we|our|us)\b/i;

/**
 * A completed bullet is short enough: about two printed lines, or a long line of the user's own with a
 * few words in brackets (the length was theirs).
 */
export function fits(completed: string, bullet: string): boolean {
  const added = wordCount(completed) - wordCount(bullet);
  return wordCount(completed) <= MAX_LINE_WORDS + 6 || added <= 6;
}

/**
 * What a clause says more of a thing the bullet names, as a phrase for that bullet: 'The postmortem
 * template is now used by all 5 engineering teams' of 'wrote the postmortem template' is 'now used by
 * all 5 engineering teams'; 'I was charge nurse two nights a week for a 32-bed unit' of 'Served as relief
 * charge nurse' is 'two nights a week for a 32-bed unit'. Null when it says no figure or not of the bullet.
 */
export function moreOf(clause: AnswerFact['clause'], bullet: string): string | null {
  if (clause.base !== 'be' || !/\d/.test(clause.rest)) return null;
  let phrase = '';
  if (clause.subject === 'other' && covered(clause.subjectText, bullet) >= 0.5)
    phrase = cleanWords(clause.rest);
  else if (clause.subject === 'self') {
    const words = cleanWords(clause.rest)
      .replace(/^(?:a|an|the)\s+/i, '')
      .split(/\s+/);
    const known = new Set(contentStems(bullet));
    let size = 0;
    while (
      size < Math.min(4, words.length - 1) &&
      contentStems(words[size] ?? '').length > 0 &&
      contentStems(words[size] ?? '').every((stem) => known.has(stem))
    )
      size += 1;
    if (size === 0) return null;
    phrase = words.slice(size).join(' ');
  }
  phrase = phrase.replace(/^[,;:\s]+|[.;,:!?\s]+$/g, '');
  if (!phrase || !/\d/.test(phrase) || wordCount(phrase) > 16 || /\b(?:i|my|me|we|our|us)\b/i.test(phrase))
    return null;
  return phrase;
}

/** A figure phrase that names what it counts ('40 RTUs', 'a team of 6'), not only how much and when. */
export function namesWhat(phrase: string): boolean {
  return phrase
    .replace(/[$€£]?\d[\d,.]*%?|\b(?:19|20)\d{2}\b/g, ' ')
    .split(/[^\p{L}]+/u)
    .some(
      (word) =>
        word.length > 0 &&
        !/^(?:about|around|over|nearly|almost|more|than|up|to|well|at|least|some|in|on|by|per|a|an|the|each|every|year|years|month|months|week|weeks|day|days|quarter|annually|monthly|weekly|daily|k|m|b|million|billion|thousand|percent)$/i.test(
          word,
        ),
    );
}

/**
 * The bullet names what the phrase counts: the count goes before it ('used by carrier partners' + 'about
 * 40 carrier partners' -> 'used by about 40 carrier partners'; 'Oversaw rehab aides' + 'two rehab aides'
 * -> 'Oversaw two rehab aides'). Null when the bullet does not name it once, or counts it already.
 */

/** Whom a line's work is for, counted: 'for 8-9 patients a day'. */
const SERVED =
  /^(?:patients|customers|clients|students|families|residents|members|users|employees|people|children|kids|guests|callers|visitors|patrons|tenants|learners|participants|applicants|candidates|households)$/i;
/** A count said as a rate, and nothing else: 'about 140-170 outbound shipments a week, across 25 carriers'. */
const RATE_PHRASE = new RegExp(
  String.raw`^(?:(?:about|around|over|nearly|almost|up to|more than|at least)\s+)?(?:${COUNT})(?:\s*(?:-|–|to)\s*(?:${COUNT}))?\+?(?:\s+[\p{L}/-]+){0,4}?\s+(?:a|per|each|every)\s+(?:${PERIOD})\b`,
  'iu',
);

/**
 * A rate of the line's work after the line: 'for' before whom it served ('Apply sealants for 8-9
 * patients a day'), else after a comma ('Schedule outbound LTL shipments, about 140-170 a week').
 * Null when the phrase holds more than a rate and a short aside, or the line has its own figure of it.
 */
function rateOnLine(body: string, phrase: string): string | null {
  const head = RATE_PHRASE.exec(phrase);
  if (!head || wordCount(phrase) > 16 || /\)$/.test(body)) return null;
  // Money a year that names nothing ('about $780,000 a year') says nothing of the line's work.
  if (/[$€£]/.test(phrase) && !namesWhat(phrase)) return null;
  // A line that gives a rate already takes no second one ('about 140 a year, about 153 a year').
  if (PER_PERIOD.test(body)) return null;
  // One amount said twice in two forms ('$22,000' and '$22k'): the line says it already.
  if (amounts(phrase).some((amount) => amounts(body).includes(amount))) return null;
  // Not two figures of one thing: the line counts it already.
  if (
    /\d/.test(body) &&
    figures(phrase).every((figure) => !body.includes(figure)) &&
    covered(phrase, body) >= 0.5
  )
    return null;
  // Before a list the line goes on with ('discharge planning, including referrals to ...'): the rate
  // stays with the work it counts.
  const list = /,\s+(?:including|such as|as well as)\b/i.exec(body);
  if (list && wordCount(body.slice(0, list.index)) >= 3)
    return `${body.slice(0, list.index)}, ${phrase}${body.slice(list.index)}`;
  const counted = rateBeforeObject(body, head[0], phrase.slice(head[0].length));
  if (counted) return counted;
  const words = head[0].replace(/\s+(?:a|per|each|every)\s+\S+$/i, '').split(/\s+/);
  const noun = words.at(-1) ?? '';
  if (SERVED.test(noun) && !/\bfor\s+[^,;]*$/i.test(body) && wordCount(body) <= 14)
    return `${body} for ${phrase}`;
  // After a list ('paver patios, retaining walls, sod and plantings'), a comma would read as one more
  // item: the rate goes in brackets.
  // So does a rate of two parts ('6-8 small groups a semester, 4-6 kids each'), which after a comma reads
  // as two more items.
  if ((/,/.test(body) || /,/.test(phrase)) && !/[()]/.test(phrase)) return `${body} (${phrase})`;
  return `${body}, ${phrase}`;
}

/** Does the addition say again three or more words in a row of the line? */
export function repeatsPhrase(line: string, addition: string): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\d$%.-]+/gu) ?? [];
  const said = words(line).join(' ');
  const added = words(addition);
  for (let at = 0; at + 3 <= added.length; at += 1)
    if (` ${said} `.includes(` ${added.slice(at, at + 3).join(' ')} `)) return true;
  return false;
}
