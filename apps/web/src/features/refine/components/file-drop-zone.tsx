import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format/format-context';
import { useT } from '../../../lib/i18n/use-t';

/** What the picker offers (SPEC §2.4); a dropped file of another kind is still sent: the server decides. */
export const UPLOAD_ACCEPT = '.pdf,.txt,.doc,.docx';

/**
 * A visible drop target that is also a button: click, Enter or Space opens the file picker, and a file can
 * be dragged onto it. While a file uploads it shows the progress.
 */
export function FileDropZone({
  onFile,
  busy,
  progress,
  fileName,
  describedBy,
  id,
  title,
  busyTitle,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  /** The share of the file sent so far (0 to 1), or null when not known. */
  progress: number | null;
  /** The file being uploaded. */
  fileName: string | null;
  describedBy?: string;
  /** The drop target's id (to give it the focus). */
  id?: string;
  /** What the drop target says, and what it says while the file is sent (a resume's upload by default). */
  title?: string;
  busyTitle?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const progressId = useId();

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };

  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const t = useT();
  const format = useFormat();
  const percent = progress === null ? null : Math.round(progress * 100);
  const progressText =
    percent === null
      ? fileName
        ? t('refine.upload.progressUnknown', { fileName })
        : t('refine.upload.progressUnnamedUnknown')
      : fileName
        ? t('refine.upload.progress', { fileName, percent: format.percent(percent) })
        : t('refine.upload.progressUnnamed', { percent: format.percent(percent) });

  return (
    <div>
      <button
        id={id}
        type="button"
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={busy}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-700 bg-brand-50' : 'border-slate-400 bg-slate-50 hover:bg-slate-100',
          busy && 'cursor-wait',
        )}
      >
        {busy ? (
          <Spinner className="size-6 text-brand-700" />
        ) : (
          <FileUp aria-hidden="true" className="size-6 text-brand-700" />
        )}
        <span className="font-semibold text-slate-900">
          {busy ? (busyTitle ?? t('refine.upload.busyTitle')) : (title ?? t('refine.upload.title'))}
        </span>
        <span id={hintId} className="text-sm text-slate-600">
          {t('refine.upload.hint')}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="hidden"
        onChange={(event) => {
          take(event.target.files);
          // The same file may be chosen again after an error.
          event.target.value = '';
        }}
      />
      {busy && (
        <div role="status" className="mt-3">
          <label htmlFor={progressId} className="text-sm text-slate-700">
            {progressText}
          </label>
          <progress
            id={progressId}
            className="mt-1 block h-2 w-full accent-brand-700"
            max={100}
            {...(percent !== null ? { value: percent } : {})}
          />
        </div>
      )}
    </div>
  );
}
