import type { RevertResponse } from '@resumeloop/contracts/editor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const revertEndpoint = (sessionId: string) =>
  `/api/review/sessions/${encodeURIComponent(sessionId)}/revert`;

/** POST /api/review/sessions/{id}/revert: undoes refinement changes by id and rescores the resume. */
export async function revertChanges(sessionId: string, changeIds: string[]): Promise<RevertResponse> {
  const body = await apiRequest<unknown>(revertEndpoint(sessionId), {
    method: 'POST',
    body: { change_ids: changeIds },
  });
  return (await import('@resumeloop/contracts/editor')).revertResponseSchema.parse(body);
}

export function useRevertChanges(sessionId: string) {
  return useMutation<RevertResponse, Error, string[]>({
    mutationFn: (changeIds) => revertChanges(sessionId, changeIds),
  });
}
