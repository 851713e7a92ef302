/**
 * Scores a parsed resume against a job for an industry: the seven categories of SPEC §3, each 0-100 from
 * the checks it ran, and the overall weighted sum. Every check is a row of a table (resume-checks.ts,
 * tailoring/tailoring-checks.ts) judged by evaluateRule; this module measures the facts the rows read and
 * adds up the results. Same input, same score: nothing here reads the clock.
 */

import { analyzeJob } from '../job/analyze-job';
import { checkInPostingWords, postingWords } from '../lang/posting-words';
import { englishText } from '../messages/text-ref';
import { parseResume } from '../parse/parse-resume';
import { renderResumeText } from '../parse/render-resume-text';
import type { Speller } from '../spelling/speller';
import { type IndustryProfile, industryProfile } from '../taxonomy/industries';
import { round1 } from '../text/normalize-text';
import type {
  CategoryDetail,
  CheckResult,
  JobAnalysis,
  ScoreReport,
  StructuredResume,
  YearMonth,
} from '../types';
import { type CategoryScores, overallScore, SCORE_CATEGORIES } from './categories';
import { evaluateRules } from './check-rule';
import { spellingWarning } from './language-applicability';
import { languageMismatchWarning } from './language-mismatch';
import { latestDate, measureResume, type ResumeFacts } from './measure-resume';
import { checkText } from './message';
import { RESUME_CHECKS } from './resume-checks';
import { missingSignalsText } from './resume-signal-text';
import { measureTailoring, type TailoringFacts } from './tailoring/measure-tailoring';
import { withIdsFrom, withoutCopiedLines, withoutCopiedText } from './tailoring/remove-copied-text';
import { stuffingWarnings } from './tailoring/stuffing-warnings';
import { TAILORING_CHECKS } from './tailoring/tailoring-checks';
import { readForTailoring, type TailoringReads } from './tailoring/tailoring-reads';

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

/** What is scored: the resume and the job, as the caller has already read them. */
export interface ScoreInput {
  resume: StructuredResume;
  /**
   * The text the resume was parsed from, when the caller has it: the checks of the text as given (column
   * gaps, odd characters, length) read it, and lines copied from the job are taken out of it and the rest
   * parsed again. Without it, the resume rendered as text is read.
   */
  resumeText?: string;
  job: JobAnalysis;
  /** The job description: text copied from it is found by its word sequences, its field by its skills. */
  jobText: string;
  industry: string;
}

export interface ScoreDetail {
  report: ScoreReport;
  resume: StructuredResume;
  facts: ResumeFacts;
  job: JobAnalysis;
  tailoring: TailoringFacts;
  profile: IndustryProfile;
}

function categoryScore(checks: readonly CheckResult[], neutral: number): number {
  const ran = checks.filter((item) => item.ran);
  const total = ran.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return neutral;
  return round1((100 * ran.reduce((sum, item) => sum + item.weight * item.credit, 0)) / total);
}

/**
 * The resume's facts and its tailoring facts. Measured once on the resume as given, which finds the lines
 * copied from the job; with any, the resume is measured again without them, as if the ad had never been
 * pasted (its presence must not even change how the resume's own paragraphs are read): pasting earns no
 * length, no words, nothing. The marks of stuffing stay those of the resume as given.
 */
function measureFacts(
  input: ScoreInput,
  reads: TailoringReads,
  options: Parameters<typeof measureResume>[2],
): { facts: ResumeFacts; tailoring: TailoringFacts } {
  const originalText = input.resumeText ?? null;
  const factsAsGiven = measureResume(input.resume, originalText, options);
  const asGiven = measureTailoring(input.resume, factsAsGiven, input.job, reads);
  const copiedTexts = new Set([...asGiven.stuffing.copiedLines].map((line) => line.text));
  if (copiedTexts.size === 0) return { facts: factsAsGiven, tailoring: asGiven };
  const cleanedText = originalText === null ? null : withoutCopiedText(originalText, copiedTexts, reads);
  const reread =
    cleanedText !== null && cleanedText !== originalText
      ? withIdsFrom(input.resume, parseResume(cleanedText))
      : input.resume;
  const cleaned = withoutCopiedLines(reread, copiedTexts, reads);
  const facts = measureResume(cleaned, cleanedText, options);
  const tailoring = measureTailoring(cleaned, facts, input.job, reads);
  return { facts, tailoring: { ...tailoring, stuffing: asGiven.stuffing } };
}

export function scoreInDetail(input: ScoreInput, options: ScoreOptions = {}): ScoreDetail {
  const profile = industryProfile(input.industry);
  const asOf = options.asOf ?? latestDate(input.resume, DEFAULT_AS_OF);
  const reads = readForTailoring(input.jobText);
  const { facts, tailoring } = measureFacts(input, reads, {
    speller: options.speller,
    asOf,
    skills: reads.lineSkills,
  });

  // A posting in Spanish, French or German: what the checks found is named in its own words.
  const words = postingWords(input.job);
  const results = [
    ...evaluateRules(RESUME_CHECKS, facts, profile),
    ...evaluateRules(TAILORING_CHECKS, tailoring, profile),
  ].map((check) => checkInPostingWords(check, words));
  const categories: CategoryDetail[] = SCORE_CATEGORIES.map((category) => {
    const checks = results.filter((item) => item.category === category.id);
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
  const warningRefs = stuffingWarnings(tailoring.stuffing);
  if (notResume)
    warningRefs.unshift(
      checkText('warning.not_a_resume', { missing: missingSignalsText(facts.resumeSignals.missing) }),
    );
  const spellingNotChecked = spellingWarning(facts, options.speller);
  if (spellingNotChecked) warningRefs.push(spellingNotChecked);
  // Said first of all: in another language than the posting, the resume's keyword match means little.
  const mismatch = notResume
    ? null
    : languageMismatchWarning(input.resumeText ?? renderResumeText(input.resume), input.jobText);
  if (mismatch) warningRefs.unshift(mismatch);
  const warnings = warningRefs.map(englishText);
  return {
    report: {
      overall_score: overallScore(scores),
      scores,
      categories,
      warnings,
      warning_refs: warningRefs,
      industry: profile.name,
    },
    resume: input.resume,
    facts,
    job: input.job,
    tailoring,
    profile,
  };
}

/**
 * Scores a resume, as text or already parsed, against a job description for a target industry: the one
 * call for a caller that holds neither reading yet (the text is parsed, and the job read, here once).
 */
export function scoreResume(
  resume: StructuredResume | string,
  jobText: string,
  industry: string,
  options: ScoreOptions = {},
): ScoreReport {
  const read = typeof resume === 'string' ? { resume: parseResume(resume), resumeText: resume } : { resume };
  return scoreInDetail({ ...read, job: analyzeJob(jobText, industry), jobText, industry }, options).report;
}
