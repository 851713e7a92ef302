import { apiDownload, type Download } from '../../../lib/api';

export const atsReportEndpoint = (sessionId: string) =>
  `/api/resumes/sessions/${encodeURIComponent(sessionId)}/ats-report`;

/** GET /api/resumes/sessions/{id}/ats-report: the session's ATS report as a PDF (premium: advanced_analysis). */
export function downloadAtsReport(sessionId: string): Promise<Download> {
  return apiDownload(atsReportEndpoint(sessionId), { headers: { accept: 'application/pdf' }, retries: 0 });
}
