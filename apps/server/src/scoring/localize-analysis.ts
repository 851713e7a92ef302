/**
 * The engine's words in the reader's language: a score report's check labels, reasons, fixes and
 * warnings, and the questions, formatted from the message references the analysis carries with the
 * request's translator. An analysis saved before the references existed keeps its stored (English) text.
 */
import type {
  AnalyzeResponse,
  FinalScores,
  QuestionDetail,
  ScoreReport,
} from '@resumeloop/contracts/scoring';
import { formatText, type TextRef } from '@resumeloop/engine/messages';
import type { Translate } from '@resumeloop/i18n';

/** A stored reference, if it has the shape of one. */
function asRef(value: unknown): TextRef | null {
  return typeof value === 'object' && value !== null && typeof (value as TextRef).id === 'string'
    ? (value as TextRef)
    : null;
}

/** A stored text in the reader's language: formatted from its reference, else as stored. */
function textOf(ref: unknown, stored: string, translate: Translate): string {
  const found = asRef(ref);
  return found ? formatText(found, translate) : stored;
}

/** The report's checks and warnings in the reader's language; ids, codes and scores as they are. */
export function localizeScoreReport<
  Report extends Pick<ScoreReport, 'categories' | 'warnings'> & {
    warning_refs?: unknown;
  },
>(report: Report, translate: Translate): Report {
  const warningRefs = Array.isArray(report.warning_refs) ? report.warning_refs : null;
  return {
    ...report,
    categories: report.categories.map((category) => ({
      ...category,
      checks: category.checks.map((check) => {
        const refs = (check.refs ?? {}) as { label?: unknown; reason?: unknown; fix?: unknown };
        return {
          ...check,
          label: textOf(refs.label, check.label, translate),
          reason: textOf(refs.reason, check.reason, translate),
          fix: textOf(refs.fix, check.fix, translate),
        };
      }),
    })),
    warnings:
      warningRefs && warningRefs.length === report.warnings.length
        ? report.warnings.map((warning, index) => textOf(warningRefs[index], warning, translate))
        : report.warnings,
  };
}

/** The final scores of a refinement in the reader's language. */
export function localizeFinalScores(scores: FinalScores, translate: Translate): FinalScores {
  return localizeScoreReport(scores, translate);
}

/** The questions in the reader's language. */
export function localizeQuestions(
  questions: readonly QuestionDetail[],
  translate: Translate,
): QuestionDetail[] {
  return questions.map((question) => ({
    ...question,
    text: textOf(question.text_ref, question.text, translate),
  }));
}

/** An analysis as the API answers it, in the reader's language. */
export function localizeAnalyzeResponse(response: AnalyzeResponse, translate: Translate): AnalyzeResponse {
  const questionDetails = localizeQuestions(response.question_details, translate);
  return {
    ...response,
    questions:
      questionDetails.length === response.questions.length
        ? questionDetails.map((question) => question.text)
        : response.questions,
    question_details: questionDetails,
    initial_score: localizeScoreReport(response.initial_score, translate),
  };
}
