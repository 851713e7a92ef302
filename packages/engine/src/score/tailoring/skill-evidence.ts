/**
 * How well the resume shows each skill the job asks for: 0 to 1 by the best place it stands (an
 * experience bullet counts more than a summary, which counts more than a bare skills list), where that
 * is, and the skill shown when it is another one the job accepts or a narrower one.
 */

import { clauseStems, describerOf, PARTLY_SHOWN } from '../../taxonomy/described-skills';
import { getSkill, skillStemKeys } from '../../taxonomy/find-skills';
import { termsFor } from '../../taxonomy/senses';
import { narrowerSkillIds } from '../../taxonomy/skill-relations';
import { inflectionStem } from '../../taxonomy/stems';
import { plainTokens, unique } from '../../text/normalize-text';
import type { JobAnalysis, JobSkill, SectionType } from '../../types';
import { isListLine, type ResumeLine } from './resume-lines';
import type { TailoringReads } from './tailoring-reads';
import { roughStem } from './word-stem';

/** Evidence weight by where a skill is shown (RUBRIC: bullet > summary > skills list). */
const EVIDENCE_WEIGHT: Record<SectionType | 'experience_header', number> = {
  experience: 1,
  projects: 0.9,
  volunteer: 0.85,
  research: 0.85,
  publications: 0.8,
  experience_header: 0.7,
  summary: 0.65,
  certifications: 0.65,
  awards: 0.6,
  education: 0.55,
  skills: 0.5,
  general: 0.5,
  affiliations: 0.4,
  portfolio: 0.5,
  languages: 0.5,
  interests: 0.2,
  references: 0,
};

/** The weight of a skill shown in this line: its section's, no more than a skills list's for a bare list. */
function lineWeight(line: ResumeLine): number {
  const weight = EVIDENCE_WEIGHT[line.sectionType] ?? 0.5;
  return isListLine(line) ? Math.min(weight, EVIDENCE_WEIGHT.skills) : weight;
}

export interface SkillEvidence {
  skill: JobSkill;
  /** 0 to 1: the best place the resume shows it. */
  evidence: number;
  where: ResumeLine | null;
  /**
   * The skill the resume shows for it, when that is another one: an alternative the job accepts
   * ('RabbitMQ' for 'Kafka or RabbitMQ') or a narrower skill ('PostgreSQL' for 'SQL').
   */
  shownAs?: string;
  /**
   * Shown only by a suite or a kind of file that stands for it ('MS Office' for Excel): no gap to ask
   * about, but no keyword an applicant tracking system finds either.
   */
  partly?: true;
}

const PHRASE_FILLER = new Set([
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'to',
  'in',
  'for',
  'with',
  'on',
  'all',
  'our',
  'your',
  'new',
]);

const POSTING_LANGUAGE_SKILL: Record<string, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
};

interface Found {
  evidence: number;
  where: ResumeLine;
  id: string;
  partly?: true;
}

/**
 * How well each job skill is evidenced in the resume lines (copied lines excluded). A skill counts as
 * shown when the resume names it, one of the alternatives the job accepts for it, or a narrower skill
 * (PostgreSQL for SQL), in any inflection (forecasted for Forecasting); a bare list of skills counts as
 * much as the skills section wherever it stands.
 */
export function measureSkillEvidence(
  job: JobAnalysis,
  lines: readonly ResumeLine[],
  reads: TailoringReads,
  skills: readonly JobSkill[] = [...job.required_skills, ...job.preferred_skills],
): SkillEvidence[] {
  const bySkill = new Map<string, Found>();
  const lineStems: Array<Set<string>> = [];
  const weights = lines.map(lineWeight);
  // Each line's clauses, read once when a skill is looked for in its words (see describerOf).
  const lineClauses: Array<readonly string[] | undefined> = [];
  lines.forEach((line, index) => {
    lineStems.push(new Set(reads.lineTokens(line.text).map(roughStem)));
    const weight = weights[index] ?? 0.5;
    for (const mention of reads.lineSkills.mentions(line.text)) {
      const best = bySkill.get(mention.skill.id);
      if (!best || weight > best.evidence)
        bySkill.set(mention.skill.id, { evidence: weight, where: line, id: mention.skill.id });
    }
  });
  // Lines by the stems they hold, built on the first look-up: most skills are found by name.
  let linesByStem: Map<string, number[]> | null = null;
  const byInflection = (id: string): Found | undefined => {
    if (!linesByStem) {
      const index = new Map<string, number[]>();
      lines.forEach((line, at) => {
        for (const token of reads.lineTokens(line.text)) {
          const stem = inflectionStem(token);
          const list = index.get(stem);
          if (!list) index.set(stem, [at]);
          else if (list[list.length - 1] !== at) list.push(at);
        }
      });
      linesByStem = index;
    }
    let best: Found | undefined;
    for (const key of skillStemKeys(id)) {
      for (const index of linesByStem.get(key.split(' ')[0] ?? '') ?? []) {
        const weight = weights[index] ?? 0.5;
        const line = lines[index] as ResumeLine;
        if (
          (!best || weight > best.evidence) &&
          (!key.includes(' ') || reads.lineStems(line.text).includes(` ${key} `))
        )
          best = { evidence: weight, where: line, id };
      }
    }
    return best;
  };
  // A resume written in the posting's language shows that language ('Bilingual English/Spanish' asks
  // an English resume for Spanish alone).
  const ownLanguage = POSTING_LANGUAGE_SKILL[job.language ?? 'en'];
  const shownFor = (id: string): Found | undefined => {
    if (id === ownLanguage && lines[0]) return { evidence: 1, where: lines[0], id };
    let best = bySkill.get(id);
    for (const narrower of narrowerSkillIds(id)) {
      const found = bySkill.get(narrower);
      if (found && (!best || found.evidence > best.evidence)) best = found;
    }
    if (best && best.evidence >= 1) return best;
    // 'AP Calculus' shows Advanced Placement to a job that asks for it: a term that may mean the skill.
    for (const { pattern } of termsFor(id)) {
      lines.forEach((line, index) => {
        const weight = weights[index] ?? 0.5;
        if ((!best || weight > best.evidence) && pattern.test(line.text))
          best = { evidence: weight, where: line, id };
      });
    }
    // 'Managed the store's inventory' shows Inventory Management; 'MS Office' shows Excel in part.
    const name = getSkill(id)?.name;
    const describe = name ? describerOf(id, name) : null;
    if (describe)
      lines.forEach((line, index) => {
        const weight = weights[index] ?? 0.5;
        if (best && best.evidence >= weight) return;
        const share = describe(line.text, () => {
          let found = lineClauses[index];
          if (!found) {
            found = clauseStems(line.text);
            lineClauses[index] = found;
          }
          return found;
        });
        if (share > 0 && (!best || weight * share > best.evidence))
          best = {
            evidence: weight * share,
            where: line,
            id,
            ...(share === PARTLY_SHOWN ? { partly: true as const } : {}),
          };
      });
    const inflected = byInflection(id);
    return inflected && (!best || inflected.evidence > best.evidence) ? inflected : best;
  };
  return skills.map((skill) => {
    if (skill.id) {
      let best: Found | undefined;
      for (const id of [
        skill.id,
        ...(skill.alternatives ?? []).flatMap((item) => (item.id ? [item.id] : [])),
      ]) {
        const found = shownFor(id);
        if (found && (!best || found.evidence > best.evidence)) best = found;
      }
      if (!best) return { skill, evidence: 0, where: null };
      const shown = best.id === skill.id ? undefined : best.id;
      return {
        skill,
        evidence: best.evidence,
        where: best.where,
        ...(shown ? { shownAs: nameOf(shown, skill) } : {}),
        ...(best.partly ? { partly: true as const } : {}),
      };
    }
    // A phrase: its content words in one line count fully, most of them half.
    const wanted = unique(
      plainTokens(skill.name)
        .filter((token) => !PHRASE_FILLER.has(token))
        .map(roughStem),
    );
    let best = 0;
    let where: ResumeLine | null = null;
    lines.forEach((line, index) => {
      const stems = lineStems[index] ?? new Set<string>();
      const hit = wanted.filter((token) => stems.has(token)).length / Math.max(wanted.length, 1);
      const score = (hit >= 0.99 ? 1 : hit >= 0.5 ? 0.5 : 0) * (weights[index] ?? 0.5);
      if (score > best) {
        best = score;
        where = line;
      }
    });
    return { skill, evidence: best, where };
  });
}

function nameOf(id: string, skill: JobSkill): string {
  return skill.alternatives?.find((item) => item.id === id)?.name ?? getSkill(id)?.name ?? id;
}
