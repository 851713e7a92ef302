import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n/use-t';
import { useExportData } from '../api/export-data';
import { SETTINGS_NOTICES, settingsErrorMessage } from '../settings-errors';

/** Downloads everything stored about the user as one JSON file. */
export function ExportDataSection() {
  const t = useT();
  const mutation = useExportData();
  const exportNow = () =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(t(SETTINGS_NOTICES.exported)),
    });
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {mutation.isSuccess && <Notice tone="success">{t(SETTINGS_NOTICES.exported)}</Notice>}
        {mutation.isError && (
          <Notice tone="error">
            {t('settings.export.failed', { reason: settingsErrorMessage(mutation.error, 'exportData', t) })}
          </Notice>
        )}
      </div>
      <Button variant="secondary" onClick={exportNow} disabled={mutation.isPending}>
        {mutation.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {t(mutation.isPending ? 'settings.export.pending' : 'settings.export.submit')}
      </Button>
    </div>
  );
}
