import type { SessionStatusResponse } from '@resumeloop/contracts/review';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { asRecord, InvalidResponseError } from '../refine-errors';

export const sessionStatusEndpoint = (sessionId: string) =>
  `/api/review/sessions/${encodeURIComponent(sessionId)}/status`;
export const sessionStatusQueryKey = (sessionId: string) => ['review', 'session-status', sessionId] as const;

/** GET /api/review/sessions/{id}/status: the final scores (null while refining) and the initial ones. */
export async function getSessionStatus(sessionId: string): Promise<SessionStatusResponse> {
  const body = await apiRequest<unknown>(sessionStatusEndpoint(sessionId));
  const fields = asRecord(body);
  if (!fields.final_scores && !fields.scores) throw new InvalidResponseError('refine.errors.noScoreData');
  return (await import('@resumeloop/contracts/review')).sessionStatusResponseSchema.parse(body);
}

export function useSessionStatus(sessionId: string) {
  return useQuery({
    queryKey: sessionStatusQueryKey(sessionId),
    queryFn: () => getSessionStatus(sessionId),
    retry: false,
  });
}
