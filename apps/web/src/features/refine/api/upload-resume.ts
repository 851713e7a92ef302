import type { UploadResponse } from '@resumeloop/contracts/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshFeatures } from '../../plans';

export const UPLOAD_ENDPOINT = '/api/resumes/upload';
/** A large scan over a slow link takes longer than the usual 30 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadVariables = { file: File; onProgress?: (fraction: number) => void };

/**
 * POST /api/resumes/upload (multipart, field `file`): the resume's text. Every kind of file goes to the
 * server, which reads PDF, DOCX, DOC and plain text and decides by the bytes, not the name.
 */
export async function uploadResume({ file, onProgress }: UploadVariables): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await apiRequest<unknown>(UPLOAD_ENDPOINT, {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });
  return (await import('@resumeloop/contracts/resumes')).uploadResponseSchema.parse(body);
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  // Each try counts towards the month (or is refused for it): what is left is asked for again.
  return useMutation<UploadResponse, Error, UploadVariables>({
    mutationFn: uploadResume,
    // Not awaited: the answer shows without waiting for the counts.
    onSettled: () => {
      void refreshFeatures(queryClient);
    },
  });
}
