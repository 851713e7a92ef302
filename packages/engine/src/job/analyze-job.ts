/**
 * Job description -> requirements: title, seniority, years of experience asked, required and preferred
 * hard skills (taxonomy first, phrase extraction for what it lacks), soft skills, education, certifications
 * and licences, and the industries its skills point to.
 */

import { findSkillMentions, getSkill, type SkillMention } from '../taxonomy/find-skills';
import { looksLikeJobTitle, SENIORITY_ORDER, seniorityOf } from '../taxonomy/job-titles';
import { normalizeNewlines, squash, unique } from '../text/normalize-text';
import type { JobAnalysis, JobSkill, Seniority } from '../types';
import { extractPhrases } from './extract-phrases';
import { type JobSegment, readJobText } from './read-job-text';

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
};
const YEARS_PATTERN =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*\+?\s*(?:(?:-|–|to)\s*(\d{1,2})\s*\+?\s*)?(?:\(\d+\)\s*)?(?:years?|yrs?)\b(?:['’]s?)?(?:\s+of)?(?=[^.]{0,80}\b(?:experience|exp\b|working|work|in|as|with|of))/i;

const DEGREE_RULES: ReadonlyArray<readonly [RegExp, string, number]> = [
  [/\b(ph\.?\s?d|doctorate|doctoral|dnp|pharm\.?d|m\.?d\.)\b/i, 'Doctorate', 5],
  [
    /\b(master'?s?|m\.s\.?c?|msc|m\.a\.|(?:ms|ma)(?= in | degree)|mba|m\.?tech|m\.?eng|msn|mph|m\.ed)\b/i,
    "Master's degree",
    4,
  ],
  [
    /\b(bachelor'?s?|b\.s\.?c?|bsc|b\.a\.|(?:bs|ba|be)(?= in | degree)|b\.?tech|bsn|b\.?com|undergraduate degree|four-year degree|4-year degree|college degree|university degree)/i,
    "Bachelor's degree",
    3,
  ],
  [/\b(associate'?s? degree|associate degree|a\.?a\.?s?\b|adn|two-year degree)/i, "Associate's degree", 2],
  [/\b(high school diploma|high school|ged|secondary school)\b/i, 'High school diploma', 1],
];

const CERTIFICATION_PATTERNS: readonly RegExp[] = [
  /\b((?:[A-Z][\w+&/-]*\s){0,3}[A-Z][\w+&/-]*)\s+(?:certification|certificate|certified|license|licence|licensure)\b/g,
  /\b(?:certified|licensed|registered)\s+((?:[A-Z][\w&-]*\s?){1,4})/g,
  /\b(current (?:state )?(?:licen[cs]e|licensure|certification)[^.,;]{0,40})/gi,
];

/** Degree level a text mentions: 0 none, 1 high school ... 5 doctorate. */
export function degreeLevel(text: string): number {
  let level = 0;
  for (const [pattern, , rank] of DEGREE_RULES) if (pattern.test(text)) level = Math.max(level, rank);
  return level;
}

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

function readEducation(segments: readonly JobSegment[]): string[] {
  const found: string[] = [];
  for (const segment of segments) {
    if (segment.boilerplate) continue;
    for (const [pattern, label] of DEGREE_RULES) {
      if (!pattern.test(segment.text)) continue;
      if (
        label === "Master's degree" &&
        /\bmed(ical)?\b/i.test(segment.text) &&
        !/master/i.test(segment.text)
      )
        continue;
      const field =
        /\b(?:degree|diploma|bachelor'?s?|master'?s?|bs|ba|ms)\s+(?:degree\s+)?(?:in|of)\s+([A-Z][\w&/, -]{2,60}?)(?=[.;()]|\s(?:or|and)\s(?:a\s)?(?:related|equivalent|similar)|$)/i.exec(
          segment.text,
        );
      found.push(
        field
          ? `${label} in ${squash(field[1] ?? '')
              .replace(/\s+or\s+relevant.*$/i, '')
              .slice(0, 50)}`
          : label,
      );
      break;
    }
  }
  return unique(found);
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
        if (value.split(' ').length <= 7 && !/\b(we|our|you|equal)\b/i.test(value)) found.push(value);
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
const COMPANY_SUFFIX = /\s+(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|Corp\.?|Corporation|Co\.|GmbH|PLC|LLP)$/;
const EMPLOYER_PATTERNS: readonly RegExp[] = [
  // 'Under Canvas Inc. | Belgrade, MT' below the title, as job boards copy it.
  new RegExp(String.raw`^(${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})[ \t]*[|·•][ \t]`, 'gm'),
  new RegExp(String.raw`^About (${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4})[ \t]*:?[ \t]*$`, 'gm'),
  new RegExp(
    String.raw`(${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,4}) is an? (?:proud )?(?:Equal|EEO|EOE|equal)`,
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

/** Reads a job description. Same text, same analysis. */
export function analyzeJob(text: string): JobAnalysis {
  const segments = readJobText(text);
  const title = readTitle(text);
  const employers = employerNames(text);
  const tallies = new Map<string, SkillTally>();
  const softSkills: string[] = [];
  const allMentions: SkillMention[] = [];
  for (const segment of segments) {
    if (segment.boilerplate) continue;
    const inNames = nameSpans(segment.text, employers);
    const mentions = findSkillMentions(segment.text).filter(
      (mention) => !inNames.some(([start, end]) => start <= mention.start && mention.end <= end),
    );
    allMentions.push(...mentions);
    const covered: Array<[number, number]> = [];
    for (const mention of mentions) {
      covered.push([mention.start, mention.end]);
      if (mention.skill.kind === 'soft') {
        softSkills.push(mention.skill.name);
        continue;
      }
      if (mention.skill.kind === 'credential') continue;
      addTally(
        tallies,
        mention.skill.id,
        mention.skill.name,
        mention.skill.family,
        segment,
        mention.skill.id,
      );
    }
    // Phrases only where the part of the ad states requirements or duties.
    if (segment.part === 'company' || segment.part === 'benefits') continue;
    for (const phrase of extractPhrases(segment.text)) {
      if (covered.some(([start, end]) => phrase.start < end && start < phrase.end)) continue;
      const key = `phrase:${phrase.text.toLowerCase()}`;
      addTally(tallies, key, phrase.text, 'phrase', segment, null);
    }
  }
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
  return {
    title,
    seniority,
    years_required: years,
    required_skills: byWeight(required),
    preferred_skills: byWeight(preferred),
    soft_skills: unique(softSkills),
    education: readEducation(segments),
    certifications: readCertifications(segments, allMentions),
    industries: industriesOf(skills.map((tally) => tally.skill)),
  };
}

function addTally(
  tallies: Map<string, SkillTally>,
  key: string,
  name: string,
  family: string,
  segment: JobSegment,
  id: string | null,
): void {
  let tally = tallies.get(key);
  if (!tally) {
    tally = {
      skill: { name, id, family, importance: 'required', mentions: 0 },
      insisted: false,
      plain: false,
      bonus: false,
    };
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

function industriesOf(skills: readonly JobSkill[]): string[] {
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
