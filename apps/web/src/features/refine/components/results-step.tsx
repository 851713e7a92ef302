import { ArrowLeft, FileDown, FileText, MessageSquare, PencilRuler, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/use-t';
import { AtsTextPanel, ResumeFirstPage } from '../../editor';
import { ExportStatus, FeedbackModal, useGatedExport } from '../../feedback';
import { AtsReportDownload } from '../../plans';
import { useSessionStatus } from '../api/get-session-status';
import { useRefineSession } from '../hooks/use-refine-session';
import { resultsErrorReason } from '../refine-errors';
import { REFINE_STEPS } from '../refine-steps';
import { buildCategoryRows } from '../results-model';
import { FeedbackPromptDialog } from './feedback-prompt-dialog';
import { OverallImprovement } from './overall-improvement';
import { ScoreBreakdown } from './score-breakdown';
import { SessionNotAvailable } from './session-not-available';
import { StepHeading } from './step-heading';

type ResultsActions = {
  onBackToReview: () => void;
  onAnalyzeAnother: () => void;
  /** The full-page editor; its button shows only when there is somewhere to go (SPEC §2.4). */
  onOpenEditor?: (() => void) | undefined;
};

function NextSteps({
  sessionId,
  onBackToReview,
  onAnalyzeAnother,
  onOpenEditor,
}: ResultsActions & { sessionId: string }) {
  const t = useT();
  const { session, update } = useRefineSession();
  const [promptOpen, setPromptOpen] = useState(false);
  const headingId = useId();
  const exporter = useGatedExport({
    sessionId,
    onPendingChange: (pendingDownload) => update({ pendingDownload }),
  });
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('refine.results.nextSteps')}
      </h2>
      <div className="mt-3">
        <ExportStatus error={exporter.error} saved={exporter.saved} />
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {onOpenEditor && (
          <Button variant="secondary" onClick={onOpenEditor}>
            <PencilRuler aria-hidden="true" className="size-4" />
            {t('refine.results.editor')}
          </Button>
        )}
        <Button onClick={() => void exporter.exportFile('pdf')} disabled={exporter.busy !== null}>
          {exporter.busy === 'pdf' ? (
            <Spinner className="size-4" />
          ) : (
            <FileDown aria-hidden="true" className="size-4" />
          )}
          {t('refine.results.exportPdf')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void exporter.exportFile('docx')}
          disabled={exporter.busy !== null}
        >
          {exporter.busy === 'docx' ? (
            <Spinner className="size-4" />
          ) : (
            <FileText aria-hidden="true" className="size-4" />
          )}
          {t('refine.results.downloadWord')}
        </Button>
        <Button variant="secondary" onClick={() => setPromptOpen(true)}>
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('refine.results.feedback')}
        </Button>
        <Button variant="secondary" onClick={onAnalyzeAnother}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('refine.results.analyzeAnother')}
        </Button>
        <Button variant="ghost" onClick={onBackToReview}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('refine.results.backToReview')}
        </Button>
      </div>
      <div className="mt-4">
        <AtsReportDownload sessionId={sessionId} />
      </div>
      <FeedbackPromptDialog
        open={promptOpen}
        onClose={() => setPromptOpen(false)}
        onGiveFeedback={() => {
          setPromptOpen(false);
          exporter.openFeedback();
        }}
      />
      <FeedbackModal sessionId={sessionId} targetIndustry={session.targetIndustry} {...exporter.modal} />
    </section>
  );
}

function ResultsContent({ sessionId, ...actions }: ResultsActions & { sessionId: string }) {
  const t = useT();
  const status = useSessionStatus(sessionId);

  if (status.isPending) {
    return (
      <div role="status" className="mt-10 flex flex-col items-center gap-3 py-12 text-center">
        <Spinner className="size-8 text-brand-700" />
        <p className="text-slate-700">{t('refine.results.calculating')}</p>
      </div>
    );
  }

  if (status.isError) {
    return (
      <div className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-xl font-semibold text-red-800">{t('refine.results.errorTitle')}</h2>
        <p role="alert" className="mt-2 text-red-800">
          {t('refine.results.failed', { reason: resultsErrorReason(t, status.error) })}
        </p>
        <Button variant="secondary" className="mt-5" onClick={actions.onBackToReview}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('refine.results.goBack')}
        </Button>
      </div>
    );
  }

  const { final_scores: finalScores, scores: initialScores } = status.data;
  const rows = buildCategoryRows(initialScores, finalScores);
  const warnings = finalScores?.warnings ?? initialScores.warnings;
  return (
    <>
      {finalScores ? (
        <OverallImprovement finalScores={finalScores} />
      ) : (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-lg font-semibold text-slate-900">
          {t('refine.results.inProgress', { score: Math.round(initialScores.overall_score) })}
        </p>
      )}
      {warnings.length > 0 && (
        <Notice tone="warning" title={t('refine.results.warnings')} className="mt-6">
          <ul className="list-disc space-y-1 pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
        <ResumeFirstPage sessionId={sessionId} />
        <AtsTextPanel sessionId={sessionId} />
      </div>
      <ScoreBreakdown rows={rows} />
      <NextSteps sessionId={sessionId} {...actions} />
    </>
  );
}

/** Step 4: before and after scores from GET /api/review/sessions/{id}/status, and what to do next. */
export function ResultsStep(props: ResultsActions & { onStartOver: () => void }) {
  const t = useT();
  const { session } = useRefineSession();
  const { onStartOver, ...actions } = props;
  return (
    <div>
      <StepHeading
        eyebrow={t('refine.results.eyebrow', { number: REFINE_STEPS.length, total: REFINE_STEPS.length })}
        description={t('refine.results.description')}
      >
        {t('refine.results.heading')}
      </StepHeading>
      {session.sessionId ? (
        <ResultsContent sessionId={session.sessionId} {...actions} />
      ) : (
        <SessionNotAvailable backLabel={t('refine.results.backToInput')} onBack={onStartOver} />
      )}
    </div>
  );
}
