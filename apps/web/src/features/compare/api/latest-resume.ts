import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * The resume text of the person's latest refinement (GET /api/resumes/sessions, newest first, then that
 * session), or null when they have none.
 */
export async function latestResume(): Promise<string | null> {
  const { sessionListResponseSchema, sessionDetailSchema } = await import('@resumeloop/contracts/resumes');
  const list = sessionListResponseSchema.parse(await apiRequest<unknown>('/api/resumes/sessions'));
  const newest = list.sessions[0];
  if (!newest) return null;
  const detail = sessionDetailSchema.parse(
    await apiRequest<unknown>(`/api/resumes/sessions/${encodeURIComponent(newest.id)}`),
  );
  return detail.final_text.trim() || detail.resume_text;
}

export function useLatestResume() {
  return useMutation<string | null, Error, void>({ mutationFn: latestResume });
}
