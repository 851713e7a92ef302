import type { DecideChangesRequest, DecideChangesResponse } from '@resumeloop/contracts/review';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reviewChangesEndpoint } from './get-pending-changes';

/**
 * POST /api/review/sessions/{id}/changes: accepts (optionally in the user's own words) or rejects waiting
 * changes; the accepted ones are applied and can be undone from the history like any other change.
 */
export async function decideChanges(
  sessionId: string,
  request: DecideChangesRequest,
): Promise<DecideChangesResponse> {
  const body = await apiRequest<unknown>(reviewChangesEndpoint(sessionId), {
    method: 'POST',
    body: { accept: request.accept ?? [], reject: request.reject ?? [] },
  });
  return (await import('@resumeloop/contracts/review')).decideChangesResponseSchema.parse(body);
}

export function useDecideChanges(sessionId: string) {
  return useMutation<DecideChangesResponse, Error, DecideChangesRequest>({
    mutationFn: (request) => decideChanges(sessionId, request),
  });
}
