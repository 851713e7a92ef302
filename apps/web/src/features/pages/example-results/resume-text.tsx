import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';

/** A sample resume as plain text, the way an ATS reads it; long lines wrap instead of scrolling. */
export function ResumeText({
  heading,
  score,
  text,
  tone,
}: {
  heading: string;
  /** The score as the page writes it. */
  score: string;
  text: string;
  tone: 'before' | 'after';
}) {
  const t = useT();
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col rounded-xl border p-4',
        tone === 'after' ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <h4 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold text-slate-900">
        {heading}
        <span className="text-sm font-normal text-slate-700">
          {t('pages.examples.resumeScore', { score })}
        </span>
      </h4>
      <pre className="mt-3 flex-1 overflow-x-auto rounded-lg bg-white p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 sm:text-sm">
        {text}
      </pre>
    </div>
  );
}
