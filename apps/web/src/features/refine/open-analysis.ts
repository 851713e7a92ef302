import type { AnalyzeResponse } from '@resumeloop/contracts/scoring';
import {
  draftOf,
  EMPTY_REFINE_SESSION,
  loadRefineSession,
  type RefineSession,
  saveRefineSession,
} from './refine-session';

/** Where the flow shows the questions of the analysis it holds. */
export const REFINE_QUESTIONS_PATH = '/refine?step=questions';

/**
 * An analysis made elsewhere (one posting of a bulk comparison) as the flow's session: what a single
 * analysis of the same inputs leaves it with, on the questions step, nothing answered yet.
 */
export function sessionFromAnalysis(
  inputs: { resumeText: string; jobDescription: string; targetIndustry: string },
  response: AnalyzeResponse,
): RefineSession {
  return {
    ...EMPTY_REFINE_SESSION,
    step: 'questions',
    ...inputs,
    questions: response.questions,
    questionDetails: response.question_details,
    answers: response.questions.map(() => ''),
    initialScore: response.initial_score,
    jobTitle: response.job.title,
    analyzeNotices: response.notices,
  };
}

/**
 * Puts the analysis in the user's refine flow (this tab's stored session, which the flow reads when it
 * opens) and answers the address that continues it: the questions, then refinement and the editor.
 */
export function openAnalysisInFlow(
  userId: string,
  inputs: Parameters<typeof sessionFromAnalysis>[0],
  response: AnalyzeResponse,
): string {
  saveRefineSession(userId, sessionFromAnalysis(inputs, response));
  return REFINE_QUESTIONS_PATH;
}

/**
 * Whether this tab's refine flow holds work not refined yet (typed text, answers): opening an analysis
 * would replace it, so the person is asked first.
 */
export function hasUnfinishedRefinement(userId: string): boolean {
  return draftOf(loadRefineSession(userId)) !== null;
}
