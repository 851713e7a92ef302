import type { AtsTextResponse } from '@resumeloop/contracts/editor';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { editorPath, editorQueryKeys } from './endpoints';

/** GET /api/dynamic-pdf/{sessionId}/ats-text: the text an ATS reads from the PDF, and the round trip. */
export async function getAtsText(sessionId: string): Promise<AtsTextResponse> {
  const body = await apiRequest<unknown>(editorPath(sessionId, 'ats-text'), { retries: 0 });
  return (await import('@resumeloop/contracts/editor')).atsTextResponseSchema.parse(body);
}

export function useAtsText(sessionId: string) {
  return useQuery({
    queryKey: editorQueryKeys.atsText(sessionId),
    queryFn: () => getAtsText(sessionId),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
