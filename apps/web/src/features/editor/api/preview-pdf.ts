import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api';
import { editorPath, editorQueryKeys } from './endpoints';

/** GET /api/dynamic-pdf/{sessionId}/preview-pdf: the resume as a PDF in its template and page size. */
export async function getPreviewPdf(sessionId: string): Promise<Uint8Array> {
  const { blob } = await apiDownload(editorPath(sessionId, 'preview-pdf'), {
    headers: { accept: 'application/pdf' },
    // Rendering is rate limited more tightly than other calls; a retry storm would only hit that limit.
    retries: 0,
  });
  return new Uint8Array(await blob.arrayBuffer());
}

/** The preview's bytes; read once per mount, then again only when asked (the editor decides when). */
export function usePreviewPdf(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: editorQueryKeys.preview(sessionId),
    queryFn: () => getPreviewPdf(sessionId),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
