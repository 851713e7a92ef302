import { FileWarning, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { PdfPages } from './pdf-pages';

/** SPEC §2.5's fallback: no PDF to show, and a way to ask for one again. */
export function NoPreview({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div className="flex min-h-60 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <FileWarning aria-hidden="true" className="size-8 text-slate-500" />
      <p className="font-medium text-slate-800">{t('editor.preview.none')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('editor.preview.retry')}
      </Button>
    </div>
  );
}

/**
 * The PDF as it will print, or SPEC's fallback when there is none: bytes that failed to arrive or to draw
 * both end there, with a retry.
 */
export function PdfPreview({
  data,
  loading,
  failed,
  onRetry,
  label,
  maxPages,
  zoom,
}: {
  data: Uint8Array | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Names the pages ('Your resume, page 1 of 2'); 'Resume preview' by default. */
  label?: string;
  maxPages?: number;
  zoom?: number;
}) {
  const t = useT();
  // A drawing failure belongs to the bytes it failed on; new bytes get a fresh try.
  const [failedData, setFailedData] = useState<Uint8Array | null>(null);
  const statusId = useId();
  if (!data && loading) {
    return (
      <div role="status" id={statusId} className="flex min-h-60 flex-col items-center justify-center gap-3">
        <Spinner className="size-8 text-brand-700" />
        <p className="text-slate-700">{t('editor.preview.loading')}</p>
      </div>
    );
  }
  if (!data || failed || failedData === data) return <NoPreview onRetry={onRetry} retrying={loading} />;
  return (
    <PdfPages
      data={data}
      label={label ?? t('editor.preview.label')}
      {...(maxPages ? { maxPages } : {})}
      {...(zoom ? { zoom } : {})}
      onFailed={() => setFailedData(data)}
    />
  );
}
