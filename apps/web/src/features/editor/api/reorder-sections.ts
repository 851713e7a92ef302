import type { EditorUpdateResponse } from '@resumeloop/contracts/editor';
import { apiRequest } from '../../../lib/api';
import { editorPath } from './endpoints';

/** POST /api/dynamic-pdf/{sessionId}/reorder-sections: every section id, in the new order. */
export async function reorderSections(
  sessionId: string,
  sectionIds: string[],
): Promise<EditorUpdateResponse> {
  const body = await apiRequest<unknown>(editorPath(sessionId, 'reorder-sections'), {
    method: 'POST',
    body: { section_ids: sectionIds },
  });
  return (await import('@resumeloop/contracts/editor')).editorUpdateResponseSchema.parse(body);
}
