/**
 * Answers to edits, as the smallest safe change. Each answer is read as facts; each fact becomes one clean
 * line in the user's own words and goes where it belongs: the bullet it speaks of (which it replaces only
 * when it says all the bullet says, and which a phrase of measure or scope completes), a bullet of its own
 * right after it, under the employer it names, else under the role the question was about; a statement
 * about the person goes to the summary, a skill to the skills list only when the answer says yes without
 * hedging. Nothing is spliced that is not certain to read well, and every fact not written comes back with
 * the reason.
 */
import { parseDateRange } from '../parse/parse-dates';
import { renderResumeText } from '../parse/render-resume-text';
import { standardTitleFor } from '../parse/section-headings';
import { stemOf } from '../review/claim-sources';
import { findSkillMentions } from '../taxonomy/find-skills';
import { findWeakOpener } from '../taxonomy/wording';
import { capitalize, plainTokens, sentences, squash, wordCount } from '../text/normalize-text';
import type {
  Bullet,
  ExperienceEntry,
  Question,
  Section,
  SectionType,
  StructuredResume,
  UnusedAnswer,
} from '../types';
import type { ProposedEdit } from './edits';
import { type AnswerFact, deniesSubject, opensWithYes, readAnswer, speaksOfSubject } from './read-answer';
import { baseOfGerund, baseOfVerb, pastOfVerb } from './verb-forms';
import {
  AWARD_NAME,
  bracketPhrase,
  cleanWords,
  countsSomething,
  figurePhrase,
  inLine,
  LIGHT_VERBS,
  type LineOptions,
  lineFromClause,
  MAX_LINE_WORDS,
  phraseFromClause,
  rolePhrase,
  WRITE_REASONS,
} from './write-line';

export interface AnswerContext {
  /** The resume as it stands (edits accepted so far applied). */
  resume(): StructuredResume;
  /** Offers an edit to the guard; true when accepted (and applied). */
  propose(edit: ProposedEdit): boolean;
  /** Several edits that stand or fall together (a new section and its first line). */
  proposeAll(edits: readonly ProposedEdit[]): boolean;
  unused(item: UnusedAnswer): void;
  /** A value the engine computed or the user affirmed, for the guard. */
  derive(value: string, how: string): void;
  /** Statements for the summary, from the summary and title questions. */
  summaryStatements: Array<{ text: string; question_index: number; source: string }>;
  /** The skills the job asks for (taxonomy ids): a new line without a figure must name one. */
  jobSkills: ReadonlySet<string>;
  /** The speller's verdict on a word, where there is a speller; and the words of the resume as given. */
  spelled?: (word: string) => boolean;
  resumeWords?: ReadonlySet<string>;
}

/**
 * What no line the writer adds may hold, whatever path wrote it: a word pointing back to something the
 * line never names ('Manage that events budget', 'went through it'), talk ('Ended up leading', 'if you
 * want something measurable', 'about as close as it gets', 'one of the people who'), or a word the speller
 * does not know and the resume never used (an answer's typo: 'putts in the time').
 */
const POINTING_BACK = /\b(?:it|them|they|those|these|this|he|she|him|her|his)\b/i;
/** What 'it' and 'them' may point to in a line this answer goes on: the line's own thing. */
const POINTING_WITHIN = /\b(?:those|these|this|he|she|him|her|his)\b/i;

/** 'that' as a pointer ('Manage that events budget'), not a relative ('a check that caught 3 loads'). */
function pointingThat(text: string): boolean {
  return [...text.matchAll(/(?:^|(\S+)\s+)that\s+([a-z]+)/gi)].some(([, before = '', next = '']) => {
    const word = next.toLowerCase();
    if (/^(?:year|month|quarter|season|summer|fall|spring|winter|week|day|time)$/.test(word)) return false;
    // After a verb or a preposition 'that' points ('Manage that events budget', 'with that team'); after
    // a noun it opens what the noun did ('a check that caught 3 loads').
    const prior = before.toLowerCase().replace(/[^a-z]/g, '');
    if (!prior || baseOfVerb(prior) !== '' || /^(?:with|for|on|to|of|at|from|in|into|by|about)$/.test(prior))
      return true;
    return baseOfVerb(word) === '' && !/(?:s|ed)$/.test(word);
  });
}
const TALK =
  /\b(?:ended up|wound up|if you want|as close as it gets|one of the people who|got to|pretty much|kind of|sort of|a lot of|a bunch|stuff|things like|basically|honestly|to be honest|i guess|i think|like i said|you know|anyway|whatever|lol|haha)\b/i;

export function readsBadly(
  added: string,
  context: Pick<AnswerContext, 'spelled' | 'resumeWords'>,
  within = false,
): boolean {
  const pointing = within ? POINTING_WITHIN : POINTING_BACK;
  // 'Qc 'd the production': a word broken at its apostrophe.
  if (pointing.test(added) || pointingThat(added) || TALK.test(added) || /\s['’]\p{L}/u.test(added))
    return true;
  const { spelled, resumeWords } = context;
  if (!spelled) return false;
  return (added.match(/\b[a-z]{3,}\b/g) ?? []).some(
    (word) => !spelled(word) && !(resumeWords?.has(word) ?? false),
  );
}

export const UNUSED_REASONS = {
  filler: 'Nothing to add: it states no fact to write.',
  negative: (subject: string) => `You said you have not used ${subject}, so it was left out.`,
  notHeld: (subject: string) => `You said you do not hold ${subject}, so it was left out.`,
  hedged: (subject: string) =>
    `You did not say you have used ${subject} itself, so it was not added to your skills; add it in the editor if you have.`,
  negativeClause: 'A negative: nothing is added for it.',
  noEmployer: (place: string) =>
    `It names ${place}, which is not an employer in your resume; add that role first, then this fact.`,
  noRole: 'It does not say under which role it belongs; add it under that role in the editor.',
  howLong: (subject: string) =>
    `How long you have used ${subject} is not written into the skills list; say it in a bullet in the editor if you want it shown.`,
  notYet: (subject: string) =>
    `You said you do not hold ${subject} yet; list it in the editor as in progress if you want it shown.`,
  present: 'Already in your resume.',
  slight:
    'It says what you do but neither what came of it nor a skill this job asks for; add it in the editor if it matters here.',
  rival: (line: string) =>
    `A line of your resume says this with other figures ('${line}'); set the figures that hold there in the editor.`,
  unwritable: 'It could not be written as a clear line; add it in the editor in your own words.',
  summaryShort:
    'It says too little of you to stand as a summary on its own; add it to a line about that work in the editor, or write a summary there.',
  summaryRoom:
    'A summary holds two short sentences of yours, and this did not fit as one; add it as a line in the editor if it matters more.',
  noRoom:
    'The line it speaks of could not take it without reading as an afterthought; work it into that line in the editor.',
  guard: 'It would bring in a claim found in neither your resume nor your answers.',
  offTopic: 'It does not say what came of this line or of this role; add it where it belongs in the editor.',
} as const;

/**
 * A standard heading in the resume's own style: in capitals when its headings are ('EXPERIENCE'), so a
 * section refinement adds or renames does not mix heading styles.
 */
export function headingInStyle(resume: StructuredResume, type: SectionType, like?: string): string {
  const standard = standardTitleFor(type);
  const titled = resume.sections
    .map((section) => section.title.trim())
    .filter((title) => /[a-z]/i.test(title));
  const capitals =
    like !== undefined
      ? like === like.toUpperCase()
      : titled.length > 0 &&
        titled.filter((title) => title === title.toUpperCase()).length > titled.length / 2;
  return capitals ? standard.toUpperCase() : standard;
}

interface Home {
  entry: ExperienceEntry;
  section: Section;
}

function entries(resume: StructuredResume): Home[] {
  return resume.sections
    .filter((section) => section.type !== 'education')
    .flatMap((section) => section.entries.map((entry) => ({ entry, section })));
}

const normal = (text: string) => squash(text.toLowerCase().replace(/[^\p{L}\p{N}& ]/gu, ' '));

/** The entry an employer name points to: equal, or one name inside the other, case and punctuation aside. */
function entryNamed(resume: StructuredResume, place: string): Home | null {
  const wanted = normal(place);
  if (wanted.length < 2) return null;
  return (
    entries(resume).find(({ entry }) => {
      const company = normal(entry.company);
      return (
        company.length > 1 && (company === wanted || company.includes(wanted) || wanted.includes(company))
      );
    }) ?? null
  );
}

/** An employer the answer names anywhere ('... at Contoso'), even without a lead-in. */
/** Words many employers' names share: a lead of these alone names none ('University of', 'First National'). */
const GENERIC_EMPLOYER_WORD =
  /^(?:university|college|school|hospital|medical|center|centre|health|community|county|city|state|national|first|american|united|general|regional|memorial|saint|st|north|south|east|west|new|global|international|group|services|bank|district|department)$/;

function employerMentioned(resume: StructuredResume, text: string): Home | null {
  const lower = ` ${normal(text)} `;
  // 'Columbia Pet Emergency' for 'Columbia Pet Emergency Center': the name without its last generic word.
  const namesOf = (company: string) => {
    const full = normal(company);
    const short = full.replace(
      /\s+(?:center|centre|inc|llc|ltd|co|corp|corporation|company|group|services|supply|supplies|partners|holdings|industries|international)$/,
      '',
    );
    const names = short !== full && short.split(' ').length >= 2 ? [full, short] : [full];
    // 'Foothill Studio' for 'Foothill Studio Landscape Architecture': the first words people call it by.
    const words = full.split(' ');
    for (let size = 2; size < words.length; size += 1) {
      const lead = words.slice(0, size);
      if (/^(?:of|and|the|for|at|in|&)$/.test(lead.at(-1) ?? '') || /^(?:the|a)$/.test(lead[0] ?? ''))
        continue;
      if (lead.every((word) => GENERIC_EMPLOYER_WORD.test(word))) continue;
      names.push(lead.join(' '));
    }
    return names;
  };
  return (
    entries(resume).find(
      ({ entry }) =>
        normal(entry.company).length > 2 &&
        !/company name/i.test(entry.company) &&
        namesOf(entry.company).some((name) => lower.includes(` ${name} `)),
    ) ?? null
  );
}

function findBullet(
  resume: StructuredResume,
  bulletId: string | null,
  quoted = '',
): (Home & { bullet: Bullet }) | null {
  if (!bulletId) return null;
  for (const home of entries(resume)) {
    const bullet = home.entry.bullets.find((item) => item.id === bulletId);
    if (bullet) return { ...home, bullet };
    // A paragraph split into sentences ('{id}-s1', ...): the sentence the question quotes, else the first.
    const pieces = home.entry.bullets.filter((item) => item.id.startsWith(`${bulletId}-s`));
    if (pieces.length > 0) {
      const piece =
        [...pieces].sort((a, b) => covered(b.text, quoted) - covered(a.text, quoted))[0] ?? pieces[0];
      if (piece) return { ...home, bullet: piece };
    }
  }
  return null;
}

function isCurrent(entry: ExperienceEntry): boolean {
  return parseDateRange(entry.dates)?.current ?? false;
}

function lineOptions(resume: StructuredResume, entry: ExperienceEntry, itMeans?: string): LineOptions {
  const bullets = resume.sections.flatMap((section) => section.entries.flatMap((item) => item.bullets));
  const stops = bullets.filter((bullet) => /\.\s*$/.test(bullet.text)).length;
  return {
    current: isCurrent(entry),
    fullStops: bullets.length > 0 && stops / bullets.length > 0.5,
    employer: entry.company,
    ...(itMeans ? { itMeans } : {}),
  };
}

function newBulletId(entry: ExperienceEntry): string {
  let n = entry.bullets.length + 1;
  while (entry.bullets.some((bullet) => bullet.id === `${entry.id}-a${n}`)) n += 1;
  return `${entry.id}-a${n}`;
}

function glyphOf(resume: StructuredResume, entry: ExperienceEntry): string {
  return (
    entry.bullets.find((bullet) => bullet.original_char)?.original_char ??
    resume.sections.flatMap((s) => s.entries.flatMap((e) => e.bullets)).find((b) => b.original_char)
      ?.original_char ??
    '•'
  );
}

const STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be it its this that these those into over per via than then also about around when while where who what which there here they them will would can could just'.split(
    ' ',
  ),
);

function contentStems(text: string): string[] {
  return plainTokens(text)
    .filter((token) => token.length > 2 && !STOP.has(token) && !/^\d/.test(token))
    .map((token) => stemOf(token).slice(0, 6));
}

/** How much of `part` is said in `whole`. */
function covered(part: string, whole: string): number {
  const mine = contentStems(part);
  if (mine.length === 0) return 0;
  const theirs = new Set(contentStems(whole));
  return mine.filter((token) => theirs.has(token)).length / mine.length;
}

/** How many of `part`'s content words `whole` says. */
function sharedStems(part: string, whole: string): number {
  const theirs = new Set(contentStems(whole));
  return new Set(contentStems(part).filter((token) => theirs.has(token))).size;
}

/** The figures of a text as written ('30%', '$1.2M', '6'). */
function figures(text: string): string[] {
  return (
    text
      .match(/[$€£]?\d[\d,.]*(?:\s?(?:%|k\b|m\b|million|billion))?/gi)
      ?.map((figure) => figure.replace(/[.,]+$/, '')) ?? []
  );
}

/** Every figure of the fact is in these lines already: the fact adds nothing. Years say when, not how much. */
function alreadySaid(text: string, lines: readonly string[]): boolean {
  const found = figures(text).filter((figure) => !/^(?:19|20)\d{2}$/.test(figure));
  if (found.length === 0) return false;
  // One line says it all: every figure with what it counts ('0 minutes of downtime' is not the '0' of
  // 'from 9 to 0'), and a word of the fact besides.
  return lines.some(
    (line) =>
      sharedStems(text, line) > 0 &&
      found.every((figure) => {
        const escaped = figure.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
        const counted = new RegExp(`${escaped}\\s+([a-z][a-z-]+)`, 'i').exec(text)?.[1] ?? '';
        const unit =
          counted && !STOP.has(counted.toLowerCase())
            ? `\\s+(?:\\S+\\s+){0,2}${stemOf(counted).slice(0, 4)}`
            : '';
        return new RegExp(`(?<![\\d.,])${escaped}(?![\\d])${unit}`, 'i').test(line);
      }),
  );
}

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

function completeBullet(bullet: string, phrase: string, scope = false): string | null {
  const body = bullet.trim().replace(/[.;,\s]+$/, '');
  const stop = /\.\s*$/.test(bullet.trim()) ? '.' : '';
  // '60 discharges a month' counts discharges per month: put into 'Coordinate discharges' it would lose
  // the month and say 60 in all.
  const rated = /\b(?:a|per|each|every)\s+(?:day|week|month|year|shift|quarter|night)\b/i.test(phrase);
  const counted = rated ? null : countInto(body, phrase);
  if (counted) return `${counted}${stop}`;
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
      (piece) => covered(piece, body) >= 0.8 && figures(piece).some((figure) => !body.includes(figure)),
    )
  )
    return null;
  // A size the line states already, with its own figure ('Supervised a team of 9' + 'a team of 8'): two
  // readings of one thing, the person's to settle.
  if (pieces.some((piece) => SIZE_KINDS.some((kind) => kind.test(piece) && kind.test(body)))) return null;
  // Even as a size, a bracket holds no result ('up from 71%') and no clause ('2 of them are GMs now').
  const sizeOnly = (piece: string) =>
    !/%|\b(?:up|down) from\b|\bfrom\b.*\bto\b/i.test(piece) &&
    !/\b(?:is|are|was|were|has|have|had|became|become)\b/i.test(piece);
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
    .map((piece) => piece.replace(/\s+(?:now|today|currently|these days)$/i, ''))
    .join(', ');
  return wordCount(kept) <= (scope ? 16 : 10) ? `${body} (${kept})${stop}` : null;
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

const FIRST_PERSON_WORD = /\b(?:i|me|my|we|our|us)\b/i;

/**
 * A completed bullet is short enough: about two printed lines, or a long line of the user's own with a
 * few words in brackets (the length was theirs).
 */
function fits(completed: string, bullet: string): boolean {
  const added = wordCount(completed) - wordCount(bullet);
  return wordCount(completed) <= MAX_LINE_WORDS + 6 || added <= 6;
}

/**
 * What a clause says more of a thing the bullet names, as a phrase for that bullet: 'The postmortem
 * template is now used by all 5 engineering teams' of 'wrote the postmortem template' is 'now used by
 * all 5 engineering teams'; 'I was charge nurse two nights a week for a 32-bed unit' of 'Served as relief
 * charge nurse' is 'two nights a week for a 32-bed unit'. Null when it says no figure or not of the bullet.
 */
function moreOf(clause: AnswerFact['clause'], bullet: string): string | null {
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
function namesWhat(phrase: string): boolean {
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

/** A count a phrase opens with: a figure or a number word ('about 40', 'two'). */
const COUNT = String.raw`[$€£]?\d[\d,.]*%?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen`;

/**
 * The bullet names what the phrase counts: the count goes before it ('used by carrier partners' + 'about
 * 40 carrier partners' -> 'used by about 40 carrier partners'; 'Oversaw rehab aides' + 'two rehab aides'
 * -> 'Oversaw two rehab aides'). Null when the bullet does not name it once, or counts it already.
 */
function countInto(body: string, phrase: string): string | null {
  const count = new RegExp(
    String.raw`^((?:about|around|over|nearly|almost|more than|up to)\s+)?(${COUNT})\s+(\p{L}[\p{L}\s-]*\p{L})$`,
    'iu',
  ).exec(phrase);
  const named = count?.[3] ?? '';
  if (!count || named.split(/\s+/).length > 4 || contentStems(named).length === 0) return null;
  // More than one of a thing is said in the plural: '5 new lifestyle' counts nothing.
  const head = named.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (
    !/^(?:1|one|a|an)$/i.test(count[2] ?? '') &&
    !/s$|^(?:people|staff|personnel|children|feet|data|equipment|inventory)$/.test(head)
  )
    return null;
  const found = [
    ...body.matchAll(new RegExp(`\\b${named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'giu')),
  ];
  if (found.length !== 1) return null;
  const before = body.slice(0, found[0]?.index ?? 0);
  // Not where a count or a determiner is said already ('the carrier partners', '12 carrier partners'),
  // nor after a word that describes them ('middle-market commercial accounts'): only right after a
  // preposition or a verb ('used by', 'Oversaw').
  const said =
    /(?:\d|\b(?:the|a|an|our|my|their|its|one|two|three|four|five|six|seven|eight|nine|ten|several|many|all))\s*$/i;
  if (said.test(before)) return null;
  const previous = (before.trim().split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z-]/g, '');
  const opens =
    /^(?:for|of|to|with|by|across|from|on|in|at|among|over|under|about|serving|supporting|covering|including)$/.test(
      previous,
    ) ||
    baseOfVerb(previous) !== '' ||
    baseOfGerund(previous) !== '' ||
    previous === '';
  if (!opens) return null;
  // At the line's start the count leads and the word after it is no longer the first: 'Standby generator
  // and ATS installs' -> '4 standby generator and ATS installs'.
  const after = body.slice(before.length);
  const counted =
    before === '' && /^\p{Lu}\p{Ll}+\b/u.test(after)
      ? `${after.charAt(0).toLowerCase()}${after.slice(1)}`
      : after;
  return `${before}${count[1] ?? ''}${count[2]} ${counted}`;
}

/** Clauses that hedge about a skill: the answer does not say the person used it. */
const HEDGED_USE =
  /\b(?:kind of|sort of|closest|similar|a little|a bit of|some exposure|not really|not officially|never officially|tinker\w*|played with|experiment\w*|side project|familiar with|heard of|read about|basic knowledge|only in (?:school|class|a course)|in a course|in training|not much|barely)\b/i;

/** Does the answer say yes to the subject, without a hedge: 'Yes, I used Tableau daily for 3 years'? */
function affirms(answer: string, facts: readonly AnswerFact[], subject: string): boolean {
  if (HEDGED_USE.test(answer)) return false;
  if (opensWithYes(answer)) return true;
  return facts.some(
    (fact) =>
      fact.kind !== 'nothing' &&
      fact.kind !== 'tool_not_used' &&
      fact.clause.subject === 'self' &&
      speaksOfSubject(fact, subject) &&
      /\b(?:use|used|using|work with|worked with|working with|run|ran|build|built|manage|managed|administer|administered|program|programmed|write|wrote|develop|developed|configure|configured|hold|held|have|had|implement|implemented|maintain|maintained)\b/i.test(
        fact.text,
      ),
  );
}

interface Placement {
  question: Question;
  index: number;
  answer: string;
  itMeans?: string;
  /** The last line this answer added: the next goes after it, in the answer's order. */
  lastInserted?: string;
  /** The sentence that line came from: the next clause of the same sentence goes on that line. */
  lastSentence?: number;
  /** The last line this answer wrote of what the user did (a verb of theirs opens it). */
  lastSelf?: string;
  /** The role an earlier fact of this answer named, by employer or year: the next facts are of it too. */
  namedHome?: Home;
}

/** Bullets as the resume had them before this refinement wrote onto them: what a fact is about is read there. */
const firstTexts = new WeakMap<AnswerContext, Map<string, string>>();

function firstText(context: AnswerContext, bullet: Bullet): string {
  return firstTexts.get(context)?.get(bullet.id) ?? bullet.text;
}

/** The role a fact belongs to: the employer it names, else the question's, else the current one if clear. */
function homeOf(fact: AnswerFact, placement: Placement, context: AnswerContext): Home | { reason: string } {
  const resume = context.resume();
  if (fact.place) {
    const named = entryNamed(resume, fact.place);
    return named ?? { reason: UNUSED_REASONS.noEmployer(fact.place) };
  }
  const mentioned = employerMentioned(resume, fact.text);
  if (mentioned) {
    placement.namedHome = mentioned;
    return mentioned;
  }
  // 'In 2021 I did a 6-month engagement ...': the role held that year, when one role was.
  const year = /\b(?:in|during|since|from)\s+((?:19|20)\d{2})\b/i.exec(fact.text)?.[1];
  if (year) {
    const held = entries(resume).filter(({ entry }) => {
      const range = parseDateRange(entry.dates);
      const from = range?.start?.year;
      const to = range?.current ? 9999 : (range?.end?.year ?? from);
      return from !== undefined && to !== undefined && from <= Number(year) && Number(year) <= to;
    });
    const within = held.filter(({ entry }) => {
      const range = parseDateRange(entry.dates);
      return !(range?.start?.year === Number(year) || range?.end?.year === Number(year)) || held.length === 1;
    });
    if (within.length === 1 && within[0]) {
      placement.namedHome = within[0];
      return within[0];
    }
  }
  // 'In 2021 I did a 6-month engagement ... I made 22 hires in those 6 months': the same role.
  if (placement.namedHome && entries(resume).some(({ entry }) => entry.id === placement.namedHome?.entry.id))
    return placement.namedHome;
  const target = findBullet(resume, placement.question.target.bullet_id, placement.question.text);
  if (target) return target;
  if (placement.question.target.entry_id) {
    const entry = entries(resume).find(({ entry: item }) => item.id === placement.question.target.entry_id);
    if (entry) return entry;
  }
  // The answer names the employer elsewhere ('My title is Designer II at Foothill Studio, but for the
  // last 18 months ... I was the project manager'): the fact is of that role.
  const answerNames = employerMentioned(resume, placement.answer);
  if (answerNames) return answerNames;
  // A fact that names no role goes under the current one only when there is one current role and the
  // fact speaks of it (its work, in the present, or its words): else it is the user's to place.
  const all = entries(resume);
  const current = all.filter(({ entry }) => isCurrent(entry));
  const latest = current.length === 1 ? current[0] : all.length === 1 ? all[0] : undefined;
  if (!latest) return { reason: UNUSED_REASONS.noRole };
  const present = fact.clause.verb !== '' && fact.clause.verb.toLowerCase() === fact.clause.base;
  const speaks = covered(fact.text, latest.entry.bullets.map((bullet) => bullet.text).join(' ')) >= 0.34;
  return present || speaks || all.length === 1 ? latest : { reason: UNUSED_REASONS.noRole };
}

/** Writes one fact: onto the bullet it completes or restates, or as a line of its own after it. */
function placeFact(fact: AnswerFact, placement: Placement, context: AnswerContext): void {
  const unused = (reason: string) =>
    context.unused({ question_index: placement.index, text: fact.text, reason });
  const home = homeOf(fact, placement, context);
  if ('reason' in home) {
    unused(home.reason);
    return;
  }
  const resume = context.resume();
  const { entry, section } = home;
  const target = findBullet(resume, placement.question.target.bullet_id, placement.question.text);
  const onTarget = target && target.entry.id === entry.id ? target.bullet : null;
  if (
    alreadySaid(
      fact.text,
      entry.bullets.map((bullet) => bullet.text),
    )
  ) {
    unused(UNUSED_REASONS.present);
    return;
  }
  const options = lineOptions(resume, entry, placement.itMeans);
  // The question asked how big the work was, or the answer says only that: its size may go in brackets.
  const sizeAsked = placement.question.kind === 'bullet_scope' || fact.kind === 'scope';
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const setBullet = (bullet: Bullet, after: string, reason: string) => {
    // What the line gains must read as a resume line reads.
    const gained = after.startsWith(bullet.text.trim().replace(/[.;,\s]+$/, ''))
      ? after.slice(bullet.text.trim().replace(/[.;,\s]+$/, '').length)
      : after;
    if (readsBadly(gained, context, gained !== after)) {
      unused(UNUSED_REASONS.unwritable);
      return true;
    }
    // The figures it adds stand on another line of the role already ('summer reading grew from about
    // 900 to 1,450', asked twice): not said twice.
    const added = figures(after).filter((figure) => !figures(bullet.text).includes(figure));
    // A figure that counts something ('$48M', '14 subcontractors') said on another line is not said again.
    const elsewhere = [
      entry.title,
      entry.company,
      ...entry.bullets.filter((other) => other.id !== bullet.id).map((other) => other.text),
    ].flatMap((text) => figures(text));
    const counting = added.filter(
      (figure) => /[$€£%]|\d{2}/.test(figure) && !/^(?:19|20)\d{2}$/.test(figure),
    );
    if (
      (added.length > 1 &&
        entry.bullets.some(
          (other) => other.id !== bullet.id && added.every((figure) => figures(other.text).includes(figure)),
        )) ||
      (counting.length > 0 && counting.every((figure) => elsewhere.includes(figure)))
    ) {
      unused(UNUSED_REASONS.present);
      return true;
    }
    const firsts = firstTexts.get(context) ?? new Map<string, string>();
    if (!firsts.has(bullet.id)) firsts.set(bullet.id, bullet.text);
    firstTexts.set(context, firsts);
    return context.propose({
      op: 'set_bullet',
      section_id: section.id,
      entry_id: entry.id,
      bullet_id: bullet.id,
      before: bullet.text,
      after,
      reason,
      source: placement.answer,
      origin,
    });
  };
  /** The line this answer wrote last, which its next clause may go on. */
  const lastWritten = placement.lastInserted
    ? entry.bullets.find((item) => item.id === placement.lastInserted)
    : undefined;
  /** A clause on a line after a semicolon, while the line stays short enough; true when handled. */
  const joinOnto = (bullet: Bullet, clause: string, reason: string, joiner = '; '): boolean => {
    // After a semicolon the clause needs no 'and' ('...; and built a template' -> '...; built a template').
    const said = joiner.trim() === ';' ? clause.replace(/^and\s+/i, '') : clause;
    const joined = `${bullet.text.trim().replace(/[.;,\s]+$/, '')}${joiner}${said}`;
    if (wordCount(joined) > MAX_LINE_WORDS + 6) return false;
    if (!setBullet(bullet, joined, reason)) unused(UNUSED_REASONS.guard);
    return true;
  };
  // The bullet the fact speaks of: the question's, unless another of the role's says clearly more of it.
  const scored = entry.bullets
    .map((bullet) => ({ bullet, share: covered(fact.text, firstText(context, bullet)) }))
    // One shared word ('total', 'team') does not make a fact about another line than the one asked of.
    .filter(({ bullet }) => bullet === onTarget || sharedStems(fact.text, firstText(context, bullet)) >= 2)
    .sort((a, b) => b.share - a.share);
  const best = scored[0];
  const about =
    onTarget &&
    (!best || best.share < 0.5 || best.share <= covered(fact.text, firstText(context, onTarget)) + 0.2)
      ? onTarget
      : best && best.share >= 0.25
        ? best.bullet
        : onTarget;
  // A figure said with a light verb or of the employer ('I do rads on about 15 dentals a week', 'Maple
  // Creek takes 3 to 5 walk-ins a day') says how much of a bullet's work: it goes on that bullet.
  // The same work as the bullet, with a figure ('I monitor 8 to 12 procedures a day' of 'Managed
  // anesthesia ... monitoring for ... procedures') says how much of it, too.
  const figureless = cleanWords(fact.clause.rest).replace(
    /(?:about|around|over|nearly|up to|more than)?\s*[$€£]?\d[\d,.]*(?:\s*(?:to|-|–)\s*[$€£]?\d[\d,.]*)?%?/gi,
    ' ',
  );
  const sameWork =
    about !== null &&
    fact.clause.subject === 'self' &&
    contentStems(about.text).includes(stemOf(fact.clause.base).slice(0, 6)) &&
    covered(figureless, about.text) >= 0.5;
  const light =
    sameWork ||
    (fact.clause.subject === 'self' && LIGHT_VERBS.test(fact.clause.base)) ||
    (fact.clause.subject === 'other' &&
      covered(fact.clause.subjectText, `${entry.company} ${entry.title}`) >= 0.5) ||
    // 'It serves about 40 carrier partners', of the line the question quotes: how much of that line's work.
    (fact.clause.subject === 'pronoun' && !placement.itMeans && about === onTarget) ||
    // 'The payments API handles about 2 million transactions a month', of a line that names the payments
    // API: how much of what that line made, unless it says what moved (a line of its own).
    (fact.clause.subject === 'other' &&
      about !== null &&
      covered(fact.clause.subjectText, about.text) >= 0.5 &&
      !/^(?:went|rose|fell|dropped|grew|increased|decreased|doubled|improved|climbed|declined|came)$/i.test(
        fact.clause.verb,
      ) &&
      /\d/.test(fact.clause.rest));
  // 'I track trucks in Samsara and send ETAs, and on-time delivery for the loads on my board was about
  // 96%': what came of the line this sentence just wrote goes on that line, as the person said it.
  const sameSentence =
    fact.sentence !== undefined && fact.sentence === placement.lastSentence ? lastWritten : undefined;
  if (
    sameSentence &&
    fact.kind === 'result' &&
    fact.clause.subject === 'other' &&
    /\d/.test(fact.clause.rest)
  ) {
    const said = inLine(cleanWords(fact.text).replace(/[.;,\s]+$/, ''));
    if (!FIRST_PERSON_WORD.test(said) && joinOnto(sameSentence, said, 'result from your answer')) return;
  }
  const bare = light ? figurePhrase(fact.clause.rest) : about ? moreOf(fact.clause, about.text) : null;
  // 'about 96% in 2024' says nothing without what was 96% ('on-time delivery for the loads on my board
  // was about 96%'): the figure goes with its subject, or not on this line.
  const counted =
    bare !== null && fact.clause.subject === 'other' && !namesWhat(bare)
      ? phraseFromClause(fact.clause)
      : bare;
  if (about && counted) {
    const completed = completeBullet(about.text, counted, sizeAsked);
    if (completed && fits(completed, about.text)) {
      if (!setBullet(about, completed, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
  }
  // A phrase without a verb ('a team of 6', 'about 30% fewer errors') completes the bullet it is about;
  // right after a line this answer wrote, it is about that line ('Organized a free cleaning day for
  // veterans. Two other hygienists, a dentist, 40 veterans in one Saturday.').
  const phrase = phraseFromClause(fact.clause);
  // Not a measure of something else ('driver turnover on the board 31% ...' after an on-time line).
  const namesOther =
    phrase !== null &&
    lastWritten !== undefined &&
    contentStems(phrase.split(/\d/)[0] ?? '').filter((stem) => !contentStems(lastWritten.text).includes(stem))
      .length >= 2;
  if (phrase !== null && lastWritten && !namesOther && (fact.kind === 'result' || fact.kind === 'scope')) {
    const completed = completeBullet(lastWritten.text, phrase, sizeAsked);
    if (completed && fits(completed, lastWritten.text)) {
      if (!setBullet(lastWritten, completed, 'result from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
  }
  if (phrase !== null && (fact.kind === 'result' || fact.kind === 'scope')) {
    const completed = about ? completeBullet(about.text, phrase, sizeAsked) : null;
    if (!about || !completed || !fits(completed, about.text)) {
      unused(
        !about
          ? UNUSED_REASONS.offTopic
          : figures(phrase).every((figure) => firstText(context, about).includes(figure)) &&
              covered(phrase, firstText(context, about)) >= 0.6
            ? UNUSED_REASONS.present
            : UNUSED_REASONS.noRoom,
      );
      return;
    }
    if (
      !setBullet(
        about,
        completed,
        fact.kind === 'scope' ? 'scope from your answer' : 'result from your answer',
      )
    )
      unused(UNUSED_REASONS.guard);
    return;
  }
  // 'I do the in-house CPR drills': a light verb with no figure says little a line should, unless what
  // came of it follows ('I handled a prior disclosure ... The client avoided a $240K penalty').
  const resultFollows = sentences(placement.answer)
    .slice(fact.sentence ?? 0)
    .some((sentence) => countsSomething(sentence) && !sentence.includes(fact.text.trim()));
  if (
    fact.clause.subject === 'self' &&
    LIGHT_VERBS.test(fact.clause.base) &&
    !/\d/.test(fact.text) &&
    !(resultFollows && fact.clause.base === 'handle')
  ) {
    unused(UNUSED_REASONS.unwritable);
    return;
  }
  // An answer to 'what came of this line?' that says nothing of the line, its role or a figure is not
  // written ('I enjoy hiking at weekends').
  const aboutWork =
    fact.kind === 'result' ||
    fact.kind === 'scope' ||
    fact.skills.length > 0 ||
    fact.place !== null ||
    covered(
      fact.text,
      [entry.title, entry.company, ...entry.bullets.map((bullet) => bullet.text)].join(' '),
    ) > 0;
  if (
    !aboutWork &&
    (placement.question.kind === 'bullet_result' || placement.question.kind === 'bullet_scope')
  ) {
    unused(UNUSED_REASONS.offTopic);
    return;
  }
  // 'I direct two rehab aides' of a role that says 'Oversaw rehab aides': the count goes on that line.
  if (fact.clause.subject === 'self') {
    const counting = new RegExp(
      String.raw`^(?:(?:about|around|over|nearly|almost)\s+)?(?:${COUNT})\s+(?:\p{L}[\p{L}-]*\s*){1,4}`,
      'iu',
    ).exec(cleanWords(fact.clause.rest));
    const phrase = counting?.[0].trim() ?? '';
    // What the clause says past its count must be the line's work ('helped 3 clients prepare their CTPAT
    // profiles' is no count for 'Monitor ACE reports for clients').
    const beyond = cleanWords(fact.clause.rest).slice(counting?.[0].length ?? 0);
    const sameWork = (line: string) =>
      contentStems(beyond).length === 0 ||
      covered(beyond, line) >= 0.5 ||
      contentStems(line).includes(stemOf(fact.clause.base).slice(0, 6));
    // '85 reports off Excel' counts the reports: the longest lead of the phrase the line names takes it.
    const words = phrase.split(/\s+/);
    const leads = words.map((_, size) => words.slice(0, words.length - size).join(' '));
    // '60 discharges a month': a count with its rate is no count of the line's things.
    const rated = /\b(?:a|per|each|every)\s+(?:day|week|month|year|shift|quarter|night)\b/i.test(
      `${phrase} ${beyond.split(/\s+/).slice(0, 4).join(' ')}`,
    );
    for (const bullet of phrase && !rated ? entry.bullets : []) {
      if (!sameWork(bullet.text)) continue;
      const body = bullet.text.trim().replace(/[.;,\s]+$/, '');
      const into = leads.map((lead) => countInto(body, lead)).find((text) => text !== null);
      if (!into) continue;
      const stop = /\.\s*$/.test(bullet.text.trim()) ? '.' : '';
      if (!setBullet(bullet, `${into}${stop}`, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
  }
  const written = lineFromClause(fact.clause, options);
  // 'I also trained 9 staff nurses to use it', right after the line it speaks of: on that line, 'it' has
  // its meaning ('Built a discharge checklist ...; trained 9 staff nurses to use it').
  const previous = placement.lastSelf
    ? entry.bullets.find((item) => item.id === placement.lastSelf)
    : undefined;
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    previous &&
    fact.clause.subject === 'self'
  ) {
    const again = lineFromClause(fact.clause, { ...options, itMeans: 'it' });
    if (!('reason' in again)) {
      const joined = `${previous.text.replace(/[.;,\s]+$/, '')}; ${inLine(again.text)}`;
      if (wordCount(joined) <= MAX_LINE_WORDS + 6) {
        if (!setBullet(previous, joined, 'new bullet from your answer')) unused(UNUSED_REASONS.guard);
        return;
      }
    }
  }
  // 'I automated the weekly report. It used to take 6 hours and now takes 20 minutes': 'it' is what the
  // answer just wrote; what it did goes on that line, in the past ('...; cut the time from 6 hours to 20
  // minutes').
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    lastWritten &&
    fact.clause.subject === 'pronoun' &&
    fact.kind === 'result' &&
    /\d/.test(fact.clause.rest)
  ) {
    const base = baseOfVerb(fact.clause.base) || fact.clause.base;
    const past = base ? pastOfVerb(base) : '';
    const rest = inLine(cleanWords(fact.clause.rest).replace(/[.;,\s]+$/, ''));
    if (
      past &&
      !FIRST_PERSON_WORD.test(rest) &&
      // 'it' is the thing the line made: what it did follows as of it ('..., which brought in $186K').
      joinOnto(
        lastWritten,
        `${past} ${rest}`,
        'result from your answer',
        /;/.test(lastWritten.text) ? '; ' : ', which ',
      )
    )
      return;
  }
  // 'It cut late deliveries from 12% to 4%' of 'Helped reduce late deliveries': what the line names, then
  // how it moved, goes on from the line's own words ('Helped reduce late deliveries from 12% to 4%').
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    onTarget &&
    fact.kind === 'result' &&
    /\d/.test(fact.clause.rest)
  ) {
    const rest = inLine(cleanWords(fact.clause.rest)).replace(/[.;,\s]+$/, '');
    const body = onTarget.text.trim().replace(/[.;,\s]+$/, '');
    const bodyWords = body.split(/\s+/);
    const restWords = rest.split(/\s+/);
    const plain = (words: string[]) =>
      words
        .join(' ')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]/gu, '');
    for (let size = Math.min(3, bodyWords.length - 1, restWords.length - 1); size >= 2; size -= 1) {
      const more = restWords.slice(size).join(' ');
      if (
        plain(bodyWords.slice(-size)) === plain(restWords.slice(0, size)) &&
        /^(?:from|by|to|down|up)\b/i.test(more) &&
        !FIRST_PERSON_WORD.test(more)
      ) {
        const completed = `${body} ${more}${/\.\s*$/.test(onTarget.text) ? '.' : ''}`;
        if (!setBullet(onTarget, completed, 'result from your answer')) unused(UNUSED_REASONS.guard);
        return;
      }
    }
  }
  // 'About 40 buyers used it every week', of the line asked about: in brackets on that line, where 'it'
  // means it.
  if (
    'reason' in written &&
    written.reason === WRITE_REASONS.pronoun &&
    onTarget &&
    fact.clause.subject === 'other' &&
    /\d/.test(fact.text)
  ) {
    const said = inLine(
      cleanWords(`${fact.clause.subjectText} ${fact.clause.verb} ${fact.clause.rest}`),
    ).replace(/[.;,\s]+$/, '');
    const completed = FIRST_PERSON_WORD.test(said) ? null : completeBullet(onTarget.text, said, sizeAsked);
    if (completed && fits(completed, onTarget.text)) {
      if (!setBullet(onTarget, completed, 'result from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
  }
  if ('reason' in written) {
    unused(written.reason);
    return;
  }
  /** The written line in a line's place; what the answer says next of it goes on from there. */
  const takePlace = (bullet: Bullet) => {
    if (!setBullet(bullet, written.text, 'result from your answer, in your words'))
      unused(UNUSED_REASONS.guard);
    else {
      placement.lastInserted = bullet.id;
      placement.lastSentence = fact.sentence;
      if (fact.clause.subject === 'self') placement.lastSelf = bullet.id;
    }
  };
  // The answer says all the bullet says, and more: it takes the bullet's place ('Helped reduce mis-picks'
  // + 'I cut mis-picks by 40% by auditing pick paths').
  // So it does of any line of the role ('Monitor anesthesia' + 'I monitor anesthesia for 6-8 procedures
  // a day'): a near twin beside it would say the same thing twice.
  // A weak line ('Responsible for the monthly close reporting') gives way to the answer that says what
  // came of its work ('Cut the close reporting from 5 days to 2 days ...') when most of what it names is
  // said there, with every figure and skill it held: beside it, the weak line would say it twice, worse.
  const weakWords = onTarget
    ? onTarget.text.trim().replace(findWeakOpener(onTarget.text)?.pattern ?? /^$/, '')
    : '';
  // What the rest of the answer's sentence says goes on this line too ('I own the payroll budget, and I
  // build the weekly labor forecast' of 'Helped with budget and forecasting').
  const sentence = sentences(placement.answer)[fact.sentence ?? -1] ?? '';
  const keepsAll = (line: string) =>
    figures(line).every((figure) => written.text.includes(figure)) &&
    findSkillMentions(line).every(
      (mention) =>
        covered(mention.text, `${written.text} ${sentence}`) === 1 ||
        findSkillMentions(`${written.text} ${sentence}`).some((other) => other.skill.id === mention.skill.id),
    );
  // The same verb on the same work, told again with a figure ('Trained new technicians' + 'Trained 9 new
  // techs since 2021'): one line, the fuller one.
  const firstWord = (line: string) => {
    const word = (line.trim().split(/\s+/)[0] ?? '').toLowerCase();
    return baseOfVerb(word) || word;
  };
  const retold = entry.bullets.find(
    (bullet) =>
      firstWord(bullet.text) === firstWord(written.text) &&
      covered(bullet.text, written.text) >= 0.6 &&
      figures(bullet.text).every((figure) => written.text.includes(figure)) &&
      wordCount(written.text) >= wordCount(bullet.text),
  );
  const restated =
    retold ??
    (onTarget &&
    (covered(onTarget.text, written.text) >= 0.8 ||
      (findWeakOpener(onTarget.text) !== undefined &&
        covered(weakWords, written.text) >= 0.5 &&
        keepsAll(onTarget.text)))
      ? onTarget
      : entry.bullets.find(
          (bullet) =>
            covered(bullet.text, written.text) >= 0.8 &&
            figures(bullet.text).every((figure) => written.text.includes(figure)),
        ));
  if (restated) {
    takePlace(restated);
    return;
  }
  // The next clause of the sentence that made the last line goes on that line ('Started the donor
  // program in 2022; recruited 22 donor dogs'); so does what came of it, said next ('I built a discharge
  // checklist in 2022. Our unit's readmissions dropped from 18% to 12% the next year').
  const cameOf =
    fact.clause.subject === 'other' &&
    fact.kind === 'result' &&
    !fact.clause.lead &&
    placement.lastSelf === placement.lastInserted;
  if (
    lastWritten &&
    ((fact.sentence !== undefined &&
      fact.sentence === placement.lastSentence &&
      fact.clause.subject === 'self') ||
      cameOf) &&
    joinOnto(lastWritten, inLine(written.text), 'new bullet from your answer')
  )
    return;
  // What moved, said of the line the question asked what came of ('Reading went from 38% to 71%' of
  // 'Started guided reading groups'): on that line, after its own words.
  // What moved of something another line names ('resident falls' beside 'Helped with the falls program')
  // goes on that line; what moved overall ('Overall DSO went ...') is no line's own: a line of its own.
  const movedOf = fact.clause.subjectText;
  // (Read in the lines as the resume had them: what this refinement wrote onto a line names nothing.)
  const namedBy = entry.bullets.filter(
    (bullet) => !/-a\d+$/.test(bullet.id) && covered(movedOf, firstText(context, bullet)) > 0,
  );
  const resultHome =
    onTarget &&
    namedBy.length === 1 &&
    namedBy[0] !== onTarget &&
    covered(movedOf, firstText(context, onTarget)) === 0
      ? namedBy[0]
      : onTarget;
  if (
    resultHome &&
    !lastWritten &&
    fact.clause.subject === 'other' &&
    fact.kind === 'result' &&
    !fact.clause.lead &&
    placement.question.kind === 'bullet_result' &&
    !/\b(?:overall|total|company-?wide|firm-?wide|across the)\b/i.test(movedOf) &&
    !/[;)]\s*\.?$/.test(resultHome.text.trim())
  ) {
    const joined = `${resultHome.text.trim().replace(/[.;,\s]+$/, '')}; ${inLine(written.text.replace(/[.\s]+$/, ''))}${/\.\s*$/.test(resultHome.text.trim()) ? '.' : ''}`;
    if (wordCount(joined) <= MAX_LINE_WORDS + 6) {
      if (!setBullet(resultHome, joined, 'result from your answer')) unused(UNUSED_REASONS.guard);
      else {
        placement.lastInserted = resultHome.id;
        placement.lastSentence = fact.sentence;
      }
      return;
    }
  }
  // A line that says what a line of the role says already, with no figure it lacks, adds nothing.
  const twin = entry.bullets.find(
    (bullet) =>
      covered(written.text, bullet.text) >= 0.6 &&
      figures(written.text).every((figure) => bullet.text.includes(figure)),
  );
  if (twin) {
    unused(UNUSED_REASONS.present);
    return;
  }
  // The same line with other figures ('Cut the turnaround time from 5 days to 1' beside 'from 8 days to
  // 2'): two readings of one thing; which holds is the person's to say.
  const rival = entry.bullets.find(
    (bullet) =>
      covered(written.text, bullet.text) >= 0.8 &&
      figures(bullet.text).length > 0 &&
      figures(written.text).some((figure) => !bullet.text.includes(figure)),
  );
  if (rival) {
    unused(UNUSED_REASONS.rival(rival.text));
    return;
  }
  // An award the resume lists already, in its awards or anywhere ('Best Patio ... 2021 and 2023').
  if (AWARD_NAME.test(written.text) && covered(written.text, renderResumeText(resume)) >= 0.8) {
    unused(UNUSED_REASONS.present);
    return;
  }
  // A count without a verb ('14 sites: an HA pair of 200Fs at HQ ...'), asked of a line, goes on that line:
  // alone it reads as a fragment.
  if (
    onTarget &&
    fact.clause.subject === 'none' &&
    !/[;)]\s*\.?$/.test(onTarget.text.trim()) &&
    (placement.question.kind === 'bullet_scope' || placement.question.kind === 'bullet_result') &&
    joinOnto(onTarget, inLine(written.text.replace(/[.\s]+$/, '')), 'scope from your answer')
  )
    return;
  // The same work as a line of the role ('Managed 35 servers and bartenders and was MOD 5 nights a week'
  // beside 'Managed front of house ... for 35 servers and bartenders'; 'Rolled out 802.1X with ClearPass on
  // about 600 devices' beside 'Deployed 802.1X ... with Aruba ClearPass'): what it adds goes on that line,
  // never a second line saying the work again.
  const skillsOf = (line: string) => new Set(findSkillMentions(line).map((mention) => mention.skill.id));
  // Names of things ('802.1X', 'ClearPass', 'AU680'): words with a digit or a capital inside.
  const namesOf = (line: string) =>
    new Set(
      (line.match(/[\p{L}\d][\p{L}\d.+-]*/gu) ?? [])
        .filter((word) => /\d.*\p{L}|\p{L}.*\d|^\p{Lu}\p{Ll}+\p{Lu}|^\p{Lu}{3,}$/u.test(word))
        .map((word) => word.toLowerCase()),
    );
  const writtenSkills = skillsOf(written.text);
  const twinWork = entry.bullets.find(
    (bullet) =>
      !(placement.lastInserted === bullet.id) &&
      (covered(written.text.replace(/[$€£#]?\d[\d,.]*[%kmb]?/gi, ' '), bullet.text) >= 0.5 ||
        [...skillsOf(bullet.text)].filter((id) => writtenSkills.has(id)).length >= 2 ||
        [...namesOf(bullet.text)].filter((name) => namesOf(written.text).has(name)).length >= 2),
  );
  if (twinWork) {
    const fresh = figures(written.text).filter((figure) => !twinWork.text.includes(figure));
    if (fresh.length === 0) {
      unused(UNUSED_REASONS.present);
      return;
    }
    const pieces = written.text
      .replace(/[.\s]+$/, '')
      .split(/,\s+|;\s+|\s+and\s+(?=(?:was|were|is|am|have|has|had|also)\b|[a-z]+ed\b)/i);
    const adds = pieces.filter((piece) => covered(piece, twinWork.text) < 0.6);
    const addsOwn =
      adds.length > 0 && adds.length < pieces.length && adds.some((piece) => figures(piece).length > 0);
    if (addsOwn) {
      const said = adds.map((piece) => piece.replace(/^(?:was|were|is|am|also)\s+/i, '')).join(', ');
      if (joinOnto(twinWork, inLine(said), 'result from your answer')) return;
    }
    const phrase = figurePhrase(written.text);
    const completed = phrase ? completeBullet(twinWork.text, phrase, true) : null;
    if (completed && fits(completed, twinWork.text)) {
      if (!setBullet(twinWork, completed, 'scope from your answer')) unused(UNUSED_REASONS.guard);
      return;
    }
    // The new line says most of what the old one did, and more: it takes its place.
    if (covered(twinWork.text, written.text) >= 0.6) {
      takePlace(twinWork);
      return;
    }
  }
  // A line of its own earns its place: a figure, or a skill the job asks for ('Work the closing shift
  // until 10 pm' is neither, and recruiters read such lines as notes pasted in).
  // What came of it may follow in the answer's next sentence ('I built a discharge checklist in 2022.
  // Readmissions dropped from 18% to 12%'): the line stays for it to join.
  // (Or in the same sentence, after this clause: 'I started a monthly check, and returns dropped 30%'.)
  const at = placement.answer.indexOf(fact.text.trim());
  const laterResult =
    sentences(placement.answer)
      .slice((fact.sentence ?? 0) + 1)
      .some((sentence) => countsSomething(sentence)) ||
    (at >= 0 &&
      /\b(?:went|rose|fell|dropped|grew|increased|decreased|improved|doubled|halved|climbed|declined|cut|saved|reduced)\b/i.test(
        placement.answer.slice(at + fact.text.trim().length),
      ) &&
      countsSomething(placement.answer.slice(at + fact.text.trim().length)));
  if (
    !laterResult &&
    !countsSomething(written.text) &&
    // An award the person received stands as a line ('Field Employee of the Year, 2022'); so does a role
    // they held ('Informal lead tech since March 2022').
    !AWARD_NAME.test(written.text) &&
    !(fact.clause.base === 'be' && rolePhrase(fact.clause.rest) !== null) &&
    !findSkillMentions(written.text).some((mention) => context.jobSkills.has(mention.skill.id))
  ) {
    unused(UNUSED_REASONS.slight);
    return;
  }
  const anchor =
    (placement.lastInserted && entry.bullets.some((item) => item.id === placement.lastInserted)
      ? placement.lastInserted
      : undefined) ??
    onTarget?.id ??
    entry.bullets.at(-1)?.id ??
    null;
  if (readsBadly(written.text, context)) {
    unused(UNUSED_REASONS.unwritable);
    return;
  }
  const bullet: Bullet = {
    id: newBulletId(entry),
    text: written.text,
    original_char: glyphOf(resume, entry),
  };
  const accepted = context.propose({
    op: 'insert_bullet',
    section_id: section.id,
    entry_id: entry.id,
    after_id: anchor,
    bullet,
    reason: placement.itMeans
      ? `${placement.itMeans} shown in experience, from your answer`
      : 'new bullet from your answer',
    source: placement.answer,
    origin,
  });
  if (!accepted) unused(UNUSED_REASONS.guard);
  else {
    placement.lastInserted = bullet.id;
    placement.lastSentence = fact.sentence;
    if (fact.clause.subject === 'self') placement.lastSelf = bullet.id;
  }
}

/** Languages people list on a resume. */
const LANGUAGE_NAMES =
  'Spanish|French|German|Italian|Portuguese|Mandarin|Chinese|Cantonese|Japanese|Korean|Vietnamese|Tagalog|Arabic|Hindi|Urdu|Bengali|Punjabi|Russian|Ukrainian|Polish|Dutch|Greek|Turkish|Hebrew|Farsi|Persian|Swahili|Somali|Haitian Creole|Creole|American Sign Language|ASL';
/** 'I'm fluent in Spanish', 'I speak conversational French', 'bilingual English/Spanish', 'native Korean speaker'. */
const SPOKEN = new RegExp(
  String.raw`\b(?:(fluent|conversational|native|proficient|bilingual|basic|professional working)\s+(?:in\s+)?(?:English\s*(?:\/|and)\s*)?(${LANGUAGE_NAMES})|speak\s+(fluent|conversational|native|basic)?\s*(${LANGUAGE_NAMES}))\b`,
  'i',
);

/** The language a fact says the person speaks, with how well: 'Spanish (fluent)'. Null if none. */
function spokenLanguage(text: string): string | null {
  const match = SPOKEN.exec(text);
  if (!match || /(?:\bnot\b|n't\b|\bnever\b|\bno\b)/i.test(text.slice(0, match.index))) return null;
  const name = match[2] ?? match[4] ?? '';
  const level = (match[1] ?? match[3] ?? '').toLowerCase();
  const canonical = name.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/^Asl$/, 'ASL');
  return level ? `${canonical} (${level})` : canonical;
}

/** A language the person speaks, on the resume's languages line or section (added when there is none). */
function addLanguage(language: string, placement: Placement, context: AnswerContext): boolean {
  const resume = context.resume();
  const name = language.replace(/\s*\(.*$/, '');
  const whole = renderResumeText(resume);
  if (new RegExp(`\\b${name}\\b`, 'i').test(whole)) return false;
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const reason = 'language from your answer';
  const own = resume.sections.find((section) => section.type === 'languages');
  if (own)
    return context.propose({
      op: 'insert_line',
      section_id: own.id,
      index: own.content_lines.length,
      text: language,
      reason,
      source: placement.answer,
      origin,
    });
  const skills = resume.sections.find((section) => section.type === 'skills');
  if (skills && skills.bullets.length === 0)
    return context.propose({
      op: 'insert_line',
      section_id: skills.id,
      index: skills.content_lines.length,
      text: `Languages: ${language}`,
      reason,
      source: placement.answer,
      origin,
    });
  const section: Section = {
    id: 'section-languages-added',
    title: headingInStyle(resume, 'languages'),
    type: 'languages',
    visible: true,
    order: resume.sections.length + 1,
    content_lines: [],
    bullets: [],
    entries: [],
  };
  return context.proposeAll([
    { op: 'add_section', section, reason: 'Languages section added', source: placement.answer, origin },
    {
      op: 'insert_line',
      section_id: section.id,
      index: 0,
      text: language,
      reason,
      source: placement.answer,
      origin,
    },
  ]);
}

/** A section the writer adds at the end, under a heading in the resume's style. */
function addedSection(resume: StructuredResume, type: 'skills' | 'certifications'): Section {
  return {
    id: `section-${type}-added`,
    title: headingInStyle(resume, type),
    type,
    visible: true,
    order: resume.sections.length + 1,
    content_lines: [],
    bullets: [],
    entries: [],
  };
}

/** The skills section's last line, with the skill added in the list's own style. */
function addSkill(name: string, placement: Placement, context: AnswerContext): void {
  const resume = context.resume();
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const reason = 'skill added: your answer confirms it';
  const skills = resume.sections.find((section) => section.type === 'skills');
  const listed = (
    skills ? [...skills.content_lines, ...skills.bullets.map((bullet) => bullet.text)] : []
  ).join(' ');
  if (listed.toLowerCase().includes(name.toLowerCase())) return;
  // In the list's own style: a practice in lower case where the list writes practices so
  // ('variance analysis, dashboards'), a tool's name as it is written ('Power BI').
  const mention = findSkillMentions(name)[0];
  const listsLower = listed.split(/[,;|•·]\s*/).some((item) => /^\p{Ll}/u.test(item.trim()));
  const subject =
    listsLower &&
    mention &&
    mention.skill.kind !== 'tool' &&
    mention.skill.kind !== 'credential' &&
    /^\p{Lu}\p{Ll}+(?:\s\p{Lu}?\p{Ll}+)*$/u.test(name)
      ? name.toLowerCase()
      : name;
  if (!skills) {
    const section = addedSection(resume, 'skills');
    context.proposeAll([
      { op: 'add_section', section, reason: 'Skills section added', source: placement.answer, origin },
      {
        op: 'insert_line',
        section_id: section.id,
        index: 0,
        text: subject,
        reason,
        source: placement.answer,
        origin,
      },
    ]);
    return;
  }
  const lines = skills.content_lines;
  // The line the skill is of: a tool on a 'Tools:' or 'Software:' line, a practice on any other; the last
  // such line, where lists grow.
  const toolLabel = (line: string) =>
    /^(?:tools|software|technologies|technical|platforms|systems|applications|programs|equipment|languages)\b[^:]{0,20}:/i.test(
      line.trim(),
    );
  const isTool = mention?.skill.kind === 'tool';
  const fitting = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => /,/.test(line) && (isTool || !toolLabel(line)));
  const lastIndex = fitting.at(-1)?.index ?? lines.length - 1;
  const last = lines[lastIndex];
  if (last !== undefined && /,/.test(last) && (isTool || !toolLabel(last))) {
    const separator = /;/.test(last) && !/,/.test(last.split(';').at(-1) ?? '') ? '; ' : ', ';
    context.propose({
      op: 'set_line',
      section_id: skills.id,
      index: lastIndex,
      before: last,
      after: `${last.replace(/[.\s]+$/, '')}${separator}${subject}`,
      reason,
      source: placement.answer,
      origin,
    });
    return;
  }
  if (skills.bullets.length > 0 && lines.length === 0) {
    context.propose({
      op: 'insert_bullet',
      section_id: skills.id,
      entry_id: null,
      after_id: skills.bullets.at(-1)?.id ?? null,
      bullet: {
        id: `${skills.id}-a${skills.bullets.length + 1}`,
        text: subject,
        original_char: skills.bullets[0]?.original_char ?? '•',
      },
      reason,
      source: placement.answer,
      origin,
    });
    return;
  }
  context.propose({
    op: 'insert_line',
    section_id: skills.id,
    index: lines.length,
    text: subject,
    reason,
    source: placement.answer,
    origin,
  });
}

/** A credential the answer says the person holds, in the certifications section: the name, and the year given. */
function addCredential(
  subject: string,
  answer: string,
  placement: Placement,
  context: AnswerContext,
): boolean {
  const resume = context.resume();
  const origin = { kind: 'answer' as const, question_index: placement.index };
  const name = subject.trim().replace(/^(?:a|an|the|my)\s+/i, '');
  const key = contentStems(name).filter((stem) => !/^(?:licen|certif|credent|registr)/.test(stem));
  // The year goes with the credential only when the sentence that names it gives one ('CAM from 2020'
  // is not the licence's year).
  const naming = sentences(answer).find(
    (sentence) => key.length > 0 && key.every((stem) => contentStems(sentence).includes(stem)),
  );
  const year = naming ? /\b(?:since|in|from)\s+((?:19|20)\d{2})\b/i.exec(naming)?.[1] : undefined;
  const line = capitalize(year ? `${name} (${year})` : name);
  const section = resume.sections.find((item) => item.type === 'certifications');
  const reason = 'credential from your answer';
  // 'Do you hold CPR?' 'Yes, BLS for Healthcare Providers from the AHA': the answer names what the person
  // holds; when the resume lists that already, there is nothing to add.
  const named = findSkillMentions(answer).filter(
    (mention) => mention.skill.kind === 'credential' && !/^(?:licen|certif)/i.test(mention.text),
  );
  const askedNamed = key.length > 0 && key.every((stem) => contentStems(answer).includes(stem));
  const whole = resume.sections
    .flatMap((item) => [
      ...item.content_lines,
      ...item.bullets.map((bullet) => bullet.text),
      ...item.entries.flatMap((entry) => [entry.title, ...entry.bullets.map((bullet) => bullet.text)]),
    ])
    .join('\n');
  if (!askedNamed && named.length > 0) {
    const held = new Set(findSkillMentions(whole).map((mention) => mention.skill.id));
    if (named.every((mention) => held.has(mention.skill.id))) return true;
  }
  // 'Current state licence (RN, LPN, or your discipline's equivalent)': the posting's words for a choice
  // are no credential's name; the line is written only in words that name what the person holds.
  if (/\b(?:or|your|equivalent|any)\b|[()]/i.test(name)) return false;
  if (section) {
    // Held already, in other words ('North Carolina Real Estate Broker License' for 'real estate licence').
    const listed = contentStems(
      [...section.content_lines, ...section.bullets.map((bullet) => bullet.text)].join(' '),
    );
    if (
      key.length > 0
        ? key.every((stem) => listed.includes(stem))
        : listed.join(' ').includes(name.toLowerCase())
    )
      return true;
    // A list of bullets takes one more bullet, in its own glyph.
    if (section.content_lines.length === 0 && section.bullets.length > 0)
      return context.propose({
        op: 'insert_bullet',
        section_id: section.id,
        entry_id: null,
        after_id: section.bullets.at(-1)?.id ?? null,
        bullet: {
          id: `${section.id}-b${section.bullets.length + 1}-added`,
          text: line,
          original_char: section.bullets.at(-1)?.original_char ?? '',
        },
        reason,
        source: answer,
        origin,
      });
    return context.propose({
      op: 'insert_line',
      section_id: section.id,
      index: section.content_lines.length,
      text: line,
      reason,
      source: answer,
      origin,
    });
  }
  const created = addedSection(resume, 'certifications');
  return context.proposeAll([
    { op: 'add_section', section: created, reason: 'Certifications section added', source: answer, origin },
    { op: 'insert_line', section_id: created.id, index: 0, text: line, reason, source: answer, origin },
  ]);
}

/** Facts to write: every fact but filler and negatives, which come back unused with their reason. */
function writable(
  facts: readonly AnswerFact[],
  index: number,
  context: AnswerContext,
  asked?: { subject: string; credential: boolean },
): AnswerFact[] {
  return facts.filter((fact) => {
    if (fact.kind === 'nothing') {
      if (
        cleanWords(fact.text)
          .replace(/^(?:yes|yeah|yep|no|nope|sure)[.!,]*$/i, '')
          .trim().length > 0
      )
        context.unused({ question_index: index, text: fact.text, reason: UNUSED_REASONS.filler });
      return false;
    }
    if (fact.kind === 'tool_not_used') {
      // 'I have not used it' of the skill asked about: the reason names it.
      const ofSubject =
        asked && (speaksOfSubject(fact, asked.subject) || /\b(?:it|them|that)\b/i.test(fact.text));
      const reason =
        !asked || !ofSubject
          ? UNUSED_REASONS.negativeClause
          : asked.credential
            ? UNUSED_REASONS.notHeld(asked.subject)
            : UNUSED_REASONS.negative(asked.subject);
      context.unused({ question_index: index, text: fact.text, reason });
      return false;
    }
    return true;
  });
}

export function applyAnswers(
  questions: readonly Question[],
  answers: readonly string[],
  context: AnswerContext,
): void {
  questions.forEach((question, index) => {
    const answer = squash(answers[index] ?? '');
    if (answer.length === 0) return;
    const facts = readAnswer(answer);
    const placement: Placement = { question, index, answer };
    const subject = question.target.subject;
    if ((question.kind === 'missing_skill' || question.kind === 'missing_credential') && subject) {
      const denied = deniesSubject(answer, subject);
      if (!denied && affirms(answer, facts, subject)) {
        context.derive(subject, `affirmed in the answer to "${question.text}"`);
        if (question.kind === 'missing_skill') addSkill(subject, placement, context);
        else if (!addCredential(subject, answer, placement, context))
          context.unused({ question_index: index, text: answer, reason: UNUSED_REASONS.guard });
        // 'I used it daily' means the tool asked about; 'it' in an answer about a practice ('I isolated it')
        // means something the answer names, not the practice.
        if (findSkillMentions(subject).some((mention) => mention.skill.kind === 'tool'))
          if (findSkillMentions(subject).some((mention) => mention.skill.kind === 'tool'))
            // 'I used it daily' means the tool asked about; 'it' in an answer about a practice ('I isolated it')
            // means something the answer names, not the practice.
            placement.itMeans = subject;
      } else if (
        !denied &&
        question.kind === 'missing_skill' &&
        facts.some((fact) => speaksOfSubject(fact, subject))
      ) {
        context.unused({ question_index: index, text: answer, reason: UNUSED_REASONS.hedged(subject) });
      }
      // The facts of a 'No, but ...' are the user's work all the same; a bare 'yes' has none.
      for (const fact of writable(facts, index, context, {
        subject,
        credential: question.kind === 'missing_credential',
      })) {
        const unused = (reason: string) => context.unused({ question_index: index, text: fact.text, reason });
        if (question.kind === 'missing_credential' && speaksOfSubject(fact, subject)) {
          if (denied) unused(UNUSED_REASONS.notYet(subject));
          continue;
        }
        // 'What I do have is LinkedIn Certified Professional – Recruiter, since 2022': another credential held.
        if (fact.kind === 'credential') {
          const name = cleanWords(fact.clause.rest)
            .replace(/^(?:the|a|an)\s+/i, '')
            .replace(/,?\s*(?:since|from|in)\s+(?:19|20)\d{2}.*$/i, '')
            .replace(/[.,;\s]+$/, '');
          const held =
            fact.clause.subject !== 'none' &&
            (fact.clause.base === 'be' ||
              fact.clause.base === 'hold' ||
              fact.clause.base === 'have' ||
              fact.clause.base === 'earn' ||
              fact.clause.base === 'get');
          if (!held || name.split(/\s+/).length < 2 || !addCredential(name, fact.text, placement, context))
            unused(UNUSED_REASONS.unwritable);
          continue;
        }
        if (HEDGED_USE.test(fact.text) && speaksOfSubject(fact, subject)) continue;
        // 'Yes, 3 yrs' says how long, not what was done.
        if (
          fact.clause.subject === 'none' &&
          /^(?:about\s+)?\d+\+?\s*(?:years?|yrs?|months?)\b/i.test(cleanWords(fact.clause.rest))
        ) {
          unused(UNUSED_REASONS.howLong(subject));
          continue;
        }
        if (spokenLanguage(fact.text)) {
          if (!addLanguage(spokenLanguage(fact.text) ?? '', placement, context))
            unused(UNUSED_REASONS.present);
          continue;
        }
        if (!fact.clause.verb && fact.kind !== 'result' && fact.kind !== 'scope') continue;
        placeFact(fact, placement, context);
      }
      return;
    }
    const aboutSelf = question.kind === 'missing_summary' || question.kind === 'title_mismatch';
    const list = writable(facts, index, context);
    // The answer's first statement is the person's pitch: the summary's; what follows may be lines of work.
    const opening = list[0];
    for (const fact of list) {
      // A statement about the person is summary; only something done at a named employer is a bullet.
      const namesPlace = fact.place !== null || employerMentioned(context.resume(), fact.text) !== null;
      const language = spokenLanguage(fact.text);
      if (language) {
        if (!addLanguage(language, placement, context))
          context.unused({ question_index: index, text: fact.text, reason: UNUSED_REASONS.present });
        continue;
      }
      // Asked about a title, the work done under another one ('for the last 18 months of Clear Creek I was
      // the day-to-day project manager', 'I've run crews of 5') is a line of the role, not a summary.
      // So is work counted in the answer to the summary question, after its opening statement ('... and
      // since 2021 I've trained 9 new hires').
      const roleWork =
        fact.clause.subject === 'self' &&
        ((question.kind === 'title_mismatch' &&
          fact.clause.base === 'be' &&
          rolePhrase(fact.clause.rest) !== null) ||
          (countsSomething(fact.text) &&
            fact.kind !== 'statement' &&
            !/^(?:be|have)$/.test(fact.clause.base) &&
            (question.kind === 'title_mismatch' || fact !== opening)));
      if (aboutSelf && !roleWork && (!namesPlace || fact.kind === 'statement' || !fact.clause.verb)) {
        context.summaryStatements.push({ text: fact.text, question_index: index, source: answer });
        continue;
      }
      placeFact(fact, placement, context);
    }
  });
}
