import type {
  DecideChangesRequest,
  DecideChangesResponse,
  ReviewedChange,
  Writer,
} from '@resumeloop/contracts/review';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@resumeloop/contracts/review-constants';
import { LIMITS } from '@resumeloop/contracts/scoring-constants';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, FileText } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format/format-context';
import { useLocale } from '../../../lib/i18n/i18n-context';
import { Message, type T, useT } from '../../../lib/i18n/use-t';
import { useDecideChanges } from '../api/decide-changes';
import { pendingChangesQueryKey, usePendingChanges } from '../api/get-pending-changes';
import { useImportRewrite } from '../api/import-rewrite';
import { useRefineSession } from '../hooks/use-refine-session';
import { InvalidResponseError } from '../refine-errors';
import { signedOneDecimal } from '../results-model';
import { mergeDecision, reviewSummary, undoneIdsOf, WAITING_HEADINGS, waitingFirst } from '../review-model';
import { FileDropZone } from './file-drop-zone';
import {
  type ChangeDecision,
  changeStatusIdOf,
  type DecisionKind,
  decisionKindOf,
  ReviewedChangeList,
} from './reviewed-change-list';
import { TextAreaField } from './text-area-field';

const IDS = { text: 'review-rewrite-text', file: 'review-rewrite-file' };

/** The resume as the server has it after an import or a decision (what an undo answers too). */
export type ResumeState = Pick<
  DecideChangesResponse,
  'final_text' | 'structured_resume' | 'history' | 'final_scores'
>;

/** The list of changes on show: a checked rewrite's, or the ones a writer left waiting. */
type ShownReview = {
  origin: 'import' | 'pending';
  writer: Writer;
  /** Waiting ones first; the order then stays, so a decided change keeps its place. */
  changes: ReviewedChange[];
  /** Overall scores before the check and now (an import's only). */
  scores: { before: number; after: number } | null;
  notices: string[];
};

/** The server's `detail` when it gave one; a plain sentence when its answer could not be read. */
const errorMessageOf = (t: T, error: unknown) =>
  error instanceof ApiError
    ? error.message
    : error instanceof InvalidResponseError
      ? t(error.messageId)
      : t('refine.review.readFailed');

function ScoreFigure({
  label,
  value,
  unit,
  tone = 'plain',
}: {
  label: string;
  value: string;
  unit: string;
  tone?: 'plain' | 'up' | 'down';
}) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white px-2 py-3 text-center">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-bold',
          tone === 'plain' && 'text-slate-900',
          tone === 'up' && 'text-emerald-800',
          tone === 'down' && 'text-red-700',
        )}
      >
        {value} <span className="text-sm font-medium whitespace-nowrap">{unit}</span>
      </dd>
    </div>
  );
}

/** The overall score before the rewrite was checked, after it, and the change (one decimal). */
function ScoreChange({ before, after }: { before: number; after: number }) {
  const t = useT();
  const format = useFormat();
  const change = after - before;
  const tone = change >= 0.05 ? 'up' : change <= -0.05 ? 'down' : 'plain';
  return (
    <dl className="mt-3 grid grid-cols-3 gap-2">
      <ScoreFigure
        label={t('refine.review.scoreBefore')}
        value={`${Math.round(before)}`}
        unit={t('refine.review.scoreUnit')}
      />
      <ScoreFigure
        label={t('refine.review.scoreAfter')}
        value={`${Math.round(after)}`}
        unit={t('refine.review.scoreUnit')}
      />
      <ScoreFigure
        label={t('refine.review.change')}
        value={signedOneDecimal(change, format.oneDecimal)}
        unit={t('refine.review.points')}
        tone={tone}
      />
    </dl>
  );
}

/**
 * Beside "What changed": check a rewrite from another tool (pasted, or as a file) against the resume and
 * the answers, and decide the changes the guard holds back, the ones a writer left waiting included.
 * Each import or decision changes the resume on the server: `onResumeChange` takes the new state, as an
 * undo does; `flushEdits` saves what is typed in the editor first.
 */
export function RewriteReview({
  sessionId,
  flushEdits,
  onResumeChange,
}: {
  sessionId: string;
  /** Saves the editor's pending edits; false when they could not be saved. */
  flushEdits: () => Promise<boolean>;
  onResumeChange: (state: ResumeState) => void;
}) {
  const queryClient = useQueryClient();
  const format = useFormat();
  const t = useT();
  const { locale } = useLocale();
  const summaryWords = { t, locale };
  const { session } = useRefineSession();
  const waiting = usePendingChanges(sessionId);
  const importer = useImportRewrite(sessionId);
  const decider = useDecideChanges(sessionId);
  const formHeadingId = useId();
  const listHeadingId = useId();
  const listId = useId();

  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string | undefined>(undefined);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  /** Saving the editor's edits before a check: the check has begun for the person. */
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState<ShownReview | null>(null);
  const [deciding, setDeciding] = useState<{ id: string; kind: DecisionKind } | null>(null);
  const [decideError, setDecideError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Where the focus goes in the commit that shows a result (a new object each time, so each is done). */
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useLayoutEffect(() => {
    if (!focusRequest) return;
    (document.getElementById(focusRequest.id) ?? document.getElementById(listHeadingId))?.focus();
  }, [focusRequest, listHeadingId]);

  // Until something is checked or decided here, the list is what the server holds waiting.
  const shown: ShownReview | null =
    checked ??
    (waiting.data && waiting.data.pending_changes.length > 0
      ? {
          origin: 'pending',
          writer: waiting.data.writer,
          changes: waitingFirst(waiting.data.pending_changes),
          scores: null,
          notices: [],
        }
      : null);

  // An applied change undone since (under "What changed") says so.
  const undoneIds = shown ? undoneIdsOf(shown.changes, session.history) : new Set<string>();
  const checking = saving || importer.isPending;
  const busy = checking || deciding !== null;

  const chooseFile = (chosen: File) => {
    setFileError(null);
    if (chosen.size > LIMITS.uploadBytes) {
      setFileError(t('refine.errors.fileTooLarge'));
      return;
    }
    setFile(chosen);
  };

  const removeFile = () => {
    setFile(null);
    setFocusRequest({ id: IDS.file });
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setCheckError(null);
    if (!file) {
      const length = text.trim().length;
      const problem =
        length === 0
          ? REVIEW_MESSAGES.rewriteRequired
          : length > REVIEW_LIMITS.rewriteText
            ? REVIEW_MESSAGES.rewriteTooLong
            : undefined;
      setTextError(problem);
      if (problem) {
        document.getElementById(IDS.text)?.focus();
        return;
      }
    }
    setSaving(true);
    setAnnouncement(t('refine.review.checkingAnnouncement'));
    // The rewrite is checked against the resume as the server has it: typed edits go first.
    const saved = await flushEdits();
    setSaving(false);
    if (!saved) {
      setAnnouncement('');
      setCheckError(t('refine.review.saveEditsFirst'));
      return;
    }
    importer.mutate(file ? { file } : { text }, {
      onSuccess: (response) => {
        const changes = waitingFirst(response.changes);
        setChecked({
          origin: 'import',
          writer: response.writer,
          changes,
          scores: {
            before: response.scores_before.overall_score,
            after: response.final_scores.overall_score,
          },
          notices: response.notices,
        });
        setDecideError(null);
        onResumeChange(response);
        // What waits now is the server's to say (an earlier writer's changes may still be there).
        void queryClient.invalidateQueries({ queryKey: pendingChangesQueryKey(sessionId) });
        setAnnouncement(t('refine.review.checked', { summary: reviewSummary(changes, summaryWords) }));
        setFocusRequest({ id: listHeadingId });
      },
      onError: (error) => {
        setAnnouncement('');
        setCheckError(errorMessageOf(t, error));
      },
    });
  };

  const decide = async (change: ReviewedChange, number: number, decision: ChangeDecision) => {
    if (busy || !shown) return;
    const from = shown;
    setDecideError(null);
    setDeciding({ id: change.id, kind: decisionKindOf(decision) });
    const saved = await flushEdits();
    if (!saved) {
      setDeciding(null);
      setDecideError(t('refine.review.saveEditsFirst'));
      return;
    }
    const request: DecideChangesRequest = decision.accept
      ? { accept: [{ id: change.id, ...(decision.text === undefined ? {} : { text: decision.text }) }] }
      : { reject: [change.id] };
    decider.mutate(request, {
      onSuccess: (response) => {
        setChecked((current) => {
          const base = current ?? from;
          return {
            ...base,
            changes: mergeDecision(base.changes, response),
            scores: base.scores && { ...base.scores, after: response.final_scores.overall_score },
          };
        });
        queryClient.setQueryData(pendingChangesQueryKey(sessionId), {
          writer: from.writer,
          pending_changes: response.pending_changes,
        });
        onResumeChange(response);
        setAnnouncement(
          t(
            !decision.accept
              ? 'refine.review.rejected'
              : decision.text === undefined
                ? 'refine.review.accepted'
                : 'refine.review.acceptedEdited',
            { number },
          ),
        );
        setFocusRequest({ id: changeStatusIdOf(listId, change.id) });
      },
      onError: (error) => setDecideError(errorMessageOf(t, error)),
      onSettled: () => setDeciding(null),
    });
  };

  const listSection = shown && (
    <section key="list" aria-labelledby={listHeadingId} className="mt-10 min-w-0">
      <h2
        id={listHeadingId}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {shown.origin === 'import' ? t('refine.review.checkedHeading') : t(WAITING_HEADINGS[shown.writer])}
      </h2>
      {shown.scores && <ScoreChange before={shown.scores.before} after={shown.scores.after} />}
      <p className="mt-3 text-slate-700">{reviewSummary(shown.changes, summaryWords, undoneIds)}</p>
      {shown.notices.map((notice) => (
        <Notice key={notice} tone="warning" className="mt-3">
          {notice}
        </Notice>
      ))}
      {decideError && (
        <Notice tone="error" title={t('refine.review.decideFailed')} className="mt-3">
          {decideError}
        </Notice>
      )}
      <ReviewedChangeList
        listId={listId}
        changes={shown.changes}
        onDecide={(change, number, decision) => void decide(change, number, decision)}
        deciding={deciding}
        locked={checking}
        undoneIds={undoneIds}
      />
    </section>
  );

  const formSection = (
    <section key="form" aria-labelledby={formHeadingId} className="mt-10 min-w-0">
      <h2 id={formHeadingId} className="text-xl font-semibold text-slate-900">
        {t('refine.review.formHeading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('refine.review.description')}</p>
      <form noValidate onSubmit={(event) => void check(event)} className="mt-4 space-y-4">
        <TextAreaField
          id={IDS.text}
          label={t('refine.review.rewriteLabel')}
          hint={t('refine.review.rewriteHint')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            if (textError) setTextError(undefined);
          }}
          limit={REVIEW_LIMITS.rewriteText}
          overMessage={REVIEW_MESSAGES.rewriteTooLong}
          error={textError}
          rows={8}
        />
        <div className="space-y-3">
          <FileDropZone
            id={IDS.file}
            onFile={chooseFile}
            busy={checking && file !== null}
            progress={null}
            fileName={file?.name ?? null}
            title={t('refine.review.fileTitle')}
            busyTitle={t('refine.review.fileSending')}
          />
          {fileError && <Notice tone="error">{fileError}</Notice>}
          {file && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
              <p className="flex min-w-0 items-start gap-2 text-sm text-slate-800">
                <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 break-words">
                  <Message
                    id="refine.review.fileReads"
                    values={{
                      fileName: file.name,
                      size: format.number(Math.max(1, Math.round(file.size / 1024))),
                      b: (words) => <span className="font-semibold">{words}</span>,
                    }}
                  />
                </span>
              </p>
              <Button variant="secondary" size="sm" onClick={removeFile} disabled={checking}>
                {t('refine.review.removeFile')}
              </Button>
            </div>
          )}
        </div>
        {checkError && (
          <Notice tone="error" title={t('refine.review.checkFailed')}>
            {checkError}
          </Notice>
        )}
        <Button type="submit" disabled={busy}>
          {checking ? (
            <Spinner className="size-4" />
          ) : (
            <ClipboardCheck aria-hidden="true" className="size-4" />
          )}
          {checking ? t('refine.review.checking') : t('refine.review.check')}
        </Button>
      </form>
    </section>
  );

  return (
    <div className="min-w-0">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {waiting.isError && !checked && (
        <Notice tone="error" title={t('refine.review.loadFailed')} className="mt-10">
          <p>{errorMessageOf(t, waiting.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void waiting.refetch()}>
            {t('refine.review.tryAgain')}
          </Button>
        </Notice>
      )}
      {/* Changes a writer left waiting come first; a checked rewrite's result follows its form. Keyed,
          so the form is moved, never made anew (what is typed and the focus stay). */}
      {shown?.origin === 'pending' ? [listSection, formSection] : [formSection, listSection]}
    </div>
  );
}
