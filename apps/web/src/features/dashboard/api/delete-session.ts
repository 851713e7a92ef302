import type { SessionListResponse } from '@resumeloop/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { SCORE_HISTORY_QUERY_KEY } from './get-score-history';
import { SESSIONS_ENDPOINT, SESSIONS_QUERY_KEY } from './list-sessions';

export const sessionEndpoint = (sessionId: string) => `${SESSIONS_ENDPOINT}/${encodeURIComponent(sessionId)}`;

/** DELETE /api/resumes/sessions/{id}: 204. A 404 means it is already gone, which is what was asked. */
export async function deleteSession(sessionId: string): Promise<void> {
  try {
    await apiRequest<void>(sessionEndpoint(sessionId), { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** Removes the row at once and puts it back if the server refuses. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string, { previous: SessionListResponse | undefined }>({
    mutationFn: deleteSession,
    onMutate: async (sessionId) => {
      await queryClient.cancelQueries({ queryKey: SESSIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<SessionListResponse>(SESSIONS_QUERY_KEY);
      queryClient.setQueryData<SessionListResponse>(SESSIONS_QUERY_KEY, (list) =>
        list ? { ...list, sessions: list.sessions.filter((session) => session.id !== sessionId) } : list,
      );
      return { previous };
    },
    onError: (_error, _sessionId, context) => {
      if (context?.previous) queryClient.setQueryData(SESSIONS_QUERY_KEY, context.previous);
    },
    // The score history drew the deleted session: it is asked for again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCORE_HISTORY_QUERY_KEY });
    },
  });
}
