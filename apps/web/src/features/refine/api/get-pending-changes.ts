import type { PendingChangesResponse } from '@resumeloop/contracts/review';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const reviewChangesEndpoint = (sessionId: string) =>
  `/api/review/sessions/${encodeURIComponent(sessionId)}/changes`;
export const pendingChangesQueryKey = (sessionId: string) =>
  ['review', 'pending-changes', sessionId] as const;

/**
 * GET /api/review/sessions/{id}/changes: the changes a writer proposed that wait for the user (a pasted
 * rewrite's, or the language model's from refinement), so they are shown again after a reload.
 */
export async function getPendingChanges(sessionId: string): Promise<PendingChangesResponse> {
  return (await import('@resumeloop/contracts/review')).pendingChangesResponseSchema.parse(
    await apiRequest<unknown>(reviewChangesEndpoint(sessionId)),
  );
}

export function usePendingChanges(sessionId: string) {
  return useQuery({
    queryKey: pendingChangesQueryKey(sessionId),
    queryFn: () => getPendingChanges(sessionId),
    // Read afresh each time the Polish step opens (a decision may have been made in another tab); the
    // answers of an import or a decision made here are written into the cache.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
