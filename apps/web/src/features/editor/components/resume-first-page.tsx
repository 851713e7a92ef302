import { PencilRuler } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format/format-context';
import { useLayout } from '../api/parse';
import { usePreviewPdf } from '../api/preview-pdf';
import { editorPathFor } from '../paths';
import { PdfPreview } from './preview-pane';

/** The final resume on the Results step: its first page as it prints, its length, and the way to edit it. */
export function ResumeFirstPage({ sessionId }: { sessionId: string }) {
  const preview = usePreviewPdf(sessionId);
  const layout = useLayout(sessionId);
  const headingId = useId();
  const format = useFormat();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-slate-100 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your resume
        </h2>
        <ButtonLink to={editorPathFor(sessionId)} variant="secondary" size="sm">
          <PencilRuler aria-hidden="true" className="size-4" />
          Dynamic PDF Editor
        </ButtonLink>
      </div>
      <p className="mt-1 min-h-5 text-sm text-slate-700">
        {layout.data
          ? `${format.oneDecimal(layout.data.estimated_pages)} pages, ${format.number(layout.data.character_count)} characters. The first page:`
          : ''}
      </p>
      <div className="mt-3">
        <PdfPreview
          data={preview.data}
          loading={preview.isFetching}
          failed={preview.isError}
          onRetry={() => void preview.refetch()}
          label="Your resume"
          maxPages={1}
        />
      </div>
    </section>
  );
}
