/**
 * How well the job reader (analyzeJob) reads a posting's requirements the way a recruiter does, measured
 * against the hand labels in fixtures/job-requirements.json over the shared corpus postings
 * (../shared/corpus/jobs, read at run time; nothing is copied from it). Run from the repository root:
 *   node_modules/.bin/tsx packages/engine/test/measure-requirements.ts
 *
 * What is counted
 * - A labelled requirement is one thing the candidate must or should bring (see the labels' guide).
 *   Recall is the share of labelled requirements the engine reports; precision is the share of the
 *   engine's reported items that stand for a labelled requirement; F1 is their harmonic mean.
 * - The engine's reported items are the entries of JobAnalysis.requirements (an entry with alternatives
 *   is one item): skills, tools, duties, soft skills, credentials, each number of years and each degree.
 * - Level accuracy is the share of found requirements whose engine level matches the label ('nice'
 *   counts as preferred). When several engine entries match one requirement, the strongest level
 *   (required) is used.
 *
 * How matching works
 * - skill, tool, credential, language, duty and clearance requirements (soft skills included) are
 *   matched by text. Both sides are compared lower-cased, with curly quotes straightened and
 *   punctuation other than + # & . and word-joining hyphens turned into spaces. An engine item matches
 *   a requirement when one of its names (the entry's name, its alternatives' names and, for taxonomy
 *   skills, their taxonomy aliases) equals one of the requirement's members or words; or when a name of
 *   two words or more appears as a whole phrase inside a member or word ('attention to detail' inside
 *   'strong attention to detail'); or when a member or word of two words or more appears inside the
 *   entry's own name ('work with minimal oversight' inside 'work with minimal oversight and possess
 *   abilities'). Otherwise a single word is found by equality only, so 'Accounting' does not stand for
 *   'Certified Public Accounting (CPA) Designation'; the one exception is free text (an extracted
 *   phrase or a certification string), where a member or word of three letters or more inside it
 *   counts ('HTTP' inside 'constructs of HTTP').
 * - years requirements match an engine years requirement of the labelled number. degree requirements
 *   match an engine degree requirement of the labelled rank (1 high school ... 5 doctorate) or one of
 *   the engine's education entries that names a degree of that rank.
 * - A soft skill the engine reports (soft_skills, or a taxonomy soft skill in a skill list) matches only
 *   requirements labelled soft: 'Communication' is not 'car communication protocol'.
 * - An engine item that matches no labelled requirement is a false positive; the table says when it
 *   also matches a not_requirements phrase (a phrase the labels call out as no requirement, such as a
 *   duty or the company's market). A match with a labelled requirement takes precedence.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzeJob } from '../src/job/analyze-job';
import { degreeLevel } from '../src/job/read-education';
import { getSkill, slug } from '../src/taxonomy/find-skills';
import type { JobAnalysis, JobRequirement, RequirementKind } from '../src/types';
import { CORPUS_PRESENT, corpusJobs } from './corpus';

export type { RequirementKind };
export type RequirementLevel = 'required' | 'preferred' | 'nice';

export interface LabelledRequirement {
  kind: RequirementKind;
  level: RequirementLevel;
  group: 'all' | 'any';
  members: string[];
  words: string[];
  fields?: string[];
  degree?: 'high school' | 'associate' | 'bachelor' | 'master' | 'doctorate';
  years?: number;
  soft?: boolean;
}

export interface LabelledPosting {
  title: string;
  requirements: LabelledRequirement[];
  not_requirements: string[];
  notes?: string;
}

export interface RequirementLabels {
  version: number;
  /** The postings' language, for a set of fixtures/languages ('es', 'fr', 'de'); absent for English. */
  language?: string;
  guide: string;
  postings: Record<string, LabelledPosting>;
  skipped?: Record<string, string>;
}

export const LABELS_URL = new URL('./fixtures/job-requirements.json', import.meta.url);

const DEGREE_RANK: Record<NonNullable<LabelledRequirement['degree']>, number> = {
  'high school': 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

/** Where an engine item came from. */
export type ItemSource =
  | 'required_skills'
  | 'preferred_skills'
  | 'certifications'
  | 'soft_skills'
  | 'years'
  | 'degree';

/** One thing the engine reports as a requirement. */
interface EngineItem {
  source: ItemSource;
  /** What the table shows. */
  label: string;
  /** The entry's own names (name and alternatives): a member or word inside one of these also matches. */
  names: string[];
  /** Names plus taxonomy aliases: each is compared with members and words. */
  candidates: string[];
  /** A soft skill: it stands only for a requirement labelled soft. */
  soft: boolean;
  /** Free text (an extracted phrase or a certification string), not a taxonomy name. */
  freeText: boolean;
  /** The engine's requirement this item stands for. */
  requirement: JobRequirement;
}

export interface PostingResult {
  file: string;
  labelled: number;
  found: number;
  reported: number;
  truePositives: number;
  /** Engine items reported and matched, per source. */
  sources: Record<string, { reported: number; truePositives: number }>;
  /** Found requirements matched through required_skills or preferred_skills (those with an engine level). */
  leveled: number;
  /** One per labelled requirement, in label order. */
  outcomes: Array<{
    kind: string;
    level: RequirementLevel;
    name: string;
    found: boolean;
    matchedBy: string[];
  }>;
  misses: Array<{ kind: RequirementKind; level: RequirementLevel; name: string; soft: boolean }>;
  falsePositives: Array<{ source: ItemSource; name: string; notRequirement: string | null }>;
  levelErrors: Array<{ name: string; labelled: RequirementLevel; engine: 'required' | 'preferred' }>;
}

export interface Tally {
  labelled: number;
  found: number;
  recall: number;
}

export interface RequirementScores {
  postings: number;
  labelled: number;
  found: number;
  reported: number;
  truePositives: number;
  precision: number;
  recall: number;
  f1: number;
  /** Found requirements that carry an engine level, and how many of them have the labelled level. */
  levelChecked: number;
  levelCorrect: number;
  levelAccuracy: number;
  recallByKind: Record<string, Tally>;
  recallByLevel: Record<string, Tally>;
  /** Precision of each kind of engine item. */
  precisionBySource: Record<string, { reported: number; truePositives: number; precision: number }>;
  perPosting: PostingResult[];
}

/**
 * Lower-cased, quotes straightened, punctuation other than + # & . and word-joining hyphens made a
 * space: 'Typescript/Javascript' -> 'typescript javascript', 'RRT-NPS' -> 'rrt-nps'.
 */
export function normalizeForMatch(text: string, fold = false): string {
  return (fold ? foldAccents(text) : text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑–—]/g, '-')
    .replace(/(?<![a-z0-9])-|-(?![a-z0-9])/g, ' ')
    .replace(/[^a-z0-9+#&.'\- ]+/g, ' ')
    .replace(/'s\b/g, 's')
    .replace(/'/g, '')
    .replace(/\.(?=\s|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Letters without their accents ('gestión' -> 'gestion', 'Führerschein' -> 'Fuhrerschein', 'ß' -> 'ss'):
 * postings in Spanish, French and German are compared this way, so that an accented word stays one word.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, (letter) => (letter === 'œ' ? 'oe' : 'OE'));
}

/** The same text with hyphens as spaces, for equality only ('well-organized' = 'well organized'). */
function unhyphenated(text: string): string {
  return text.replace(/-/g, ' ');
}

/** Whether `needle` stands in `haystack` as a whole phrase (both normalized). */
function containsPhrase(haystack: string, needle: string): boolean {
  if (needle.length === 0) return false;
  return ` ${haystack} `.includes(` ${needle} `);
}

/** Two words or more, hyphen-joined parts counted ('self-starter'): a single word is found by equality only. */
function isPhrase(text: string): boolean {
  return text.split(/[ -]/).filter((part) => part.length > 0).length >= 2;
}

/** Where a requirement of the engine's list is counted in the table. */
function sourceOf(requirement: JobRequirement): ItemSource {
  if (requirement.kind === 'years') return 'years';
  if (requirement.kind === 'degree') return 'degree';
  if (requirement.kind === 'credential' && requirement.members[0]?.id === null) return 'certifications';
  if (requirement.soft) return 'soft_skills';
  return requirement.level === 'required' ? 'required_skills' : 'preferred_skills';
}

function engineItems(analysis: JobAnalysis): EngineItem[] {
  return (analysis.requirements ?? []).map((requirement) => {
    const names = requirement.members.map((member) => member.name);
    const aliases = requirement.members.flatMap((member) =>
      member.id ? (getSkill(member.id)?.aliases ?? []) : (getSkill(slug(member.name))?.aliases ?? []),
    );
    const source = sourceOf(requirement);
    const bare = source === 'years' || source === 'degree';
    return {
      source,
      label:
        source === 'years'
          ? `${requirement.years} years`
          : source === 'degree'
            ? `degree level ${requirement.degree}`
            : names.join(' | '),
      names: bare ? [] : names,
      candidates: bare ? [] : [...names, ...aliases],
      soft: requirement.soft === true,
      freeText: requirement.members.every((member) => member.id === null),
      requirement,
    };
  });
}

/** Whether an engine item's text stands for a requirement (skill-like kinds only). */
function textMatches(item: EngineItem, requirement: LabelledRequirement, fold: boolean): boolean {
  if (item.soft && !requirement.soft) return false;
  const targets = [...requirement.members, ...requirement.words].map((text) => normalizeForMatch(text, fold));
  for (const raw of item.candidates) {
    const candidate = normalizeForMatch(raw, fold);
    if (candidate.length === 0) continue;
    for (const target of targets) {
      if (candidate === target || unhyphenated(candidate) === unhyphenated(target)) return true;
      if (isPhrase(candidate) && containsPhrase(target, candidate)) return true;
    }
  }
  // The other way round: the requirement inside the engine's own name. Inside a taxonomy name only a
  // phrase counts; inside free text (an extracted phrase, a certification) a single word of three
  // letters or more does too ('constructs of HTTP').
  for (const raw of item.names) {
    const name = normalizeForMatch(raw, fold);
    for (const target of targets) {
      if (isPhrase(target) || (item.freeText && target.length >= 3)) {
        if (containsPhrase(name, target)) return true;
      }
    }
  }
  return false;
}

function matches(item: EngineItem, requirement: LabelledRequirement, fold: boolean): boolean {
  if (requirement.kind === 'years')
    return item.source === 'years' && item.requirement.years === requirement.years;
  if (requirement.kind === 'degree') {
    const rank = DEGREE_RANK[requirement.degree ?? 'bachelor'];
    return item.source === 'degree' && item.requirement.degree === rank;
  }
  if (item.source === 'years' || item.source === 'degree') return false;
  return textMatches(item, requirement, fold);
}

/** A degree of the labelled rank named among the engine's education entries. */
function educationNames(analysis: JobAnalysis, requirement: LabelledRequirement): boolean {
  if (requirement.kind !== 'degree') return false;
  const rank = DEGREE_RANK[requirement.degree ?? 'bachelor'];
  return analysis.education.some((entry) => degreeLevel(entry) === rank);
}

function notRequirementFor(item: EngineItem, phrases: readonly string[], fold: boolean): string | null {
  for (const phrase of phrases) {
    const target = normalizeForMatch(phrase, fold);
    for (const raw of item.names) {
      const name = normalizeForMatch(raw, fold);
      if (name.length >= 2 && (containsPhrase(target, name) || containsPhrase(name, target))) return phrase;
      // Glued words ('ValuesHonestyTransparencyIntegrity') still hold the name.
      if (name.length >= 4 && target.replace(/ /g, '').includes(name.replace(/ /g, ''))) return phrase;
    }
  }
  return null;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

function measurePosting(file: string, text: string, posting: LabelledPosting, fold: boolean): PostingResult {
  const analysis = analyzeJob(text);
  const items = engineItems(analysis);
  const matched = new Set<EngineItem>();
  const result: PostingResult = {
    file,
    labelled: posting.requirements.length,
    found: 0,
    reported: items.length,
    truePositives: 0,
    sources: {},
    leveled: 0,
    outcomes: [],
    misses: [],
    falsePositives: [],
    levelErrors: [],
  };
  for (const requirement of posting.requirements) {
    const hits = items.filter((item) => matches(item, requirement, fold));
    for (const hit of hits) matched.add(hit);
    const name = requirement.members[0] ?? requirement.words[0] ?? '';
    const found = hits.length > 0 || educationNames(analysis, requirement);
    result.outcomes.push({
      kind: requirement.soft ? 'skill (soft)' : requirement.kind,
      level: requirement.level,
      name,
      found,
      matchedBy: hits.map((hit) => hit.label),
    });
    if (!found) {
      result.misses.push({
        kind: requirement.kind,
        level: requirement.level,
        name,
        soft: requirement.soft === true,
      });
      continue;
    }
    result.found += 1;
    // Every requirement the engine reports carries its level: the strongest of the matching ones counts.
    result.leveled += 1;
    const engine = hits.some((hit) => hit.requirement.level === 'required') ? 'required' : 'preferred';
    const labelled = requirement.level === 'nice' ? 'preferred' : requirement.level;
    if (engine !== labelled) result.levelErrors.push({ name, labelled: requirement.level, engine });
  }
  for (const item of items) {
    const source = result.sources[item.source] ?? { reported: 0, truePositives: 0 };
    source.reported += 1;
    result.sources[item.source] = source;
    if (matched.has(item)) {
      result.truePositives += 1;
      source.truePositives += 1;
      continue;
    }
    result.falsePositives.push({
      source: item.source,
      name: item.label,
      notRequirement: notRequirementFor(item, posting.not_requirements, fold),
    });
  }
  return result;
}

/** How a labelled set is compared with the engine's reading. */
export interface MeasureOptions {
  /** Compare words without their accents (the Spanish, French and German sets): see foldAccents. */
  foldAccents?: boolean;
}

/**
 * The requirement measures over every labelled posting found in the corpus. `jobs` defaults to the
 * corpus postings and `labels` to fixtures/job-requirements.json; returns null when either is absent.
 * Another labelled set (the postings of fixtures/languages) is measured by passing its jobs and labels.
 */
export function measureRequirements(
  jobs: ReadonlyArray<{ file: string; text: string }> = corpusJobs(),
  labels: RequirementLabels | null = existsSync(LABELS_URL)
    ? (JSON.parse(readFileSync(LABELS_URL, 'utf8')) as RequirementLabels)
    : null,
  options: MeasureOptions = {},
): RequirementScores | null {
  if (!labels || jobs.length === 0) return null;
  const texts = new Map(jobs.map((job) => [job.file, job.text]));
  const perPosting: PostingResult[] = [];
  const byKind: Record<string, Tally> = {};
  const byLevel: Record<string, Tally> = {};
  const bySource: Record<string, { reported: number; truePositives: number; precision: number }> = {};
  let levelChecked = 0;
  let levelCorrect = 0;
  for (const [file, posting] of Object.entries(labels.postings).sort(([a], [b]) => a.localeCompare(b))) {
    const text = texts.get(file);
    if (text === undefined) continue;
    const result = measurePosting(file, text, posting, options.foldAccents === true);
    perPosting.push(result);
    for (const outcome of result.outcomes) {
      for (const [table, key] of [
        [byKind, outcome.kind],
        [byLevel, outcome.level],
      ] as const) {
        const tally = table[key] ?? { labelled: 0, found: 0, recall: 0 };
        tally.labelled += 1;
        tally.found += outcome.found ? 1 : 0;
        table[key] = tally;
      }
    }
    for (const [source, counts] of Object.entries(result.sources)) {
      const entry = bySource[source] ?? { reported: 0, truePositives: 0, precision: 0 };
      entry.reported += counts.reported;
      entry.truePositives += counts.truePositives;
      bySource[source] = entry;
    }
    levelChecked += result.leveled;
    levelCorrect += result.leveled - result.levelErrors.length;
  }
  for (const table of [byKind, byLevel])
    for (const tally of Object.values(table)) tally.recall = ratio(tally.found, tally.labelled);
  for (const entry of Object.values(bySource)) entry.precision = ratio(entry.truePositives, entry.reported);
  const labelled = sum(perPosting.map((item) => item.labelled));
  const found = sum(perPosting.map((item) => item.found));
  const reported = sum(perPosting.map((item) => item.reported));
  const truePositives = sum(perPosting.map((item) => item.truePositives));
  const precision = ratio(truePositives, reported);
  const recall = ratio(found, labelled);
  return {
    postings: perPosting.length,
    labelled,
    found,
    reported,
    truePositives,
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
    levelChecked,
    levelCorrect,
    levelAccuracy: ratio(levelCorrect, levelChecked),
    recallByKind: byKind,
    recallByLevel: byLevel,
    precisionBySource: bySource,
    perPosting,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/**
 * Prints the measures and the per-posting table of misses, false positives and level errors; with
 * `showMatches` (REQUIREMENT_MATCHES=1 on the command line), also what each found requirement matched.
 */
export function printRequirementScores(scores: RequirementScores, showMatches = false): void {
  console.log(`Job requirements: ${scores.postings} labelled postings, ${scores.labelled} requirements`);
  console.log(
    `  precision ${percent(scores.precision)} (${scores.truePositives}/${scores.reported} engine items)` +
      `  recall ${percent(scores.recall)} (${scores.found}/${scores.labelled})  F1 ${percent(scores.f1)}`,
  );
  console.log(
    `  level accuracy ${percent(scores.levelAccuracy)} (${scores.levelCorrect}/${scores.levelChecked} found requirements)`,
  );
  console.log('  recall by kind:');
  for (const [kind, tally] of Object.entries(scores.recallByKind).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `    ${kind.padEnd(13)} ${percent(tally.recall).padStart(6)} (${tally.found}/${tally.labelled})`,
    );
  console.log('  recall by level:');
  for (const [level, tally] of Object.entries(scores.recallByLevel))
    console.log(
      `    ${level.padEnd(13)} ${percent(tally.recall).padStart(6)} (${tally.found}/${tally.labelled})`,
    );
  console.log('  precision by engine source:');
  for (const [source, entry] of Object.entries(scores.precisionBySource))
    console.log(
      `    ${source.padEnd(17)} ${percent(entry.precision).padStart(6)} (${entry.truePositives}/${entry.reported})`,
    );
  console.log(
    '\nPer posting (miss = labelled, not reported; false+ = reported, not labelled; level = wrong tier):',
  );
  for (const posting of scores.perPosting) {
    console.log(
      `\n${posting.file}  found ${posting.found}/${posting.labelled}  true ${posting.truePositives}/${posting.reported}`,
    );
    for (const miss of posting.misses)
      console.log(
        `  miss    ${`${miss.kind}${miss.soft ? '/soft' : ''}/${miss.level}`.padEnd(22)} ${miss.name}`,
      );
    for (const item of posting.falsePositives)
      console.log(
        `  false+  ${item.source.padEnd(22)} ${item.name}${item.notRequirement ? `   [not_requirements: "${item.notRequirement}"]` : ''}`,
      );
    for (const error of posting.levelErrors)
      console.log(`  level   ${`${error.labelled} -> ${error.engine}`.padEnd(22)} ${error.name}`);
    if (showMatches)
      for (const outcome of posting.outcomes.filter((item) => item.found))
        console.log(
          `  found   ${outcome.name.padEnd(22)} <- ${outcome.matchedBy.join(' ; ') || 'education entry'}`,
        );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!CORPUS_PRESENT) {
    console.log('The shared corpus (../shared/corpus) is absent: nothing to measure.');
  } else {
    const scores = measureRequirements();
    if (scores) printRequirementScores(scores, process.env.REQUIREMENT_MATCHES === '1');
    else
      console.log(
        'No labelled postings found (fixtures/job-requirements.json or the corpus jobs are missing).',
      );
  }
}
