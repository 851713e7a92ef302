import type { SessionListResponse, SessionSummary } from '@resumeloop/contracts/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const SESSIONS_ENDPOINT = '/api/resumes/sessions';
export const SESSIONS_QUERY_KEY = ['resumes', 'sessions'] as const;

/** GET /api/resumes/sessions: the user's saved refinements, newest first. */
export async function listSessions(): Promise<SessionListResponse> {
  return (await import('@resumeloop/contracts/resumes')).sessionListResponseSchema.parse(
    await apiRequest<unknown>(SESSIONS_ENDPOINT),
  );
}

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: listSessions, retry: false });
}

/** The session changed last (the list's order, newest created first, breaks a tie); null for none. */
export const lastUpdated = (sessions: SessionSummary[]) =>
  sessions.reduce<SessionSummary | null>(
    (latest, session) =>
      latest === null || Date.parse(session.updated_at) > Date.parse(latest.updated_at) ? session : latest,
    null,
  );

/**
 * The saved session changed last: undefined until known (and on failure), null when there is none. Asked for
 * only when `enabled` (never for a guest), and always on mount: only this mount's answer counts, so a
 * list cached before a deletion, a new refinement or another user's sign-in never shows.
 */
export function useLatestSession(enabled: boolean) {
  const query = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: listSessions,
    retry: false,
    enabled,
    staleTime: 0,
    select: (response: SessionListResponse) => lastUpdated(response.sessions),
  });
  return enabled && query.isSuccess && query.isFetchedAfterMount ? query.data : undefined;
}
