/**
 * One clause of an answer as one clean line of a resume, in the user's own words: the lead-ins, hedges
 * and asides go, the first person goes ('I cut' -> 'Cut', 'my team' -> 'the team'), a verb changes tense
 * only through the verb tables, and 'about' stands in for 'something like'. What cannot be written
 * cleanly comes back with the reason, never half-written.
 */

import { looksLikeJobTitle } from '../taxonomy/job-titles';
import { verbForms } from '../taxonomy/wording';
import { capitalize, squash, wordCount } from '../text/normalize-text';
import type { Clause } from './read-answer';
import { baseOfGerund, baseOfVerb, gerundOf, isDictionaryVerb, pastOfVerb, presentOf } from './verb-forms';

/** A verb whose forms the tables or the dictionary give. */
function knownVerb(base: string): boolean {
  return verbForms(base) !== undefined || baseOfVerb(base) === base || isDictionaryVerb(base);
}

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

/** Words that only hedge or fill, anywhere in a clause. */
const HEDGES =
  /\b(?:i think|i guess|i believe|i'd say|i would say|i'd guess|i would guess|i suppose|i reckon|probably|maybe|perhaps|possibly|to be honest|honestly|basically|actually|really|super|literally|kind of|sort of|you know|if i remember(?: right| correctly)?|as far as i know)\b,?\s*/gi;
/** A figure said loosely is said 'about': 'something like 30%', 'like 45%', 'roughly 12'. */
const LOOSE_FIGURE =
  /\b(?:something like|somewhere around|like|roughly|approximately|approx\.?|around|~)\s*(?=[$€£]?\d)/gi;
/** Asides at the end that add nothing: 'give or take', 'or so', 'maybe more', 'I think'. */
const TRAILING =
  /(?:,?\s*\b(?:give or take|or so|more or less|if that|ish|i think|i guess|at least|at most|(?:maybe\s+)?a (?:bit|little) (?:more|less|higher|lower)|maybe (?:more|less)|nothing serious|nothing fancy|honestly|too|as well|either|haha|ha|lol|fun|nice|cool|great|awesome|wild|crazy))+[\s.,;:!?]*$/i;
const FIRST_PERSON =
  /(?<![\p{L}'’-])(?:i|me|my|mine|myself|we|us|our|ours|ourselves)(?:['’](?:ve|d|m|ll|re))?(?![\p{L}-])/iu;
const PRONOUN_START = /^(?:it|this|that|these|those|they|which)\b/i;
/** A claim said loosely before its verb ('I kind of became', 'I sort of led'): not the user's to state plainly. */
const VAGUE_VERB = /^(?:kind of|sort of|kinda|sorta|more or less|basically)\s+/i;

/** The clause's words with the hedges, asides and loose figures cleaned, first person made neutral. */
export function cleanWords(text: string): string {
  let out = ` ${text} `
    // '(that's from the company's annual safety report)': the person's note on the answer, not the line's.
    .replace(/\s*\((?:that|this|which|it)(?:['’]s|\s+is|\s+was)\b[^)]*\)/gi, ' ')
    .replace(LOOSE_FIGURE, 'about ')
    .replace(/(^|[\s(])~\s*(?=[$€£]?\d)/g, '$1about ')
    .replace(/\b(\d[\d,.]*)\s*%?-?ish\b/gi, 'about $1')
    .replace(HEDGES, '')
    // 'on my own', 'by myself': alone is what a line of the person's resume says already.
    .replace(/\s*,?\s*\b(?:on (?:my|our) own|by (?:myself|ourselves)|all by myself)\b/gi, '')
    .replace(/\b(?:my|our)\s+own\s+/gi, '')
    // Talk that says nothing a line should: 'sat down and re-costed', 'every single item', 'right about
    // 31%', 'the whole time', 'over that time'.
    .replace(/\b(?:sat down and|went ahead and|ended up|got to|managed to)\s+/gi, '')
    .replace(/\bevery single\b/gi, 'every')
    .replace(/\b(?:right|just|pretty much)\s+(?=about\s|around\s|[$€£]?\d)/gi, '')
    .replace(
      /,?\s*\b(?:the whole time|the entire time|(?:over|in|during|for|across)\s+(?:that|this|the same)\s+(?:time|period|year|stretch|span))\b/gi,
      '',
    )
    // 'delinquency's gone from', 'we've grown it to': the perfect said in the simple past.
    .replace(/\b([\p{L}-]+)['’](?:s|ve)\s+([a-z]+)\b/giu, (all, word: string, next: string) => {
      const base = baseOfVerb(next);
      const moved =
        /^(?:gone|grown|dropped|risen|fallen|come|doubled|tripled|halved|increased|decreased|improved|climbed|jumped|shrunk|gotten|held|stayed)$/i;
      return base && moved.test(next) ? `${word} ${pastOfVerb(base)}` : all;
    })
    // 'callback rate's 1.8%' is the callback rate of 1.8%.
    // ('the unit's 30-day readmissions' is a possessive: it stays).
    .replace(
      /\b([a-z]+)['’]s\s+(?=(?:about\s+)?[$€£]?\d(?:[\d,.]*\d)?%?(?:\s*$|[,.;!?](?!\d)|\s+(?:a|an|per|on|in|for|of|at|and|with)\b))/gi,
      '$1 of ',
    )
    // '6 of us' is a team of 6.
    .replace(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+us\b/gi, 'a team of $1')
    // 'with my 3 CNC cells' -> 'with 3 CNC cells'; 'my team' -> 'the team'.
    .replace(/\b(?:my|our)\s+(?=[$€£]?\d)/gi, '')
    .replace(/\b(?:my|our)\s+(?=[a-z])/gi, 'the ')
    .replace(/\s+(?:by )?(?:myself|ourselves)\b/gi, '')
    .replace(/\babout\s+about\b/gi, 'about');
  out = out.replace(/[\s,;:]+$/, ' ');
  // ', which is pretty close', ', which was nice': a short remark on the clause, not a fact.
  out = out.replace(
    /,\s*which\s+(?:is|was|isn't|wasn't|took|felt|seemed|made|got)\s+(?:\w+\s*){1,3}[.!?]?\s*$/i,
    (aside) => (/\d/.test(aside) ? aside : ' '),
  );
  for (let pass = 0; pass < 3; pass += 1) out = out.replace(TRAILING, '');
  return squash(out).replace(/\s+([,.;:!?])/g, '$1');
}

/** A time still to come: 'next month', 'expect to be', 'going to', 'will start'. */
export const AHEAD =
  /\b(?:next (?:week|month|year|spring|summer|fall|autumn|winter|semester|quarter|term)|expects? to|going to|will (?:be|start|begin|finish|take|sit)|eligible (?:in|by|next)|scheduled (?:for|to)|plan(?:s|ning)? to|registered (?:for|to take)|signed up (?:for|to)|enrolled (?:in|for) (?:a|an|the) (?:course|class|exam)|hope to|intend to)\b/i;

/** A first word that names no employer alone: 'at City' is not 'at City Hospital'. */
const GENERIC_NAME_WORD =
  /^(?:the|city|county|state|north|south|east|west|central|first|united|national|american|general|new|saint|st\.?|company)$/i;

/** 'at Contoso', 'for Contoso', 'here': the entry says where. */
function withoutEmployer(text: string, employer: string | undefined): string {
  let out = text.replace(
    /\s*,?\s*\b(?:here|there|at work|at my job|at the job|at my current job|in my current role|in my role|in (?:the same|that|this) (?:job|role|position)|at (?:the same|that|this) (?:company|place|job))\b/gi,
    '',
  );
  if (employer && employer.trim().length > 2) {
    // The name as people say it too: 'Prairie Ridge' for 'Prairie Ridge Rehabilitation Hospital, Inc.'.
    const full = employer.trim().replace(/,.*$/, '');
    const words = full.split(/\s+/);
    const short = full.replace(
      /\s+(?:Center|Centre|Inc\.?|LLC|LLP|PLLC|P\.?C\.?|LPA|Ltd\.?|Co\.?|Corp\.?|Corporation|Company|Group|Services|Supply|Supplies|Partners|Holdings|Industries|International)$/i,
      '',
    );
    const names = [
      employer.trim(),
      full,
      short,
      words.slice(0, 2).join(' '),
      words.length > 1 ? (words[0] ?? '') : '',
    ]
      .filter((name, index, all) => name.length > 3 && all.indexOf(name) === index)
      .filter((name) => name.split(/\s+/).length > 1 || !GENERIC_NAME_WORD.test(name));
    for (const name of names) {
      // Said loosely: 'Arsys inovics pvt ltd' for 'Arsys Inovics Pvt. Ltd.'.
      const escaped = name
        .replace(/\.+$/, '')
        .split(/[\s.,]+/)
        .filter(Boolean)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s.,]+');
      // Not a longer name it begins ('at Prairie Ridge Elementary'): no capitalised word after it.
      out = out.replace(
        new RegExp(`\\s*,?\\s*\\b(?:at|for|with|in)\\s+(?:the\\s+)?${escaped}(?![\\p{L}\\d])`, 'giu'),
        (said: string, at: number, whole: string) =>
          /^\s+(?:\p{Lu}|&|and\s+\p{Lu})/u.test(whole.slice(at + said.length)) ? said : '',
      );
    }
  }
  return squash(out);
}

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
  /^(?:be|have|hold|get|do|go|see|watch|sit|carry|keep|look|try|want|need|like|love|enjoy|think|know|guess|feel|say|tell|use|would)$/;
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
    !(clause.base === 'have' && OWNERSHIP.test(clause.rest.trim()))
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
  if (wordCount(text) < (countsSomething(text) ? 4 : 5)) return { reason: WRITE_REASONS.tooShort };
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
  if (options.itMeans) text = text.replace(/\b(?:it|them)\b/, options.itMeans);
  if (FIRST_PERSON.test(text)) return { reason: WRITE_REASONS.firstPerson };
  if (/\b(?:it|them|this|that|these|those)\s*[.!?]?$/i.test(text) && !options.itMeans)
    return { reason: WRITE_REASONS.pronoun };
  const words = wordCount(text);
  if (words < 3) return { reason: WRITE_REASONS.tooShort };
  if (words > MAX_LINE_WORDS) return { reason: WRITE_REASONS.tooLong };
  return { text: finish(text, options.fullStops) };
}

/** A figure and the plural it counts, first: '41 placements ...', 'about 22 engineering hires ...'. */
const COUNTED_LINE =
  /^(?:(?:about|around|nearly|over|more than|almost)\s+)?[#$€£]?\d[\d,.]*[kmb%]?\s+(?:[a-z][\w/-]*\s+){0,2}[a-z][\w-]*s\b/i;
/** A subject that only introduces the figure: 'The one solid number', 'The clearest example', 'My best stat'. */
const FRAMING_SUBJECT =
  /^(?:the|my|our)?\s*(?:one|only|best|clearest|biggest|main|real|closest)?\s*(?:solid|hard|real|good)?\s*(?:number|figure|stat|statistic|metric|example|result|thing)s?$/i;

/** What a person is answerable for: 'full P&L responsibility', 'sole ownership of the budget'. */
const OWNERSHIP =
  /^(?:full\s+|sole\s+|complete\s+|direct\s+)?(?:[\w&/-]+\s+){0,3}(?:responsibility|ownership|accountability)\b/i;

/** A line that opens with a figure: '$12.6M in ...', 'about 40 ...'. */
const FIGURE_FIRST = /^(?:(?:about|around|nearly|over|more than|almost)\s+)?[$€£]?\d/i;

/** '6 weeks as interim Executive Housekeeper in 2022 ...' -> 'Interim Executive Housekeeper for 6 weeks in 2022 ...'. */
function servedAs(rest: string): string | null {
  const match =
    /^((?:about\s+)?(?:\d+|two|three|four|five|six|a few)\s+(?:weeks?|months?|years?))\s+as\s+(?:an?\s+|the\s+)?(.+)$/i.exec(
      rest.trim(),
    );
  if (!match) return null;
  const role = rolePhrase(`${match[2]} for ${match[1]}`);
  if (!role) return null;
  const head =
    /^(.+?)(?=\s+(?:in|at|on|since|from|during|while|with)\b|,|$)/i.exec(match[2] ?? '')?.[1] ?? '';
  const after = (match[2] ?? '').slice(head.length);
  return capitalize(`${head} for ${match[1]}${after}`);
}

/** Words that name an award: 'Employee of the Year', 'Honor Award', 'President's Club'. */
export const AWARD_NAME =
  /\b(?:award|awards|of the (?:year|month|quarter)|honou?r|prize|medal|scholarship|fellowship|president['’]s (?:club|circle)|circle of excellence|dean['’]s list)\b/i;

/**
 * An award the person got, as a line: 'Field Employee of the Year, 2022' from 'got Field Employee of the
 * Year at Granite State in 2022' (the employer is the entry's). Null unless the verb receives and the rest
 * opens with the award's capitalised name.
 */
function awardPhrase(clause: Clause): string | null {
  if (!/^(?:get|win|receive|earn|take|be)$/.test(clause.base)) return null;
  const rest = clause.rest.trim().replace(/^(?:the|an?)\s+/i, '');
  if (!/^\p{Lu}/u.test(rest) || !AWARD_NAME.test(rest)) return null;
  // 'in 2021 and 2023': every year it was won, said once at the end.
  const years = /\s*\b(?:in\s+)?((?:19|20)\d{2}(?:\s*(?:,|and|&)\s*(?:19|20)\d{2})*)\b/.exec(rest);
  const name = rest
    .replace(/\s+(?:at|from|with)\s+\p{Lu}[^,;]*?(?=\s+in\s+(?:19|20)\d{2}\b|[,;]|$)/u, '')
    .replace(years?.[0] ?? /^$/, '')
    .replace(/[\s,;.]+$/, '');
  return years ? `${name}, ${years[1]}` : name;
}

/** The names of what work is measured by. */
const MEASURE_NOUNS =
  /\b(?:rate|rates|turnover|score|scores|nps|csat|satisfaction|revenue|sales|costs?|spend|margin|retention|attrition|conversion|accuracy|errors?|defects?|downtime|uptime|throughput|volume|deposits|growth|share|ratio|turnaround|backlog|on-time|yield|scrap|utili[sz]ation|occupancy|adr|revpar|trir|dart|incidents?|complaints?|readmissions?|wait|response time|cycle time|lead time|churn|engagement|attendance|enrollment|pass rate|audit|acceptance|fill rate|time to fill|attainment|placements|billings|collections|dso|days sales outstanding|win rate|close rate)\b/i;

/**
 * A measure stated of the work, as a line: 'Branch turnover was 11% in 2023 against a regional average of
 * about 30%' -> 'Branch turnover of 11% in 2023 against ...'. Only a named measure (no pronoun, a few words)
 * and a figure right after the verb.
 */
function metricPhrase(clause: Clause): string | null {
  const subject = cleanWords(clause.subjectText).trim();
  const rest = cleanWords(clause.rest).trim();
  if (!subject || subject.split(/\s+/).length > 7 || /\b(?:it|this|that|they|one|ones)\b/i.test(subject))
    return null;
  if (FIRST_PERSON.test(subject) || !/^(?:(?:about|around|nearly|over|under|just)\s+)?[$€£]?\d/.test(rest))
    return null;
  // A measure by its name ('Branch turnover', 'Post-event satisfaction'), not a time ('FY2024 was ...').
  if (!MEASURE_NOUNS.test(subject)) return null;
  // 'Branch turnover of 11%'; a measure named with a phrase of its own takes a colon ('Offer acceptance
  // on direct-hire offers: about 88%').
  const named = capitalize(
    subject.replace(/^(?:the|our|my)\s+/i, '').replace(/\b(on|for|in|at|of) the\b/gi, '$1'),
  );
  return /\s(?:on|for|in|at|of)\s/i.test(named) ? `${named}: ${rest}` : `${named} of ${rest}`;
}

/**
 * A role the person held, said after 'I was' or 'I've been': 'also interim manager of the Coronado branch
 * for 4 months' -> 'interim manager of the Coronado branch for 4 months'; 'the informal lead tech since
 * March 2022' -> 'informal lead tech since March 2022'. The role's words must read as a job title and
 * something must follow it (where, when or for how long), or it says no more than a title. Null if none.
 */
export function rolePhrase(rest: string): string | null {
  const phrase = rest
    .trim()
    .replace(/^(?:also|still|now|then|basically|effectively|officially|unofficially)\s+/i, '')
    .replace(/^(?:the|a|an)\s+/i, '');
  const head =
    /^(.+?)(?=\s+(?:of|for|at|on|in|since|from|during|over|while|with|to)\b|,|$)/i.exec(phrase)?.[1] ?? '';
  const after = phrase.slice(head.length).trim();
  if (!head || head.split(/\s+/).length > 5 || !after) return null;
  const title = looksLikeJobTitle(head) || looksLikeJobTitle(head.split(/\s+/).slice(1).join(' '));
  return title ? phrase : null;
}

/** A word in the past of a verb the tables know ('became', 'averaged'), not a plain word ('red', 'need'). */
function isPastVerb(word: string): boolean {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  const base = baseOfVerb(lower);
  return base !== '' && lower !== base && (lower === pastOfVerb(base) || /ed$/.test(lower));
}

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
    phrase = `${subject} of ${phrase.replace(/^(?:of|at)\s+/i, '')}`;
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
    const range = /^and$/i.test(word) && /^between$/i.test(kept.at(-2) ?? '');
    if ((!rate && !range && PHRASE_STOP.test(word.replace(/[^\p{L}]/gu, ''))) || kept.length >= 10) break;
    kept.push(word);
    if (/[,;.!?]$/.test(word)) break;
  }
  const phrase = `${match[0]} ${kept.join(' ')}`.replace(/[,;.!?\s]+$/, '').trim();
  if (FIRST_PERSON.test(phrase)) return null;
  return inLine(phrase);
}
