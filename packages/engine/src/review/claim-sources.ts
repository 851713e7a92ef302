/**
 * What the sources say, read once per review: the original resume, the answers (their affirmative parts as
 * evidence, their denials as denials) and recorded derivations. The job posting is read only to say why a
 * claim is unsupported ('only the job posting names it'); it is never evidence.
 */

import { parseDateRange } from '../parse/parse-dates';
import { parseClause } from '../refine/parse-clause';
import { readAnswer } from '../refine/read-answer';
import { baseOfVerb } from '../refine/verb-forms';
import { experienceMonths } from '../score/measure-resume';
import type { Speller } from '../spelling/speller';
import { findSkillMentions } from '../taxonomy/find-skills';
import { inflectionStem } from '../taxonomy/stems';
import { plainTokens, squash } from '../text/normalize-text';
import { remembering } from '../text/remembering';
import type { Derivation, StructuredResume, YearMonth } from '../types';
import { US_STATES } from './claim-tables';
import { NO_LEAD, OTHER_PERSON, OTHERS_CLAUSE, splitDenial } from './read-denials';
import { type Figure, readFigures } from './read-figures';
import { heldDegreeLevels, initialisms, initialsOf, resumeLines, skillIdsOf } from './read-source-lines';

/** A question as the review reads it: a bare 'No' to 'Have you used Kafka?' denies Kafka. */
export interface AskedQuestion {
  kind: string;
  subject: string | null;
}

export interface ClaimSourceInput {
  /** The resume as the user gave it (or as they have it now): every claim in it is theirs. */
  resume: StructuredResume;
  /** Other text the user wrote (the resume as first pasted, when it was edited since). */
  extraText?: readonly string[];
  answers: readonly string[];
  /** The questions the answers reply to, in order, when known. */
  questions?: readonly AskedQuestion[];
  derivations?: readonly Derivation[];
  /** Only to explain a refusal; never evidence. */
  jobText?: string;
  /** The month 'Present' is read as. */
  asOf: YearMonth;
  /** Tells ordinary words from names at the start of a sentence; optional. */
  speller?: Speller | undefined;
}

export interface ClaimSources {
  /** Every source line (resume lines, answer clauses, derivations). */
  lines: string[];
  /** The resume's own lines. */
  resumeLines: string[];
  /** The same without what the answers deny: where a credential or an award must be found. */
  evidenceLines: string[];
  /** What others did, by the answers ('my manager did the negotiating'): the person did not. */
  othersDid: Array<{ stem: string; who: string; what: string; answer: string }>;
  /** The first six letters of the evidence's stems in order: for plain phrases written in another form. */
  evidencePrefixStream: string;
  /** Degree levels the sources show as held (not those in progress). */
  degreeLevels: Set<number>;
  /** The same, lower-cased and joined: for phrase look-ups. */
  lowerText: string;
  tokens: Set<string>;
  figures: Figure[];
  /** Taxonomy skill ids the sources show. */
  skills: Set<string>;
  /** Skill ids and credential names the answers deny, with the clause that denies them. */
  denied: Map<string, string>;
  /** Skill ids only the job names. */
  jobSkills: Set<string>;
  /** Titles the person has held or named: entry titles, the headline, titles in the answers. */
  titleTokens: Set<string>;
  /** The first six letters of the stems of title words ('extern' of 'Externship'). */
  titlePrefixes: Set<string>;
  /** Initials of the titles' runs of words: 'pm' of 'Associate Product Manager'. */
  titleInitials: Set<string>;
  titles: string[];
  /** Highest degree level the sources show (0 none ... 5 doctorate). */
  degreeLevel: number;
  /** Whole years of experience the dates give (rounded down), and years stated in the sources. */
  experienceYears: number;
  statedYears: Set<number>;
  /** Year-month points of the resume's dates ('2019-3'; '2019-0' when only the year is given). */
  datePoints: Set<string>;
  /** Answer clauses that affirm (the user's own statements, for scope). */
  affirmedClauses: string[];
  /** Stems of every source word ('wrote' and 'writing' share 'write'). */
  stems: Set<string>;
  /** The sources' words in order, one space apart, with a space at each end: for phrase look-ups. */
  tokenStream: string;
  /** The same without what the answers deny: where a tool's name must be found. */
  evidenceStream: string;
  /** Stems of the words outside denials: where a plain skill's words must be found. */
  evidenceStems: Set<string>;
  evidenceTokens: Set<string>;
  /** The stems of the evidence in order, one space apart: for phrases written in another form. */
  evidenceStemStream: string;
  /** Words only the answers' denials use ('Gainsight' of 'I haven't used Gainsight'). */
  deniedTokens: Set<string>;
  /** The first six letters of every long stem: a looser match for plain words. */
  prefixes: Set<string>;
  /** Abbreviations the sources write in capitals ('PIC', 'PTCB'): a rewrite may spell them out. */
  acronyms: Set<string>;
  /** Initials of the sources' runs of words ('Patient Care Technician' gives 'pct'). */
  initials: Set<string>;
  /** Lines of the summary and headline, whose words a title in a summary may use. */
  selfTokens: Set<string>;
  /** The entries with their dates, for years of a kind of work ('4 years of medical assistant experience'). */
  entrySpans: Array<{ title: string; months: number }>;
  speller?: Speller | undefined;
}

/** Words kept by the stemmer: a vocabulary's worth. */
const WORDS_KEPT = 50_000;

/** One stem for a word's forms: 'wrote', 'writes' and 'writing' are 'write'; 'systems' is 'system'. */
export const stemOf = remembering((token: string): string => {
  const base = baseOfVerb(token);
  return base ? inflectionStem(base) : inflectionStem(token);
}, WORDS_KEPT);

/** 'pennsylvania' -> 'pa': the postal code of a state written out (one-word names). */
const STATE_CODES = new Map(Object.entries(US_STATES).map(([code, full]) => [full, code] as const));

const UNPAID = /\b(?:intern|internship|extern|externship|co-?op|student|volunteer)\b/i;
/** Where an answer names a title as the person's own. */
const TITLE_STATEMENT =
  /\b(?:promoted to|title (?:is|was)|titled|served as|worked as|hired as|role as|became|as|i was|i['’]ve been|i have been|i am|i['’]m)\s+(?:also\s+|still\s+|now\s+)?(?:an?\s+|the\s+)?((?:[\p{L}&/-]+\s+){0,3}[\p{L}&/-]+)/giu;
/** What someone wants rather than did ('Looking for a Site Reliability Engineer role'): not who they are. */
const WANTS =
  /\b(?:seeking|looking for|looking to|interested in|aspiring|hoping to|pursuing|transitioning to|to grow into)\b[^.;]*/gi;

export function readClaimSources(input: ClaimSourceInput): ClaimSources {
  const resumeText = resumeLines(input.resume);
  const affirmedClauses: string[] = [];
  /** What the answers say not to have done: their words are the user's, their tools are denied. */
  const deniedClauses: string[] = [];
  const denied = new Map<string, string>();
  input.answers.forEach((answer, index) => {
    const facts = readAnswer(answer ?? '');
    for (const fact of facts) {
      if (fact.kind === 'tool_not_used') {
        // Only what the negation is about is denied: in 'I haven't done telemetry as the primary nurse,
        // our tele patients go to 5 East', telemetry; the rest is the user's word like any other.
        const { denial, rest } = splitDenial(fact.text);
        deniedClauses.push(denial);
        if (rest.trim()) affirmedClauses.push(rest);
        for (const mention of findSkillMentions(denial)) denied.set(mention.skill.id, fact.text);
        continue;
      }
      // '8 of us' is a team of 8: the count is of the team, as the writers say it.
      // 'I lead 28: 18 agents, ...', 'I manage 6 people' is a team of 28, of 6.
      if (fact.kind !== 'nothing')
        affirmedClauses.push(
          fact.text
            .replace(/\b(\d+|[a-z]+)\s+of\s+us\b/gi, 'a team of $1, $&')
            .replace(
              /\b((?:lead|led|leading|manage|managed|managing|supervise|supervised|supervising|oversee|oversaw|overseeing|run|ran|running)\s+(?:about\s+)?)(\d+)(?=\s*:|\s*$|\s*[,.;]|\s+(?:people|staff|employees|direct reports)\b)/gi,
              '$1a team of $2, $&',
            ),
        );
    }
    // 'No.' or 'No, but ...' to 'Have you used Kafka?': Kafka is denied unless the answer names it.
    const question = input.questions?.[index];
    const subject = question?.subject;
    if (subject && NO_LEAD.test((answer ?? '').trim())) {
      const named = (answer ?? '').toLowerCase().includes(subject.toLowerCase());
      if (!named) {
        const ids = findSkillMentions(subject).map((mention) => mention.skill.id);
        for (const id of ids) denied.set(id, squash(answer ?? ''));
        denied.set(subject.toLowerCase(), squash(answer ?? ''));
      }
    }
  });
  const evidence = [
    ...resumeText,
    ...(input.extraText ?? []).flatMap((text) => text.split('\n')),
    ...affirmedClauses,
    ...(input.derivations ?? []).map((item) => item.value),
  ].filter((line) => line.trim().length > 0);
  // Figures and names the user wrote in a denial ('not the 2 Holter monitors') are still their words;
  // only the tools and credentials a denial names are not evidence.
  const lines = [...evidence, ...deniedClauses];
  const joined = lines.join('\n');
  // Tools someone else used ('The super builds the schedule in P6') are not the user's.
  const ownEvidence = evidence.filter(
    (line) => !(OTHERS_CLAUSE.test(line.trim()) && !/\b(?:i|we)\b/i.test(line)),
  );
  const skills = new Set(ownEvidence.flatMap(skillIdsOf));
  for (const id of skills) denied.delete(id);
  // A skill the answers both use and deny ('not Kafka, but RabbitMQ daily'): what they affirm wins.
  const jobSkills = new Set<string>();
  if (input.jobText)
    for (const mention of findSkillMentions(input.jobText))
      if (!skills.has(mention.skill.id)) jobSkills.add(mention.skill.id);

  const entries = input.resume.sections.flatMap((section) =>
    section.type === 'education' || section.type === 'volunteer' ? [] : section.entries,
  );
  // Years of experience are of work: an internship, an externship or a student job is not counted.
  const worked = entries.filter((entry) => !UNPAID.test(entry.title));
  const headline =
    input.resume.sections.find((section) => section.order === 1 && section.title === '')?.content_lines ?? [];
  // Titles the person held: the entries', the headline's, and any an answer gives as theirs ('I was
  // promoted to lead', 'acting sous chef').
  const titleStatements = affirmedClauses.flatMap((clause) =>
    [...clause.matchAll(TITLE_STATEMENT)].map((match) => match[1] ?? ''),
  );
  const titles = [...entries.map((entry) => entry.title), ...headline, ...titleStatements].filter(
    (title) => title.trim().length > 0,
  );
  const titleTokens = new Set(titles.flatMap((title) => plainTokens(title)));

  const datePoints = new Set<string>();
  for (const entry of input.resume.sections.flatMap((section) => section.entries)) {
    const range = parseDateRange(entry.dates);
    for (const point of [range?.start, range?.end]) if (point) datePoints.add(`${point.year}-${point.month}`);
  }
  const months = experienceMonths(worked, input.asOf);
  // A degree in progress ('enrolled in an RN-to-BSN program') is not held.
  const degreeLevels = new Set<number>();
  for (const line of evidence) for (const level of heldDegreeLevels(line)) degreeLevels.add(level);
  const othersDid: ClaimSources['othersDid'] = [];
  for (const answer of input.answers) {
    // 'I don't carry a quota, the AE closes them': each comma part may have its own subject.
    const parts = (answer ?? '').split(/[.;!?]\s+|,\s+|\s+but\s+/i).filter((part) => part.trim().length > 0);
    for (const part of parts) {
      const clause = parseClause(part);
      if (clause.subject !== 'other' || !clause.base || !OTHER_PERSON.test(clause.subjectText)) continue;
      // 'my manager did the negotiating': the work is the -ing word.
      const did =
        clause.base === 'do'
          ? /^(?:the|all the|most of the)?\s*([a-z]+ing)\b/i.exec(clause.rest)?.[1]
          : undefined;
      const verb = did ? did.replace(/ing$/, '') : clause.base;
      othersDid.push({ stem: stemOf(verb), who: clause.subjectText, what: clause.rest, answer });
    }
  }
  const tokens = plainTokens(joined);
  const evidenceTokens = plainTokens(evidence.join('\n'));
  // A state written either way is the same place: 'PA' and 'Pennsylvania'.
  for (const token of [...evidenceTokens]) {
    const name = US_STATES[token];
    if (name) evidenceTokens.push(...name.split(' '));
    const code = STATE_CODES.get(token);
    if (code) evidenceTokens.push(code);
  }
  const evidenceSet = new Set(evidenceTokens);
  const initials = new Set<string>();
  for (const line of evidence) for (const item of initialsOf(line)) initials.add(item);
  const selfLines = [
    ...headline,
    ...input.resume.sections
      .filter((section) => section.type === 'summary')
      .flatMap((section) => section.content_lines),
    ...entries.map((entry) => entry.title),
    ...affirmedClauses,
  ].map((line) => line.replace(WANTS, ' '));
  const figures = readFigures(joined);
  const statedYears = new Set(
    figures.filter((figure) => figure.unitWord.startsWith('year')).map((figure) => figure.value),
  );
  return {
    lines,
    resumeLines: resumeText,
    evidenceLines: evidence,
    othersDid,
    degreeLevels,
    lowerText: joined.toLowerCase(),
    tokens: new Set(tokens),
    stems: new Set(tokens.map(stemOf)),
    prefixes: new Set(
      tokens
        .map(stemOf)
        .filter((stem) => stem.length >= 6)
        .map((stem) => stem.slice(0, 6)),
    ),
    tokenStream: ` ${tokens.join(' ')} `,
    evidenceStream: ` ${evidenceTokens.join(' ')} `,
    evidenceStems: new Set(evidenceTokens.map(stemOf)),
    evidenceTokens: evidenceSet,
    evidenceStemStream: ` ${evidenceTokens.map(stemOf).join(' ')} `,
    evidencePrefixStream: ` ${evidenceTokens.map((token) => stemOf(token).slice(0, 6)).join(' ')} `,
    deniedTokens: new Set(plainTokens(deniedClauses.join(' ')).filter((token) => !evidenceSet.has(token))),
    initials,
    acronyms: new Set(
      (evidence.join(' ').match(/\b[A-Z][A-Z&]{1,7}\b/g) ?? []).map((word) =>
        word.toLowerCase().replace(/&/g, ''),
      ),
    ),
    selfTokens: new Set(selfLines.flatMap((line) => plainTokens(line).map(stemOf))),
    entrySpans: worked.map((entry) => ({
      title: entry.title,
      months: experienceMonths([entry], input.asOf),
    })),
    figures,
    skills,
    denied,
    jobSkills,
    titleTokens,
    titlePrefixes: new Set([...titleTokens].map((token) => stemOf(token).slice(0, 6))),
    titleInitials: new Set(titles.flatMap((title) => initialisms(plainTokens(title)))),
    titles: entries.map((entry) => entry.title).filter(Boolean),
    degreeLevel: Math.max(0, ...degreeLevels),
    experienceYears: Math.floor(months / 12),
    statedYears,
    datePoints,
    affirmedClauses,
    speller: input.speller,
  };
}
