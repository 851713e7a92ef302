/**
 * The analyze step of the product in one call: score the resume and generate the questions. Returns
 * exactly SPEC's analyze response ({ questions, initial_score: { overall_score, scores } }) and, beside it,
 * the detail the UI explains the score with.
 */
import { generateQuestions } from '../questions/generate-questions';
import { type ScoreOptions, scoreInDetail } from '../score/score-resume';
import type { CategoryScores, JobAnalysis, Question, ScoreReport } from '../types';

export interface AnalyzeInput {
  resumeText: string;
  jobDescription: string;
  industry: string;
}

export interface AnalyzeResult {
  questions: string[];
  initial_score: { overall_score: number; scores: CategoryScores };
  detail: {
    questions: Question[];
    report: ScoreReport;
    job: JobAnalysis;
  };
}

export function analyze(input: AnalyzeInput, options: ScoreOptions = {}): AnalyzeResult {
  const detail = scoreInDetail(input.resumeText, input.jobDescription, input.industry, options);
  const questions = generateQuestions(detail);
  return {
    questions: questions.map((question) => question.text),
    initial_score: { overall_score: detail.report.overall_score, scores: detail.report.scores },
    detail: { questions, report: detail.report, job: detail.job },
  };
}
