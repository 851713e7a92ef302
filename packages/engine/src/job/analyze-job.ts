/**
 * Job description -> requirements: title, seniority, years of experience asked, required and preferred
 * hard skills (taxonomy first, phrase extraction for what it lacks), soft skills, education, certifications
 * and licences, and the industries its skills point to.
 */

import { findSkillMentions, getSkill, type SkillMention } from '../taxonomy/find-skills';
import { looksLikeJobTitle, SENIORITY_ORDER, seniorityOf } from '../taxonomy/job-titles';
import { isSenseTerm, resolveSenses, senseIndustries } from '../taxonomy/senses';
import { normalizeNewlines, squash, unique } from '../text/normalize-text';
import { NUMBER_WORDS } from '../text/number-words';
import type { JobAnalysis, JobSkill, JobSkillAlternative, Seniority } from '../types';
import { extractPhrases } from './extract-phrases';
import { groupAlternatives } from './read-alternatives';
import { degreeClauses, degreeLevel, readEducation } from './read-education';
import { type JobSegment, readJobText } from './read-job-text';

/** 'one' counts in a job's years ('one year of experience'), not in a rewrite's figures. */
const WORD_NUMBERS: Record<string, number> = { one: 1, ...NUMBER_WORDS };
// `\s*(?:\+\s*)?` rather than `\s*\+?\s*`: the same text, without two adjacent runs of spaces to split.
const YEARS_PATTERN =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*(?:\+\s*)?(?:(?:-|–|to)\s*(\d{1,2})\s*(?:\+\s*)?)?(?:\(\d+\)\s*)?(?:years?|yrs?)\b(?:['’]s?)?(?:\s+of)?(?=[^.]{0,80}\b(?:experience|exp\b|working|work|in|as|with|of))/i;

const CERTIFICATION_PATTERNS: readonly RegExp[] = [
  // Words bounded (no word of a credential's name is 40 characters long): tried at every word start, an
  // unbounded word would make a long run of letters quadratic.
  /\b((?:[A-Z][\w+&/-]{0,39}\s){0,3}[A-Z][\w+&/-]{0,39})\s+(?:certification|certificate|certified|license|licence|licensure)\b/g,
  /\b(?:certified|licensed|registered)\s+((?:[A-Z][\w&-]*\s?){1,4})/g,
  /\b(current (?:state )?(?:licen[cs]e|licensure|certification)[^.,;]{0,40})/gi,
];

export { degreeLevel };

function readTitle(text: string): string {
  const lines = normalizeNewlines(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const labelled = /^(?:job title|position|title|role)\s*[:\-–]\s*(.{3,80})$/im.exec(text);
  if (labelled) return squash(labelled[1] ?? '');
  for (const line of lines.slice(0, 5)) {
    if (
      line.length <= 90 &&
      !/[.!?]$/.test(line) &&
      looksLikeJobTitle(line.split(/\s[-–—|]\s|\(|,/)[0] ?? '')
    ) {
      return squash(line.split(/\s[|]\s/)[0] ?? line);
    }
  }
  const seeking =
    /\b(?:looking for|seeking|hiring|hire)\s+(?:an?\s+|our next\s+|a talented\s+|an experienced\s+)?((?:[A-Z][\w/&-]*\s?){1,5})/.exec(
      text,
    );
  if (seeking && looksLikeJobTitle(seeking[1] ?? '')) return squash(seeking[1] ?? '');
  const first = lines[0] ?? '';
  return first.length <= 80 ? first : '';
}

function readYears(segments: readonly JobSegment[]): number | null {
  for (const segment of segments) {
    if (segment.boilerplate) continue;
    const match = YEARS_PATTERN.exec(segment.text);
    if (!match) continue;
    const raw = (match[1] ?? '').toLowerCase();
    const value = WORD_NUMBERS[raw] ?? Number(raw);
    if (Number.isFinite(value) && value > 0 && value <= 30) return value;
  }
  return null;
}

function readCertifications(segments: readonly JobSegment[], mentions: readonly SkillMention[]): string[] {
  const found = mentions
    .filter((mention) => mention.skill.kind === 'credential')
    .map((mention) => mention.skill.name);
  for (const segment of segments) {
    if (segment.boilerplate) continue;
    for (const pattern of CERTIFICATION_PATTERNS) {
      for (const match of segment.text.matchAll(pattern)) {
        const value = squash(match[0]).replace(/[,;.]$/, '');
        // 'Verifying licensure' is a duty; 'RN licensure' beside 'Registered Nurse' says it twice.
        if (
          value.split(' ').length > 7 ||
          /\b(we|our|you|equal)\b/i.test(value) ||
          /^[A-Z][a-z]+ing\b/.test(value)
        )
          continue;
        const named = findSkillMentions(value).filter((mention) => mention.skill.kind === 'credential');
        if (named.length > 0 && named.every((mention) => found.includes(mention.skill.name))) continue;
        found.push(value);
      }
    }
  }
  return unique(found).slice(0, 12);
}

/**
 * How the ad speaks of a skill: in a sentence that insists on it ('must', 'required', 'strong'), in a
 * plain one (a stack list, a duty), or in one that calls it a bonus. A skill called a bonus is preferred
 * unless some sentence insists on it: 'Our stack includes Go ... Experience with Go is a bonus' asks for
 * Go as a plus.
 */
interface SkillTally {
  skill: JobSkill;
  insisted: boolean;
  plain: boolean;
  bonus: boolean;
}

const INSISTS =
  /\b(must|required|requires?|requirements?|minimum|essential|mandatory|need to|needs to|you need|proficien\w*|strong|solid|expert\w*|extensive|deep|\d+\+? years?)\b/i;

const NAME_WORD = String.raw`[A-Z][\w&'’.-]*`;
const BOUNDED_NAME_WORD = String.raw`[A-Z][\w&'’.-]{0,39}`;
const COMPANY_SUFFIX = /\s+(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|Corp\.?|Corporation|Co\.|GmbH|PLC|LLP)$/;
const EMPLOYER_PATTERNS: readonly RegExp[] = [
  // 'Under Canvas Inc. | Belgrade, MT' below the title, as job boards copy it.
  new RegExp(String.raw`^(${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})[ \t]*[|·•][ \t]`, 'gm'),
  new RegExp(String.raw`^About (${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})[ \t]*:?[ \t]*$`, 'gm'),
  // Tried at every capital, not only at line starts: a word of the name is bounded (no name word is
  // 40 letters long), so a long run of letters costs linear time, not quadratic.
  new RegExp(
    String.raw`(${BOUNDED_NAME_WORD}(?:[ \t]+${BOUNDED_NAME_WORD}){1,4}) is an? (?:proud )?(?:Equal|EEO|EOE|equal)`,
    'g',
  ),
];

/**
 * The employer's name, where the ad states it and it has two words or more ('Under Canvas', 'Epic
 * Games'): a skill inside it ('Canvas') is the company, not a requirement. A one-word name ('Salesforce')
 * is left alone, since a job there may well ask for the product.
 */
function employerNames(text: string): string[] {
  const names = new Set<string>();
  const normalized = normalizeNewlines(text);
  for (const pattern of EMPLOYER_PATTERNS) {
    for (const match of normalized.matchAll(pattern)) {
      const name = (match[1] ?? '').replace(COMPANY_SUFFIX, '').trim();
      if (name.split(/\s+/).length >= 2 && !looksLikeJobTitle(name)) names.add(name);
    }
  }
  return [...names];
}

/** Where the employer's names stand in a piece of text. */
function nameSpans(text: string, names: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const name of names) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length))
      spans.push([at, at + name.length]);
  }
  return spans;
}

/** A language is asked for when the job wants it spoken, written or read ('fluent in Spanish', 'bilingual'). */
const LANGUAGE_ASKED =
  /\b(?:fluen\w*|bilingual|multilingual|native|proficien\w*|speak\w*|spoken|verbal and written|written and (?:verbal|spoken|oral)|oral and written|(?:read|write),? and speak|communicate (?:effectively )?in|command of)\b/i;
/** Where a language names a subject or the students taught, not a language the candidate must use. */
const LANGUAGE_SUBJECT =
  /^\s*(?:language\s+)?(?:learners?|language arts|as a (?:second|new|foreign) language|literature|classes|lessons|curriculum|teachers?|instruction|department|speaking (?:students|learners|families))\b/i;
const LANGUAGE_TAUGHT = /\b(?:teach(?:ing|es)?|tutor(?:ing)?|conversational)\s+$/i;

function languageAsked(text: string, mention: SkillMention): boolean {
  if (mention.skill.family !== 'languages-spoken') return true;
  if (mention.skill.id === 'bilingual') return true;
  if (LANGUAGE_SUBJECT.test(text.slice(mention.end, mention.end + 40))) return false;
  if (LANGUAGE_TAUGHT.test(text.slice(Math.max(0, mention.start - 20), mention.start))) return false;
  return LANGUAGE_ASKED.test(text);
}

/** Skills named inside the employer's names or a degree's list of fields are no requirement. */
function inSpans(spans: ReadonlyArray<readonly [number, number]>, mention: { start: number; end: number }) {
  return spans.some(([start, end]) => mention.start < end && start < mention.end);
}

/**
 * Reads a job description. Same text, same analysis. `industry` (a name from taxonomy/industries.ts,
 * such as 'Education') gives ambiguous terms their sense in that field ('PLC'); without it, they take
 * the sense of the fields the job's other skills point to.
 */
export function analyzeJob(text: string, industry?: string): JobAnalysis {
  const segments = readJobText(text);
  const title = readTitle(text);
  const employers = employerNames(text);
  const read = segments
    .filter((segment) => !segment.boilerplate)
    .map((segment) => {
      const names = nameSpans(segment.text, employers);
      return {
        segment,
        mentions: findSkillMentions(segment.text).filter((mention) => !inSpans(names, mention)),
      };
    });
  const counts = new Map<string, number>();
  for (const { mentions } of read)
    for (const mention of mentions)
      if (mention.skill.kind !== 'soft' && !isSenseTerm(mention.text))
        counts.set(mention.skill.id, (counts.get(mention.skill.id) ?? 0) + 1);
  const codes = senseIndustries(
    industry,
    industriesOf([...counts].map(([id, mentions]) => ({ id, mentions }))),
  );
  const tallies = new Map<string, SkillTally>();
  const groupKeys: string[] = [];
  const softSkills: string[] = [];
  const allMentions: SkillMention[] = [];
  for (const { segment, mentions: found } of read) {
    const degrees = degreeClauses(segment.text);
    const mentions = resolveSenses(segment.text, found, codes).filter(
      (mention) => mention.skill.kind === 'credential' || !inSpans(degrees, mention),
    );
    allMentions.push(...mentions);
    const covered: Array<readonly [number, number]> = [...degrees];
    const hard: SkillMention[] = [];
    for (const mention of mentions) {
      covered.push([mention.start, mention.end]);
      if (mention.skill.kind === 'soft') softSkills.push(mention.skill.name);
      else if (mention.skill.kind !== 'credential' && languageAsked(segment.text, mention))
        hard.push(mention);
    }
    for (const group of groupAlternatives(segment.text, hard)) {
      const [first, ...rest] = group;
      if (!first) continue;
      const key =
        rest.length === 0 ? first.skill.id : `alt:${group.map((mention) => mention.skill.id).join('|')}`;
      if (rest.length > 0 && !tallies.has(key)) groupKeys.push(key);
      const alternatives = rest.map((mention) => ({ name: mention.skill.name, id: mention.skill.id }));
      addTally(tallies, key, first.skill.name, first.skill.family, segment, first.skill.id, alternatives);
    }
    // Phrases only where the part of the ad states requirements or duties.
    if (segment.part === 'company' || segment.part === 'benefits') continue;
    for (const phrase of extractPhrases(segment.text)) {
      if (inSpans(covered, phrase)) continue;
      const key = `phrase:${phrase.text.toLowerCase()}`;
      addTally(tallies, key, phrase.text, 'phrase', segment, null);
    }
  }
  mergeAlternatives(tallies, groupKeys);
  const skills = [...tallies.values()];
  const isRequired = (tally: SkillTally) => tally.insisted || (tally.plain && !tally.bonus);
  const required = skills
    .filter(isRequired)
    .map((tally) => ({ ...tally.skill, importance: 'required' as const }));
  const preferred = skills
    .filter((tally) => !isRequired(tally))
    .map((tally) => ({ ...tally.skill, importance: 'preferred' as const }));
  const years = readYears(segments);
  let seniority: Seniority = seniorityOf(title);
  if (seniority === 'mid' && years !== null && years >= 7) seniority = 'senior';
  if (seniority === 'mid' && years !== null && years <= 1) seniority = 'entry';
  const education = readEducation(segments);
  return {
    title,
    seniority,
    years_required: years,
    required_skills: byWeight(required),
    preferred_skills: byWeight(preferred),
    soft_skills: unique(softSkills),
    education: education.education,
    certifications: readCertifications(segments, allMentions),
    industries: industriesOf(skills.map((tally) => tally.skill)),
    degree_level: education.level,
  };
}

/**
 * One requirement per set of alternatives: two groups that share a skill are one ('Tableau or Power BI',
 * later 'Power BI or Looker'), and a skill the job also asks for on its own is asked for on its own.
 */
function mergeAlternatives(tallies: Map<string, SkillTally>, groupKeys: readonly string[]): void {
  for (const key of groupKeys) {
    const group = tallies.get(key);
    if (!group) continue;
    const members = [group.skill.id ?? '', ...(group.skill.alternatives ?? []).map((item) => item.id ?? '')];
    const other = groupKeys.find(
      (otherKey) =>
        otherKey !== key &&
        tallies.has(otherKey) &&
        members.some((id) => otherKey.slice(4).split('|').includes(id)),
    );
    // A skill the job insists on by itself stays a requirement by itself ('Strong SQL is required');
    // one it only names in passing ('manage the pipeline in Salesforce') is the same requirement as
    // the alternatives it accepts elsewhere ('Salesforce or another CRM').
    for (const id of members) {
      const passing = tallies.get(id);
      if (!passing || passing.insisted) continue;
      group.plain ||= passing.plain;
      group.bonus ||= passing.bonus;
      group.skill.mentions += passing.skill.mentions;
      tallies.delete(id);
    }
    const alone = members.map((id) => tallies.get(id)).find((tally) => tally !== undefined);
    if (!alone && !other) continue;
    const into = alone ?? (other ? tallies.get(other) : undefined);
    if (!into) continue;
    into.insisted ||= group.insisted;
    into.plain ||= group.plain;
    into.bonus ||= group.bonus;
    into.skill.mentions += group.skill.mentions;
    if (!alone && other) {
      const known = new Set([into.skill.id, ...(into.skill.alternatives ?? []).map((item) => item.id)]);
      const added = [{ name: group.skill.name, id: group.skill.id }, ...(group.skill.alternatives ?? [])];
      into.skill.alternatives = [
        ...(into.skill.alternatives ?? []),
        ...added.filter((item) => !known.has(item.id)),
      ];
    }
    tallies.delete(key);
  }
}

function addTally(
  tallies: Map<string, SkillTally>,
  key: string,
  name: string,
  family: string,
  segment: JobSegment,
  id: string | null,
  alternatives: readonly JobSkillAlternative[] = [],
): void {
  let tally = tallies.get(key);
  if (!tally) {
    tally = {
      skill: { name, id, family, importance: 'required', mentions: 0 },
      insisted: false,
      plain: false,
      bonus: false,
    };
    if (alternatives.length > 0) tally.skill.alternatives = [...alternatives];
    tallies.set(key, tally);
  }
  tally.skill.mentions += 1;
  if (segment.preferred) tally.bonus = true;
  else if (INSISTS.test(segment.text)) tally.insisted = true;
  else tally.plain = true;
}

/** Taxonomy skills before phrases, then by mentions, then by name: a stable order. */
function byWeight(list: JobSkill[]): JobSkill[] {
  return list.sort(
    (a, b) =>
      Number(b.id !== null) - Number(a.id !== null) ||
      b.mentions - a.mentions ||
      a.name.localeCompare(b.name),
  );
}

function industriesOf(skills: ReadonlyArray<Pick<JobSkill, 'id' | 'mentions'>>): string[] {
  const scores = new Map<string, number>();
  for (const skill of skills) {
    if (!skill.id) continue;
    const record = getSkill(skill.id);
    if (!record) continue;
    for (const code of record.industries)
      scores.set(code, (scores.get(code) ?? 0) + skill.mentions / record.industries.length);
  }
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([code]) => code);
}

export function seniorityRank(level: Seniority): number {
  return SENIORITY_ORDER.indexOf(level);
}
