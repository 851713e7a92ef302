/**
 * Analyze, refine, revert and rescore as the product does them, for the server and the command line alike:
 * the same limits, the same guard and its refusal, the same response shapes. Pure over its inputs: the
 * caller passes the speller and the month 'Present' is read as.
 */
import type {
  AnalyzeResponse,
  FinalScores,
  HistoryItem,
  JobSummary,
  QuestionDetail,
  ScoreReport,
  UnusedAnswer,
} from '@resumeloop/contracts/scoring';
import { SCORE_CATEGORY_LABELS } from '@resumeloop/contracts/scoring';
import {
  type Analysis,
  analyze,
  type Edit,
  type FinalScores as EngineFinalScores,
  type ScoreReport as EngineScoreReport,
  historyOf,
  type JobAnalysis,
  type Question,
  type Refinement,
  refine,
  renderResumeText,
  rescore,
  revertEdits,
  type Speller,
  type StructuredResume,
  type YearMonth,
} from '@resumeloop/engine';
import { checkAnswersTotal, type PreparedInputs, prepareAnswers, prepareInputs } from './limits';
import { importRewrite, type PendingChange } from './review-use-cases';
import { UseCaseError } from './use-case-error';

export interface EngineDependencies {
  speller?: Speller | undefined;
  /** The month 'Present' is read as: the current one. */
  asOf: YearMonth;
}

export function monthOf(date: Date): YearMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The engine's score report as the API shows it: the contract's labels, each check without its internals. */
export function toScoreReport(report: EngineScoreReport): ScoreReport {
  return {
    overall_score: report.overall_score,
    scores: { ...report.scores },
    categories: report.categories.map((category) => ({
      id: category.id,
      label: SCORE_CATEGORY_LABELS[category.id],
      weight: category.weight,
      score: category.score,
      checks: category.checks.map((check) => ({
        id: check.id,
        label: check.label,
        passed: check.passed,
        ran: check.ran,
        reason: check.reason,
        fix: check.fix,
        weight: check.weight,
        ...(check.refs ? { refs: check.refs } : {}),
      })),
    })),
    warnings: [...report.warnings],
    ...(report.warning_refs ? { warning_refs: report.warning_refs } : {}),
  };
}

export function toFinalScores(summary: EngineFinalScores, finalReport: EngineScoreReport): FinalScores {
  const report = toScoreReport(finalReport);
  return {
    overall_score: summary.overall_score,
    scores: { ...summary.scores },
    categories: report.categories,
    feedback_summary: summary.feedback_summary,
    ...(summary.feedback_summary_ref ? { feedback_summary_ref: summary.feedback_summary_ref } : {}),
    improvement: { ...summary.improvement },
    warnings: report.warnings,
    ...(report.warning_refs ? { warning_refs: report.warning_refs } : {}),
  };
}

export function toQuestionDetail(question: Question): QuestionDetail {
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    category: question.category,
    expected_gain: question.expected_gain,
    subject: question.target.subject,
    ...(question.text_ref ? { text_ref: question.text_ref } : {}),
  };
}

export function toJobSummary(job: JobAnalysis): JobSummary {
  return {
    title: job.title,
    seniority: job.seniority,
    years_required: job.years_required,
    required_skills: job.required_skills.map((skill) => skill.name),
    preferred_skills: job.preferred_skills.map((skill) => skill.name),
  };
}

/** The engine's scoring options from the caller's speller and month. */
function scoreOptions(dependencies: EngineDependencies) {
  return { ...(dependencies.speller ? { speller: dependencies.speller } : {}), asOf: dependencies.asOf };
}

function analyzePrepared(inputs: PreparedInputs, dependencies: EngineDependencies): Analysis {
  const analysis = analyze(
    { resumeText: inputs.resumeText, jobDescription: inputs.jobDescription, industry: inputs.industry },
    scoreOptions(dependencies),
  );
  if (analysis.questions.length === 0)
    throw new UseCaseError('no_questions', 'The engine generated no questions.');
  return analysis;
}

export interface AnalyzeRequestLike {
  resume_text: string;
  job_description: string;
  target_industry: string;
}

/** POST /api/scoring/analyze and `resumeloop analyze`. */
export function analyzeResume(
  body: AnalyzeRequestLike,
  dependencies: EngineDependencies,
): { response: AnalyzeResponse; analysis: Analysis } {
  const inputs = prepareInputs(body.resume_text, body.job_description, body.target_industry);
  const analysis = analyzePrepared(inputs, dependencies);
  return {
    analysis,
    response: {
      questions: analysis.questions.map((question) => question.text),
      question_details: analysis.questions.map(toQuestionDetail),
      initial_score: toScoreReport(analysis.report),
      job: toJobSummary(analysis.job),
      notices: inputs.notices,
    },
  };
}

/** What a refine session keeps: the inputs as used, the questions, the answers and the outcome. */
export interface RefinedSession {
  targetIndustry: string;
  jobTitle: string;
  resumeText: string;
  jobDescription: string;
  questions: string[];
  questionDetails: QuestionDetail[];
  answers: string[];
  initialScore: ScoreReport;
  finalScores: FinalScores;
  finalText: string;
  structuredResume: StructuredResume;
  history: HistoryItem[];
  edits: Edit[];
  unusedAnswers: UnusedAnswer[];
  notices: string[];
  /** Who wrote it; a language model's changes the guard holds wait in `pendingChanges`. */
  writer: 'built-in' | 'llm';
  writerNotice: string | null;
  pendingChanges: PendingChange[];
}

/** What the user reads when the guard refuses a refinement (the API shows it as the error's detail). */
export const UNFAITHFUL_REFINEMENT =
  'We could not refine this resume without changing its facts, so nothing was saved. Please try again with different answers.';

/**
 * The guard's last word: a claim found in no source, or anything of the original dropped (the refinement's
 * provenance report holds both, read on the resume it returns), refuses it.
 */
function assertFaithful(refinement: Refinement): void {
  const { violations } = refinement.provenance;
  if (violations.length > 0) {
    throw Object.assign(new UseCaseError('provenance_check_failed', UNFAITHFUL_REFINEMENT), {
      violations: violations.map((violation) => ({ kind: violation.kind, value: violation.value })),
    });
  }
}

/**
 * POST /api/scoring/refine-with-answers and `resumeloop refine`: analyzes the same (cut) inputs once (the
 * engine is deterministic, so the questions are those the user saw), applies the answers by position,
 * refines with the analysis, and refuses an unfaithful result.
 */
export function refineResume(
  body: AnalyzeRequestLike & { answers: readonly string[] },
  dependencies: EngineDependencies,
): { session: RefinedSession; refinement: Refinement; analysis: Analysis } {
  const inputs = prepareInputs(body.resume_text, body.job_description, body.target_industry);
  // The total is checked on the answers as sent, before anything else is computed.
  checkAnswersTotal(body.answers);
  const analysis = analyzePrepared(inputs, dependencies);
  const { answers, notices } = prepareAnswers(body.answers, analysis.questions.length);
  const refinement = refine(analysis, answers);
  assertFaithful(refinement);
  return {
    analysis,
    refinement,
    session: {
      targetIndustry: inputs.industry,
      jobTitle: analysis.job.title,
      resumeText: inputs.resumeText,
      jobDescription: inputs.jobDescription,
      questions: analysis.questions.map((question) => question.text),
      questionDetails: analysis.questions.map(toQuestionDetail),
      answers,
      initialScore: toScoreReport(analysis.report),
      finalScores: toFinalScores(refinement.final_scores, refinement.report),
      finalText: refinement.text,
      structuredResume: refinement.resume,
      history: refinement.history,
      edits: refinement.edits,
      unusedAnswers: refinement.unused_answers,
      notices: [...inputs.notices, ...notices],
      writer: 'built-in',
      writerNotice: null,
      pendingChanges: [],
    },
  };
}

/** What the user reads when a language model's numbers from an answer did not reach its rewrite. */
export const UNUSED_BY_WRITER =
  'The AI writer did not use it; add it in the editor if it belongs in your resume.';

/**
 * A language model's refinement: the same analysis and questions, its rewrite taken as any rewrite is
 * (aligned to the resume, each change judged against the resume and the answers), the supported changes
 * applied and the others held for the user. Figures the answers gave that the result lacks are listed.
 */
export function refineWithRewrite(
  body: AnalyzeRequestLike & { answers: readonly string[] },
  rewrite: string,
  dependencies: EngineDependencies,
): { session: RefinedSession } {
  const inputs = prepareInputs(body.resume_text, body.job_description, body.target_industry);
  checkAnswersTotal(body.answers);
  const analysis = analyzePrepared(inputs, dependencies);
  const { answers, notices } = prepareAnswers(body.answers, analysis.questions.length);
  const questionDetails = analysis.questions.map(toQuestionDetail);
  const reviewed = importRewrite(
    {
      resumeText: inputs.resumeText,
      jobDescription: inputs.jobDescription,
      targetIndustry: inputs.industry,
      questionDetails,
      answers,
      initialScore: analysis.report,
      structuredResume: analysis.resume,
      edits: [],
      pendingChanges: [],
    },
    rewrite,
    'llm',
    dependencies,
  );
  const unusedAnswers: UnusedAnswer[] = [];
  const written = reviewed.text;
  answers.forEach((answer, index) => {
    for (const sentence of answer.split(/(?<=[.!?])\s+/)) {
      const figures = sentence.match(/\d[\d,.]*%?/g) ?? [];
      if (figures.some((figure) => !written.includes(figure.replace(/[.,]$/, ''))))
        unusedAnswers.push({ question_index: index, text: sentence.trim(), reason: UNUSED_BY_WRITER });
    }
  });
  return {
    session: {
      targetIndustry: inputs.industry,
      jobTitle: analysis.job.title,
      resumeText: inputs.resumeText,
      jobDescription: inputs.jobDescription,
      questions: analysis.questions.map((question) => question.text),
      questionDetails,
      answers,
      initialScore: toScoreReport(analysis.report),
      finalScores: reviewed.finalScores,
      finalText: reviewed.text,
      structuredResume: reviewed.resume,
      history: reviewed.history,
      edits: reviewed.edits,
      unusedAnswers,
      notices: [...inputs.notices, ...notices],
      writer: 'llm',
      writerNotice: null,
      pendingChanges: reviewed.pending,
    },
  };
}

/** A saved session as the revert and rescore use cases read it. */
export interface SavedRefinement {
  jobDescription: string;
  targetIndustry: string;
  /** The score the refinement started from: what the change is measured against. */
  initialScore: Pick<ScoreReport, 'overall_score' | 'scores'>;
  structuredResume: StructuredResume;
  edits: readonly Edit[];
}

/**
 * The scores of a resume as it is now, against the session's job and its starting score: after an edit by
 * hand (each save of the editor) or a revert. Only the job is read again; the original is not re-analysed.
 */
export function rescoreResume(
  session: Pick<SavedRefinement, 'jobDescription' | 'targetIndustry' | 'initialScore'>,
  resume: StructuredResume,
  changes: number,
  dependencies: EngineDependencies,
): FinalScores {
  const scored = rescore(
    {
      jobDescription: session.jobDescription,
      industry: session.targetIndustry,
      options: scoreOptions(dependencies),
    },
    session.initialScore,
    resume,
    changes,
  );
  return toFinalScores(scored.final_scores, scored.report);
}

/**
 * POST /api/review/sessions/{id}/revert: the named refinement changes undone on the resume as it is now
 * (edits made by hand since are kept; a change whose line was edited since is reported, not forced back).
 */
export function revertChanges(
  session: SavedRefinement,
  ids: readonly string[],
  dependencies: EngineDependencies,
): {
  resume: StructuredResume;
  text: string;
  history: HistoryItem[];
  edits: Edit[];
  finalScores: FinalScores;
  reverted: string[];
  conflicts: string[];
} {
  const result = revertEdits(session.structuredResume, session.edits, ids);
  if (result.unknown.length > 0)
    throw new UseCaseError(
      'unknown_change',
      `No change with id ${result.unknown.join(', ')} in this session.`,
      'change_ids',
    );
  const gone = new Set(result.reverted);
  const edits = session.edits.filter((edit) => !gone.has(edit.id));
  return {
    resume: result.resume,
    text: renderResumeText(result.resume),
    history: historyOf(edits),
    edits,
    finalScores: rescoreResume(session, result.resume, historyOf(edits).length, dependencies),
    reverted: result.reverted,
    conflicts: result.conflicts,
  };
}
