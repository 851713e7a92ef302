/**
 * One clause of an answer as one clean line of a resume, in the user's own words: the lead-ins, hedges
 * and asides go, the first person goes ('I cut' -> 'Cut', 'my team' -> 'the team'), a verb changes tense
 * only through the verb tables, and 'about' stands in for 'something like'. What cannot be written
 * cleanly comes back with the reason, never half-written.
 */

import { verbForms } from '../taxonomy/wording';
import { capitalize, squash, wordCount } from '../text/normalize-text';
import { AHEAD, cleanWords, FIRST_PERSON, PRONOUN_START, withoutEmployer } from './clean-words';
import {
  awardPhrase,
  COUNTED_LINE,
  FIGURE_FIRST,
  FRAMING_SUBJECT,
  metricPhrase,
  OWNERSHIP,
  rolePhrase,
  servedAs,
} from './line-shapes';
import type { Clause } from './parse-clause';
import { baseOfGerund, baseOfVerb, gerundOf, isDictionaryVerb, pastOfVerb, presentOf } from './verb-forms';

/** A verb whose forms the tables or the dictionary give. */
function knownVerb(base: string): boolean {
  return verbForms(base) !== undefined || baseOfVerb(base) === base || isDictionaryVerb(base);
}

/** Verbs of a relative clause that only says the thing is the person's own ('a checklist I wrote'). */
const OWN_WORK =
  'wrote|write|built|build|made|make|created|create|manage|managed|run|ran|lead|led|supervise|supervised|oversee|oversaw|own|owned|designed|design|developed|develop|handle|handled|started|set up|put together';

/** About two printed lines. */
export const MAX_LINE_WORDS = 34;

export const WRITE_REASONS = {
  firstPerson: 'It speaks of you in a way a resume line cannot say; add it in the editor in your own words.',
  pronoun: "It says 'it' or 'this' without naming what; add it to the line it belongs to in the editor.",
  tense: 'It is said in the present tense for a past role; add it in the editor in the past tense.',
  tooLong: 'It is longer than a resume line should be; add the part that matters in the editor.',
  tooShort: 'It is too short to stand as a line of its own; add it to the line it belongs to in the editor.',
  noVerb: 'It does not say what you did; add it to the line it belongs to in the editor.',
  vague: 'It is said as a guess or made small; add it in the editor if it holds, in your own words.',
  weak: 'It says too little of what you did to stand as a line; add it to the line it belongs to in the editor.',
  tenure:
    'How long you have done something is not a line of its own; say it in a line about that work in the editor.',
  wish: 'It says what you would like to do, not what you did; a cover letter is the place for it.',
  ahead: 'It says what is still to come; add it in the editor once it has happened, or as in progress.',
  aboutResume: 'It speaks of the resume itself; change that line in the editor instead.',
  studies: 'It happened during your studies; add it under your education in the editor.',
} as const;

export type WriteReason = (typeof WRITE_REASONS)[keyof typeof WRITE_REASONS];

export interface LineOptions {
  /** The role is the current one: a duty stays in the present ('Run the weekly report'). */
  current: boolean;
  /** The resume's bullets end with a full stop. */
  fullStops: boolean;
  /** The employer the line goes under: 'at Contoso' is said by the entry already. */
  employer?: string;
  /** What 'it' or 'them' means here (a skill the question named). */
  itMeans?: string;
}

/** A claim said loosely before its verb ('I kind of became', 'I sort of led'): not the user's to state plainly. */
const VAGUE_VERB = /^(?:kind of|sort of|kinda|sorta|more or less|basically)\s+/i;

function finish(text: string, fullStops: boolean): string {
  const bare = text.replace(/[.;,:!?\s]+$/, '');
  return fullStops ? `${bare}.` : bare;
}

/** Duties that go on while the role does ('manage', 'supervise'): 'since 2022' keeps them in the present. */
const ONGOING_DUTY = /^(?:manage|supervise|lead|own|oversee|coordinate|serve|maintain|direct|head|chair)$/;

/** The verb as the line says it: the user's own form when it fits the role, else the table's. */
function verbFor(clause: Clause, current: boolean): string | null {
  const written = clause.verb.toLowerCase();
  const base = clause.base;
  const known = knownVerb(base);
  const past = pastOfVerb(base);
  // Any form but the plain, the third person and the -ing one is a past the user said ('stopped', 'taught').
  const present = presentOf(base);
  const saidPast =
    written !== base &&
    written !== present &&
    !written.endsWith('ing') &&
    (written === past || /ed$/.test(written) || baseOfVerb(written) === base);
  // A finished achievement keeps the past even in the current role ('Cut churn by 4 points'); a
  // participle ('written', 'taken') is said in the simple past.
  // 'I've managed 2 coordinators since 2022', of the current role: it goes on, so it is said in the present.
  if (
    saidPast &&
    current &&
    ONGOING_DUTY.test(base) &&
    /\bsince\b/i.test(clause.rest) &&
    !/\b(?:from|until|to)\s+(?:19|20)\d{2}\b/i.test(clause.rest)
  )
    return base;
  if (saidPast) return /(?:en|wn|ne)$/.test(written) && written !== past && past !== base ? past : written;
  if (current) return base;
  // A past role, said in the present: only a verb the tables know changes tense.
  return known ? past : null;
}

export type WrittenLine = { text: string } | { reason: WriteReason };

/** The clause as a line of its own, or why it cannot be one. */
/** Verbs that say too little to open a line of their own ('Hold the qual', 'Watch the reports'). */
const WEAK_LINE_VERBS =
  /^(?:be|have|hold|get|do|go|see|watch|sit|carry|keep|look|try|want|need|like|love|enjoy|think|know|guess|feel|say|tell|use|would|live|commute|relocate)$/;
/** Words that make a claim small or once-off: 'only made a dozen', 'sat through a demo once'. */
const DIMINISHED =
  /(?<!\bthe\s)\b(?:only|just|once|a handful|a single|one time|a little|a few|barely|briefly|here and there|on and off)\b|^(?:\w+\s+)?one\s+(?!of\b|more\b|to\b)/i;
/** Verbs of another subject that say what moved: 'Attendance went from 25 to 60'. */
const CHANGE_VERBS =
  /^(?:go|rise|fall|drop|grow|increase|decrease|double|triple|halve|improve|reach|climb|decline|shrink|jump|hit|cut|save|reduce|average|hold|stay|fall|lower|raise|shorten|lengthen|top|exceed|beat|come|earn|generate)$/;
/** 'went to the ER', 'came in to wire': going and coming say a change only with where a figure moved. */
const MOVED_ONLY_WITH = /^(?:go|come)$/;
/** Figures of time alone: how long, not how much ('for about two years', 'since 2016', '4 yrs'). */
const DURATION_ONLY =
  /(?:(?:for|over|about|around|nearly|almost|some)\s+)*(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\s*(?:years?|yrs?|months?|mos?)\b|\b(?:since|in|from)\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\b/gi;

/** How long something was done: 'for 3 years', 'over two years', 'since 2019'. */
const HOW_LONG =
  /(?:(?:for|over|about|around|nearly|almost|some)\s+)*(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\s*(?:years?|yrs?|months?|mos?)\b|\bsince\s+(?:\w+\s+)?(?:19|20)\d{2}\b/i;

/** 'got ... adopted', 'got the budget approved': what the user brought about. */
const GOT_DONE =
  /\s(?:adopted|approved|implemented|funded|passed|installed|added|fixed|certified|published|signed off|launched|rolled out|replaced|automated)\b/i;

/** Does the text give a figure that is not only how long or when? */
export function countsSomething(text: string): boolean {
  return /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen|hundreds?|thousands?|half|zero)\b/i.test(
    text.replace(DURATION_ONLY, ' '),
  );
}

export function lineFromClause(clause: Clause, options: LineOptions): WrittenLine {
  const written = writeLine(clause, options);
  if ('reason' in written) return written;
  const { text } = written;
  // A line of its own must say something of weight, in full: what the user did with a verb that says
  // it, or what moved; not a once-off, a bare tenure, or an 'it' with nothing to mean.
  if (
    clause.subject === 'self' &&
    WEAK_LINE_VERBS.test(clause.base) &&
    !(clause.base === 'be' && (/^[A-Z][a-z]+ed\b/.test(text) || rolePhrase(clause.rest) !== null)) &&
    awardPhrase(clause) === null &&
    !(
      clause.base === 'do' &&
      (FIGURE_FIRST.test(cleanWords(clause.rest)) || /^an?\s+\d/i.test(clause.rest.trim()))
    ) &&
    !(clause.base === 'have' && OWNERSHIP.test(clause.rest.trim())) &&
    // 'I got a supervisor timecard approval deadline adopted': a thing brought about, the user's doing.
    !(clause.base === 'get' && GOT_DONE.test(clause.rest)) &&
    // 'I carry about 22-28 patients a day', 'I keep about 40 active grants on track': a caseload, counted.
    !(/^(?:carry|keep|handle)$/.test(clause.base) && FIGURE_FIRST.test(cleanWords(clause.rest)))
  )
    return { reason: WRITE_REASONS.weak };
  if (DIMINISHED.test(clause.rest)) return { reason: WRITE_REASONS.vague };
  // How long, not when: 'for 3 years', 'since 2019' (a line 'Started a monthly check in 2022' says when).
  if (
    !countsSomething(clause.rest) &&
    HOW_LONG.test(clause.rest) &&
    wordCount(clause.rest.replace(DURATION_ONLY, ' ')) <= 4
  )
    return { reason: WRITE_REASONS.tenure };
  DURATION_ONLY.lastIndex = 0;
  // 'Run it for four years': an 'it' before anything it could mean ('Built the model and the hotels used
  // it' has its meaning in the line).
  if (/^(?:\S+\s+){0,2}(?:it|them)\b/i.test(text) && !options.itMeans)
    return { reason: WRITE_REASONS.pronoun };
  // 'Pulled 40 of his charts': someone the line never names.
  if (/\b(?:he|him|his|she|her|hers)\b/i.test(text)) return { reason: WRITE_REASONS.pronoun };
  // 'Trained 12 staff' says what was done and how much; 'Did 4' does not.
  const acted = clause.subject === 'self' && !WEAK_LINE_VERBS.test(clause.base);
  if (wordCount(text) < (countsSomething(text) ? (acted ? 3 : 4) : 5))
    return { reason: WRITE_REASONS.tooShort };
  return written;
}

function writeLine(clause: Clause, options: LineOptions): WrittenLine {
  let text: string;
  if (VAGUE_VERB.test(clause.rest) || /^(?:kind|sort)$/i.test(clause.verb))
    return { reason: WRITE_REASONS.vague };
  if (/^(?:love|like|want|hope|wish|plan|intend|aim)$/i.test(clause.base) && /^to\s/i.test(clause.rest))
    return { reason: WRITE_REASONS.wish };
  // 'Expect to be eligible in about a year', '... next month': not done yet.
  if (
    (/^(?:expect|start|begin)$/i.test(clause.base) && /^to\s/i.test(clause.rest)) ||
    (AHEAD.test(`${clause.verb} ${clause.rest}`) && !isPastVerb(clause.verb))
  )
    return { reason: WRITE_REASONS.ahead };
  // 'Passed the first of the three CPSM exams': a credential under way is listed as in progress, not a
  // line of the job.
  if (
    /\b(?:exams?|parts?|levels?|modules?)\b/i.test(clause.rest) &&
    /\b(?:first|second|one|two|\d)\s+of\s+(?:the\s+)?(?:\w+\s+){0,2}(?:exams?|parts?|levels?|modules?)\b/i.test(
      clause.rest,
    )
  )
    return { reason: WRITE_REASONS.ahead };
  // 'a 2-week externship at a specialty ER in school': done as a student, not in the role the line
  // would go under.
  if (
    /\b(?:in|during|at|while in)\s+(?:(?:vet|nursing|grad|graduate|law|trade|tech|high|my|the)\s+)?(?:school|college|university|uni|my (?:program|degree|studies))\b|\bas an? (?:student|undergrad\w*|intern)\b/i.test(
      `${clause.rest} ${clause.lead?.rest ?? ''}`,
    )
  )
    return { reason: WRITE_REASONS.studies };
  // '... more than the 2" the resume says': talk about the document, not a line of it.
  if (/\b(?:resume|résumé|cv)\b/i.test(`${clause.subjectText} ${clause.rest}`))
    return { reason: WRITE_REASONS.aboutResume };
  // 'I could talk picture books all day', 'I would ...': what might be, not what was done.
  if (/^(?:could|would|should|might|can|will|may|must|shall)$/i.test(clause.verb))
    return { reason: WRITE_REASONS.wish };
  const rest = withoutEmployer(cleanWords(clause.rest), options.employer);
  // 'I was inspecting 8 to 10 roofs a day': the past of the -ing verb.
  const progressive =
    clause.subject === 'self' && clause.base === 'be' ? /^([a-z]+ing)\s+(.*)$/i.exec(clause.rest) : null;
  const ongoing = progressive ? baseOfGerund(progressive[1] ?? '') : '';
  if (progressive && ongoing && knownVerb(ongoing)) {
    const after = withoutEmployer(cleanWords(progressive[2] ?? ''), options.employer);
    text = `${capitalize(options.current && /\bnow\b/i.test(clause.rest) ? ongoing : pastOfVerb(ongoing))} ${after}`;
  } else if (clause.subject === 'self' && clause.base === 'have' && OWNERSHIP.test(rest)) {
    // 'I have full P&L responsibility at Cedar & Salt: sales forecasting, ...': what the person owns.
    text = capitalize(rest);
  } else if (clause.subject === 'self' && clause.base === 'do' && FIGURE_FIRST.test(rest)) {
    // 'I did about $12.6M in loan production in 2023': the figure and what it counts, as a line.
    text = capitalize(rest);
  } else if (clause.subject === 'self' && clause.base === 'do' && /^an?\s+\d[\w-]*\s/i.test(rest)) {
    // 'I did a 6-month embedded engagement inside a client's TA team': the engagement, as a line.
    text = capitalize(rest.replace(/^an?\s+/i, ''));
  } else if (clause.subject === 'none' && COUNTED_LINE.test(rest)) {
    // '41 placements in 2023, 29 direct hire and 12 contract': a count of work, as a line.
    text = capitalize(rest);
  } else if (
    clause.subject === 'other' &&
    clause.base === 'be' &&
    FRAMING_SUBJECT.test(cleanWords(clause.subjectText)) &&
    COUNTED_LINE.test(rest)
  ) {
    // 'The one solid number is 22 engineering hires in 6 months': the number is the line.
    text = capitalize(rest);
  } else if (clause.subject === 'none' && servedAs(rest) !== null) {
    // '6 weeks as interim Executive Housekeeper in 2022': the role, then for how long.
    text = servedAs(rest) ?? '';
  } else if (clause.subject === 'self' && awardPhrase(clause) !== null) {
    // 'I got Field Employee of the Year at Granite State in 2022': the award, as recognition is listed.
    text = awardPhrase(clause) ?? '';
  } else if (clause.subject === 'other' && clause.base === 'be' && metricPhrase(clause) !== null) {
    // 'Branch turnover was 11% in 2023 against a regional average of about 30%': the measure, stated.
    text = metricPhrase(clause) ?? '';
  } else if (clause.subject === 'self' && clause.base === 'be' && rolePhrase(rest) !== null) {
    // 'I was also interim manager of the Coronado branch for 4 months': the role, as a line of its own.
    text = capitalize(rolePhrase(rest) ?? '');
  } else if (clause.subject === 'self' && clause.verb && clause.base !== 'be' && clause.base !== 'have') {
    const verb = verbFor(clause, options.current);
    if (!verb) return { reason: WRITE_REASONS.tense };
    if (!rest) return { reason: WRITE_REASONS.tooShort };
    // 'I lead 28: 18 front desk agents, ...': a bare count of people led is a team.
    const team = /^(?:lead|manage|supervise|oversee|run)$/.test(clause.base)
      ? /^(?:about\s+)?\d+(?=\s*:|\s*$|\s+(?:people|staff)\b)/i.exec(rest)
      : null;
    // 'type and fill about 150 a day': the second verb in the first one's tense ('Typed and filled').
    const second = /^and\s+([a-z]+)\b/i.exec(rest);
    const joined =
      second &&
      verb.toLowerCase() !== clause.base &&
      (baseOfVerb(second[1] ?? '') === second[1]?.toLowerCase() ||
        isDictionaryVerb(second[1]?.toLowerCase() ?? ''))
        ? `and ${pastOfVerb(second[1] ?? '')}${rest.slice(second[0].length)}`
        : rest;
    text = team ? `${capitalize(verb)} a team of ${joined}` : `${capitalize(verb)} ${joined}`;
  } else if (clause.subject === 'other' && clause.verb) {
    let subject = cleanWords(clause.subjectText);
    let verbSaid = clause.verb;
    // 'delinquency's gone from 6.8%': the perfect said in the simple past ('delinquency went').
    if (/['’](?:s|ve)$/.test(subject) && /(?:en|wn|ne|ed|un|ck|ght)$/.test(verbSaid.toLowerCase())) {
      subject = subject.replace(/['’](?:s|ve)$/, '');
      verbSaid = pastOfVerb(clause.base);
    }
    if (!subject || PRONOUN_START.test(subject) || /\b(?:them|they|it|these|those)\b/i.test(subject))
      return { reason: WRITE_REASONS.pronoun };
    // 'About 40 buyers used it every week': 'it' is the line asked about; on its own the line says nothing.
    if (/\b(?:it|them)\b/i.test(clause.rest) && !options.itMeans) return { reason: WRITE_REASONS.pronoun };
    // Another subject makes a line when it says what moved ('Attendance went from 25 to 60'): a verb the
    // tables know, in the past or with a figure; 'Storytime is the favorite' or 'Could talk ...' is none.
    const tabled = knownVerb(clause.base) || baseOfVerb(clause.verb) !== '';
    const written = clause.verb.toLowerCase();
    const saidPast = written !== clause.base && (written === pastOfVerb(clause.base) || /ed$/.test(written));
    if (
      clause.base === 'be' ||
      !tabled ||
      !rest ||
      /^(?:could|would|should|might|can|will|may|must)$/i.test(subject) ||
      (!saidPast && !/\d/.test(clause.rest)) ||
      // 'Agents get $5 per upgrade', 'The facility reports 80% discharge home': a fact, not what moved.
      (!CHANGE_VERBS.test(clause.base) && !(saidPast && countsSomething(clause.rest))) ||
      (MOVED_ONLY_WITH.test(clause.base) &&
        !/^(?:from|up|down|to\s+(?:about\s+)?[$€£]?\d|over|under|past)\b/i.test(clause.rest.trim()))
    )
      return { reason: WRITE_REASONS.noVerb };
    // 'Moving the drug log into Cornerstone took discrepancies from 6 to 1': what the person did, then
    // what came of it, both verbs through the tables ('Moved ..., taking ...').
    const [first = '', ...others] = subject.split(/\s+/);
    const doing = baseOfGerund(first);
    const result = clause.base;
    const resultPast = clause.verb.toLowerCase() !== result && !/s$/i.test(clause.verb);
    if (doing && others.length >= 2 && resultPast && knownVerb(doing) && knownVerb(result))
      text = `${capitalize(pastOfVerb(doing))} ${others.join(' ')}, ${gerundOf(result)} ${rest}`;
    else text = `${capitalize(subject)} ${verbSaid} ${rest}`;
    // What the user did comes first, as a line says it: 'Started pulling up the camera ...; acceptance went ...'.
    const lead = clause.lead ? withoutEmployer(cleanWords(clause.lead.rest), options.employer) : '';
    if (clause.lead && lead && knownVerb(clause.lead.base) && !FIRST_PERSON.test(lead)) {
      const main = /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
      // What led to a result is done: always the past ('Started Good Catch cards; near misses went ...').
      const joined = `${capitalize(pastOfVerb(clause.lead.base))} ${lead}; ${main}`;
      if (wordCount(joined) <= MAX_LINE_WORDS) text = joined;
    }
  } else if (clause.subject === 'pronoun') {
    if (!options.itMeans) return { reason: WRITE_REASONS.pronoun };
    text = `${options.itMeans} ${clause.verb} ${rest}`;
  } else {
    return { reason: WRITE_REASONS.noVerb };
  }
  text = withoutEmployer(squash(text), options.employer);
  // 'with a checklist I wrote', 'every task order I manage', '14 of my 16 projects': what the line says
  // of the person already, said without the 'I'.
  text = text
    .replace(
      new RegExp(String.raw`\s+(?:that\s+)?(?:I|we)(?:['’]ve)?\s+(?:${OWN_WORK})\b(?=[\s.,;]|$)`, 'g'),
      '',
    )
    .replace(/\b(\d[\d,.]*\s+of)\s+(?:my|our)\s+/gi, '$1 ')
    // 'a checklist for the dental suite that we still use': what the person made is still in use.
    .replace(
      /,?\s+(?:that|which)\s+(?:we|they|the (?:team|practice|clinic|staff|company))\s+(?:still|now)\s+uses?\b/gi,
      ', still in use',
    )
    // 'Mentored 5 EITs and 3 of them have passed the PE' -> '..., 3 of whom have passed the PE'.
    .replace(
      /,?\s+and\s+(\d+|two|three|four|five|six|seven|eight|nine|ten|all|most|several)\s+of\s+them\s+/gi,
      ', $1 of whom ',
    );
  if (options.itMeans) text = text.replace(/\b(?:it|them)\b/, options.itMeans);
  if (FIRST_PERSON.test(text)) return { reason: WRITE_REASONS.firstPerson };
  if (/\b(?:it|them|this|that|these|those)\s*[.!?]?$/i.test(text) && !options.itMeans)
    return { reason: WRITE_REASONS.pronoun };
  const words = wordCount(text);
  if (words < 3) return { reason: WRITE_REASONS.tooShort };
  if (words > MAX_LINE_WORDS) return { reason: WRITE_REASONS.tooLong };
  return { text: finish(text, options.fullStops) };
}

/** A word in the past of a verb the tables know ('became', 'averaged'), not a plain word ('red', 'need'). */
export function isPastVerb(word: string): boolean {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  const base = baseOfVerb(lower);
  return base !== '' && lower !== base && (lower === pastOfVerb(base) || /ed$/.test(lower));
}
