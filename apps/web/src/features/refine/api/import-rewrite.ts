import type { ImportRewriteResponse } from '@resumeloop/contracts/review';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const importRewriteEndpoint = (sessionId: string) =>
  `/api/review/sessions/${encodeURIComponent(sessionId)}/import`;
/** Reading a large file and checking every claim of a long rewrite can take longer than the usual 30 s. */
const IMPORT_TIMEOUT_MS = 120_000;

/** A rewrite pasted as text, or chosen as a file (PDF, DOCX, DOC or TXT: the server reads the bytes). */
export type ImportRewriteVariables = { text: string } | { file: File };

/**
 * POST /api/review/sessions/{id}/import: checks every change of a rewrite from another tool against the
 * resume and the answers; the supported ones are applied at once, the others wait for the user. Text goes
 * as JSON, a file as multipart (field `file`).
 */
export async function importRewrite(
  sessionId: string,
  variables: ImportRewriteVariables,
): Promise<ImportRewriteResponse> {
  let body: unknown;
  if ('file' in variables) {
    const form = new FormData();
    form.append('file', variables.file, variables.file.name);
    body = form;
  } else {
    body = { text: variables.text };
  }
  const response = await apiRequest<unknown>(importRewriteEndpoint(sessionId), {
    method: 'POST',
    body,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  return (await import('@resumeloop/contracts/review')).importRewriteResponseSchema.parse(response);
}

export function useImportRewrite(sessionId: string) {
  return useMutation<ImportRewriteResponse, Error, ImportRewriteVariables>({
    mutationFn: (variables) => importRewrite(sessionId, variables),
  });
}
