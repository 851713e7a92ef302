import type { TActiveSessionList } from '@resumeloop/contracts/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const SESSIONS_ENDPOINT = '/api/auth/sessions';
/** Under 'auth': signing out removes it with the rest of the user's data. */
export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: the signed-in user's live sessions, most recent activity first. */
export async function getActiveSessions(): Promise<TActiveSessionList> {
  return (await import('@resumeloop/contracts/sessions')).ZActiveSessionList.parse(
    await apiRequest<unknown>(SESSIONS_ENDPOINT),
  );
}

/** DELETE /api/auth/sessions/{id}: ends one of the user's sessions (the current one signs them out). */
export function endSession(id: string): Promise<void> {
  return apiRequest<void>(`${SESSIONS_ENDPOINT}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useActiveSessions() {
  // Sessions come and go on other devices: always asked afresh when the page opens.
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: getActiveSessions, staleTime: 0 });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
