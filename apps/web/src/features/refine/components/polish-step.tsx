import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/i18n/use-t';
import { editorQueryKeys, ResumeEditor, type ResumeEditorHandle } from '../../editor';
import { ExportStatus, FeedbackModal, useGatedExport } from '../../feedback';
import { useRevertChanges } from '../api/revert-changes';
import { useRefineSession } from '../hooks/use-refine-session';
import { ChangeHistory } from './change-history';
import { type ResumeState, RewriteReview } from './rewrite-review';
import { SessionNotAvailable } from './session-not-available';
import { StepHeading } from './step-heading';
import { UnusedAnswers } from './unused-answers';

function PolishEditor({
  sessionId,
  editor,
}: {
  sessionId: string;
  editor: RefObject<ResumeEditorHandle | null>;
}) {
  const t = useT();
  const { session, update } = useRefineSession();
  // A new key loads the editor again from the server (after an undo, an import or a decision changed the
  // resume there).
  const [editorKey, setEditorKey] = useState(0);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const revert = useRevertChanges(sessionId);
  const queryClient = useQueryClient();
  const exporter = useGatedExport({
    sessionId,
    onPendingChange: (pendingDownload) => update({ pendingDownload }),
  });

  /** The resume as the server now has it: into the session, and the editor and its preview reloaded. */
  const showServerResume = (state: ResumeState) => {
    update({
      history: state.history,
      finalText: state.final_text,
      finalScores: state.final_scores,
      structuredResume: state.structured_resume,
    });
    setEditorKey((key) => key + 1);
    // The preview and the ATS text were of the resume before the change.
    void queryClient.invalidateQueries({ queryKey: editorQueryKeys.preview(sessionId) });
    void queryClient.invalidateQueries({ queryKey: editorQueryKeys.atsText(sessionId) });
  };

  const undo = async (changeId: string) => {
    setUndoError(null);
    setUndoing(changeId);
    // The undo applies to the resume as the server has it: typed edits go first.
    const saved = (await editor.current?.flush()) ?? true;
    if (!saved) {
      setUndoing(null);
      setUndoError(t('refine.polish.undoSaveFirst'));
      return;
    }
    revert.mutate([changeId], {
      onSuccess: showServerResume,
      onError: (error) => setUndoError(t('refine.polish.undoFailed', { reason: error.message })),
      onSettled: () => setUndoing(null),
    });
  };

  return (
    <>
      {session.writerNotice && (
        <Notice tone="info" className="mt-4">
          {session.writerNotice}
        </Notice>
      )}
      {session.refineNotices.map((notice) => (
        <Notice key={notice} tone="warning" className="mt-4">
          {notice}
        </Notice>
      ))}
      <div className="mt-4">
        <ExportStatus error={exporter.error} saved={exporter.saved} />
      </div>
      <div className="mt-4">
        <ResumeEditor
          key={editorKey}
          sessionId={sessionId}
          handleRef={editor}
          onDownload={() => void exporter.exportFile('pdf')}
          downloading={exporter.busy !== null}
        />
      </div>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <div className="min-w-0">
          <ChangeHistory history={session.history} onUndo={undo} undoingId={undoing} undoError={undoError} />
          <UnusedAnswers answers={session.unusedAnswers} />
        </div>
        <RewriteReview
          sessionId={sessionId}
          flushEdits={async () => (await editor.current?.flush()) ?? true}
          onResumeChange={showServerResume}
        />
      </div>
      <FeedbackModal sessionId={sessionId} targetIndustry={session.targetIndustry} {...exporter.modal} />
    </>
  );
}

/**
 * Step 3: the dynamic editor on the refined resume with its live preview, the changes refinement made
 * (each can be undone), the answers it left out, and the check of a rewrite from another tool (with the
 * changes a writer left for the user to decide); then back to the questions, on to the results, or a
 * fresh start.
 */
export function PolishStep({
  onBack,
  onContinue,
  onStartNew,
}: {
  onBack: () => void;
  onContinue: () => void;
  onStartNew: () => void;
}) {
  const t = useT();
  const { session } = useRefineSession();
  const hasQuestions = session.questions.length > 0;
  const editor = useRef<ResumeEditorHandle>(null);
  // Leaving the step saves the edits first, so the next step reads the resume as typed; a failed save
  // keeps the user here with the editor's error and its retry.
  const leaveTo = async (next: () => void) => {
    if ((await editor.current?.flush()) ?? true) next();
  };

  return (
    <div>
      <StepHeading eyebrow={t('refine.polish.eyebrow')}>{t('refine.polish.heading')}</StepHeading>

      {!session.sessionId ? (
        <SessionNotAvailable
          backLabel={hasQuestions ? t('refine.polish.backToQuestions') : t('refine.polish.backToInput')}
          onBack={onBack}
        />
      ) : (
        <PolishEditor sessionId={session.sessionId} editor={editor} />
      )}

      <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:flex-wrap sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row">
          {session.sessionId && (
            <Button variant="secondary" onClick={() => void leaveTo(onBack)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('refine.polish.backToQuestions')}
            </Button>
          )}
          <Button variant="ghost" onClick={onStartNew}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('refine.polish.startNew')}
          </Button>
        </div>
        {session.sessionId && (
          <Button size="lg" onClick={() => void leaveTo(onContinue)}>
            {t('refine.polish.continue')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </div>
  );
}
