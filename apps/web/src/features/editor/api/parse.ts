import type { EditorUpdateResponse } from '@resumeloop/contracts/editor';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { editorPath, editorQueryKeys } from './endpoints';

/** POST /api/dynamic-pdf/{sessionId}/parse: the stored resume's layout (pages, characters, warnings). */
export async function parseLayout(sessionId: string): Promise<EditorUpdateResponse> {
  const body = await apiRequest<unknown>(editorPath(sessionId, 'parse'), { method: 'POST' });
  return (await import('@resumeloop/contracts/editor')).editorUpdateResponseSchema.parse(body);
}

export function useLayout(sessionId: string) {
  return useQuery({
    queryKey: editorQueryKeys.layout(sessionId),
    queryFn: () => parseLayout(sessionId),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
