import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/i18n/use-t';

/** The outcome of the last export: its error, or the name of the file just saved. */
export function ExportStatus({ error, saved }: { error: string | null; saved: string | null }) {
  const t = useT();
  if (error) return <Notice tone="error">{error}</Notice>;
  return (
    <p role="status" className="text-sm text-emerald-800">
      {saved ? t('feedback.export.saved', { fileName: saved }) : ''}
    </p>
  );
}
