import type { EditorDocument } from '@resumeloop/contracts/editor';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { editorPath, editorQueryKeys } from './endpoints';

/** GET /api/dynamic-pdf/{sessionId}/current: the structured resume, its template, page size and layout. */
export async function getCurrentDocument(sessionId: string): Promise<EditorDocument> {
  return (await import('@resumeloop/contracts/editor')).editorDocumentSchema.parse(
    await apiRequest<unknown>(editorPath(sessionId, 'current')),
  );
}

/**
 * The document as the server holds it now. Never served from the cache: the editor's own copy takes over
 * once loaded, and a remount (after an undo, say) must see the server's latest.
 */
export function useCurrentDocument(sessionId: string) {
  return useQuery({
    queryKey: editorQueryKeys.document(sessionId),
    queryFn: () => getCurrentDocument(sessionId),
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
