import type { SessionDetail } from '@resumeloop/contracts/resumes';
import { EMPTY_REFINE_SESSION, type RefineSession } from './refine-session';
import type { RefineStep } from './refine-steps';

/** A saved refinement (GET /api/resumes/sessions/{id}) as the flow's session, opened at `step`. */
export function sessionFromSaved(detail: SessionDetail, step: RefineStep): RefineSession {
  return {
    ...EMPTY_REFINE_SESSION,
    step,
    sessionId: detail.id,
    resumeText: detail.resume_text,
    jobDescription: detail.job_description,
    targetIndustry: detail.target_industry,
    questions: detail.questions,
    answers: detail.questions.map((_, index) => detail.answers[index] ?? ''),
    initialScore: detail.initial_score,
    jobTitle: detail.job_title,
    finalText: detail.final_text,
    finalScores: detail.final_scores,
    structuredResume: detail.structured_resume,
    history: detail.history,
    unusedAnswers: detail.unused_answers,
    refineNotices: detail.notices,
  };
}
