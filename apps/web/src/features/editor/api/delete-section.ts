import type { EditorUpdateResponse } from '@resumeloop/contracts/editor';
import { apiRequest } from '../../../lib/api';
import { editorPath } from './endpoints';

/** DELETE /api/dynamic-pdf/{sessionId}/sections/{sectionId}: the others are renumbered. */
export async function deleteSection(sessionId: string, sectionId: string): Promise<EditorUpdateResponse> {
  const body = await apiRequest<unknown>(editorPath(sessionId, `sections/${encodeURIComponent(sectionId)}`), {
    method: 'DELETE',
  });
  return (await import('@resumeloop/contracts/editor')).editorUpdateResponseSchema.parse(body);
}
