import type {
  EditorDocument,
  EditorUpdateResponse,
  LayoutReport,
  PageSize,
  ResumeTemplate,
  TemplateOptions,
} from '@resumeloop/contracts/editor';
import { EDITOR_DEFAULTS } from '@resumeloop/contracts/editor-constants';
import type { StructuredResume } from '@resumeloop/contracts/resume';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api';
import { deleteSection } from '../api/delete-section';
import { reorderSections } from '../api/reorder-sections';
import { saveTemplateOptions } from '../api/save-template-options';
import { updateResume } from '../api/update-resume';
import { isOfflineError, queueEditorSave } from '../offline-edits';

/** 'offline': saved on this device, to be sent when the connection is back. */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'error';

export type ResumeDocumentOptions = {
  /** Whose device queue an offline save goes to; without one an offline save is an error. */
  userId?: string | null;
  /** The document opened from a save still queued on this device: shown as 'offline' from the start. */
  startsOffline?: boolean;
};

export type EditableDocument = {
  resume: StructuredResume;
  template: ResumeTemplate;
  pageSize: PageSize;
  /** The template options (premium); null is the template's own look. Saved on their own endpoint. */
  templateOptions: TemplateOptions | null;
};

const sameOptions = (a: TemplateOptions | null, b: TemplateOptions | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Edits closer together than this (typing a word, a sentence) are one step of Undo. */
export const UNDO_GROUP_MS = 1000;
/** Steps of Undo kept. */
const UNDO_LIMIT = 200;

const layoutOf = (document: EditorUpdateResponse): LayoutReport => ({
  estimated_pages: document.estimated_pages,
  character_count: document.character_count,
  total_char_count: document.total_char_count,
  warnings: document.warnings,
  ...(document.warning_refs ? { warning_refs: document.warning_refs } : {}),
});

/**
 * The editor's copy of the resume and how it reaches the server (SPEC §4 'Editor'). Edits apply here at
 * once and are saved with one PUT 1500 ms after the last of them; section moves and deletions go to their
 * own endpoints. Every write waits for the one before, so the server sees them in the order they were made,
 * and the local copy always wins: a response never overwrites what was typed while it was on its way.
 * A failed save keeps the edit and is tried again with the next edit, a flush or a retry.
 */
export function useResumeDocument(
  sessionId: string,
  loaded: EditorDocument,
  onSaved: (layout: LayoutReport) => void,
  options: ResumeDocumentOptions = {},
) {
  const userId = options.userId ?? null;
  const [document, setDocument] = useState<EditableDocument>(() => ({
    resume: loaded.structured_resume,
    template: loaded.template,
    pageSize: loaded.page_size,
    templateOptions: loaded.template_options ?? null,
  }));
  const [layout, setLayout] = useState<LayoutReport>(() => layoutOf(loaded));
  const [saveState, setSaveState] = useState<SaveState>(options.startsOffline ? 'offline' : 'idle');
  /** The server copy's version the edits build on: what a queued save says it was made on (If-Match). */
  const serverVersion = useRef(loaded.updated_at);
  /** Why the last save failed (shown with editorErrorMessage); null once a save succeeds. */
  const [saveError, setSaveError] = useState<unknown>(null);

  const latest = useRef(document);
  /** Bumped by each edit the PUT carries; `savedVersion` is the last one the server has. */
  const version = useRef(0);
  const savedVersion = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  const mounted = useRef(true);
  /** Undo and Redo: the document before each step, and the steps undone. */
  const past = useRef<EditableDocument[]>([]);
  const future = useRef<EditableDocument[]>([]);
  /** When the last typed edit was recorded: typing within UNDO_GROUP_MS of it joins its step. */
  const lastTyped = useRef(Number.NEGATIVE_INFINITY);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const showHistory = useCallback(() => {
    setHistory({ canUndo: past.current.length > 0, canRedo: future.current.length > 0 });
  }, []);
  /** Keeps the document as it was before a change, as one step of Undo (typing close together is one). */
  const record = useCallback(
    (before: EditableDocument, typed: boolean) => {
      const now = Date.now();
      const joins = typed && now - lastTyped.current < UNDO_GROUP_MS;
      lastTyped.current = typed ? now : Number.NEGATIVE_INFINITY;
      future.current = [];
      if (!joins) {
        past.current.push(before);
        if (past.current.length > UNDO_LIMIT) past.current.shift();
      }
      showHistory();
    },
    [showHistory],
  );

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const clearTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const afterWrite = useCallback((saved: EditorUpdateResponse) => {
    serverVersion.current = saved.updated_at;
    const report = layoutOf(saved);
    if (!mounted.current) return;
    setLayout(report);
    setSaveError(null);
    setSaveState(version.current === savedVersion.current ? 'saved' : 'pending');
    onSavedRef.current(report);
  }, []);

  const failWrite = useCallback((error: unknown) => {
    if (!mounted.current) return;
    setSaveError(error);
    setSaveState('error');
  }, []);

  /** The PUT of everything edited since the last save, if anything was. */
  const putLatest = useCallback(async (): Promise<boolean> => {
    if (version.current === savedVersion.current) return true;
    const sending = version.current;
    const { resume, template, pageSize } = latest.current;
    const body = { contact: resume.contact, sections: resume.sections, template, page_size: pageSize };
    // One key for this save, sent now and, if it cannot be, kept with the queued copy.
    const idempotencyKey = newIdempotencyKey();
    if (mounted.current) setSaveState('saving');
    try {
      const saved = await updateResume(sessionId, body, { idempotencyKey });
      savedVersion.current = sending;
      afterWrite(saved);
      return true;
    } catch (error) {
      if (isOfflineError(error) && userId !== null) {
        try {
          await queueEditorSave({
            userId,
            sessionId,
            body,
            idempotencyKey,
            baseVersion: serverVersion.current,
          });
          savedVersion.current = sending;
          if (mounted.current) {
            setSaveError(null);
            setSaveState(version.current === sending ? 'offline' : 'pending');
          }
          return true;
        } catch {
          // The device's queue refused it: an ordinary failed save, kept as unsaved.
        }
      }
      failWrite(error);
      return false;
    }
  }, [sessionId, userId, afterWrite, failWrite]);

  /**
   * The queued save has reached the server (the app replayed it): saved, on the server's new version.
   */
  const syncedFromQueue = useCallback((saved: EditorDocument) => {
    serverVersion.current = saved.updated_at;
    if (!mounted.current) return;
    setSaveState((current) => (current === 'offline' ? 'saved' : current));
    setLayout(layoutOf(saved));
  }, []);

  /** The template options the server has: they are sent when the document's differ. */
  const savedOptions = useRef<TemplateOptions | null>(loaded.template_options ?? null);

  /**
   * The template options, when they differ from the server's, after the content (the PUT of the options
   * answers the whole document). They are not queued on the device: a premium choice needs the server.
   */
  const putOptions = useCallback(async (): Promise<boolean> => {
    const wanted = latest.current.templateOptions;
    if (sameOptions(wanted, savedOptions.current)) return true;
    if (mounted.current) setSaveState('saving');
    try {
      const saved = await saveTemplateOptions(sessionId, wanted);
      savedOptions.current = wanted;
      afterWrite(saved);
      return true;
    } catch (error) {
      failWrite(error);
      return false;
    }
  }, [sessionId, afterWrite, failWrite]);

  /** Everything unsaved: the content's PUT, then the options'. */
  const saveAll = useCallback(
    async () => (await putLatest()) && (await putOptions()),
    [putLatest, putOptions],
  );

  /** Saves what is pending now, after any write already under way; false when the save failed. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimer();
    return enqueue(saveAll);
  }, [enqueue, saveAll, clearTimer]);

  /** New template options: shown in the preview at once and saved now (with any content pending). */
  const setTemplateOptions = useCallback(
    (options: TemplateOptions | null) => {
      const next = { ...latest.current, templateOptions: options };
      latest.current = next;
      setDocument(next);
      return flush();
    },
    [flush],
  );

  const edit = useCallback(
    (
      change: (current: EditableDocument) => EditableDocument,
      options: { immediate?: boolean; record?: boolean } = {},
    ) => {
      const next = change(latest.current);
      if (options.record !== false) record(latest.current, !options.immediate);
      latest.current = next;
      version.current += 1;
      setDocument(next);
      setSaveState('pending');
      clearTimer();
      if (options.immediate) {
        void flush();
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = null;
        void enqueue(saveAll);
      }, EDITOR_DEFAULTS.saveDebounceMs);
    },
    [enqueue, flush, saveAll, clearTimer, record],
  );

  /** Undo and Redo: the document as it was, saved as any edit is (one PUT carries it whole). */
  /** One step from `from` to `to` (Undo: past to future; Redo the other way), restoring the document. */
  const step = useCallback(
    (from: EditableDocument[], to: EditableDocument[]) => {
      const restored = from.pop();
      if (!restored) return;
      to.push(latest.current);
      lastTyped.current = Number.NEGATIVE_INFINITY;
      // Undo steps through the resume; the template options stay as last chosen (they have their own save).
      edit((current) => ({ ...restored, templateOptions: current.templateOptions }), { record: false });
      showHistory();
    },
    [edit, showHistory],
  );
  const undo = useCallback(() => step(past.current, future.current), [step]);
  const redo = useCallback(() => step(future.current, past.current), [step]);

  /**
   * A change the server makes itself through `request` (reorder, delete). With edits still unsaved the PUT
   * carries the change too, so it goes instead; if the request fails, the next save sends everything.
   */
  const structural = useCallback(
    (
      change: (current: EditableDocument) => EditableDocument,
      request: () => Promise<EditorUpdateResponse>,
    ) => {
      const next = change(latest.current);
      record(latest.current, false);
      latest.current = next;
      setDocument(next);
      clearTimer();
      setSaveState('saving');
      return enqueue(async () => {
        if (version.current !== savedVersion.current) return putLatest();
        try {
          afterWrite(await request());
          return true;
        } catch (error) {
          // The server may not have the change: mark everything unsaved so the next save sends it whole
          // (offline, that save is queued on this device).
          version.current += 1;
          if (isOfflineError(error)) return putLatest();
          failWrite(error);
          return false;
        }
      });
    },
    [enqueue, putLatest, afterWrite, failWrite, clearTimer, record],
  );

  const reorder = useCallback(
    (change: (current: EditableDocument) => EditableDocument) =>
      structural(change, () =>
        reorderSections(
          sessionId,
          latest.current.resume.sections.map((section) => section.id),
        ),
      ),
    [structural, sessionId],
  );

  const removeSection = useCallback(
    (sectionId: string, change: (current: EditableDocument) => EditableDocument) =>
      structural(change, () => deleteSection(sessionId, sectionId)),
    [structural, sessionId],
  );

  // Leaving the editor saves what is pending: nothing typed is lost to a navigation.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      if (version.current !== savedVersion.current) void enqueue(putLatest);
    };
  }, [enqueue, putLatest]);

  // A reload or a closed tab with a save still pending asks first.
  useEffect(() => {
    if (saveState !== 'pending' && saveState !== 'saving' && saveState !== 'error') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState]);

  return {
    document,
    layout,
    saveState,
    saveError,
    edit,
    flush,
    reorder,
    removeSection,
    setTemplateOptions,
    syncedFromQueue,
    undo,
    redo,
    ...history,
  };
}
