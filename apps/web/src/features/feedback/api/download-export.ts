import { apiDownload, type Download } from '../../../lib/api';

export type ExportFormat = 'pdf' | 'docx';

export const exportEndpoint = (sessionId: string, format: ExportFormat) =>
  `/api/feedback/${encodeURIComponent(sessionId)}/${format}`;

const ACCEPT: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * GET /api/feedback/{sessionId}/pdf|docx: the resume as a file. Until the user has given feedback on the
 * session the server answers 403 with `needs_feedback` (code 'needs_feedback' on the ApiError).
 */
export function downloadExport(sessionId: string, format: ExportFormat): Promise<Download> {
  return apiDownload(exportEndpoint(sessionId, format), { headers: { accept: ACCEPT[format] }, retries: 0 });
}
