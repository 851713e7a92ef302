/**
 * The analysis, computed once: the parsed resume, the job's reading, the measured facts, the score report
 * and the questions. Refinement, a revert and a rescore take it instead of parsing and reading again.
 */

import { analyzeJob } from '../job/analyze-job';
import { postingWords, questionInPostingWords } from '../lang/posting-words';
import { parseResume } from '../parse/parse-resume';
import { generateQuestions } from '../questions/generate-questions';
import { latestDate, type ResumeFacts } from '../score/measure-resume';
import { DEFAULT_AS_OF, type ScoreOptions, scoreInDetail } from '../score/score-resume';
import type { TailoringFacts } from '../score/tailoring/measure-tailoring';
import type { IndustryProfile } from '../taxonomy/industries';
import type { JobAnalysis, Question, ScoreReport, StructuredResume, YearMonth } from '../types';

export interface AnalyzeInput {
  resumeText: string;
  jobDescription: string;
  industry: string;
}

export interface Analysis {
  input: AnalyzeInput;
  options: ScoreOptions;
  /** 'Present' as read for this analysis. */
  asOf: YearMonth;
  resume: StructuredResume;
  job: JobAnalysis;
  facts: ResumeFacts;
  tailoring: TailoringFacts;
  profile: IndustryProfile;
  report: ScoreReport;
  questions: Question[];
}

export function analyze(input: AnalyzeInput, options: ScoreOptions = {}): Analysis {
  const detail = scoreInDetail(
    {
      resume: parseResume(input.resumeText),
      resumeText: input.resumeText,
      job: analyzeJob(input.jobDescription, input.industry),
      jobText: input.jobDescription,
      industry: input.industry,
    },
    options,
  );
  // A posting in another language: what the questions ask about is named in its own words.
  const words = postingWords(detail.job);
  return {
    input,
    options,
    asOf: options.asOf ?? latestDate(detail.resume, DEFAULT_AS_OF),
    resume: detail.resume,
    job: detail.job,
    facts: detail.facts,
    tailoring: detail.tailoring,
    profile: detail.profile,
    report: detail.report,
    questions: generateQuestions(detail).map((question) => questionInPostingWords(question, words)),
  };
}
