import type { BulkAnalyzeRequest, BulkAnalyzeResponse } from '@resumeloop/contracts/bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshFeatures } from '../../plans';

export const BULK_ENDPOINT = '/api/scoring/bulk';
/** Five postings take five analyses' time on a busy server: more than the usual 30 s may be needed. */
const BULK_TIMEOUT_MS = 90_000;

/** POST /api/scoring/bulk: the postings ranked by fit, each with the analysis that opens it. */
export async function comparePostings(request: BulkAnalyzeRequest): Promise<BulkAnalyzeResponse> {
  const body = await apiRequest<unknown>(BULK_ENDPOINT, {
    method: 'POST',
    body: request,
    timeoutMs: BULK_TIMEOUT_MS,
  });
  return (await import('@resumeloop/contracts/bulk')).bulkAnalyzeResponseSchema.parse(body);
}

export function useComparePostings() {
  const queryClient = useQueryClient();
  // Each posting counts as an analysis of the month: what is left is asked for again.
  return useMutation<BulkAnalyzeResponse, Error, BulkAnalyzeRequest>({
    mutationFn: comparePostings,
    onSettled: () => {
      void refreshFeatures(queryClient);
    },
  });
}
