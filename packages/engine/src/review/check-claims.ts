/**
 * The guard: reads the claims a changed line makes and finds each in the sources. Every writer's change
 * (the built-in writer's, a language model's, a rewrite pasted from another tool) is judged here, once.
 * A claim is a figure with its unit and direction, a name (employer, client, school, product), a tool or
 * skill of the taxonomy, a credential or degree, a title or seniority word, a date or a number of years, an
 * award, or a scope (led, managed, owned, a team or a budget). A change whose claims are all held is
 * supported; one that only goes further in scope than its source is for the user to confirm; one with a
 * claim no source holds is unsupported, and each flag carries the words that make the claim and why.
 */

import { parseDateRange } from '../parse/parse-dates';
import { baseOfVerb, isDictionaryVerb } from '../refine/verb-forms';
import { findSkillMentions, type SkillMention } from '../taxonomy/find-skills';
import { looksLikeJobTitle, ROLE_NOUNS, roleNounsOf, TITLE_MODIFIERS } from '../taxonomy/job-titles';
import { narrowerSkillIds } from '../taxonomy/skill-relations';
import { verbForms } from '../taxonomy/wording';
import { plainTokens } from '../text/normalize-text';
import { remembering } from '../text/remembering';
import type { SectionType } from '../types';
import { CLAIM_REASONS } from './claim-reasons';
import { type ClaimSources, OTHERS_CLAUSE, stemOf } from './claim-sources';
import {
  AWARD_PATTERNS,
  COMMON_ABBREVIATIONS,
  CREDENTIAL_PENDING,
  CREDENTIAL_WORDS,
  DECISION_WORDS,
  GENERIC_SKILL_NOUNS,
  LABEL_WORDS,
  LEAD_VERBS,
  LEAD_WHEN_PEOPLE,
  NEUTRAL_VERBS,
  ORG_GENERIC_WORDS,
  OWNING_VERBS,
  PEOPLE_OBJECTS,
  RANK_WORDS,
  SCOPE_INTENSIFIERS,
  SCOPE_NOUNS,
  SENIORITY_WORDS,
  SUPPORT_OPENERS,
} from './claim-tables';
import { type Figure, readFigures } from './read-figures';
import type { ChangeVerdict, ClaimKind } from './review-constants';

export interface ClaimFlag {
  /** The words that carry the claim, verbatim from the text judged. */
  text: string;
  kind: ClaimKind;
  reason: string;
  start: number;
  end: number;
}

/** What a line is: where it stands decides which claims it can make. */
export interface LineContext {
  section: SectionType;
  /** prose: a bullet or a line; the other roles are an entry header's fields, a heading or contact. */
  role: 'prose' | 'title' | 'company' | 'location' | 'dates' | 'heading' | 'contact';
  /** The lines of the resume this one rewrites or stands beside: what its scope is measured against. */
  basis: readonly string[];
}

/** Scope and removals are the user's to confirm; any other claim no source holds is unsupported. */
const CONFIRM_KINDS: ReadonlySet<ClaimKind> = new Set(['scope', 'removed']);

export function verdictOf(flags: readonly ClaimFlag[]): ChangeVerdict {
  if (flags.length === 0) return 'supported';
  return flags.every((flag) => CONFIRM_KINDS.has(flag.kind)) ? 'confirm' : 'unsupported';
}

/** Words that make a title junior or temporary: a rewrite that drops one promotes the person. */
const JUNIOR_WORDS =
  /^(?:intern|internship|trainee|apprentice|assistant|asst|junior|jr|associate|acting|interim|temporary|temp|part|extern|co|op|student|volunteer)$/;

/** Sections whose lines are the person's work, where a line may open with a title held. */
const BULLET_SECTIONS: ReadonlySet<SectionType> = new Set(['experience', 'projects', 'volunteer', 'general']);

/** Role nouns that name the same work: an honest summary may call a teacher an educator. */
const ROLE_FAMILIES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['teacher', 'educator', 'instructor', 'tutor', 'lecturer']),
  new Set(['engineer', 'developer', 'programmer']),
  new Set(['nurse', 'rn']),
  new Set(['technician', 'tech', 'technologist']),
  new Set(['representative', 'rep', 'agent']),
  new Set(['marketer', 'specialist', 'coordinator']),
  new Set(['accountant', 'bookkeeper']),
  new Set(['paralegal', 'assistant']),
  new Set(['designer', 'artist']),
  new Set(['administrator', 'admin']),
];

/** Words of a title written two ways. */
const SAME_TITLE_WORD: Readonly<Record<string, string>> = {
  sr: 'senior',
  mgr: 'manager',
  jr: 'junior',
  asst: 'assistant',
  assoc: 'associate',
  dir: 'director',
  eng: 'engineer',
  tech: 'technician',
  '&': 'and',
};

function flag(kind: ClaimKind, text: string, start: number, reason: string): ClaimFlag {
  return { kind, text, start, end: start + text.length, reason };
}

/**
 * A word of the sources, in any of its forms ('Turns' is the user's 'turn', 'wrote' their 'writing'),
 * outside what the answers deny: 'I haven't used Gainsight' is no source for Gainsight.
 */
function knownToken(token: string, sources: ClaimSources): boolean {
  return sources.evidenceTokens.has(token) || sources.evidenceStems.has(stemOf(token));
}

/**
 * A plain word of the sources in a looser sense: the same first six letters of its stem ('reliability'
 * and 'reliable', 'administration' and 'administrator'). Only for words in lower case, never names.
 */
function knownWord(token: string, sources: ClaimSources): boolean {
  if (knownToken(token, sources)) return true;
  const stem = stemOf(token);
  return stem.length >= 6 && sources.prefixes.has(stem.slice(0, 6));
}

/** The words in this order somewhere in the sources, outside their denials. */
function phraseInSources(tokens: readonly string[], sources: ClaimSources): boolean {
  return tokens.length > 0 && sources.evidenceStream.includes(` ${tokens.join(' ')} `);
}

/** Words a line has, with where they stand and whether a sentence or clause starts with them. */
interface Word {
  text: string;
  lower: string;
  start: number;
  end: number;
  opening: boolean;
  /** Followed by a colon: a label ('Tools:', 'Observability & Operations:'). */
  label: boolean;
}

/** A line's words with where they stand, read once per line (the judges all walk them; none changes them). */
const wordsOf = remembering(readWords, 20_000);

function readWords(line: string): Word[] {
  const out: Word[] = [];
  for (const match of line.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&'’./+-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu)) {
    const text = match[0].replace(/[.]+$/, '');
    // The last character before the word that is not a space, and the one before it.
    let at = match.index - 1;
    while (at >= 0 && /\s/.test(line.charAt(at))) at -= 1;
    const last = at >= 0 ? line.charAt(at) : '';
    out.push({
      text,
      lower: text.toLowerCase(),
      start: match.index,
      end: match.index + text.length,
      opening:
        last === '' ||
        /[.!?:;•|(–—]/.test(last) ||
        (last === '-' && at > 0 && /\s/.test(line.charAt(at - 1))),
      label: /^\s*(?:[&/]\s*[\p{L}\s]{0,30})?:/u.test(
        line.slice(match.index + match[0].length, match.index + match[0].length + 40),
      ),
    });
  }
  return out;
}

function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word) || /^\d+\p{Lu}/u.test(word);
}

/** A clause that says what the person wants, not what they did ('seeking an SRE role'): no claim of experience. */
const ASPIRATION =
  /\b(?:seeking|looking for|looking to|interested in|aspiring|aiming for|hoping to|transitioning (?:to|into)|pursuing|to join|eager to|studying for|preparing for|working toward|working towards|planning to|plans to|scheduled to)\b[^.;]*/gi;

function aspirationSpans(line: string): Array<[number, number]> {
  return [...line.matchAll(ASPIRATION)].map((match) => [match.index, match.index + match[0].length]);
}

// 1. Figures.

/** Words around a figure that say nothing of what it counts. */
const CONTEXT_STOP = new Set(
  'the and for from with into over about around than that this then were was are has have had its per each our their'.split(
    ' ',
  ),
);

/** The words around a figure, without figures: what it counts. */
function contextOf(text: string, figure: Pick<Figure, 'start' | 'end'>): Set<string> {
  const before = text.slice(Math.max(0, figure.start - 50), figure.start);
  const after = text.slice(figure.end, figure.end + 50);
  const keep = (word: string) => word.length > 2 && !/^\d/.test(word) && !CONTEXT_STOP.has(word);
  const words = [
    ...plainTokens(before).filter(keep).slice(-3),
    ...plainTokens(after).filter(keep).slice(0, 3),
  ];
  // The first four letters: 'techs' and 'technicians', 'scripts' and 'prescriptions' are not; close enough.
  return new Set(words.map((word) => stemOf(word).slice(0, 4)));
}

function figureHeld(figure: Figure, line: string, sources: ClaimSources): Figure[] {
  const candidates = sources.figures.filter((source) => source.value === figure.value && !source.year);
  // A measure (money, a percentage, a time) is the same claim when its unit is: '$45K' is '$45K a month'.
  const specific = candidates.filter(
    (source) =>
      source.unit === figure.unit &&
      figure.unit !== 'count' &&
      !(
        figure.unit === 'time' &&
        figure.unitWord &&
        source.unitWord &&
        stemOf(figure.unitWord).slice(0, 3) !== stemOf(source.unitWord).slice(0, 3)
      ),
  );
  if (specific.length > 0) return specific;
  // A count needs the same thing counted: '12 nurses' is not the source's '12-lead EKG'.
  const around = contextOf(line, figure);
  const unitStem = figure.unitWord ? stemOf(figure.unitWord).slice(0, 4) : '';
  // 'Tier 2', 'Level II', 'Grade 5': a rank is the sources' only after the same word.
  const rankWord = /([\p{L}]+)[\s-]+$/u
    .exec(line.slice(Math.max(0, figure.start - 16), figure.start))?.[1]
    ?.toLowerCase();
  if (rankWord && RANK_WORDS.has(rankWord))
    return candidates.filter(
      (source) =>
        /([\p{L}]+)[\s-]+$/u.exec(
          sources.lowerText.slice(Math.max(0, source.start - 16), source.start),
        )?.[1] === rankWord,
    );
  return candidates.filter((source) => {
    if (figure.unit !== 'count' && source.unit !== 'count' && source.unit !== figure.unit) return false;
    // A share or an amount of money is not a count of something else ('60%' is not '60 alerts').
    if (
      (figure.unit === 'percent' || figure.unit === 'money') &&
      source.unit === 'count' &&
      source.unitWord !== ''
    )
      return false;
    // A count of things is not the source's length of time or amount of money ('12 nurses', '12-month').
    if (figure.unit === 'count' && source.unit !== 'count' && figure.unitWord !== '') return false;
    // Hours are not minutes: '30-Hour' is not the source's '30 minutes'.
    if (
      figure.unit === 'time' &&
      source.unit === 'time' &&
      figure.unitWord &&
      source.unitWord &&
      stemOf(figure.unitWord).slice(0, 3) !== stemOf(source.unitWord).slice(0, 3)
    )
      return false;
    if (unitStem && source.unitWord && stemOf(source.unitWord).slice(0, 4) === unitStem) return true;
    const theirs = contextOf(sources.lowerText, source);
    for (const word of around) if (theirs.has(word)) return true;
    return false;
  });
}

/** The source figure most like this one: the same unit, the most words around it in common. */
function closestFigure(figure: Figure, line: string, sources: ClaimSources): Figure | undefined {
  const around = contextOf(line, figure);
  let best: { figure: Figure; score: number } | undefined;
  for (const candidate of sources.figures) {
    if (candidate.year || candidate.unit !== figure.unit || candidate.value === figure.value) continue;
    const theirs = contextOf(sources.lowerText, candidate);
    let score = candidate.unitWord === figure.unitWord && figure.unitWord ? 2 : 0;
    for (const word of around) if (theirs.has(word)) score += 1;
    if (score > 1 && (!best || score > best.score)) best = { figure: candidate, score };
  }
  return best?.figure;
}

/** The work a number of years is of ('6+ years of medical assistant experience' -> 'medical assistant'). */
const YEARS_OF =
  /^\+?\s*(?:years?|yrs?)(?:\s+of|\s+in|\s+as\s+an?)?\s+((?:[\p{L}&/-]+\s+){0,4}?)(?:experience|work|background|expertise)\b/iu;
const YEARS_TAIL = /^\+?\s*(?:years?|yrs?)(?:\s+of\s+experience)?/i;

/** Years as what the line says the person is: the roles whose titles share its role noun. */
function yearsAsTitled(claimBefore: string, sources: ClaimSources): number | null {
  const head = /([^.;:]*?)\s+(?:with|having|bringing)\s*$/i.exec(claimBefore)?.[1] ?? '';
  const nouns = new Set(roleNounsOf(head));
  if (nouns.size === 0) return null;
  const months = sources.entrySpans
    .filter((entry) => roleNounsOf(entry.title).some((noun) => nouns.has(noun)))
    .reduce((sum, entry) => sum + entry.months, 0);
  return months > 0 ? Math.floor(months / 12) : null;
}

function yearsAllowed(claimRest: string, sources: ClaimSources, claimBefore = ''): number {
  const of = YEARS_OF.exec(claimRest);
  const kind = plainTokens(of?.[1] ?? '').filter(
    (token) => !/^(?:professional|total|combined|hands|on|relevant|industry)$/.test(token),
  );
  // 'Retail data analyst with 9+ years of experience': the analyst years, not the stock-room ones before
  // them. Not where the years are of a field ('9 years in the trade', '6 years at a SaaS company'): those
  // count every role in it.
  const ofExperience =
    /^\+?\s*(?:years?|yrs?)(?:\s+of\s+(?:[\p{L}&/-]+\s+){0,4}?experience\b|\s*(?:$|[,.;]|who\b|and\b))/iu.test(
      claimRest,
    );
  const titled = ofExperience ? yearsAsTitled(claimBefore, sources) : null;
  if (kind.length === 0) return titled ?? sources.experienceYears;
  // Years of one kind of work ('medical assistant', 'postdoctoral research', 'accounting') are the years
  // of the roles whose titles name all of it; when no title does ('acute care'), the line's own title's.
  const loose = (token: string) => stemOf(token).slice(0, 6);
  const months = sources.entrySpans
    .filter((entry) => {
      const title = new Set(plainTokens(entry.title).map(loose));
      return kind.every((token) => title.has(loose(token)));
    })
    .reduce((sum, entry) => sum + entry.months, 0);
  return months > 0 ? Math.floor(months / 12) : (titled ?? sources.experienceYears);
}

function judgeFigures(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  for (const figure of readFigures(line)) {
    const text = figure.text.trim();
    if (figure.year) {
      const known =
        [...sources.datePoints].some((point) => point.startsWith(`${figure.value}-`)) ||
        sources.figures.some((source) => source.value === figure.value);
      if (!known) flags.push(flag('date', text, figure.start, CLAIM_REASONS.yearNotInSources(text)));
      continue;
    }
    const rest = line.slice(figure.end);
    if (
      /^(?:years?|yrs?|decades?)\b/i.test(figure.unitWord) ||
      /^\+\s*(?:years?|yrs?)\b/i.test(rest.trimStart())
    ) {
      const years = /^decade/.test(figure.unitWord) ? figure.value * 10 : figure.value;
      const allowed = yearsAllowed(rest.trimStart(), sources, line.slice(0, figure.start));
      if (years <= allowed || sources.statedYears.has(years)) continue;
      const tail = YEARS_TAIL.exec(rest.trimStart())?.[0] ?? '';
      const span = line
        .slice(figure.start, figure.end + (rest.length - rest.trimStart().length) + tail.length)
        .trimEnd();
      flags.push(flag('date', span, figure.start, CLAIM_REASONS.years(span, allowed)));
      continue;
    }
    const held = figureHeld(figure, line, sources);
    if (held.length === 0) {
      const closest = closestFigure(figure, line, sources);
      flags.push(
        flag(
          'number',
          text,
          figure.start,
          closest ? CLAIM_REASONS.numberDiffers(text, closest.text.trim()) : CLAIM_REASONS.numberNew(text),
        ),
      );
      continue;
    }
    // The same figure moving the other way ('cut by 30%' where the source says it rose 30%).
    if (
      figure.direction &&
      held.every((source) => source.direction !== null && source.direction !== figure.direction)
    )
      flags.push(
        flag('number', text, figure.start, CLAIM_REASONS.direction(text, held[0]?.direction ?? 'up')),
      );
  }
  return flags;
}

// 2. Skills and tools of the taxonomy.

function skillHeld(mention: SkillMention, sources: ClaimSources): boolean {
  const { skill } = mention;
  if (sources.skills.has(skill.id) || narrowerSkillIds(skill.id).some((id) => sources.skills.has(id)))
    return true;
  const tokens = plainTokens(mention.text);
  if (tokens.some((token) => sources.denied.has(token))) return false;
  // A skill written in plain words is held when the sources use those words ('co-wrote' is writing);
  // a product's name ('Tableau') only when the sources name it. Never from what the answers deny.
  if (mention.text === mention.text.toLowerCase()) {
    // 'payroll processing' must be said together; one plain word may be said in any form.
    if (tokens.length > 1)
      return sources.evidencePrefixStream.includes(
        ` ${tokens.map((token) => stemOf(token).slice(0, 6)).join(' ')} `,
      );
    return tokens.every(
      (token) =>
        sources.evidenceStems.has(stemOf(token)) ||
        (knownWord(token, sources) && !sources.denied.has(skill.id)),
    );
  }
  if (sources.evidenceStream.includes(` ${tokens.join(' ')} `)) return true;
  // 'SQL queries' where the sources say 'SQL': the rest of the name claims nothing more.
  const core = tokens.filter((token) => !GENERIC_SKILL_NOUNS.has(token));
  if (
    core.length > 0 &&
    core.length < tokens.length &&
    sources.evidenceStream.includes(` ${core.join(' ')} `)
  )
    return true;
  // 'A/B testing' is the sources' 'A/B tests'.
  if (tokens.length > 1 && sources.evidenceStemStream.includes(` ${tokens.map(stemOf).join(' ')} `))
    return true;
  // An abbreviation the sources spell out ('AHA' for American Heart Association).
  return /^[A-Z]{2,6}$/.test(mention.text) && sources.initials.has(mention.text.toLowerCase());
}

/** Whether every source line naming the credential says it is not held yet, and this line does not. */
function credentialPending(mention: SkillMention, line: string, sources: ClaimSources): boolean {
  const near = (text: string, at: number, length: number) =>
    text.slice(Math.max(0, at - 50), at + length + 30);
  if (CREDENTIAL_PENDING.test(clauseAround(line, mention.start, mention.end))) return false;
  const name = mention.text.toLowerCase();
  const naming = sources.evidenceLines.filter((source) => source.toLowerCase().includes(name));
  return (
    naming.length > 0 &&
    naming.every((source) =>
      CREDENTIAL_PENDING.test(near(source, source.toLowerCase().indexOf(name), name.length)),
    )
  );
}

function judgeSkills(line: string, mentions: readonly SkillMention[], sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  for (const mention of mentions) {
    const { skill } = mention;
    if (skill.kind === 'soft') continue;
    // 'Advanced SQL' where the answers say 'basic SQL': a level of skill the sources do not give.
    const level =
      /\b(advanced|expert|expert-level|proficient|fluent|native|deep|senior-level|mastery of)\s+(?:in\s+|with\s+)?$/i.exec(
        line.slice(Math.max(0, mention.start - 24), mention.start),
      );
    if (level && !sources.evidenceLines.some((source) => new RegExp(`\\b${level[1]}\\b`, 'i').test(source))) {
      const text = line.slice(mention.start - level[0].length, mention.end);
      flags.push(flag('skill', text, mention.start - level[0].length, CLAIM_REASONS.notInSources(text)));
      continue;
    }
    if (skillHeld(mention, sources)) {
      // A credential the resume says is in progress ('CPA candidate'), claimed as held.
      if (skill.kind === 'credential' && credentialPending(mention, line, sources))
        flags.push(flag('credential', mention.text, mention.start, CLAIM_REASONS.pending(mention.text)));
      continue;
    }
    // A single plain word of the language ('writing', 'outreach') is the rewrite's wording, unless the
    // user denied it; a tool's name or a skill of several words is a claim.
    if (
      /^[a-z][a-z-]+$/.test(mention.text) &&
      !sources.denied.has(skill.id) &&
      (sources.speller?.correct(mention.text) ?? false)
    )
      continue;
    // '(no quota)', 'without Kafka': a skill named in a negation is not claimed.
    if (
      /\b(?:no|not|without|non|never)[\s-]+(?:\w+\s+)?$/i.test(
        line.slice(Math.max(0, mention.start - 20), mention.start),
      )
    )
      continue;
    const kind: ClaimKind = skill.kind === 'credential' ? 'credential' : 'skill';
    const denied =
      sources.denied.has(skill.id) ||
      plainTokens(mention.text).some((token) => sources.deniedTokens.has(token));
    const reason = denied
      ? kind === 'credential'
        ? CLAIM_REASONS.credentialDenied(mention.text)
        : CLAIM_REASONS.skillDenied(mention.text)
      : sources.jobSkills.has(skill.id)
        ? CLAIM_REASONS.jobOnly(mention.text)
        : CLAIM_REASONS.notInSources(mention.text);
    flags.push(flag(kind, mention.text, mention.start, reason));
  }
  return flags;
}

// 3. Names: capitalised words the sources never use, or use in another name.

const CONNECTORS = new Set(['of', 'and', '&', 'the', 'for', 'de', 'la', 'du', 'von', 'van', 'at']);

/** A capitalised word that is no name: a word of the sources, a heading word, a common abbreviation, an opening verb. */
function ordinaryWord(word: Word, sources: ClaimSources): boolean {
  const lower = word.lower.replace(/['’]s$/, '');
  if (
    LABEL_WORDS.has(lower) ||
    COMMON_ABBREVIATIONS.has(lower) ||
    COMMON_ABBREVIATIONS.has(lower.replace(/\./g, ''))
  )
    return true;
  const parts = plainTokens(lower);
  if (parts.every((part) => knownToken(part, sources))) return true;
  // 'B.S.' is the sources' 'BS'.
  if (/\./.test(lower) && knownToken(lower.replace(/[^a-z0-9]/g, ''), sources)) return true;
  if (/^[a-z]{2,6}$/.test(lower) && word.text === word.text.toUpperCase() && sources.initials.has(lower))
    return true;
  if (!word.opening) return false;
  // At the head of a sentence any word is capitalised: a verb or a dictionary word there is no name
  // ('Co-coach' opens with the verb 'coach').
  const last = parts[parts.length - 1] ?? '';
  // ('Owns the scorecard', a summary's verb in the third person.)
  const plain = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.replace(/(?<=[^s])e?s$/, '');
  return (
    verbForms(last) !== undefined ||
    (plain !== last &&
      [plain, last.slice(0, -1)].some((base) => verbForms(base) !== undefined || isDictionaryVerb(base))) ||
    parts.every((part) => sources.speller?.correct(part) ?? false)
  );
}

/** The run's own words ('Columbus State' of 'Columbus State Community College'), in order. */
function distinctive(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !CONNECTORS.has(token) && !ORG_GENERIC_WORDS.has(token));
}

/**
 * Whether the sources hold a name of several words: the same words in the same order, or its own words
 * in that order within one source line ('Ohio State' in 'The Ohio State University, Columbus'), or each
 * of two names joined by 'and' ('Google and Meta'). 'Columbus State' is not held by 'Columbus, OH' and
 * 'Ohio State' on two lines.
 */
function nameHeld(tokens: readonly string[], sources: ClaimSources, sameLine: boolean): boolean {
  if (phraseInSources(tokens, sources)) return true;
  const own = distinctive(tokens);
  if (own.length === 0) return true;
  const joined = tokens.join(' ');
  const parts = joined.split(/\s(?:and|&)\s/);
  if (parts.length > 1) return parts.every((part) => nameHeld(part.split(' '), sources, sameLine));
  return sources.evidenceLines.some((line) => {
    const have = plainTokens(line);
    if (sameLine) {
      const set = new Set(have);
      return own.every((token) => set.has(token));
    }
    // 'Ohio State' in 'The Ohio State University', not in 'Ohio Valley State University'.
    return ` ${distinctive(have).join(' ')} `.includes(` ${own.join(' ')} `);
  });
}

/** Degrees, which the degree rule judges: 'Associate of Applied Science', 'B.S. in Computer Science'. */
const DEGREE_PHRASE =
  /\b(?:(?:bachelor|master|associate|doctor)(?:['’]s(?:\s+degree)?|\s+degree|\s+of(?:\s+(?:arts|science|fine arts|applied science|business administration|education|engineering|laws|nursing|public health|social work|philosophy|music|technology))?)|ph\.?\s?d\.?|mba|b\.?f\.?a\.?|b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|m\.?ed\.?|a\.?a\.?s?\.?|a\.?s\.?|adn|bsn|msn|jd|high school diploma|ged)(?![\p{L}])/giu;

export function degreeSpans(line: string): Array<[number, number]> {
  return [...line.matchAll(DEGREE_PHRASE)]
    .filter((match) => /[A-Z]/.test(match[0]))
    .map((match) => [match.index, match.index + match[0].length]);
}

function judgeNames(
  line: string,
  sources: ClaimSources,
  context: LineContext,
  taken: ReadonlyArray<readonly [number, number]>,
): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const words = wordsOf(line);
  const covered = (word: Word) => taken.some(([from, to]) => word.start < to && word.end > from);
  let index = 0;
  while (index < words.length) {
    const first = words[index] as Word;
    if (!isCapitalised(first.text) || covered(first) || first.label) {
      index += 1;
      continue;
    }
    // A run of capitalised words, with 'of', '&', 'the' between them: 'Bank of the West'.
    let last = index;
    let next = index + 1;
    while (next < words.length) {
      const word = words[next] as Word;
      const gap = line.slice((words[next - 1] as Word).end, word.start);
      if (!/^\s+$|^\s?[-–]\s?$/.test(gap)) break;
      if (isCapitalised(word.text) && !covered(word) && !word.label) {
        last = next;
        next += 1;
      } else if (
        CONNECTORS.has(word.lower) &&
        next + 1 < words.length &&
        isCapitalised((words[next + 1] as Word).text) &&
        !covered(words[next + 1] as Word)
      ) {
        next += 1;
      } else break;
    }
    let run = words.slice(index, last + 1);
    index = last + 1;
    // The verb that opens a sentence is no part of a name: 'Partnered Kaiser' is 'Kaiser'.
    while (run.length > 1 && (run[0] as Word).opening && ordinaryWord(run[0] as Word, sources))
      run = run.slice(1);
    while (run.length > 0 && CONNECTORS.has((run[0] as Word).lower)) run = run.slice(1);
    if (run.length === 0) continue;
    const names = run.filter((word) => isCapitalised(word.text) && !CONNECTORS.has(word.lower));
    const unknown = names.filter((word) => !ordinaryWord(word, sources));
    const text = line.slice((run[0] as Word).start, (run[run.length - 1] as Word).end);
    const credential = CREDENTIAL_WORDS.test(text) || context.section === 'certifications';
    const tokens = run.flatMap((word) => plainTokens(word.text));
    // 'Pharmacist-in-Charge' spelled out where the sources write 'PIC'.
    const initialsOf = (list: readonly string[]) => list.map((token) => token.charAt(0)).join('');
    const spelled =
      !tokens.includes('and') &&
      [
        initialsOf(tokens.filter((token) => !CONNECTORS.has(token) || token === 'in')),
        initialsOf(distinctive(tokens)),
      ].some((initials) => initials.length >= 3 && sources.acronyms.has(initials));
    if (spelled) continue;
    const multi = names.length >= 2 && !nameHeld(tokens, sources, credential);
    if (unknown.length === 0 && !multi) continue;
    const from = !multi && unknown[0] ? unknown[0] : (run[0] as Word);
    const to = run[run.length - 1] as Word;
    const span = line.slice(from.start, to.end);
    const kind: ClaimKind = credential
      ? 'credential'
      : AWARD_PATTERNS.some((pattern) => pattern.test(span))
        ? 'award'
        : ROLE_NOUNS.has(to.lower) && run.length > 1
          ? 'title'
          : context.section === 'skills'
            ? 'skill'
            : 'organization';
    const denied = plainTokens(span).some((token) => sources.deniedTokens.has(token));
    flags.push(
      flag(
        denied && kind === 'organization' ? 'skill' : kind,
        span,
        from.start,
        denied ? CLAIM_REASONS.skillDenied(span) : CLAIM_REASONS.notInSources(span),
      ),
    );
  }
  return flags;
}

// 4. Credentials and degrees.

/**
 * Degrees by level, as a resume or a rewrite names them ('M.A.', 'BS/MS', "Master's in ..."). Words are
 * read in any case; abbreviations only in capitals ('ms' is milliseconds, 'MS' a degree).
 */
const DEGREE_LEVELS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /(?<![\p{L}])(?:[Pp]h\.?\s?[Dd]\.?|[Dd]octorate|[Dd]octoral degree|[Dd]octor of (?:[Pp]hilosophy|[Ee]ducation|[Nn]ursing [Pp]ractice|[Pp]harmacy)|Ed\.?D\.?|DNP|Pharm\.?\s?D\.?)(?![\p{L}])/gu,
    5,
  ],
  [
    /(?<![\p{L}])(?:[Mm]aster['’]?s(?: degree)?|[Mm]asters|[Mm]aster of (?:[Aa]rts|[Ss]cience|[Bb]usiness|[Ff]ine|[Ee]ducation|[Pp]ublic|[Ss]ocial|[Ee]ngineering|\p{Lu}\p{Ll}+)|M\.[SA]\.|MSc|M\.Sc\.?|MBA|M\.B\.A\.|M\.Ed\.?|MEd|M\.F\.A\.|MFA|MSN|MPH|MSW|M\.Eng\.?|MEng|(?<!,\s?)(?:MS|MA)(?=\s+(?:in|of)\s|,\s*\p{Lu}\p{Ll}|\s*\()|(?<=\/)(?:MS|MA))(?![\p{L}])/gu,
    4,
  ],
  [
    /(?<![\p{L}])(?:[Bb]achelor['’]?s?(?: degree)?|[Bb]achelor of(?= \p{Lu})|B\.[SA]\.|BSc|B\.Sc\.?|B\.F\.A\.|BFA|BSN|B\.Eng\.?|BEng|B\.?Com|(?<!,\s?)(?:BS|BA)(?=\s+(?:in|of)\s|,\s*\p{Lu}\p{Ll}|\s*[(/])|(?<=\/)(?:BS|BA))(?![\p{L}])/gu,
    3,
  ],
  [
    /(?<![\p{L}])(?:[Aa]ssociate['’]?s?(?: degree)?(?= in| of)|[Aa]ssociate of (?:[Aa]rts|[Ss]cience|[Aa]pplied [Ss]cience)|A\.[AS]\.(?=\s|,)|AAS|ADN)(?![\p{L}])/gu,
    2,
  ],
];

export interface DegreeClaim {
  level: number;
  text: string;
  start: number;
}

/** Every degree a text names, with its level. */
export function degreeClaims(text: string): DegreeClaim[] {
  const out: DegreeClaim[] = [];
  for (const [pattern, level] of DEGREE_LEVELS)
    for (const match of text.matchAll(pattern)) out.push({ level, text: match[0], start: match.index });
  return out.sort((a, b) => a.start - b.start);
}

/** The clause a span stands in: from the last clause boundary before it to the next after it. */
function clauseAround(line: string, start: number, end: number): string {
  const before = line.slice(0, start);
  const from = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf('. '),
    before.search(/\s(?:and|but|while)\s(?!.*\s(?:and|but|while)\s)/),
  );
  const rest = line.slice(end);
  const to = rest.search(/[,;.]|\s(?:and|but|while)\s/);
  return line.slice(from < 0 ? 0 : from, to < 0 ? line.length : end + to);
}

/** Words that claim a credential with the name beside them. */
const CREDENTIAL_MARK =
  /\b(?:certified|licensed|registered|chartered|board[- ]certified|certification|certificate|license|licence|credential)\b/gi;

/** The name a credential word stands beside: 'CMSRN certified', 'Certified Medical Assistant (CMA)'. */
function credentialName(line: string, at: number, end: number): string[] {
  const before =
    /((?:\p{Lu}[\p{L}\p{N}&+-]*\s+){1,4})$/u.exec(line.slice(Math.max(0, at - 60), at))?.[1] ?? '';
  const after =
    /^\s+(?:in\s+|as\s+an?\s+|by\s+the\s+)?((?:\p{Lu}[\p{L}\p{N}&+-]*\s*){1,5}(?:\([A-Z]{2,8}\))?)/u.exec(
      line.slice(end),
    )?.[1] ?? '';
  return [before.trim(), after.trim()].filter((name) => name.length > 1);
}

function judgeCredentials(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  // A degree at a level the sources do not show ('MBA', "Master's" for a Bachelor's, 'BS/MS' for a BS,
  // 'BSN-prepared' while the BSN is in progress). A high school diploma spelled out is no claim beyond
  // the school the resume lists.
  for (const degree of degreeClaims(line)) {
    if (degree.level < 2 || sources.degreeLevels.has(degree.level)) continue;
    if (CREDENTIAL_PENDING.test(clauseAround(line, degree.start, degree.start + degree.text.length)))
      continue;
    flags.push(
      flag(
        'credential',
        degree.text.trim(),
        degree.start,
        CLAIM_REASONS.degree(degree.text.trim(), sources.degreeLevel),
      ),
    );
  }
  for (const match of line.matchAll(CREDENTIAL_MARK)) {
    // 'pursuing the CMSRN', 'working toward CPA licensure': said as not held, no claim.
    if (CREDENTIAL_PENDING.test(clauseAround(line, match.index, match.index + match[0].length))) continue;
    const names = credentialName(line, match.index, match.index + match[0].length);
    if (names.length === 0 && /^(?:certificat|licen|credential)/i.test(match[0])) continue;
    const candidates = names.map((name) =>
      plainTokens(name).filter((token) => !CREDENTIAL_WORDS.test(token)),
    );
    // 'Certified Clinical Medical Assistant' is the sources' 'CCMA'.
    const initials = names.map((name) =>
      `${match[0].charAt(0)}${plainTokens(name)
        .map((token) => token.charAt(0))
        .join('')}`.toLowerCase(),
    );
    const inLine = (source: string, tokens: readonly string[]) => {
      const have = new Set(plainTokens(source));
      return tokens.length > 0 && tokens.every((token) => have.has(token));
    };
    // Every name beside the word must be the sources': 'Advanced Certified Scrum Product Owner' is not
    // the sources' 'Certified Scrum Product Owner'.
    const heldName = (tokens: readonly string[], index: number) =>
      sources.evidenceLines.some(
        (source) =>
          (inLine(source, tokens) &&
            (CREDENTIAL_WORDS.test(source) || /^(?:certified|licensed|registered)$/i.test(match[0]))) ||
          ((initials[index] ?? '').length >= 3 && plainTokens(source).includes(initials[index] ?? '')),
      );
    const allHeld = candidates.every((tokens, index) => tokens.length === 0 || heldName(tokens, index));
    const mentioned = allHeld
      ? sources.evidenceLines.filter(
          (source) =>
            (candidates.some((tokens) => inLine(source, tokens)) &&
              (CREDENTIAL_WORDS.test(source) || /^(?:certified|licensed|registered)$/i.test(match[0]))) ||
            initials.some((item) => item.length >= 3 && plainTokens(source).includes(item)),
        )
      : [];
    if (mentioned.length > 0 && mentioned.every((source) => CREDENTIAL_PENDING.test(source))) {
      flags.push(flag('credential', match[0], match.index, CLAIM_REASONS.pending(match[0])));
      continue;
    }
    if (mentioned.length > 0) continue;
    if (names.length === 0 && sources.lowerText.includes(match[0].toLowerCase().slice(0, 6))) continue;
    const before = names[0] && line.slice(0, match.index).trimEnd().endsWith(names[0]) ? names[0] : '';
    const from = before ? line.lastIndexOf(before, match.index) : match.index;
    const text = line.slice(from, match.index + match[0].length);
    flags.push(flag('credential', text, from, CLAIM_REASONS.notInSources(text)));
  }
  return flags;
}

// 5. Titles: a seniority word or a role the person never held.

function titleWord(word: Word): boolean {
  return ROLE_NOUNS.has(word.lower) || TITLE_MODIFIERS.has(word.lower) || SENIORITY_WORDS.test(word.lower);
}

function judgeTitleWords(line: string, sources: ClaimSources, context: LineContext): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const words = wordsOf(line);
  let index = 0;
  while (index < words.length) {
    if (!titleWord(words[index] as Word)) {
      index += 1;
      continue;
    }
    let end = index;
    while (
      end + 1 < words.length &&
      titleWord(words[end + 1] as Word) &&
      /^\s+$/.test(line.slice((words[end] as Word).end, (words[end + 1] as Word).start))
    )
      end += 1;
    // The phrase ends at its last role noun: 'Senior Litigation Paralegal', 'marketing manager'.
    let last = end;
    while (last >= index && !ROLE_NOUNS.has((words[last] as Word).lower)) last -= 1;
    const start = index;
    index = end + 1;
    if (last < start) continue;
    const phrase = words.slice(start, last + 1);
    const previous = words[start - 1];
    // Part of a name ('Meta Ads Manager', 'Google Tag Manager'): the name rule reads it.
    if (
      previous &&
      isCapitalised(previous.text) &&
      isCapitalised((phrase[0] as Word).text) &&
      /^\s+$/.test(line.slice(previous.end, (phrase[0] as Word).start)) &&
      !previous.opening
    )
      continue;
    const rankWords = phrase.filter((word) => SENIORITY_WORDS.test(word.lower));
    const noun = phrase[phrase.length - 1] as Word;
    // Where a summary says who the person is ('Senior Backend Engineer with 8 years'), every word of it
    // is a claim; elsewhere only a seniority word is ('led a senior team' says nothing of the person).
    // A title alone as an abbreviation ('HR', 'CPA', 'RN') is a department or a credential.
    if (phrase.length === 1 && (phrase[0] as Word).text === (phrase[0] as Word).text.toUpperCase()) continue;
    const identity =
      ((context.section === 'summary' || context.section === 'general') && (phrase[0] as Word).opening) ||
      // A bullet that is only a title ('Science Olympiad head coach.') says the person held it.
      (BULLET_SECTIONS.has(context.section) &&
        words.slice(0, start).every((word) => !verbForms(word.lower) && !baseOfVerb(word.lower)) &&
        /^\s*(?:[,.;:(]|$|at\b|for\b)/.test(line.slice(noun.end)));
    if (degreeSpans(line).some(([from, to]) => (phrase[0] as Word).start < to && noun.end > from)) continue;
    // Elsewhere a title is the person's only when the line says they held it ('served as charge nurse',
    // 'promoted to Lead'); 'the platform lead' is someone else.
    const asTitle = /\b(?:as|to|named|became|become|hired as|title of)\s+(?:an?\s+|the\s+)?$/i.test(
      line.slice(0, (phrase[0] as Word).start),
    );
    if (!identity && !asTitle) continue;
    // 'Certified Clinical Medical Assistant' is a credential: the credential rule reads it.
    if (CREDENTIAL_WORDS.test(line.slice(Math.max(0, (phrase[0] as Word).start - 40), noun.end))) continue;
    // Seniority and the role itself are the titles' to give; the words that say what kind of work
    // ('digital', 'litigation') may come from anything the person wrote about themselves.
    const unheld = (word: Word) => {
      const same = SAME_TITLE_WORD[word.lower] ?? word.lower;
      if (sources.titleTokens.has(word.lower) || sources.titleTokens.has(same)) return false;
      // 'PM' is the titles' 'Product Manager'.
      if (word.text === word.text.toUpperCase() && sources.titleInitials.has(word.lower)) return false;
      if (SENIORITY_WORDS.test(word.lower)) return true;
      const stem = stemOf(same);
      if (sources.titlePrefixes.has(stem.slice(0, 6))) return false;
      if (ROLE_NOUNS.has(word.lower))
        return !ROLE_FAMILIES.some(
          (family) => family.has(word.lower) && [...family].some((other) => sources.titleTokens.has(other)),
        );
      return !sources.selfTokens.has(stem);
    };
    const claims = phrase.filter((word) => unheld(word) && !/^(?:and|&|of|to|in|for)$/.test(word.lower));
    void rankWords;
    if (claims.length === 0) continue;
    const text = line.slice((phrase[0] as Word).start, noun.end);
    flags.push(flag('title', text, (phrase[0] as Word).start, CLAIM_REASONS.title(text, sources.titles)));
  }
  return flags;
}

/** An entry's title changed: any word it gains over the title the resume gives is a claim. */
function judgeEntryTitle(after: string, context: LineContext): ClaimFlag[] {
  const before = context.basis[0] ?? '';
  const normal = (token: string) => SAME_TITLE_WORD[token] ?? token;
  const loose = (token: string) => stemOf(normal(token)).slice(0, 6);
  const beforeTokens = new Set(context.basis.flatMap((line) => plainTokens(line)).map(loose));
  const words = wordsOf(after);
  // 'Medical Assistant Extern' for 'Medical Assistant (externship)' says the same; 'Senior' does not.
  const gained = words.filter((word) =>
    plainTokens(word.text).some(
      (token) => !beforeTokens.has(loose(token)) && !/^(?:and|of|the|for|in)$/.test(token),
    ),
  );
  // 'Field Engineer' for 'Field Engineering Intern': leaving out what made the title junior promotes.
  const lowered = plainTokens(before).find(
    (token) => JUNIOR_WORDS.test(token) && !plainTokens(after).includes(token),
  );
  if (gained.length === 0 && lowered)
    return [
      flag(
        'title',
        after.trim(),
        after.indexOf(after.trim()),
        CLAIM_REASONS.entryTitle(after.trim(), before),
      ),
    ];
  if (gained.length === 0) return [];
  const first = gained.find((word) => SENIORITY_WORDS.test(word.lower)) ?? (gained[0] as Word);
  const text = after.slice(first.start, (gained[gained.length - 1] as Word).end);
  return [
    flag(
      'title',
      first === gained[0] ? text : first.text,
      first.start,
      CLAIM_REASONS.entryTitle(first === gained[0] ? text : first.text, before),
    ),
  ];
}

/** An entry's dates changed: only the same months, written another way, are the sources'. */
function judgeDates(after: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  const range = parseDateRange(after);
  if (!range) return [];
  const basis = context.basis[0] ?? '';
  const before = parseDateRange(basis);
  const key = (point: { year: number; month: number } | null) =>
    point ? `${point.year}-${point.month}` : '';
  const points = before ? new Set([key(before.start), key(before.end)].filter(Boolean)) : sources.datePoints;
  for (const point of [range.start, range.end]) {
    if (!point) continue;
    const known =
      points.has(key(point)) ||
      (point.month === 0 && [...points].some((item) => item.startsWith(`${point.year}-`)));
    if (known) continue;
    const at = after.indexOf(String(point.year));
    const text = at >= 0 ? after.slice(at, at + 4) : after.trim();
    return [flag('date', text, Math.max(0, at), CLAIM_REASONS.dates(text, basis))];
  }
  if (before && range.current && !before.current) {
    const at = after.search(/present|current|now|today/i);
    const text = at >= 0 ? (after.slice(at).split(/\s/)[0] ?? after) : after.trim();
    return [flag('date', text, Math.max(0, at), CLAIM_REASONS.dates(text, basis))];
  }
  return [];
}

// 6. Awards, honours, rankings, publications and patents.

function judgeAwards(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  for (const pattern of AWARD_PATTERNS) {
    const match = pattern.exec(line);
    if (!match) continue;
    const inSources = sources.evidenceLines.some((source) => pattern.test(source));
    // The award's own words (capitalised around it) must be the sources' too.
    const lead = /(?:\p{Lu}[\p{L}'’-]*\s+)+$/u.exec(line.slice(0, match.index));
    const from = lead ? lead.index : match.index;
    const tail = /^[^,.;()]*/.exec(line.slice(match.index + match[0].length))?.[0] ?? '';
    const to =
      match.index +
      match[0].length +
      (/^\s+(?:\d{4}|\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*)*)/u.exec(tail)?.[0].length ?? 0);
    const text = line.slice(from, to).trim();
    const own = plainTokens(text).filter(
      (token) => token.length > 2 && !/^(?:the|and|for|award|awarded|awards|year|month)$/.test(token),
    );
    if (inSources && own.every((token) => knownToken(token, sources))) continue;
    flags.push(flag('award', text, from, CLAIM_REASONS.award(text)));
  }
  return flags;
}

// 7. Scope: leading, owning, a team or a budget, stronger than what the sources say of this line.

/** Titles of people who lead others. */
const LEAD_TITLE =
  /\b(?:supervisor|manager|lead|director|head|chief|foreman|superintendent|captain|principal|coordinator)\b/i;

/** Words before a lead word that make it a noun: 'the platform lead', 'a team lead'. */
const BEFORE_NOUN =
  /^(?:the|a|an|our|my|their|his|her|its|your|team|tech|technical|platform|project|engineering|group|shift|program|site|lab|design|as)$/;

/** A lead word used as a verb of the person's: at a clause's head, not a noun ('managers', 'the lead'). */
function leadVerbAt(words: readonly Word[], index: number, text: string): boolean {
  const word = words[index] as Word;
  // 'Co-managed', 'co-led': leading with another is still leading.
  const lower = word.lower.replace(/^co-/, '');
  if (!LEAD_VERBS.test(lower) || /(?:ors?|ers?|ment|ments|ship)$/.test(lower)) return false;
  const previous = words[index - 1];
  const next = words[index + 1];
  const opens =
    word.opening ||
    /[,;]\s*$/.test(text.slice(0, word.start)) ||
    (previous !== undefined && /^(?:and|then|also|i|we|did|personally|both)$/.test(previous.lower));
  if (!opens) return false;
  // 'leads passed on', 'lead to': a noun or another verb follows, not what was led.
  if (
    next &&
    (/^(?:to|from|were|was|is|are|per|passed|generated|came|converted)$/.test(next.lower) ||
      (/ed$/.test(next.lower) && next.lower !== 'red'))
  )
    return false;
  // 'own hand tools' has; 'Own the release process' leads.
  if (
    /^(?:own|head|direct)$/.test(word.lower) &&
    !/^(?:the|a|an|all|every|our|their|its|end-to-end)$/.test(next?.lower ?? '')
  )
    return false;
  return true;
}

/**
 * Does a source say the person led this: a lead word of theirs, at the head of a resume line's clause or
 * after 'I' in an answer ('the senior paralegal ran the war room' is someone else's)?
 */
function sourceLeads(text: string, answer = false): boolean {
  const words = wordsOf(text);
  return words.some((word, index) => {
    if (!LEAD_VERBS.test(word.lower) && !/^(?:responsible|accountable|in)$/.test(word.lower)) return false;
    if (word.lower === 'in' && words[index + 1]?.lower !== 'charge') return false;
    // 'ran audits' is doing the audits; 'ran the team' is leading.
    if (LEAD_WHEN_PEOPLE.test(word.lower) && !PEOPLE_OBJECTS.test(text.slice(word.end).trim())) return false;
    if (BEFORE_NOUN.test(words[index - 1]?.lower ?? '')) return false;
    const before = words.slice(Math.max(0, index - 4), index).map((item) => item.lower);
    // 'Controls engineer who programs PLCs and leads line upgrades': the user, naming themselves.
    const selfNamed = /^([^.;]{3,60}?)\s+who\b/i.exec(text);
    if (
      answer &&
      selfNamed &&
      word.start > (selfNamed[0].length ?? 0) - 4 &&
      looksLikeJobTitle(selfNamed[1] ?? '')
    )
      return true;
    if (answer) return before.some((item) => /^(?:i|we|i'm|i've|i'd|me)$/.test(item)) || index === 0;
    return (
      word.opening ||
      /^(?:and|also|then)$/.test(before.at(-1) ?? '') ||
      /[,;]\s*$/.test(text.slice(0, word.start)) ||
      before.includes('i')
    );
  });
}

function opener(text: string): string {
  return (wordsOf(text)[0]?.lower ?? '').replace(/[^a-z]/g, '');
}

function sharesWord(a: string, b: string): boolean {
  const mine = new Set(
    plainTokens(a)
      .filter((token) => token.length > 3)
      .map(stemOf),
  );
  return plainTokens(b).some((token) => token.length > 3 && mine.has(stemOf(token)));
}

/** Words that say nothing of what a line is about. */
const TOPIC_STOP = new Set(
  'a an the and or of to in on for with by at from as is are was were be been it its this that these those i we my our me us their they them into over per via than then also about around have has had did do does not no yes so but all any each more most some such very just only'.split(
    ' ',
  ),
);

/** The stems of a line's words that say what it is about, remembered: source lines are read again and again. */
const topicStems = remembering(
  (text: string): Set<string> =>
    new Set(
      plainTokens(text)
        .filter((token) => token.length > 1 && !TOPIC_STOP.has(token) && !/^\d+$/.test(token))
        .map(stemOf),
    ),
  20_000,
);

function sharedWords(a: string, b: string): number {
  const mine = topicStems(a);
  let count = 0;
  for (const stem of topicStems(b)) if (mine.has(stem)) count += 1;
  return count;
}

function sharesTopic(a: string, b: string): boolean {
  return sharedWords(a, b) >= 2;
}

/** An answer that says the person did it with this very verb: 'For the budget I built the opex model'. */
function answerSaysSameVerb(verb: string, answers: readonly string[]): boolean {
  const stem = stemOf(verb.toLowerCase());
  return answers.some((clause) => {
    const words = plainTokens(clause);
    return words.some(
      (word, index) =>
        stemOf(word) === stem &&
        words.slice(Math.max(0, index - 3), index).some((before) => before === 'i' || before === 'we'),
    );
  });
}

/** An answer that says the person did it: with this verb, or in other words and without 'helped'. */
function answerSaysDid(verb: string, answers: readonly string[]): boolean {
  const stem = stemOf(verb.toLowerCase());
  return answers.some((clause) => {
    const words = plainTokens(clause);
    if (
      words.some(
        (word, index) =>
          stemOf(word) === stem &&
          words.slice(Math.max(0, index - 3), index).some((before) => before === 'i' || before === 'we'),
      )
    )
      return true;
    // 'I've put together the whole deck': the person did it, in other words, and did not only help.
    return (
      /^(?:\w+\s+){0,6}?(?:i|we)(?:'ve|'d| have| had| did)?\s+(?!help|assist|support|contribut|participat|work(?:ed)? with)/i.test(
        clause,
      ) &&
      !SUPPORT_OPENERS.test(
        opener(clause.replace(/^.*?\b(?:i|we)(?:'ve|'d)?\s+(?:have\s+|had\s+|did\s+|also\s+)*/i, '')),
      )
    );
  });
}

const LEADING = new WeakMap<ClaimSources, string[]>();

/** The resume's lines that say the person led something ('responsible for' is not leading), read once. */
function leadingLines(sources: ClaimSources): string[] {
  let lines = LEADING.get(sources);
  if (!lines) {
    lines = sources.resumeLines.filter((text) =>
      sourceLeads(text.replace(/\b(?:responsible|accountable)\b|\bin charge\b/gi, ' ')),
    );
    LEADING.set(sources, lines);
  }
  return lines;
}

/** Does the clause that ends with `before` have another person for its subject ('the PM made ...')? */
function saidOfAnother(before: string): boolean {
  const clause = (before.split(/[.;!?,]/).pop() ?? '')
    .trim()
    .replace(/^(?:and|but|while|so|then|where|when)\s+/i, '');
  return OTHERS_CLAUSE.test(clause) && !/\b(?:i|we)\b/i.test(clause);
}

function judgeScope(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const answers = sources.affirmedClauses.filter((clause) => sharesTopic(clause, line));
  // What the resume says elsewhere of the same work counts too: a summary restates the bullets.
  const related = leadingLines(sources).filter((text) => sharedWords(text, line) >= 3);
  const basis = [...context.basis, ...answers];
  const words = wordsOf(line);
  // A summary may say what a title says: a 'Shop Supervisor' supervises.
  const titled = context.section === 'summary' && sources.titles.some((title) => LEAD_TITLE.test(title));
  if (
    !titled &&
    !context.basis.some((text) => sourceLeads(text)) &&
    related.length === 0 &&
    !answers.some((text) => sourceLeads(text, true))
  ) {
    for (const [index, word] of words.entries()) {
      if (!leadVerbAt(words, index, line) || /^(?:responsible|accountable)$/.test(word.lower)) continue;
      if (
        LEAD_WHEN_PEOPLE.test(word.lower.replace(/^co-/, '')) &&
        !PEOPLE_OBJECTS.test(line.slice(word.end).trim())
      )
        continue;
      const helped = basis.some((text) => SUPPORT_OPENERS.test(opener(text)));
      flags.push(
        flag(
          'scope',
          word.text,
          word.start,
          helped ? CLAIM_REASONS.scopeHelped(word.text) : CLAIM_REASONS.scopeNew(word.text),
        ),
      );
      break;
    }
  }
  // 'Built ...' where the resume says 'Helped build ...': the rewrite says the person did it alone.
  const first = words.find(
    (word, index) => index > 0 || !/^(?:have|has|had|am|is|are|was|were|be|been)$/.test(word.lower),
  );
  if (
    flags.length === 0 &&
    first &&
    context.basis.length > 0 &&
    context.basis.every((text) => SUPPORT_OPENERS.test(opener(text))) &&
    !SUPPORT_OPENERS.test(first.lower) &&
    !NEUTRAL_VERBS.test(first.lower) &&
    (verbForms(first.lower) !== undefined ||
      baseOfVerb(first.lower) !== '' ||
      LEAD_VERBS.test(first.lower)) &&
    !answerSaysDid(first.text, answers)
  )
    flags.push(flag('scope', first.text, first.start, CLAIM_REASONS.scopeHelped(first.text)));
  // 'Negotiated the rates' where the answer says 'my manager did the negotiating'.
  if (flags.length === 0) {
    for (const [index, word] of words.entries()) {
      const opens =
        word.opening ||
        ['and', 'then'].includes(words[index - 1]?.lower ?? '') ||
        /[,;]\s*$/.test(line.slice(0, word.start));
      if (!opens) continue;
      const stem = stemOf(word.lower);
      const object = line.slice(word.end).split(/[,;]|\s(?:while|and|but|as|so|because|whereas)\s/)[0] ?? '';
      const other = sources.othersDid.find(
        (item) =>
          item.stem === stem &&
          sharesTopic(item.answer, line) &&
          // 'did the negotiating' names the work in its verb; 'runs the meeting' in its object.
          (sharesWord(item.what, object) ||
            !plainTokens(item.what).some((token) => token.length > 3 && !token.endsWith('ing'))),
      );
      if (
        !other ||
        answerSaysSameVerb(
          word.text,
          sources.affirmedClauses.filter((clause) => other.answer.includes(clause)),
        )
      )
        continue;
      // 'while the senior paralegal ran the war room' says it of someone else, as the answer does.
      const said = plainTokens(line.slice(Math.max(0, word.start - 40), word.start));
      if (plainTokens(other.who).some((token) => token.length > 2 && said.includes(token))) continue;
      flags.push(flag('scope', word.text, word.start, CLAIM_REASONS.someoneElse(word.text, other.who)));
      break;
    }
  }
  for (const pattern of [SCOPE_NOUNS, SCOPE_INTENSIFIERS, DECISION_WORDS, OWNING_VERBS]) {
    const match = pattern.exec(line);
    if (!match || flags.some((item) => item.start <= match.index && item.end > match.index)) continue;
    // 'the HR manager makes the final call': the line itself says it of someone else.
    if (saidOfAnother(line.slice(0, match.index))) continue;
    // Said by the user of themselves: 'The PM made the award decisions' is someone else's.
    const said = (text: string) => {
      const found = pattern.exec(text);
      if (found?.[0].toLowerCase() !== match[0].toLowerCase()) return false;
      return !saidOfAnother(text.slice(0, found.index));
    };
    if (basis.some(said) || sources.evidenceLines.some(said)) continue;
    flags.push(flag('scope', match[0], match.index, CLAIM_REASONS.scopeNew(match[0])));
  }
  return flags;
}

// 8. Contact details.

function judgeContact(after: string, sources: ClaimSources): ClaimFlag[] {
  const value = after.trim();
  const digits = value.replace(/\D/g, '');
  const known =
    sources.lowerText.includes(value.toLowerCase()) ||
    (digits.length >= 7 && sources.lines.some((line) => line.replace(/\D/g, '').includes(digits)));
  return known || value === ''
    ? []
    : [flag('contact', value, after.indexOf(value), CLAIM_REASONS.contact(value))];
}

const KIND_ORDER: readonly ClaimKind[] = [
  'credential',
  'award',
  'title',
  'skill',
  'number',
  'date',
  'organization',
  'contact',
  'scope',
];

/** One flag per span: where two readings overlap ('PMP certified' is a skill and a credential), the more specific. */
function withoutOverlaps(flags: readonly ClaimFlag[]): ClaimFlag[] {
  const sorted = [...flags].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const kept: ClaimFlag[] = [];
  for (const item of sorted)
    if (!kept.some((other) => item.start < other.end && item.end > other.start)) kept.push(item);
  return kept.sort((a, b) => a.start - b.start);
}

/** The claims of one line of a change that its sources do not hold. */
/** Each line's verdict, per reading of the sources: the writer and the last check ask of the same lines. */
const VERDICTS = new WeakMap<ClaimSources, Map<string, ClaimFlag[]>>();

export function checkClaims(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  const key = `${context.role}\u0000${context.section}\u0000${context.basis.join('\u0001')}\u0000${line}`;
  let verdicts = VERDICTS.get(sources);
  if (!verdicts) {
    verdicts = new Map();
    VERDICTS.set(sources, verdicts);
  }
  const known = verdicts.get(key);
  if (known) return known.map((item) => ({ ...item }));
  const flags = judgeLine(line, context, sources);
  verdicts.set(key, flags);
  return flags.map((item) => ({ ...item }));
}

function judgeLine(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  if (line.trim() === '') return [];
  switch (context.role) {
    case 'heading':
      return [];
    case 'contact':
      return judgeContact(line, sources);
    case 'dates':
      return judgeDates(line, context, sources);
    case 'title':
      return context.basis.length > 0
        ? judgeEntryTitle(line, context)
        : withoutOverlaps([
            ...judgeTitleWords(line, sources, { ...context, section: 'summary' }),
            ...judgeNames(line, sources, context, []),
          ]);
    case 'company':
    case 'location': {
      const tokens = plainTokens(line).filter(
        (token) => !ORG_GENERIC_WORDS.has(token) && !CONNECTORS.has(token),
      );
      if (
        tokens.length === 0 ||
        phraseInSources(tokens, sources) ||
        nameHeld(plainTokens(line), sources, true)
      )
        return [];
      // The same employer with words the sources give added ('Carolina Precision (manufacturing, 450 staff)').
      const kept = distinctive(plainTokens(context.basis[0] ?? ''));
      const have = new Set(tokens);
      if (
        kept.length > 0 &&
        kept.every((token) => have.has(token)) &&
        tokens.every((token) => knownToken(token, sources))
      )
        return [];
      if (context.role === 'location' && tokens.every((token) => knownToken(token, sources))) return [];
      const value = line.trim();
      return [
        flag('organization', value, line.indexOf(value), CLAIM_REASONS.place(value, context.basis[0] ?? '')),
      ];
    }
    default: {
      if (context.section === 'skills')
        return withoutOverlaps([...judgeProse(line, context, sources), ...judgeSkillItems(line, sources)]);
      return judgeProse(line, context, sources);
    }
  }
}

/** Each item of a skills list the taxonomy does not know ('7shifts', 'whole-animal butchery') must be the sources'. */
function judgeSkillItems(line: string, sources: ClaimSources): ClaimFlag[] {
  const flags: ClaimFlag[] = [];
  const body = line.replace(/^\s*\p{Lu}[\p{L}&/ -]{0,40}:\s*/u, (label) => ' '.repeat(label.length));
  const known = new Set(findSkillMentions(line).flatMap((mention) => plainTokens(mention.text)));
  for (const match of body.matchAll(/[^,;|•()]+/g)) {
    const item = match[0].trim();
    if (!item) continue;
    const tokens = plainTokens(item).filter(
      (token) => token.length > 1 && !known.has(token) && !CONNECTORS.has(token),
    );
    // Every word of an item names what the person can do: each must be the sources' (in any form), but
    // for the words lists use to say what kind of thing it is ('management', 'tools').
    // A word no dictionary knows and the sources never use ('7shifts') is a tool's name; plain words of
    // the language may be the rewrite's wording ('data cleaning'), unless most of the item is new.
    const strange = tokens.filter((token) => !knownWord(token, sources) && !SKILL_LIST_WORDS.has(token));
    const unknown = strange.filter((token) => !(sources.speller?.correct(token) ?? false));
    if (unknown.length === 0 && strange.length * 2 <= tokens.length) continue;
    const start = match.index + match[0].indexOf(item);
    const denied = tokens.some((token) => sources.deniedTokens.has(token));
    flags.push(
      flag('skill', item, start, denied ? CLAIM_REASONS.skillDenied(item) : CLAIM_REASONS.notInSources(item)),
    );
  }
  return flags;
}

/** Words a skills list uses to say what kind of skill an item is. */
const SKILL_LIST_WORDS = new Set(
  'management manage managing analysis analytics planning reporting reports tracking support design development communication communications skills skill tools tool software systems system basic advanced intermediate proficient fluent native working knowledge familiar experience level strong excellent including and or with in of for the a'.split(
    ' ',
  ),
);

function judgeProse(line: string, context: LineContext, sources: ClaimSources): ClaimFlag[] {
  {
    const aspirations = aspirationSpans(line);
    const inAspiration = (item: { start: number }) =>
      aspirations.some(([from, to]) => item.start >= from && item.start < to);
    const mentions = findSkillMentions(line);
    const labels = new Set(
      wordsOf(line)
        .filter((word) => word.label)
        .map((word) => word.start),
    );
    const counted = mentions.filter(
      (mention) => !labels.has(mention.start) && !/^\s*[&/]?[^,;.]{0,30}:/.test(line.slice(mention.end)),
    );
    const taken = [...mentions.map((mention) => [mention.start, mention.end] as const), ...degreeSpans(line)];
    return withoutOverlaps([
      ...judgeFigures(line, sources),
      ...judgeSkills(line, counted, sources),
      ...judgeCredentials(line, sources),
      ...judgeTitleWords(line, sources, context),
      ...judgeAwards(line, sources),
      ...judgeNames(line, sources, context, taken),
      ...judgeScope(line, context, sources),
    ]).filter((item) => !inAspiration(item) || item.kind === 'number');
  }
}
