import type { SessionDetail } from '@resumeloop/contracts/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const savedSessionEndpoint = (sessionId: string) =>
  `/api/resumes/sessions/${encodeURIComponent(sessionId)}`;
export const savedSessionQueryKey = (sessionId: string) => ['resumes', 'session', sessionId] as const;

/** GET /api/resumes/sessions/{id}: a saved refinement in full, to reopen it (404 when not the user's). */
export async function getSavedSession(sessionId: string): Promise<SessionDetail> {
  return (await import('@resumeloop/contracts/resumes')).sessionDetailSchema.parse(
    await apiRequest<unknown>(savedSessionEndpoint(sessionId)),
  );
}

export function useSavedSession(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: savedSessionQueryKey(sessionId),
    queryFn: () => getSavedSession(sessionId),
    enabled,
    retry: false,
    // Loaded once into the refine session; edits live there from then on.
    gcTime: 0,
  });
}
