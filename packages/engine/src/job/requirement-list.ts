/**
 * The posting's requirements as one list, the way a recruiter screening resumes reads them: each skill
 * or set of alternatives, each soft skill, credential, degree and number of years, with its kind, its
 * level and the posting's own words. Duties and the company's pitch never reach this list (see
 * sentence-role.ts); the separate lists of JobAnalysis (required_skills, certifications, ...) are views
 * of the same reading.
 */
import { getSkill, slug } from '../taxonomy/find-skills';
import type { JobRequirement, RequirementKind } from '../types';
import type { DegreeAsked } from './read-education';
import type { YearsAsked } from './read-years';
import type { SkillTally } from './skill-tally';

export interface RequirementReadings {
  skills: readonly SkillTally[];
  isRequired: (tally: SkillTally) => boolean;
  soft: ReadonlyArray<{ name: string; preferred: boolean; words: string }>;
  credentials: ReadonlyArray<{ name: string; preferred: boolean }>;
  degrees: readonly DegreeAsked[];
  years: readonly YearsAsked[];
}

const DEGREE_NAMES = [
  '',
  'High school diploma',
  "Associate's degree",
  "Bachelor's degree",
  "Master's degree",
  'Doctorate',
];

/** A phrase that opens with what is done ('managing a team of product managers') is a duty asked. */
const DOING = /^(?:[a-z]+ing|lead|manage|build|develop|design|support|work)\b/i;

function kindOf(tally: SkillTally): RequirementKind {
  const id = tally.skill.id;
  if (id === null) {
    if (/\bclearance\b/i.test(tally.skill.name)) return 'clearance';
    return DOING.test(tally.skill.name) ? 'duty' : 'skill';
  }
  const record = getSkill(id);
  if (record?.family === 'languages-spoken') return 'language';
  if (record?.kind === 'tool') return 'tool';
  if (record?.kind === 'credential') return 'credential';
  return 'skill';
}

export function requirementList(readings: RequirementReadings): JobRequirement[] {
  const list: JobRequirement[] = [];
  for (const tally of readings.skills) {
    const alternatives = tally.skill.alternatives ?? [];
    list.push({
      kind: kindOf(tally),
      level: readings.isRequired(tally) ? 'required' : 'preferred',
      group: alternatives.length > 0 ? 'any' : 'all',
      members: [{ name: tally.skill.name, id: tally.skill.id }, ...alternatives],
      words: tally.words.length > 0 ? [...tally.words] : [tally.skill.name],
    });
  }
  const soft = new Map<string, { preferred: boolean; words: string[] }>();
  for (const item of readings.soft) {
    const known = soft.get(item.name);
    if (known) {
      known.preferred &&= item.preferred;
      if (!known.words.includes(item.words)) known.words.push(item.words);
    } else soft.set(item.name, { preferred: item.preferred, words: [item.words] });
  }
  for (const [name, item] of soft) {
    list.push({
      kind: 'skill',
      soft: true,
      level: item.preferred ? 'preferred' : 'required',
      group: 'all',
      members: [{ name, id: getSkill(slug(name))?.id ?? null }],
      words: item.words,
    });
  }
  for (const { name, preferred } of readings.credentials) {
    list.push({
      kind: 'credential',
      level: preferred ? 'preferred' : 'required',
      group: 'all',
      members: [{ name, id: getSkill(slug(name))?.id ?? null }],
      words: [name],
    });
  }
  // The lowest degree a required sentence accepts, and a higher one a preferred sentence names.
  const required = readings.degrees.filter((degree) => !degree.preferred);
  const lowest = Math.min(
    ...(required.length > 0 ? required : readings.degrees).map((degree) => degree.level),
  );
  for (const degree of readings.degrees) {
    const isLowest = degree.level === lowest && (required.length === 0 || !degree.preferred);
    if (!isLowest && !(degree.preferred && degree.level > lowest)) continue;
    if (list.some((item) => item.kind === 'degree' && item.degree === degree.level)) continue;
    list.push({
      kind: 'degree',
      level: degree.preferred && !isLowest ? 'preferred' : required.length === 0 ? 'preferred' : 'required',
      group: 'all',
      members: [{ name: DEGREE_NAMES[degree.level] ?? degree.text, id: null }],
      words: [degree.text],
      degree: degree.level,
      fields: degree.fields,
    });
  }
  for (const asked of readings.years) {
    if (
      list.some(
        (item) => item.kind === 'years' && item.years === asked.years && item.words[0] === asked.words,
      )
    )
      continue;
    list.push({
      kind: 'years',
      level: asked.preferred ? 'preferred' : 'required',
      group: 'all',
      members: [{ name: asked.work ?? 'Experience', id: null }],
      words: [asked.words],
      years: asked.years,
    });
  }
  return list.sort((a, b) => Number(a.level === 'preferred') - Number(b.level === 'preferred'));
}
