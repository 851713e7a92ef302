import { exportFileName } from '@resumeloop/contracts/feedback-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { type T, useT } from '../../../lib/i18n/use-t';
import { downloadExport, type ExportFormat } from '../api/download-export';
import { saveFile } from '../save-file';

/** SPEC §9: the export is tried again this long after feedback is in. */
export const EXPORT_RETRY_DELAY_MS = 1_000;
/** SPEC §9: an error the modal displaced comes back after this long, unless a newer one came. */
export const ERROR_RESTORE_DELAY_MS = 3_000;

/** SPEC §8: 'PDF export failed: {reason}' (and the same for Word). */
export const exportFailedMessage = (t: T, format: ExportFormat, reason: string) =>
  t(format === 'pdf' ? 'feedback.export.pdfFailed' : 'feedback.export.wordFailed', { reason });

const needsFeedback = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'needs_feedback';

/**
 * SPEC §4 'PDF export': download the file; on a 403 asking for feedback, open the feedback modal and
 * remember the download; once feedback is in, close the modal and try again after a second. The caller
 * renders the modal with `modal` and may mirror the pending flag into its own state.
 */
export function useGatedExport({
  sessionId,
  onPendingChange,
}: {
  sessionId: string | null;
  onPendingChange?: (pending: boolean) => void;
}) {
  const t = useT();
  const userId = useAuth().user?.id ?? null;
  const [error, setErrorState] = useState<string | null>(null);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [pending, setPendingState] = useState<ExportFormat | null>(null);
  const errorRef = useRef<string | null>(null);
  /** What asked for the export or the survey: the focus returns there when the survey closes. */
  const triggerRef = useRef<HTMLElement | null>(null);
  const noteTrigger = useCallback(() => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      triggerRef.current = document.activeElement;
  }, []);
  /** Counts errors shown, so a restore knows whether a newer one came. */
  const errorCount = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onPendingRef = useRef(onPendingChange);
  useEffect(() => {
    onPendingRef.current = onPendingChange;
  }, [onPendingChange]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const timer of scheduled) clearTimeout(timer);
    };
  }, []);

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const setError = useCallback((message: string | null) => {
    if (message !== null) errorCount.current += 1;
    errorRef.current = message;
    setErrorState(message);
  }, []);

  const setPending = useCallback((format: ExportFormat | null) => {
    setPendingState(format);
    onPendingRef.current?.(format !== null);
  }, []);

  const exportFile = useCallback(
    async (format: ExportFormat) => {
      setSaved(null);
      noteTrigger();
      if (!sessionId) {
        setError(t('feedback.export.noSession'));
        return;
      }
      setBusy(format);
      try {
        const file = await downloadExport(sessionId, format);
        const name = file.filename ?? exportFileName(new Date(), format);
        saveFile(file.blob, name);
        setError(null);
        setSaved(name);
      } catch (failure) {
        if (needsFeedback(failure)) {
          const shown = errorRef.current;
          const count = errorCount.current;
          setError(null);
          setPending(format);
          setModalOpen(true);
          if (shown) {
            later(() => {
              if (errorCount.current === count) setError(shown);
            }, ERROR_RESTORE_DELAY_MS);
          }
        } else {
          setError(
            exportFailedMessage(t, format, failure instanceof Error ? failure.message : String(failure)),
          );
        }
      } finally {
        setBusy(null);
      }
    },
    [sessionId, setError, setPending, later, noteTrigger, t],
  );

  /** Give Feedback: the survey without a download waiting. */
  const openFeedback = useCallback(() => {
    noteTrigger();
    setPending(null);
    setModalOpen(true);
  }, [setPending, noteTrigger]);

  const closeModal = useCallback(() => {
    setModalOpen(false);
    setPending(null);
  }, [setPending]);

  const onSubmitted = useCallback(() => {
    setModalOpen(false);
    const format = pending;
    setPending(null);
    if (format && sessionId) later(() => void exportFile(format), EXPORT_RETRY_DELAY_MS);
  }, [pending, sessionId, exportFile, setPending, later]);

  return {
    exportFile,
    openFeedback,
    error,
    busy,
    /** The name of the file just downloaded, for a confirmation. */
    saved,
    modal: {
      open: modalOpen,
      onClose: closeModal,
      downloadFormat: pending,
      onSubmitted,
      returnFocusRef: triggerRef,
      userId,
    },
  };
}
