/**
 * Scores a resume against a job for an industry: the seven categories of SPEC §3, each 0-100 from the
 * checks it ran, and the overall weighted sum. Same input, same score: nothing here reads the clock.
 */
import { analyzeJob } from '../job/analyze-job';
import { parseResume } from '../parse/parse-resume';
import type { Speller } from '../spelling/speller';
import { type IndustryProfile, industryProfile } from '../taxonomy/industries';
import { plainTokens, round1, squash } from '../text/normalize-text';
import type {
  CategoryDetail,
  CheckResult,
  JobAnalysis,
  ScoreReport,
  StructuredResume,
  YearMonth,
} from '../types';
import { type CategoryScores, overallScore, SCORE_CATEGORIES } from './categories';
import { latestDate, measureResume, type ResumeFacts } from './measure-resume';
import { type CheckRule, RESUME_CHECKS } from './resume-checks';
import {
  readForTailoring,
  resumeLines,
  scoreTailoring,
  type TailoringReads,
  type TailoringResult,
  withoutCopiedSpans,
} from './score-tailoring';

/**
 * 'Present' is read as the latest date the resume names, but never earlier than this: the product's
 * launch month. A caller that knows today's date passes it as `asOf`.
 */
export const DEFAULT_AS_OF: YearMonth = { year: 2025, month: 7 };

/** Below this many resume signals (measure-resume.ts), the text is no resume. */
const NOT_RESUME_BELOW = 3;
const NOT_RESUME_FACTOR = 0.3;

export interface ScoreOptions {
  speller?: Speller;
  asOf?: YearMonth;
}

export interface ScoreDetail {
  report: ScoreReport;
  resume: StructuredResume;
  facts: ResumeFacts;
  job: JobAnalysis;
  tailoring: TailoringResult;
  profile: IndustryProfile;
}

export function evaluateRule(rule: CheckRule, facts: ResumeFacts, profile: IndustryProfile): CheckResult {
  const value = rule.measure(facts, profile);
  const threshold = rule.thresholdFor ? rule.thresholdFor(profile) : rule.threshold;
  let credit = 0;
  if (value !== null) {
    if (rule.compare === 'isTrue') credit = value === true ? 1 : 0;
    else if (rule.compare === 'atLeast')
      credit = Math.min(1, Math.max(0, Number(value) / Math.max(Number(threshold), 1e-9)));
    else {
      const over = Number(value) - Number(threshold);
      credit = over <= 0 ? 1 : Math.max(0, 1 - over / (rule.slack ?? Math.max(Number(threshold), 1)));
    }
  }
  const ran = value !== null;
  const passed = ran && credit >= 0.999;
  const detail = rule.detail && ran && !passed ? rule.detail(facts, profile) : '';
  return {
    id: rule.id,
    category: rule.category,
    label: rule.label,
    weight: rule.weight,
    ran,
    passed,
    credit: Math.round(credit * 1000) / 1000,
    value: typeof value === 'number' ? Math.round(value * 100) / 100 : value,
    threshold: threshold,
    reason: rule.reason,
    fix: passed || !ran ? '' : rule.fix.replace('{detail}', detail),
  };
}

function categoryScore(checks: readonly CheckResult[], neutral: number): number {
  const ran = checks.filter((item) => item.ran);
  const total = ran.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return neutral;
  return round1((100 * ran.reduce((sum, item) => sum + item.weight * item.credit, 0)) / total);
}

/** The resume without the lines copied from the job, so copied text helps no category. */
/**
 * The resume without the lines copied from the job. A line right next to a copied one loses the copied
 * words it ends or starts with too: a pasted ad that ran into the resume's own line ('..., CPA, client
 * service Registered Nurse (RN) 1st Shift ...'). Copied text helps no category.
 */
function withoutCopiedLines(
  resume: StructuredResume,
  copied: ReadonlySet<string>,
  reads: TailoringReads,
): StructuredResume {
  if (copied.size === 0) return resume;
  function clean<T>(
    items: readonly T[],
    textOf: (item: T) => string,
    withText: (item: T, text: string) => T,
  ): T[] {
    return items.flatMap((item, index) => {
      const text = textOf(item);
      if (copied.has(text)) return [];
      const previous = items[index - 1];
      const next = items[index + 1];
      const touches =
        (previous !== undefined && copied.has(textOf(previous))) ||
        (next !== undefined && copied.has(textOf(next)));
      return [touches ? withText(item, withoutCopiedSpans(text, reads)) : item];
    });
  }
  return {
    contact: resume.contact,
    sections: resume.sections.map((section) => ({
      ...section,
      content_lines: clean(
        section.content_lines,
        (line) => line,
        (_, text) => text,
      ),
      bullets: clean(
        section.bullets,
        (bullet) => bullet.text,
        (bullet, text) => ({ ...bullet, text }),
      ),
      entries: section.entries.map((entry) => ({
        ...entry,
        bullets: clean(
          entry.bullets,
          (bullet) => bullet.text,
          (bullet, text) => ({ ...bullet, text }),
        ),
      })),
    })),
  };
}

/**
 * The resume's text without the lines copied from the job, and without the short lines of the ad around
 * them (its title, its headings: found word for word in the job, next to a removed line).
 */
function withoutCopiedText(text: string, copied: readonly string[], reads: TailoringReads): string {
  const bare = (line: string) => squash(line).replace(/^[•·*▪●◦o‣-]\s+/, '');
  const lines = text.split('\n');
  const removed = lines.map((line) => {
    const plain = bare(line);
    return (
      plain.length > 0 &&
      copied.some((copy) => copy === plain || (plain.length >= 12 && copy.includes(plain)))
    );
  });
  const inJob = (line: string) => {
    const tokens = plainTokens(line);
    return tokens.length > 0 && reads.job.sequence.includes(` ${tokens.join(' ')} `);
  };
  const near = (index: number) => {
    // The nearest lines with text before and after: blank lines between do not part an ad from its title.
    let before = index - 1;
    while (before >= 0 && bare(lines[before] ?? '').length === 0) before -= 1;
    let after = index + 1;
    while (after < lines.length && bare(lines[after] ?? '').length === 0) after += 1;
    return (before >= 0 && removed[before]) || (after < lines.length && removed[after]);
  };
  let grew = true;
  while (grew) {
    grew = false;
    lines.forEach((line, index) => {
      if (removed[index] || bare(line).length === 0 || !near(index) || !inJob(line)) return;
      removed[index] = true;
      grew = true;
    });
  }
  return lines.filter((_, index) => !removed[index]).join('\n');
}

export function scoreInDetail(
  input: StructuredResume | string,
  jobText: string,
  industry: string,
  options: ScoreOptions = {},
  analyzedJob?: JobAnalysis,
): ScoreDetail {
  const parsed = typeof input === 'string' ? parseResume(input) : input;
  const originalText = typeof input === 'string' ? input : null;
  const profile = industryProfile(industry);
  const job = analyzedJob ?? analyzeJob(jobText, industry);
  const asOf = options.asOf ?? latestDate(parsed, DEFAULT_AS_OF);
  const reads = readForTailoring(jobText);
  const measureOptions = { speller: options.speller, asOf, skills: reads.lineSkills };
  // Measure once to find copied lines, then measure the resume without them.
  const firstFacts = measureResume(parsed, originalText, measureOptions);
  const firstTailoring = scoreTailoring(parsed, firstFacts, job, reads);
  const copiedTexts = new Set([...firstTailoring.copiedLines].map((line) => line.text));
  // With lines copied from the job, the resume is read again without them, as if the ad had never been
  // pasted (its presence must not even change how the resume's own paragraphs are read): pasting earns
  // no length, no words, nothing.
  const bare = (line: string) => squash(line).replace(/^[•·*▪●◦o‣-]\s+/, '');
  const copiedBare = [...copiedTexts].map(bare).filter((text) => text.length > 0);
  const cleanedText =
    originalText === null || copiedBare.length === 0
      ? originalText
      : withoutCopiedText(originalText, copiedBare, reads);
  const reread = cleanedText !== null && cleanedText !== originalText ? parseResume(cleanedText) : parsed;
  const cleaned = withoutCopiedLines(reread, copiedTexts, reads);
  const facts = copiedTexts.size === 0 ? firstFacts : measureResume(cleaned, cleanedText, measureOptions);
  let tailoring = firstTailoring;
  if (copiedTexts.size > 0) {
    const second = scoreTailoring(cleaned, facts, job, reads);
    const stuffing = firstTailoring.checks.filter((item) => item.id === 'no_keyword_stuffing');
    tailoring = {
      ...second,
      copiedLines: firstTailoring.copiedLines,
      warnings: firstTailoring.warnings,
      checks: [...second.checks, ...stuffing],
    };
  }

  const results = RESUME_CHECKS.map((rule) => evaluateRule(rule, facts, profile));
  const categories: CategoryDetail[] = SCORE_CATEGORIES.map((category) => {
    const checks =
      category.id === 'tailoring'
        ? tailoring.checks
        : results.filter((item) => item.category === category.id);
    return {
      id: category.id,
      label: category.label,
      weight: category.weight,
      score: categoryScore(checks, category.id === 'tailoring' ? 50 : 100),
      checks,
    };
  });
  // A text that does not read as a resume (a greeting, placeholder text, a job ad) scores low whatever
  // the checks that find nothing to fault say: every category is held to 30% of its value.
  const notResume = facts.resumeSignals.score < NOT_RESUME_BELOW;
  if (notResume)
    for (const category of categories) category.score = round1(category.score * NOT_RESUME_FACTOR);
  const scores = Object.fromEntries(
    categories.map((category) => [category.id, category.score]),
  ) as CategoryScores;
  const warnings = [...tailoring.warnings];
  if (notResume)
    warnings.unshift(
      `This text does not read as a resume (${facts.resumeSignals.missing.join(', ')}), so it is scored low. Paste your whole resume.`,
    );
  if (facts.misspelled === null) warnings.push('Spelling was not checked (no dictionary loaded).');
  return {
    report: { overall_score: overallScore(scores), scores, categories, warnings, industry: profile.name },
    resume: parsed,
    facts,
    job,
    tailoring,
    profile,
  };
}

/** Scores a resume (text or structure) against a job description for a target industry. */
export function scoreResume(
  input: StructuredResume | string,
  jobText: string,
  industry: string,
  options: ScoreOptions = {},
): ScoreReport {
  return scoreInDetail(input, jobText, industry, options).report;
}

export { resumeLines };
