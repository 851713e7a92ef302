import type { EditorDocument, PageSize, ResumeTemplate } from '@resumeloop/contracts/editor';
import { PAGE_SIZES, RESUME_TEMPLATES } from '@resumeloop/contracts/editor-constants';
import type { MessageId } from '@resumeloop/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Plus, Redo2, Undo2, X, ZoomIn, ZoomOut } from 'lucide-react';
import {
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';
import { requestQueue } from '../../../lib/offline/request-queue';
import { AtsReportDownload } from '../../plans';
import { editorQueryKeys } from '../api/endpoints';
import { getCurrentDocument, useCurrentDocument } from '../api/get-current';
import { usePreviewPdf } from '../api/preview-pdf';
import { updateResume } from '../api/update-resume';
import { editorErrorMessage } from '../editor-messages';
import { useLivePreview } from '../hooks/use-live-preview';
import { type SaveState, useResumeDocument } from '../hooks/use-resume-document';
import { documentWithQueuedSave, type OfflineEditorState, useOfflineEditorState } from '../offline-edits';
import {
  addSection,
  moveSection,
  moveSectionTo,
  removeSection,
  setContact,
  updateSection,
} from '../resume-edits';
import { ContactEditor } from './contact-editor';
import { editorInputClasses } from './editor-fields';
import { LayoutWarnings } from './layout-warnings';
import { PdfPreview } from './preview-pane';
import { SectionEditor, sectionName } from './section-editor';
import { SortableItem, SortableList } from './sortable-list';
import { TemplateOptionsPanel } from './template-options-panel';

/** What a page holding the editor can ask of it. */
export type ResumeEditorHandle = {
  /** Saves pending edits now; false when the save failed (the edits are kept and shown as unsaved). */
  flush(): Promise<boolean>;
};

export type ResumeEditorProps = {
  sessionId: string;
  handleRef?: Ref<ResumeEditorHandle>;
  /** Save & Download: called once the edits are saved. */
  onDownload: () => void;
  downloading?: boolean;
  /** Close: called once the edits are saved; no Close button without it. */
  onClose?: () => void;
};

const TEMPLATE_LABELS: Record<ResumeTemplate, MessageId> = {
  classic: 'editor.template.classic',
  modern: 'editor.template.modern',
  compact: 'editor.template.compact',
};

const PAGE_SIZE_LABELS: Record<PageSize, MessageId> = {
  letter: 'editor.pageSize.letter',
  a4: 'editor.pageSize.a4',
};

const SAVE_TEXT: Record<Exclude<SaveState, 'error'>, MessageId> = {
  idle: 'editor.save.idle',
  pending: 'editor.save.pending',
  saving: 'editor.save.saving',
  saved: 'editor.save.saved',
  offline: 'editor.save.offline',
};

function SaveStatus({
  state,
  error,
  onRetry,
}: {
  state: SaveState;
  /** Why the last save failed, when `state` is 'error'. */
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2 text-sm">
      <p
        role="status"
        aria-live="polite"
        className={cn(state === 'error' ? 'font-medium text-red-700' : 'text-slate-600')}
      >
        {state === 'error'
          ? t('editor.save.failed', { reason: editorErrorMessage(error, t) })
          : t(SAVE_TEXT[state])}
      </p>
      {state === 'error' && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('editor.save.retry')}
        </Button>
      )}
    </div>
  );
}

function Stats({ pages, characters, sections }: { pages: number; characters: number; sections: number }) {
  const format = useFormat();
  const t = useT();
  const items = [
    [t('editor.stats.pages'), format.oneDecimal(pages)],
    [t('editor.stats.characters'), format.number(characters)],
    [t('editor.stats.sections'), format.number(sections)],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white px-2 py-2">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const ZOOMS = [1, 1.5, 2, 3] as const;

/** The preview's zoom: fit to the pane's width, or larger, in steps. */
function ZoomControls({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const format = useFormat();
  const t = useT();
  const index = (ZOOMS as readonly number[]).indexOf(zoom);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form's fieldset
    <div role="group" aria-label={t('editor.zoom.group')} className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('editor.zoom.out')}
        disabled={index <= 0}
        onClick={() => onChange(ZOOMS[index - 1] ?? 1)}
      >
        <ZoomOut aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('editor.zoom.fit')}
        disabled={zoom === 1}
        onClick={() => onChange(1)}
      >
        {format.percent(zoom * 100)}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('editor.zoom.in')}
        disabled={index >= ZOOMS.length - 1}
        onClick={() => onChange(ZOOMS[index + 1] ?? zoom)}
      >
        <ZoomIn aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** Edit or Preview, where the two panes do not fit side by side. */
function PaneSwitch({
  pane,
  onChange,
}: {
  pane: 'edit' | 'preview';
  onChange: (pane: 'edit' | 'preview') => void;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t('editor.pane.group')}
      className="sticky top-16 z-10 grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1 lg:hidden"
    >
      {(['edit', 'preview'] as const).map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={pane === name}
          onClick={() => {
            onChange(name);
            window.scrollTo({ top: 0 });
          }}
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-semibold',
            pane === name ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {name === 'edit' ? t('editor.pane.edit') : t('editor.pane.preview')}
        </button>
      ))}
    </div>
  );
}

function LoadedEditor({
  sessionId,
  loaded,
  userId,
  offline,
  handleRef,
  onDownload,
  downloading = false,
  onClose,
}: ResumeEditorProps & { loaded: EditorDocument; userId: string | null; offline: OfflineEditorState }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  // Below the two-pane width (a phone, or a window zoomed in) one pane shows at a time.
  const [pane, setPane] = useState<'edit' | 'preview'>('edit');
  const [zoom, setZoom] = useState(1);
  const [pendingDelete, setPendingDelete] = useState<{ id: string; title: string } | null>(null);
  const ids = useId();
  // Where the browser draws the preview itself, the server's is not asked for; else it follows each save.
  const drawsLocally = useRef(false);
  const refetchServerPreview = useRef<() => unknown>(() => undefined);

  const onSaved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: editorQueryKeys.atsText(sessionId) });
    if (!drawsLocally.current) void refetchServerPreview.current();
  }, [queryClient, sessionId]);

  const editor = useResumeDocument(sessionId, loaded, onSaved, {
    userId,
    startsOffline: offline.queued !== null,
  });
  const { document, edit, flush, syncedFromQueue } = editor;
  // The preview follows every change: drawn here from the document as it stands (with its page count and
  // layout warnings), or, where this browser cannot, the server's after each save.
  const live = useLivePreview(document);
  const local = live.available && live.error === null;
  drawsLocally.current = local;
  const preview = usePreviewPdf(sessionId, !local);
  refetchServerPreview.current = preview.refetch;
  const layout = (local && live.layout) || editor.layout;

  // The save queued on this device has been sent (the app replays the queue when the connection is back):
  // the server's copy now has a new version, which the next save builds on.
  const hadQueued = useRef(offline.queued !== null);
  useEffect(() => {
    const queuedNow = offline.queued !== null;
    if (hadQueued.current && !queuedNow && offline.conflict === null) {
      void getCurrentDocument(sessionId).then(syncedFromQueue, () => undefined);
    }
    hadQueued.current = queuedNow;
  }, [offline.queued, offline.conflict, sessionId, syncedFromQueue]);
  const { resume } = document;

  useImperativeHandle(handleRef, () => ({ flush }), [flush]);

  const retryPreview = async () => {
    await flush();
    void preview.refetch();
  };

  const saveAndDownload = async () => {
    if (await flush()) onDownload();
  };

  const close = async () => {
    if (!onClose) return;
    setClosing(true);
    const saved = await flush();
    setClosing(false);
    if (saved) onClose();
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const sectionId = pendingDelete.id;
    setPendingDelete(null);
    void editor.removeSection(sectionId, (current) => ({
      ...current,
      resume: removeSection(current.resume, sectionId),
    }));
  };

  const visibleSections = resume.sections.filter((section) => section.visible).length;

  // Ctrl+Z and Shift+Ctrl+Z (Cmd on a Mac; Ctrl+Y too) undo and redo the editor's changes, in a field as
  // anywhere: a field's own undo would only know its own text, not the resume it belongs to.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      editor.undo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      editor.redo();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the editor's undo and redo shortcuts, for every field in it
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start"
      onKeyDown={onKeyDown}
    >
      <PaneSwitch pane={pane} onChange={setPane} />
      <section
        aria-labelledby={`${ids}-edit`}
        className={cn('min-w-0 space-y-4', pane === 'preview' && 'hidden lg:block')}
      >
        <h2 id={`${ids}-edit`} className="sr-only">
          {t('editor.edit.heading')}
        </h2>
        <Stats
          pages={layout.estimated_pages}
          characters={layout.character_count}
          sections={visibleSections}
        />
        <LayoutWarnings layout={layout} />

        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={saveAndDownload} disabled={downloading}>
            {downloading ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t('editor.actions.saveAndDownload')}
          </Button>
          <Button
            variant="secondary"
            onClick={editor.undo}
            disabled={!editor.canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('editor.actions.undo')}
          </Button>
          <Button
            variant="secondary"
            onClick={editor.redo}
            disabled={!editor.canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            <Redo2 aria-hidden="true" className="size-4" />
            {t('editor.actions.redo')}
          </Button>
          {onClose && (
            <Button variant="secondary" onClick={close} disabled={closing}>
              <X aria-hidden="true" className="size-4" />
              {t('editor.actions.close')}
            </Button>
          )}
        </div>
        <SaveStatus state={editor.saveState} error={editor.saveError} onRetry={() => void flush()} />
        <AtsReportDownload sessionId={sessionId} />

        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-template`} className="block text-sm font-medium text-slate-800">
              {t('editor.template.label')}
            </label>
            <select
              id={`${ids}-template`}
              value={document.template}
              onChange={(event) =>
                edit((current) => ({ ...current, template: event.target.value as ResumeTemplate }), {
                  immediate: true,
                })
              }
              className={cn(editorInputClasses, 'mt-1')}
            >
              {RESUME_TEMPLATES.map((template) => (
                <option key={template} value={template}>
                  {t(TEMPLATE_LABELS[template])}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-page-size`} className="block text-sm font-medium text-slate-800">
              {t('editor.pageSize.label')}
            </label>
            <select
              id={`${ids}-page-size`}
              value={document.pageSize}
              onChange={(event) =>
                edit((current) => ({ ...current, pageSize: event.target.value as PageSize }), {
                  immediate: true,
                })
              }
              className={cn(editorInputClasses, 'mt-1')}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(PAGE_SIZE_LABELS[size])}
                </option>
              ))}
            </select>
          </div>
        </div>

        <TemplateOptionsPanel
          value={document.templateOptions}
          onChange={(options) => void editor.setTemplateOptions(options)}
        />

        <ContactEditor
          contact={resume.contact}
          onChange={(field, value) =>
            edit((current) => ({ ...current, resume: setContact(current.resume, field, value) }))
          }
        />

        <h3 className="pt-2 text-lg font-semibold text-slate-900">{t('editor.sections.heading')}</h3>
        <SortableList
          ids={resume.sections.map((section) => section.id)}
          nameOf={(sectionId) =>
            sectionName(resume.sections.find((section) => section.id === sectionId) ?? { title: '' }, t)
          }
          onMove={(from, to) =>
            void editor.reorder((current) => ({
              ...current,
              resume: moveSectionTo(current.resume, from, to),
            }))
          }
        >
          <div className="space-y-4">
            {resume.sections.map((section, index) => (
              <SortableItem key={section.id} id={section.id} className="rounded-xl">
                <SectionEditor
                  section={section}
                  isFirst={index === 0}
                  isLast={index === resume.sections.length - 1}
                  onChange={(change) =>
                    edit((current) => ({
                      ...current,
                      resume: updateSection(current.resume, section.id, change),
                    }))
                  }
                  onArrange={(change) =>
                    edit(
                      (current) => ({
                        ...current,
                        resume: updateSection(current.resume, section.id, change),
                      }),
                      { immediate: true },
                    )
                  }
                  onMove={(by) =>
                    void editor.reorder((current) => ({
                      ...current,
                      resume: moveSection(current.resume, section.id, by),
                    }))
                  }
                  onDelete={() => setPendingDelete({ id: section.id, title: sectionName(section, t) })}
                />
              </SortableItem>
            ))}
          </div>
        </SortableList>
        <Button
          variant="secondary"
          onClick={() => {
            const texts = {
              title: t('pdf.editorDefaults.sectionTitle'),
              contentLine: t('pdf.editorDefaults.contentLine'),
            };
            edit((current) => ({ ...current, resume: addSection(current.resume, texts).resume }));
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.sections.add')}
        </Button>
      </section>

      <section
        aria-labelledby={`${ids}-preview`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on wide screens the pane scrolls on its own; the keyboard must reach it
        tabIndex={0}
        // How long the last preview took to lay out and write in the browser: what the editor bench reads.
        data-render-ms={live.renderMs === null ? undefined : live.renderMs.toFixed(1)}
        className={cn(
          'min-w-0 rounded-xl bg-slate-100 p-3 sm:p-4 lg:sticky lg:top-20 lg:block lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto',
          pane === 'edit' && 'hidden',
        )}
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${ids}-preview`} className="text-lg font-semibold text-slate-900">
            {t('editor.preview.heading')}
          </h2>
          <ZoomControls zoom={zoom} onChange={setZoom} />
        </div>
        {/* Zoomed in, the pages scroll sideways here (reached by keyboard too); the zoom and the scroll
            stay across updates. Fitted to the width, nothing scrolls sideways. */}
        <div
          {...(zoom > 1
            ? {
                className: 'overflow-x-auto',
                tabIndex: 0,
                role: 'region',
                'aria-label': t('editor.preview.zoomed'),
              }
            : {})}
        >
          <div style={{ width: `${zoom * 100}%` }}>
            <PdfPreview
              data={local ? live.pdf : preview.data}
              loading={local ? live.rendering : preview.isFetching}
              failed={local ? false : preview.isError}
              onRetry={() => void retryPreview()}
              zoom={zoom}
            />
          </div>
        </div>
      </section>

      <Dialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={
          pendingDelete
            ? t('editor.deleteSection.title', { section: pendingDelete.title })
            : t('editor.deleteSection.titleUnnamed')
        }
        description={t('editor.deleteSection.description')}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setPendingDelete(null)}>
            {t('editor.deleteSection.cancel')}
          </Button>
          <Button variant="danger" onClick={confirmDelete}>
            {t('editor.deleteSection.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/**
 * A save made offline that the server refused on replay, because its copy changed elsewhere meanwhile:
 * both are kept until the person chooses (nothing is dropped silently).
 */
function OfflineConflict({
  offline,
  sessionId,
  onResolved,
}: {
  offline: OfflineEditorState;
  sessionId: string;
  onResolved: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  /** Why keeping the offline copy failed; null before a try and while one runs. */
  const [error, setError] = useState<unknown>(null);
  const conflict = offline.conflict;
  if (!conflict) return null;
  const keepMine = async () => {
    setBusy(true);
    setError(null);
    try {
      await updateResume(sessionId, JSON.parse(conflict.request.body ?? '{}'));
      await requestQueue.removeConflict(conflict.id);
      onResolved();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const keepTheirs = async () => {
    await requestQueue.removeConflict(conflict.id);
    onResolved();
  };
  return (
    <div role="alert" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('editor.offlineConflict.title')}</p>
      <p className="mt-1 text-sm">{t('editor.offlineConflict.body')}</p>
      {error !== null && (
        <p className="mt-2 text-sm font-medium text-red-800">{editorErrorMessage(error, t)}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button size="sm" onClick={() => void keepMine()} disabled={busy}>
          {t('editor.offlineConflict.keepMine')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void keepTheirs()} disabled={busy}>
          {t('editor.offlineConflict.keepTheirs')}
        </Button>
      </div>
    </div>
  );
}

/** SPEC §2.5: the dynamic editor, loading and failing as the specification says. */
export function ResumeEditor(props: ResumeEditorProps) {
  const t = useT();
  const current = useCurrentDocument(props.sessionId);
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const offline = useOfflineEditorState(userId, props.sessionId);
  // A resolved conflict opens the editor afresh on the version kept.
  const [generation, setGeneration] = useState(0);
  const conflict = (
    <OfflineConflict
      offline={offline}
      sessionId={props.sessionId}
      onResolved={() => {
        void current.refetch().then(() => setGeneration((value) => value + 1));
      }}
    />
  );

  // A save still queued on this device is newer than the server's copy; offline, it is the only copy.
  const queuedDocument =
    offline.queued && !current.isFetching
      ? documentWithQueuedSave(offline.queued, current.isError ? undefined : current.data)
      : null;
  // The copy the editor opened on: once open, it keeps its own copy whatever the queue and the server's
  // copy do next (a replayed queue, a refetch), until a resolved conflict opens it afresh.
  const [opened, setOpened] = useState<{ generation: number; document: EditorDocument } | null>(null);
  const startFrom =
    opened?.generation === generation
      ? opened.document
      : offline.ready && queuedDocument && (current.isError || current.isFetchedAfterMount)
        ? queuedDocument
        : offline.ready && current.data && current.isFetchedAfterMount && !current.isError
          ? current.data
          : null;
  useEffect(() => {
    if (startFrom && opened?.generation !== generation) setOpened({ generation, document: startFrom });
  }, [startFrom, opened, generation]);

  if (startFrom) {
    return (
      <>
        {conflict}
        <LoadedEditor key={generation} {...props} loaded={startFrom} userId={userId} offline={offline} />
      </>
    );
  }
  if (current.isError && !current.isFetching && offline.ready) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-xl font-semibold text-red-800">{t('editor.loadError.title')}</h2>
        <p role="alert" className="mt-2 text-red-800">
          {editorErrorMessage(current.error, t)}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button onClick={() => void current.refetch()}>{t('editor.loadError.retry')}</Button>
          {props.onClose && (
            <Button variant="secondary" onClick={props.onClose}>
              {t('editor.actions.close')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
      <Spinner className="size-8 text-brand-700" />
      <p className="text-slate-700">{t('editor.loading')}</p>
    </div>
  );
}
