import { useMutation } from '@tanstack/react-query';
import { apiDownload, type Download } from '../../../lib/api';

export const EXPORT_DATA_ENDPOINT = '/api/settings/export';

/** GET /api/settings/export: everything stored about the user, as a JSON attachment. */
export function exportData(): Promise<Download> {
  return apiDownload(EXPORT_DATA_ENDPOINT, { timeoutMs: 60_000 });
}

/** The name the file is saved under when the server suggests none (SPEC §7.4: named with the date). */
export function fallbackExportFilename(now = new Date()): string {
  return `resumeloop-data-export-${now.toISOString().slice(0, 10)}.json`;
}

/** Hands the file to the browser as a download. */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename ?? fallbackExportFilename();
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export function useExportData() {
  return useMutation<Download, Error, void>({
    mutationFn: async () => {
      const download = await exportData();
      saveDownload(download);
      return download;
    },
  });
}
