import type { TScoreHistoryResponse } from '@resumeloop/contracts/analytics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const SCORE_HISTORY_ENDPOINT = '/api/analytics/scores';
export const SCORE_HISTORY_QUERY_KEY = ['analytics', 'scores'] as const;

/** GET /api/analytics/scores: the premium score history, oldest first, with its aggregates. */
export async function getScoreHistory(): Promise<TScoreHistoryResponse> {
  return (await import('@resumeloop/contracts/analytics')).ZScoreHistoryResponse.parse(
    await apiRequest<unknown>(SCORE_HISTORY_ENDPOINT),
  );
}

/** Asked for on every visit (a session saved or deleted since changes it); only behind the open gate. */
export function useScoreHistory() {
  return useQuery({
    queryKey: SCORE_HISTORY_QUERY_KEY,
    queryFn: getScoreHistory,
    retry: false,
    staleTime: 0,
  });
}
