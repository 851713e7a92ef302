import type { FeedbackSubmission, FeedbackSubmitResponse } from '@resumeloop/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const SUBMIT_FEEDBACK_ENDPOINT = '/api/feedback/submit';

/** POST /api/feedback/submit: stores the survey and opens the session's export. */
export async function submitFeedback(body: FeedbackSubmission): Promise<FeedbackSubmitResponse> {
  const response = await apiRequest<unknown>(SUBMIT_FEEDBACK_ENDPOINT, { method: 'POST', body });
  return (await import('@resumeloop/contracts/feedback')).feedbackSubmitResponseSchema.parse(response);
}

export function useSubmitFeedback() {
  return useMutation<FeedbackSubmitResponse, Error, FeedbackSubmission>({ mutationFn: submitFeedback });
}
