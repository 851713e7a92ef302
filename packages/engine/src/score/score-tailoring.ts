/**
 * Tailoring: how well the resume answers this job. Coverage of required and preferred skills, weighted by
 * importance and by where the evidence stands (an experience bullet counts more than a summary, which
 * counts more than a bare skills list); title and seniority fit; years; education; certifications; soft
 * skills. The stuffing defence: lines copied from the job (long shared word sequences) count as no
 * evidence, skill lists without evidence get no extra credit, and both raise a warning.
 */
import { seniorityRank } from '../job/analyze-job';
import { plainJobTitle } from '../job/plain-title';
import {
  allSkills,
  createLineSkillReader,
  findSkillMentions,
  getSkill,
  type LineSkillReader,
  type SkillMention,
  skillStemKeys,
  slug,
} from '../taxonomy/find-skills';
import { industryName } from '../taxonomy/industries';
import { roleNounsOf, seniorityOf, titleKeywords } from '../taxonomy/job-titles';
import { narrowerSkillIds } from '../taxonomy/skill-relations';
import { inflectionStem } from '../taxonomy/stems';
import { titleFields } from '../taxonomy/title-fields';
import { plainTokens, unique } from '../text/normalize-text';
import type { CheckResult, JobAnalysis, JobSkill, SectionType, StructuredResume } from '../types';
import type { ResumeFacts } from './measure-resume';

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

/**
 * A line that only lists skills, wherever it stands ('Skills: SQL, Tableau, ...' under Education, a
 * 'Tools:' line in a role): it shows no use of them, so it weighs no more than the skills section.
 */
const LIST_LABEL =
  /^\s*(?:[\w&/+ -]{0,30}\s)?(?:skills|competencies|technologies|tools|proficiencies|expertise|keywords|software|tech stack|stack|environment|languages)\s*[:\-–—|]/i;
/** Five items or more of at most three words each, between commas, semicolons, bars or bullets. */
const LIST_ITEMS = 5;
const LIST_ITEM_WORDS = 3;

export function isListLine(line: ResumeLine): boolean {
  if (line.sectionType === 'skills') return true;
  if (line.sectionType === 'experience_header') return false;
  if (LIST_LABEL.test(line.text)) return true;
  const items = line.text.split(/[,;|•·]/).filter((item) => item.trim().length > 0);
  return (
    items.length >= LIST_ITEMS &&
    items.every((item) => item.trim().split(/\s+/).length <= LIST_ITEM_WORDS) &&
    !/[.!?]\s*$/.test(line.text)
  );
}

function lineWeight(line: ResumeLine): number {
  const weight = EVIDENCE_WEIGHT[line.sectionType] ?? 0.5;
  return isListLine(line) ? Math.min(weight, EVIDENCE_WEIGHT.skills) : weight;
}

/** Shared word sequences this long mean a line was copied from the job. */
const COPY_NGRAM = 8;
const COPIED_SHARE = 0.5;

export interface ResumeLine {
  text: string;
  sectionType: SectionType | 'experience_header';
  sectionId: string;
  entryId: string | null;
  bulletId: string | null;
}

export function resumeLines(resume: StructuredResume): ResumeLine[] {
  const lines: ResumeLine[] = [];
  for (const section of resume.sections) {
    if (!section.visible) continue;
    const base = { sectionType: section.type, sectionId: section.id, entryId: null, bulletId: null };
    for (const line of section.content_lines) lines.push({ ...base, text: line });
    for (const bullet of section.bullets) lines.push({ ...base, text: bullet.text, bulletId: bullet.id });
    for (const entry of section.entries) {
      lines.push({
        ...base,
        sectionType: 'experience_header',
        entryId: entry.id,
        text: `${entry.title} ${entry.company}`,
      });
      for (const bullet of entry.bullets)
        lines.push({ ...base, entryId: entry.id, bulletId: bullet.id, text: bullet.text });
    }
  }
  return lines;
}

/**
 * What tailoring reads from the job's text and from each resume line, read once per scoring: both passes
 * of scoreInDetail (before and after copied lines are set aside) share it.
 */
export interface TailoringReads {
  job: JobTextReads;
  /** plainTokens of a resume line. */
  lineTokens(line: string): readonly string[];
  /** The line's word stems (see inflectionStem), one space between them and one at each end. */
  lineStems(line: string): string;
  lineSkills: LineSkillReader;
}

interface JobTextReads {
  /** The job's plainTokens, one space between them and one at each end. */
  sequence: string;
  tokens: readonly string[];
  /** Where each token starts a word sequence COPY_NGRAM long. */
  sequenceStarts: Map<string, number[]>;
  /** The fieldProfile of the job's skill mentions. */
  field: Map<string, number>;
}

export function readForTailoring(jobText: string): TailoringReads {
  const tokens = plainTokens(jobText);
  const sequenceStarts = new Map<string, number[]>();
  for (let index = 0; index + COPY_NGRAM <= tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    const starts = sequenceStarts.get(token);
    if (starts) starts.push(index);
    else sequenceStarts.set(token, [index]);
  }
  const tokensByLine = new Map<string, string[]>();
  const stemsByLine = new Map<string, string>();
  return {
    job: {
      sequence: ` ${tokens.join(' ')} `,
      tokens,
      sequenceStarts,
      field: fieldProfile(findSkillMentions(jobText)),
    },
    lineTokens(line) {
      let lineTokens = tokensByLine.get(line);
      if (!lineTokens) {
        lineTokens = plainTokens(line);
        tokensByLine.set(line, lineTokens);
      }
      return lineTokens;
    },
    lineStems(line) {
      let stems = stemsByLine.get(line);
      if (stems === undefined) {
        stems = ` ${this.lineTokens(line).map(inflectionStem).join(' ')} `;
        stemsByLine.set(line, stems);
      }
      return stems;
    },
    lineSkills: createLineSkillReader(),
  };
}

/** Whether the COPY_NGRAM words of `tokens` from `from` on appear in this order in the job. */
function inJob(job: JobTextReads, tokens: readonly string[], from: number): boolean {
  const starts = job.sequenceStarts.get(tokens[from] ?? '');
  if (!starts) return false;
  return starts.some((start) => {
    for (let offset = 1; offset < COPY_NGRAM; offset += 1)
      if (job.tokens[start + offset] !== tokens[from + offset]) return false;
    return true;
  });
}

/**
 * The text without the word sequences it shares with the job (COPY_NGRAM words or more): what is left of a
 * line a pasted ad ran into ('..., CPA, client service Registered Nurse (RN) 1st Shift ...').
 */
export function withoutCopiedSpans(text: string, reads: TailoringReads): string {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const owners: number[] = [];
  const tokens: string[] = [];
  words.forEach((word, index) => {
    for (const token of plainTokens(word)) {
      tokens.push(token);
      owners.push(index);
    }
  });
  if (tokens.length < COPY_NGRAM) return text;
  const covered = new Array<boolean>(tokens.length).fill(false);
  for (let index = 0; index + COPY_NGRAM <= tokens.length; index += 1)
    if (inJob(reads.job, tokens, index)) covered.fill(true, index, index + COPY_NGRAM);
  // Only a copied run at the start or the end of the line: where a pasted ad runs into the resume's own
  // line. A sequence shared in the middle is the resume's own words that happen to match the ad.
  let from = tokens.length;
  while (from > 0 && covered[from - 1]) from -= 1;
  let to = 0;
  while (to < tokens.length && covered[to]) to += 1;
  if (from === tokens.length && to === 0) return text;
  const dropped = new Set(owners.filter((_, index) => index >= from || index < to));
  return words.filter((_, index) => !dropped.has(index)).join(' ');
}

/** Lines of the resume that are mostly word sequences copied from the job description. */
export function findCopiedLines(lines: readonly ResumeLine[], reads: TailoringReads): Set<ResumeLine> {
  const copied = new Set<ResumeLine>();
  if (reads.job.sequenceStarts.size === 0) return copied;
  for (const line of lines) {
    const tokens = reads.lineTokens(line.text);
    // A short line found word for word in the job ('Tableau or Power BI') is copied too.
    if (
      tokens.length >= 3 &&
      tokens.length < COPY_NGRAM &&
      line.sectionType !== 'experience_header' &&
      reads.job.sequence.includes(` ${tokens.join(' ')} `)
    ) {
      copied.add(line);
      continue;
    }
    if (tokens.length < COPY_NGRAM) continue;
    const covered = new Array<boolean>(tokens.length).fill(false);
    for (let index = 0; index + COPY_NGRAM <= tokens.length; index += 1) {
      if (inJob(reads.job, tokens, index)) covered.fill(true, index, index + COPY_NGRAM);
    }
    if (covered.filter(Boolean).length / tokens.length >= COPIED_SHARE) copied.add(line);
  }
  // A pasted ad comes as a block: its headings and short lines ('Requirements', 'CPA preferred') sit
  // between copied lines. A line found word for word in the job next to a copied line is copied too.
  let grew = copied.size > 0;
  while (grew) {
    grew = false;
    lines.forEach((line, index) => {
      if (copied.has(line) || line.sectionType === 'experience_header') return;
      const previous = lines[index - 1];
      const next = lines[index + 1];
      if (!(previous && copied.has(previous)) && !(next && copied.has(next))) return;
      const tokens = reads.lineTokens(line.text);
      if (tokens.length > 0 && reads.job.sequence.includes(` ${tokens.join(' ')} `)) {
        copied.add(line);
        grew = true;
      }
    });
  }
  return copied;
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

function stem(token: string): string {
  return token.length > 4 ? token.replace(/(ing|ed|es|s)$/, '') : token;
}

interface Found {
  evidence: number;
  where: ResumeLine;
  id: string;
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
): SkillEvidence[] {
  const bySkill = new Map<string, Found>();
  const lineStems: Array<Set<string>> = [];
  const weights = lines.map(lineWeight);
  lines.forEach((line, index) => {
    lineStems.push(new Set(reads.lineTokens(line.text).map(stem)));
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
  const shownFor = (id: string): Found | undefined => {
    let best = bySkill.get(id);
    for (const narrower of narrowerSkillIds(id)) {
      const found = bySkill.get(narrower);
      if (found && (!best || found.evidence > best.evidence)) best = found;
    }
    if (best && best.evidence >= 1) return best;
    const inflected = byInflection(id);
    return inflected && (!best || inflected.evidence > best.evidence) ? inflected : best;
  };
  return [...job.required_skills, ...job.preferred_skills].map((skill) => {
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
      };
    }
    // A phrase: its content words in one line count fully, most of them half.
    const wanted = unique(
      plainTokens(skill.name)
        .filter((token) => !PHRASE_FILLER.has(token))
        .map(stem),
    );
    let best = 0;
    let where: ResumeLine | null = null;
    lines.forEach((line, index) => {
      const stems = lineStems[index] ?? new Set<string>();
      const hit = wanted.filter((token) => stems.has(token)).length / Math.max(wanted.length, 1);
      const score = (hit >= 0.99 ? 1 : hit >= 0.6 ? 0.5 : 0) * (weights[index] ?? 0.5);
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

/**
 * Which industries a set of skill mentions points to: each hard skill spreads one unit over the industries
 * whose families list it, so a generic skill (listed for many) says little about the field.
 */
export function fieldProfile(mentions: readonly SkillMention[]): Map<string, number> {
  const profile = new Map<string, number>();
  const seen = new Set<string>();
  const rarity = industryRarity();
  for (const mention of mentions) {
    if (mention.skill.kind === 'soft' || seen.has(mention.skill.id)) continue;
    seen.add(mention.skill.id);
    const share = 1 / mention.skill.industries.length;
    for (const code of mention.skill.industries)
      profile.set(code, (profile.get(code) ?? 0) + share * (rarity.get(code) ?? 1));
  }
  return profile;
}

let rarityCache: Map<string, number> | null = null;

/**
 * How much an industry's share tells about a field: log(skills / skills listed for it). Industries that
 * nearly every family lists (General Professional, Nonprofit, Government) tell little, so two resumes
 * from different fields do not look alike through the generic skills they share.
 */
function industryRarity(): Map<string, number> {
  if (rarityCache) return rarityCache;
  const skills = allSkills();
  const counts = new Map<string, number>();
  for (const skill of skills)
    for (const code of skill.industries) counts.set(code, (counts.get(code) ?? 0) + 1);
  rarityCache = new Map([...counts].map(([code, count]) => [code, Math.log(skills.length / count)]));
  return rarityCache;
}

export function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, value] of a) {
    dot += value * (b.get(key) ?? 0);
    normA += value * value;
  }
  for (const value of b.values()) normB += value * value;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

function importanceWeight(skill: JobSkill): number {
  const base = skill.id ? 1 : 0.35;
  return base * (1 + 0.25 * Math.min(skill.mentions - 1, 2));
}

/**
 * The most of a coverage figure that skills shown only in bare lists may make up. Each such skill earns
 * half credit (EVIDENCE_WEIGHT.skills), and all of them together at most LIST_ONLY_SHARE of the whole,
 * and no more than LIST_PER_SHOWN times what the rest of the resume shows: a list says what someone
 * knows without showing it, so it can add to the experience, not stand in for it. A line of 13 of the
 * job's skills pasted into a resume would otherwise lift the score by points no experience earned.
 */
const LIST_ONLY_SHARE = 0.08;
const LIST_PER_SHOWN = 0.5;
/**
 * Requirements the reading of the job missed, as importance weight: a short list read from an ad is
 * not the whole job, so one chance match among three skills read does not cover a third of it.
 */
const UNREAD_REQUIREMENTS = 2;

function coverage(items: readonly SkillEvidence[]): number | null {
  const total = items.reduce((sum, item) => sum + importanceWeight(item.skill), 0);
  if (total === 0) return null;
  let shown = 0;
  let listed = 0;
  for (const item of items) {
    const credit = importanceWeight(item.skill) * item.evidence;
    if (item.where && isListLine(item.where)) listed += credit;
    else shown += credit;
  }
  return (
    (shown + Math.min(listed, LIST_ONLY_SHARE * total, LIST_PER_SHOWN * shown)) /
    (total + UNREAD_REQUIREMENTS)
  );
}

/** The cosine of the resume's and the job's field profiles that earns the field check in full. */
const FIELD_FIT_THRESHOLD = 0.7;

/** Share of a title's fit two titles of the same field earn with no word in common. */
const SAME_FIELD_TITLE_FIT = 0.5;

/**
 * 0 to 1: shared role nouns and field words between two titles, less a penalty per seniority step apart;
 * at least a part when both titles name the same field ('IT Manager' and 'Software Engineer').
 */
export function titleFit(resumeTitle: string, jobTitle: string): number {
  if (!resumeTitle.trim() || !jobTitle.trim()) return 0;
  const sameField = SAME_FIELD_TITLE_FIT * cosine(titleFields(resumeTitle), titleFields(jobTitle));
  return Math.max(wordTitleFit(resumeTitle, jobTitle), sameField);
}

function wordTitleFit(resumeTitle: string, jobTitle: string): number {
  if (!resumeTitle.trim() || !jobTitle.trim()) return 0;
  const resumeNouns = new Set(roleNounsOf(resumeTitle));
  const jobNouns = roleNounsOf(jobTitle);
  const nounMatch =
    jobNouns.length === 0 ? 0 : jobNouns.filter((noun) => resumeNouns.has(noun)).length / jobNouns.length;
  const resumeWords = new Set(titleKeywords(resumeTitle).map(stem));
  const jobWords = titleKeywords(jobTitle).map(stem);
  const wordMatch =
    jobWords.length === 0 ? 0 : jobWords.filter((word) => resumeWords.has(word)).length / jobWords.length;
  const gap = Math.abs(seniorityRank(seniorityOf(resumeTitle)) - seniorityRank(seniorityOf(jobTitle)));
  const seniorityPenalty = Math.max(0, gap - 1) * 0.1;
  return Math.max(0, Math.min(1, 0.55 * nounMatch + 0.45 * wordMatch - seniorityPenalty));
}

export interface TailoringResult {
  checks: CheckResult[];
  warnings: string[];
  evidence: SkillEvidence[];
  copiedLines: Set<ResumeLine>;
  titleFit: number;
  fieldFit: number;
  /** The job's certifications (as in JobAnalysis.certifications) the resume already shows. */
  heldCertifications: string[];
}

function check(
  id: string,
  label: string,
  weight: number,
  value: number | null,
  threshold: number,
  reason: string,
  fix: string,
): CheckResult {
  const ran = value !== null;
  const credit = ran ? Math.max(0, Math.min(1, threshold === 0 ? 1 : (value as number) / threshold)) : 0;
  const passed = ran && credit >= 0.999;
  return {
    id,
    category: 'tailoring',
    label,
    weight,
    ran,
    passed,
    credit,
    value: value === null ? null : Math.round(value * 100) / 100,
    threshold,
    reason,
    fix: passed || !ran ? '' : fix,
  };
}

function list(items: readonly string[], max = 4): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

export function scoreTailoring(
  resume: StructuredResume,
  facts: ResumeFacts,
  job: JobAnalysis,
  reads: TailoringReads,
): TailoringResult {
  const allLines = resumeLines(resume);
  const copiedLines = findCopiedLines(allLines, reads);
  const lines = allLines.filter((line) => !copiedLines.has(line));
  const lineTexts = lines.map((line) => line.text);
  const lineMentions = reads.lineSkills.joinedMentions(lineTexts);
  const evidence = measureSkillEvidence(job, lines, reads);
  const required = evidence.filter((item) => item.skill.importance === 'required');
  const preferred = evidence.filter((item) => item.skill.importance === 'preferred');
  const missingRequired = required
    .filter((item) => item.evidence === 0 && item.skill.id)
    .map((item) => item.skill.name);
  const listOnly = required
    .filter((item) => item.evidence > 0 && item.where?.sectionType === 'skills')
    .map((item) => item.skill.name);
  const warnings: string[] = [];
  const copiedWords = [...copiedLines].reduce((sum, line) => sum + reads.lineTokens(line.text).length, 0);
  if (copiedWords >= 20) {
    warnings.push(
      `${copiedLines.size} lines (${copiedWords} words) repeat the job description word for word; they earn no credit. Show the skills in your own bullets instead.`,
    );
  }
  if (listOnly.length >= 6 && listOnly.length > required.filter((item) => item.evidence >= 0.85).length) {
    warnings.push(
      `${listOnly.length} of the job's skills appear only in your skills list (${list(listOnly)}); show them in experience bullets to get full credit.`,
    );
  }
  const mentionCounts = new Map<string, number>();
  for (const mention of lineMentions)
    mentionCounts.set(mention.skill.name, (mentionCounts.get(mention.skill.name) ?? 0) + 1);
  const repeated = [...mentionCounts.entries()].filter(([, count]) => count > 8).map(([name]) => name);
  if (repeated.length > 0)
    warnings.push(`${list(repeated)} repeated more than eight times; repetition earns no extra credit.`);

  const titles = unique(
    [facts.headline, facts.latestTitle, ...facts.entries.slice(0, 2).map((entry) => entry.title)].filter(
      (title) => title.trim().length > 0,
    ),
  );
  const fit = titles.reduce((best, title) => Math.max(best, titleFit(title, job.title)), 0);
  const certs = job.certifications;
  const held = credentialsShown(
    job.certifications,
    new Set(lineMentions.map((mention) => mention.skill.id)),
    lineTexts,
  );
  const certsShown = certs.filter((cert) => held.has(cert));
  const jobDegree =
    job.degree_level ??
    (job.education.length > 0 ? Math.max(...job.education.map((text) => educationRank(text))) : 0);
  // A soft skill counts where the resume speaks of it, not where a list names it.
  const spokenLines = lines.filter((line) => !isListLine(line));
  const spokenIds = new Set(
    spokenLines.flatMap((line) => reads.lineSkills.mentions(line.text)).map((mention) => mention.skill.id),
  );
  const softShown = job.soft_skills.filter((name) => spokenIds.has(slug(name)));

  const jobField = reads.job.field;
  // A skill only listed, never shown in use, does not make the resume read as from the job's field.
  const resumeField = fieldProfile(
    lines.filter((line) => !isListLine(line)).flatMap((line) => reads.lineSkills.mentions(line.text)),
  );
  const fieldFit = jobField.size === 0 ? null : cosine(jobField, resumeField);
  const topField =
    [...jobField.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';

  const checks: CheckResult[] = [
    // Required skills carry most of tailoring: they are what an ATS filters on.
    check(
      'required_skills',
      'Required skills shown',
      40,
      coverage(required),
      0.85,
      'ATS rank resumes by the required skills they can find, and a reader trusts skills shown in bullets.',
      missingRequired.length > 0
        ? `Show where you used ${list(missingRequired)}, if you have, in an experience bullet.`
        : 'Move the required skills from your skills list into experience bullets that show them in use.',
    ),
    // The field the resume's skills come from, beside the job's exact keywords: weight 25, second only to
    // required skills, because a keyword match from another field misleads.
    check(
      'field_fit',
      "The job's field",
      25,
      fieldFit,
      FIELD_FIT_THRESHOLD,
      "A resume whose skills come from the job's field reads as a fit; one from another field does not, whatever its keywords.",
      `Lead with the experience and skills closest to ${industryName(topField) || 'the job'}, if you have them.`,
    ),
    check(
      'preferred_skills',
      'Preferred skills shown',
      10,
      coverage(preferred),
      0.6,
      'Preferred skills break ties between qualified candidates.',
      `Mention the preferred skills you really have: ${list(preferred.filter((item) => item.evidence === 0).map((item) => item.skill.name))}.`,
    ),
    check(
      'title_fit',
      'Title and seniority fit',
      20,
      job.title ? fit : null,
      0.75,
      'Recruiters search by title; a headline matching the role tells them you are the person they are looking for.',
      `Add a headline that names the role you are applying for ('${plainJobTitle(job.title)}'), if it honestly describes your work.`,
    ),
    check(
      'years_experience',
      'Years of experience',
      10,
      job.years_required === null ? null : facts.yearsOfExperience,
      job.years_required ?? 0,
      'Many ATS filter on years of experience computed from your dates.',
      `The job asks for ${job.years_required ?? 0}+ years; make sure every relevant role has dates (${facts.yearsOfExperience} years found).`,
    ),
    check(
      'education',
      'Education the job asks for',
      8,
      jobDegree === 0 ? null : Math.min(facts.degreeLevel, jobDegree),
      jobDegree,
      'Degree requirements are a common hard filter.',
      `State your highest degree plainly (the job asks for ${job.education[0] ?? 'a degree'}).`,
    ),
    check(
      'certifications',
      'Certifications and licences the job names',
      7,
      certs.length === 0 ? null : certsShown.length,
      certs.length,
      'Named certifications and licences are often screened for exactly.',
      `List ${list(certs.filter((cert) => !certsShown.includes(cert)))} if you hold them, with issuer and date.`,
    ),
    check(
      'soft_skills',
      'Soft skills the job names',
      5,
      job.soft_skills.length === 0 ? null : softShown.length,
      Math.min(job.soft_skills.length, 3),
      'Soft skills matter little to an ATS, more to the reader when shown through results.',
      `Show ${list(
        job.soft_skills.filter((name) => !softShown.includes(name)),
        3,
      )} through a result rather than a claim.`,
    ),
  ];
  if (warnings.length > 0 && copiedWords >= 20) {
    checks.push({
      id: 'no_keyword_stuffing',
      category: 'tailoring',
      label: 'No text copied from the job',
      weight: 10,
      ran: true,
      passed: false,
      credit: 0,
      value: copiedWords,
      threshold: 0,
      reason: 'Pasting the job description into a resume is spotted by recruiters and earns nothing.',
      fix: 'Delete the text copied from the job description and show the skills in your own bullets.',
    });
  }
  return {
    checks,
    warnings,
    evidence,
    copiedLines,
    titleFit: fit,
    fieldFit: fieldFit ?? 0,
    heldCertifications: certsShown,
  };
}

/** Words of a certification string that name no credential ('current state licensure'). */
const CREDENTIAL_FILLER = new Set([
  'certification',
  'certificate',
  'certified',
  'license',
  'licence',
  'licensed',
  'licensure',
  'current',
  'valid',
  'active',
  'state',
  'registered',
  'in',
  'of',
  'a',
  'the',
]);

/**
 * The job's certifications and licences (JobAnalysis.certifications) the resume already shows, in any
 * of their written forms: a job asking for 'current RN licensure' is answered by 'RN', 'R.N.',
 * 'Registered Nurse' or 'RN License #...'; 'CPA' answers 'Certified Public Accountant'. A certification
 * the taxonomy does not know is shown when each of its own words appears in the resume.
 */
export function heldCredentials(
  resume: string | readonly string[],
  job: Pick<JobAnalysis, 'certifications'>,
  reader: LineSkillReader = createLineSkillReader(),
): Set<string> {
  const lines = typeof resume === 'string' ? resume.split('\n') : resume;
  const shownIds = new Set(reader.joinedMentions(lines).map((mention) => mention.skill.id));
  return credentialsShown(job.certifications, shownIds, lines);
}

function credentialsShown(
  certifications: readonly string[],
  shownIds: ReadonlySet<string>,
  lines: readonly string[],
): Set<string> {
  const held = new Set<string>();
  if (certifications.length === 0) return held;
  let text: string | null = null;
  for (const cert of certifications) {
    const named = findSkillMentions(cert).filter((mention) => mention.skill.kind === 'credential');
    if (named.length > 0) {
      if (named.every((mention) => shownIds.has(mention.skill.id))) held.add(cert);
      continue;
    }
    text ??= ` ${lines.map((line) => plainTokens(line).join(' ')).join(' ')} `;
    const tokens = plainTokens(cert).filter((token) => !CREDENTIAL_FILLER.has(token));
    if (tokens.length > 0 && tokens.every((token) => (text as string).includes(` ${token} `))) held.add(cert);
  }
  return held;
}

function educationRank(text: string): number {
  if (/doctor/i.test(text)) return 5;
  if (/master/i.test(text)) return 4;
  if (/bachelor/i.test(text)) return 3;
  if (/associate/i.test(text)) return 2;
  if (/high school/i.test(text)) return 1;
  return 0;
}
