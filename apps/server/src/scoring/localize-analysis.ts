/**
 * The engine's words in the reader's language: a score report's category names, check labels, reasons,
 * fixes and warnings, a refinement's summary, the questions, and why a change's claims are flagged,
 * formatted from the message references the analysis carries with the request's translator. An analysis
 * saved before the references existed keeps its stored (English) text; category names come from the id.
 */
import type { ReviewedChange } from '@resumeloop/contracts/review';
import type {
  AnalyzeResponse,
  FinalScores,
  IndustriesResponse,
  QuestionDetail,
  ScoreReport,
} from '@resumeloop/contracts/scoring';
import { formatText, type TextRef } from '@resumeloop/engine/messages';
import { categoryLabelId, industryGroupId, industryNameId } from '@resumeloop/engine/names';
import type { Translate } from '@resumeloop/i18n';
import { localizeNotices } from './localize-notices';

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
      label: translate(categoryLabelId(category.id)),
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

/** The final scores of a refinement in the reader's language: its report and its summary. */
export function localizeFinalScores(scores: FinalScores, translate: Translate): FinalScores {
  const sentences = Array.isArray(scores.feedback_summary_ref) ? scores.feedback_summary_ref.map(asRef) : [];
  const summary =
    sentences.length > 0 && sentences.every((sentence) => sentence !== null)
      ? sentences.map((sentence) => formatText(sentence as TextRef, translate)).join(' ')
      : scores.feedback_summary;
  return { ...localizeScoreReport(scores, translate), feedback_summary: summary };
}

/** Final scores that may be absent (a session not yet refined), in the reader's language. */
export function localizeOptionalFinalScores(
  scores: FinalScores | null,
  translate: Translate,
): FinalScores | null {
  return scores ? localizeFinalScores(scores, translate) : null;
}

/** Changes a writer proposed, each flag's reason in the reader's language. */
export function localizeChanges(changes: readonly ReviewedChange[], translate: Translate): ReviewedChange[] {
  return changes.map((change) => ({
    ...change,
    flags: change.flags.map((flag) => ({
      ...flag,
      reason: textOf(flag.reason_ref, flag.reason, translate),
    })),
  }));
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
    notices: localizeNotices(response.notices, translate),
  };
}

/**
 * The industries list with each industry's and group's name in the reader's language beside the English
 * names the list is keyed by (a name the catalogue lacks is shown as it is).
 */
export function localizeIndustries(list: IndustriesResponse, translate: Translate): IndustriesResponse {
  const industries: Record<string, string> = {};
  const categories: Record<string, string> = {};
  for (const [group, names] of Object.entries(list.categories)) {
    const groupId = industryGroupId(group);
    categories[group] = groupId ? translate(groupId) : group;
    for (const name of names) {
      const nameId = industryNameId(name);
      industries[name] = nameId ? translate(nameId) : name;
    }
  }
  return { ...list, labels: { industries, categories } };
}
