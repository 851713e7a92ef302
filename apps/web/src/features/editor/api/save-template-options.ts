import type { EditorUpdateResponse, TemplateOptions } from '@resumeloop/contracts/editor';
import { apiRequest } from '../../../lib/api';
import { editorPath } from './endpoints';

/**
 * PUT /api/dynamic-pdf/{sessionId}/template-options (premium custom_templates): the session's accent,
 * fonts, spacing and section order, or null for the template's own look.
 */
export async function saveTemplateOptions(
  sessionId: string,
  options: TemplateOptions | null,
): Promise<EditorUpdateResponse> {
  const body = await apiRequest<unknown>(editorPath(sessionId, 'template-options'), {
    method: 'PUT',
    body: { template_options: options },
  });
  return (await import('@resumeloop/contracts/editor')).editorUpdateResponseSchema.parse(body);
}
