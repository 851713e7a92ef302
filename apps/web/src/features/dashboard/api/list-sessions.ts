import type { SessionListResponse } from '@resumeloop/contracts/resumes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
