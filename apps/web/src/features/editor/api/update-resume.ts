import type { EditorUpdateRequest, EditorUpdateResponse } from '@resumeloop/contracts/editor';
import { apiRequest } from '../../../lib/api';
import { editorPath } from './endpoints';

/** PUT /api/dynamic-pdf/{sessionId}/update: saves the contact, sections, template and page size. */
export async function updateResume(
  sessionId: string,
  body: EditorUpdateRequest,
  options: { idempotencyKey?: string; ifMatch?: string } = {},
): Promise<EditorUpdateResponse> {
  const saved = await apiRequest<unknown>(editorPath(sessionId, 'update'), {
    method: 'PUT',
    body,
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    ...(options.ifMatch ? { headers: { 'If-Match': options.ifMatch } } : {}),
  });
  return (await import('@resumeloop/contracts/editor')).editorUpdateResponseSchema.parse(saved);
}
