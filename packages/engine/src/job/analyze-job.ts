/**
 * Job description -> requirements: title, seniority, years of experience asked, required and preferred
 * hard skills (taxonomy first, phrase extraction for what it lacks), soft skills, education, certifications
 * and licences, and the industries its skills point to.
 */

import { detectLanguage } from '../lang/detect-language';
import { JOB_TABLES } from '../lang/job-tables';
import type { SkillMention } from '../taxonomy/find-skills';
import { SENIORITY_ORDER, seniorityOf } from '../taxonomy/job-titles';
import { resolveSenses } from '../taxonomy/senses';
import { unique } from '../text/normalize-text';
import type { JobAnalysis, Seniority } from '../types';
import { analyzeLocalJob } from './analyze-local-job';
import { employerNames, nameSpans } from './employer-names';
import { extractPhrases, type PhraseSpan } from './extract-phrases';
import { compoundPhrases, jobSkillMentions } from './job-mentions';
import { namesBesideKnown, splitNameList } from './list-names';
import { groupAlternatives } from './read-alternatives';
import { readCertifications } from './read-certifications';
import { degreeClauses, degreeLevel, readEducation } from './read-education';
import { readJobText } from './read-job-text';
import { readTitle } from './read-title';
import { readYearsAsked } from './read-years';
import { requirementList } from './requirement-list';
import {
  addTally,
  byWeight,
  industriesOf,
  mergeAlternatives,
  postingIndustries,
  type SkillTally,
} from './skill-tally';

export { degreeLevel };

/**
 * Words of a company's culture ('Lead with Passion', 'driven by ownership', 'our commitment to ...'):
 * no recruiter screens a resume for them, so they are not read as the job's soft skills.
 */
const CULTURE_WORDS = new Set([
  'Drive',
  'Commitment',
  'Enthusiasm',
  'Passion',
  'Innovation',
  'Integrity',
  'Accountability',
  'Confidence',
  'Energy',
  'Ambition',
]);

/**
 * 'Administer Medication and IV certification': the credential after 'and' is read as a credential, so
 * the phrase stops before it.
 */
function beforeCredential(phrase: PhraseSpan): PhraseSpan {
  const cut =
    /\s+and\s+(?:[A-Z][\w-]{0,39}\s+){0,3}(?:certification|certificate|licen[cs]e|licensure)\b/i.exec(
      phrase.text,
    );
  if (!cut) return phrase;
  const text = phrase.text.slice(0, cut.index);
  return { text, start: phrase.start, end: phrase.start + text.length };
}

/**
 * Whether a phrase names something a person can bring: not one plain word ('obtain', 'clinical',
 * 'museum', 'Hands-on') nor a verb with a word after it ('earn one'); a name ('Yardi', 'OneStream') is.
 */
const EMPLOYER_KIND =
  /^(?:an?\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:carriers?|compan(?:y|ies)|firms?|agenc(?:y|ies)|hospitals?|clinics?|schools?|districts?|banks?|restaurants?|hotels?|start-?ups?|organi[sz]ations?|practices?|facilit(?:y|ies)|plants?|contractors?|providers?|employers?|universit(?:y|ies)|colleges?|non-?profits?|retailers?|brokerages?|distributors?|manufacturers?)$/i;

function namesSomething(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  // 'ability to obtain registration within 12 months': the credential is read as one; getting it is no skill.
  if (/^(?:obtain|obtaining|acquire|earn|get|become|pass|achieve|attain)$/i.test(words[0] ?? ''))
    return false;
  // 'organization of 1,000+ employees', 'hospital of 300+ beds', 'lieu of a degree': a size or a
  // substitution, no skill; 'clean driving record': a condition checked, not a skill brought.
  if (/\bof\s+\d|\d\+|^lieu\b|\bdriving record\b|\bMVR\b|\bbackground check\b/i.test(text)) return false;
  // 'experience with an asset-based carrier', 'in a Level I trauma hospital': a kind of employer, where
  // the work was done, not a skill brought.
  if (EMPLOYER_KIND.test(text)) return false;
  // 'participate in the on-call rotation', 'travel as a courier', 'work in all outdoor weather': a
  // condition of the job, which the person accepts rather than brings.
  if (
    /^(?:participate|travel|commute|relocate|lift|stand|sit|work)\s+(?:in|on|at|as|outdoors?|weekends|nights|overtime|shifts|up|for|flexible|in-office|onsite|on-site|remotely)\b/i.test(
      text,
    )
  )
    return false;
  if (words.length === 1)
    return (
      /^[A-Z][a-z]*[A-Z]|^[A-Z][\w+#.&-]*$/.test(words[0] ?? '') &&
      !/^[A-Z][a-z]+-[a-z]+$/.test(words[0] ?? '')
    );
  if (
    words.length === 2 &&
    /^[a-z]+$/.test(words[0] ?? '') &&
    /^(?:one|it|them|this|that|all|more)$/i.test(words[1] ?? '')
  )
    return false;
  return true;
}

/** Where a sentence turns from the employer to the person it seeks. */
const SEEKING = /\b(?:is|are|we['’]re|we are)\s+(?:currently\s+)?(?:seeking|looking for|hiring)\b/i;
/** A job board's field of experience asked: 'Graphic design: 2 years (Preferred)'. */
const FIELD_ITEM = /^([A-Z][\w &/+.-]{1,50}):\s*\d{1,2}\s*(?:\+\s*)?(?:years?|yrs?)\b/;

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
 * the sense of the fields the job's other skills point to. A posting written in Spanish, French or
 * German is read with that language's table (lang/job-*.ts); the analysis records the language.
 */
export function analyzeJob(text: string, industry?: string): JobAnalysis {
  const { language } = detectLanguage(text);
  if (language !== 'en') return analyzeLocalJob(text, JOB_TABLES[language], industry);
  return { ...analyzeEnglishJob(text, industry), language };
}

/** Reads a job description written in English. */
function analyzeEnglishJob(text: string, industry?: string): JobAnalysis {
  const segments = readJobText(text);
  const title = readTitle(text);
  const employers = employerNames(text);
  const read = segments
    .filter((segment) => !segment.boilerplate)
    .map((segment) => {
      const names = nameSpans(segment.text, employers);
      return {
        segment,
        // 'Non-Teaching ... endorsement' names what the job is not.
        mentions: jobSkillMentions(segment.text).filter(
          (mention) =>
            !inSpans(names, mention) &&
            !/\bnon[-\s]?$/i.test(segment.text.slice(Math.max(0, mention.start - 5), mention.start)),
        ),
      };
    });
  const codes = postingIndustries(read, industry);
  const tallies = new Map<string, SkillTally>();
  const dutyTallies = new Map<string, SkillTally>();
  const groupKeys: string[] = [];
  const softSkills: Array<{ name: string; preferred: boolean; words: string }> = [];
  const allMentions: SkillMention[] = [];
  /** Whether every sentence naming a credential calls it a bonus. */
  const credentialBonus = new Map<string, boolean>();
  for (const { segment, mentions: found } of read) {
    const degrees = degreeClauses(segment.text);
    const mentions = resolveSenses(segment.text, found, codes).filter(
      (mention) => mention.skill.kind === 'credential' || !inSpans(degrees, mention),
    );
    allMentions.push(...mentions);
    for (const mention of mentions)
      if (mention.skill.kind === 'credential')
        credentialBonus.set(
          mention.skill.name,
          (credentialBonus.get(mention.skill.name) ?? true) && segment.preferred,
        );
    const covered: Array<readonly [number, number]> = [...degrees];
    // 'A leading real estate firm is seeking a coordinator with ...': the firm before the verb is no
    // requirement.
    const seeking = SEEKING.exec(segment.text);
    if (seeking) covered.push([0, seeking.index]);
    const hard: SkillMention[] = [];
    if (segment.role === 'duty') {
      // A duty's tools are words the ad uses, not requirements: kept apart for keyword matching.
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
    for (const mention of mentions) {
      if (seeking && mention.end <= seeking.index) continue;
      covered.push([mention.start, mention.end]);
      if (mention.skill.kind === 'soft') {
        if (!CULTURE_WORDS.has(mention.skill.name))
          softSkills.push({ name: mention.skill.name, preferred: segment.preferred, words: mention.text });
      } else if (mention.skill.kind !== 'credential' && languageAsked(segment.text, mention))
        hard.push(mention);
    }
    for (const group of groupAlternatives(segment.text, hard)) {
      const [first, ...rest] = group;
      if (!first) continue;
      const key =
        rest.length === 0 ? first.skill.id : `alt:${group.map((mention) => mention.skill.id).join('|')}`;
      if (rest.length > 0 && !tallies.has(key)) groupKeys.push(key);
      const alternatives = rest.map((mention) => ({ name: mention.skill.name, id: mention.skill.id }));
      const words = group.map((mention) => mention.text);
      addTally(
        tallies,
        key,
        first.skill.name,
        first.skill.family,
        segment,
        first.skill.id,
        alternatives,
        words,
      );
    }
    // Phrases only where the part of the ad states requirements or duties.
    if (segment.part === 'company' || segment.part === 'benefits') continue;
    // A job board's field names what it asks for: 'Graphic design: 2 years (Preferred)'.
    const field = FIELD_ITEM.exec(segment.text);
    const phrases = [
      ...extractPhrases(segment.text).map(beforeCredential).flatMap(splitNameList),
      ...compoundPhrases(segment.text),
      ...namesBesideKnown(
        segment.text,
        hard
          .filter((mention) => mention.skill.kind === 'tool')
          .map((mention) => [mention.start, mention.end] as const),
      ),
    ];
    if (field && !inSpans(covered, { start: 0, end: (field[1] ?? '').length }))
      phrases.push({ text: field[1] ?? '', start: 0, end: (field[1] ?? '').length });
    for (const phrase of phrases) {
      if (inSpans(covered, phrase) || !namesSomething(phrase.text)) continue;
      const key = `phrase:${phrase.text.toLowerCase()}`;
      addTally(tallies, key, phrase.text, 'phrase', segment, null, [], [phrase.text]);
    }
  }
  // A posting that states no qualifications at all ('Generate new business by prospecting ...') asks
  // for what its duties name.
  // One that states some (a degree, years as a project manager) asks for those alone.
  const statesQualifications = read.some(
    ({ segment }) =>
      segment.role === 'requirement' && (segment.part === 'requirements' || segment.part === 'preferred'),
  );
  if (!statesQualifications && ![...tallies.values()].some((tally) => tally.skill.id !== null)) {
    for (const [key, tally] of dutyTallies) tallies.set(key, tally);
    dutyTallies.clear();
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
  const asked = new Set(
    [...tallies.values()].flatMap((tally) => [
      tally.skill.id,
      ...(tally.skill.alternatives ?? []).map((item) => item.id),
    ]),
  );
  const dutySkills = [...dutyTallies.values()]
    .filter((tally) => !asked.has(tally.skill.id))
    .map((tally) => ({ ...tally.skill, importance: 'preferred' as const }));
  const yearsAsked = readYearsAsked(segments);
  const years = yearsAsked[0]?.years ?? null;
  let seniority: Seniority = seniorityOf(title);
  if (seniority === 'mid' && years !== null && years >= 7) seniority = 'senior';
  if (seniority === 'mid' && years !== null && years <= 1) seniority = 'entry';
  const education = readEducation(segments);
  const certifications = readCertifications(segments, allMentions);
  const requirements = requirementList({
    skills,
    isRequired,
    soft: softSkills,
    credentials: certifications.map((name) => ({
      name,
      preferred:
        credentialBonus.get(name) ??
        (read.some(({ segment }) => segment.preferred && segment.text.includes(name)) &&
          !read.some(({ segment }) => !segment.preferred && segment.text.includes(name))),
    })),
    degrees: education.degrees,
    years: yearsAsked,
  });
  return {
    title,
    seniority,
    years_required: years,
    required_skills: byWeight(required),
    preferred_skills: byWeight(preferred),
    duty_skills: byWeight(dutySkills),
    requirements,
    soft_skills: unique(softSkills.map((item) => item.name)),
    education: education.education,
    certifications,
    industries: industriesOf(skills.map((tally) => tally.skill)),
    degree_level: education.level,
  };
}

export function seniorityRank(level: Seniority): number {
  return SENIORITY_ORDER.indexOf(level);
}
