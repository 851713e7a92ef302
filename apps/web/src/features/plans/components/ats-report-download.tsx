import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { saveFile } from '../../feedback';
import { downloadAtsReport } from '../api/download-ats-report';
import { FeatureGate } from './feature-gate';
import { LockedFeature } from './locked-feature';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

function DownloadButton({ sessionId }: { sessionId: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const file = await downloadAtsReport(sessionId);
      const name = file.filename ?? 'ats-report.pdf';
      saveFile(file.blob, name);
      setOutcome({ tone: 'success', message: t('plans.report.saved', { fileName: name }) });
    } catch (failure) {
      // The server's own words (not found, not premium, ...) in the reader's language.
      const reason = failure instanceof Error ? failure.message : String(failure);
      setOutcome({ tone: 'error', message: t('plans.report.failed', { reason }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        {busy ? <Spinner className="size-4" /> : <FileSearch aria-hidden="true" className="size-4" />}
        {busy ? t('plans.report.downloading') : t('plans.report.download')}
      </Button>
      <div aria-live="polite">{outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}</div>
    </div>
  );
}

/**
 * "Download ATS report" for a saved session (SPEC §6 `advanced_analysis`): a PDF of every check with its
 * finding and fix. A free account sees what the report is and how to get it instead.
 */
export function AtsReportDownload({
  sessionId,
  headingLevel = 3,
}: {
  sessionId: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <FeatureGate
      feature="advanced_analysis"
      fallback={<LockedFeature feature="advanced_analysis" headingLevel={headingLevel} />}
    >
      <DownloadButton sessionId={sessionId} />
    </FeatureGate>
  );
}
