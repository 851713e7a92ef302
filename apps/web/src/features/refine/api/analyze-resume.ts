import type { AnalyzeRequest, AnalyzeResponse } from '@resumeloop/contracts/scoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshFeatures } from '../../plans';
import { asRecord, InvalidResponseError } from '../refine-errors';

export const ANALYZE_ENDPOINT = '/api/scoring/analyze';

/**
 * POST /api/scoring/analyze: the initial score and the tailored questions. SPEC §5: the response must
 * hold a non-empty list of questions and an initial_score.
 */
export async function analyzeResume(request: AnalyzeRequest): Promise<AnalyzeResponse> {
  const body = await apiRequest<unknown>(ANALYZE_ENDPOINT, { method: 'POST', body: request });
  const fields = asRecord(body);
  if (!Array.isArray(fields.questions) || fields.questions.length === 0) {
    throw new InvalidResponseError('refine.errors.questionsMissing');
  }
  if (!fields.initial_score) throw new InvalidResponseError('refine.errors.initialScoreMissing');
  return (await import('@resumeloop/contracts/scoring')).analyzeResponseSchema.parse(body);
}

export function useAnalyzeResume() {
  const queryClient = useQueryClient();
  // Each try counts towards the month (or is refused for it): what is left is asked for again.
  return useMutation<AnalyzeResponse, Error, AnalyzeRequest>({
    mutationFn: analyzeResume,
    // Not awaited: the answer shows without waiting for the counts.
    onSettled: () => {
      void refreshFeatures(queryClient);
    },
  });
}
