/**
 * Reads a job posting written in Spanish, French or German with its language's table, into the same
 * JobAnalysis the English reader gives: the requirements a recruiter reads (skills and tools with their
 * alternatives, soft skills, languages, credentials, degrees and years), each required or preferred, and
 * none from the duties, the company's pitch or what the employer offers.
 */
import type { JobLanguageTable } from '../lang/job-table';
import type { SkillMention } from '../taxonomy/find-skills';
import { seniorityOf } from '../taxonomy/job-titles';
import { resolveSenses } from '../taxonomy/senses';
import { unique } from '../text/normalize-text';
import type { JobAnalysis, Seniority } from '../types';
import type { PhraseSpan } from './extract-phrases';
import { capitalNames, localPhrases, localSkillMentions } from './local-mentions';
import { groupAlternatives } from './read-alternatives';
import type { JobSegment } from './read-job-text';
import {
  localCredentials,
  localDegreeClauses,
  readLocalCredentials,
  readLocalEducation,
  readLocalYears,
} from './read-local-qualifications';
import { readLocalJobText } from './read-local-text';
import { readTitle } from './read-title';
import { requirementList } from './requirement-list';
import {
  addTally,
  byWeight,
  industriesOf,
  mergeAlternatives,
  postingIndustries,
  type SkillTally,
} from './skill-tally';

function overlaps(spans: ReadonlyArray<readonly [number, number]>, item: { start: number; end: number }) {
  return spans.some(([start, end]) => item.start < end && start < item.end);
}

/** The mentions of a segment the job can ask for: none inside a degree's fields or a credential's name. */
function segmentMentions(segment: JobSegment, table: JobLanguageTable) {
  const degrees = localDegreeClauses(segment.text, table);
  const credentials = localCredentials(segment.text, table).map(
    (credential) => [credential.start, credential.end] as const,
  );
  const covered: Array<readonly [number, number]> = [...degrees, ...credentials];
  const mentions = localSkillMentions(segment.text, table).filter(
    (mention) => mention.skill.kind === 'credential' || !overlaps(covered, mention),
  );
  return { mentions, covered };
}

/** Reads a posting in the table's language (see the module's comment). Same text, same analysis. */
export function analyzeLocalJob(text: string, table: JobLanguageTable, industry?: string): JobAnalysis {
  const segments = readLocalJobText(text, table);
  const title = readTitle(text);
  const read = segments
    .filter((segment) => !segment.boilerplate)
    .map((segment) => ({ segment, ...segmentMentions(segment, table) }));
  const codes = postingIndustries(read, industry);
  const tallies = new Map<string, SkillTally>();
  const dutyTallies = new Map<string, SkillTally>();
  const groupKeys: string[] = [];
  const softSkills: Array<{ name: string; preferred: boolean; words: string }> = [];
  const taxonomyCredentials = new Map<string, boolean>();
  for (const { segment, mentions: found, covered } of read) {
    const mentions = resolveSenses(segment.text, found, codes);
    if (segment.role === 'duty') {
      for (const mention of mentions)
        if (mention.skill.kind !== 'soft' && mention.skill.kind !== 'credential')
          addTally(
            dutyTallies,
            mention.skill.id,
            mention.skill.name,
            mention.skill.family,
            segment,
            mention.skill.id,
          );
      continue;
    }
    const taken: Array<readonly [number, number]> = [...covered];
    const hard: SkillMention[] = [];
    for (const mention of mentions) {
      taken.push([mention.start, mention.end]);
      if (mention.skill.kind === 'soft')
        softSkills.push({ name: mention.skill.name, preferred: segment.preferred, words: mention.text });
      else if (mention.skill.kind === 'credential')
        taxonomyCredentials.set(
          mention.skill.name,
          (taxonomyCredentials.get(mention.skill.name) ?? true) && segment.preferred,
        );
      else hard.push(mention);
    }
    for (const group of groupAlternatives(segment.text, hard, table)) {
      const [first, ...rest] = group;
      if (!first) continue;
      const key =
        rest.length === 0 ? first.skill.id : `alt:${group.map((mention) => mention.skill.id).join('|')}`;
      if (rest.length > 0 && !tallies.has(key)) groupKeys.push(key);
      addTally(
        tallies,
        key,
        first.skill.name,
        first.skill.family,
        segment,
        first.skill.id,
        rest.map((mention) => ({ name: mention.skill.name, id: mention.skill.id })),
        group.map((mention) => mention.text),
      );
    }
    const phrases: PhraseSpan[] = [...localPhrases(segment.text, table)];
    phrases.push(
      ...capitalNames(segment.text, [...taken, ...phrases.map((item) => [item.start, item.end] as const)]),
    );
    for (const phrase of phrases) {
      if (overlaps(taken, phrase)) continue;
      taken.push([phrase.start, phrase.end]);
      addTally(
        tallies,
        `phrase:${phrase.text.toLowerCase()}`,
        phrase.text,
        'phrase',
        segment,
        null,
        [],
        [phrase.text],
      );
    }
  }
  mergeAlternatives(tallies, groupKeys);
  const skills = [...tallies.values()];
  const isRequired = (tally: SkillTally) => tally.insisted || tally.plain;
  const asked = new Set(
    skills.flatMap((tally) => [tally.skill.id, ...(tally.skill.alternatives ?? []).map((item) => item.id)]),
  );
  const yearsAsked = readLocalYears(segments, table);
  const years = yearsAsked[0]?.years ?? null;
  let seniority: Seniority = seniorityOf(title);
  if (seniority === 'mid' && years !== null && years >= 7) seniority = 'senior';
  if (seniority === 'mid' && years !== null && years <= 1) seniority = 'entry';
  const education = readLocalEducation(segments, table);
  const credentials = [
    ...readLocalCredentials(segments, table),
    ...[...taxonomyCredentials].map(([name, preferred]) => ({ name, preferred })),
  ];
  const requirements = requirementList({
    skills,
    isRequired,
    soft: softSkills,
    credentials,
    degrees: education.degrees,
    years: yearsAsked,
  });
  return {
    title,
    seniority,
    years_required: years,
    required_skills: byWeight(
      skills.filter(isRequired).map((tally) => ({ ...tally.skill, importance: 'required' as const })),
    ),
    preferred_skills: byWeight(
      skills
        .filter((tally) => !isRequired(tally))
        .map((tally) => ({ ...tally.skill, importance: 'preferred' as const })),
    ),
    duty_skills: byWeight(
      [...dutyTallies.values()]
        .filter((tally) => !asked.has(tally.skill.id))
        .map((tally) => ({ ...tally.skill, importance: 'preferred' as const })),
    ),
    requirements,
    soft_skills: unique(softSkills.map((item) => item.name)),
    education: education.education,
    certifications: credentials.map((item) => item.name),
    industries: industriesOf(skills.map((tally) => tally.skill)),
    degree_level: education.level,
    language: table.language,
  };
}
