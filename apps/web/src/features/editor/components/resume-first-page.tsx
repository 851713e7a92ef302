import { PencilRuler } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format/format-context';
import { useLocale } from '../../../lib/i18n/i18n-context';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const { locale } = useLocale();
  const summary = (pages: number, characters: number) =>
    t('editor.firstPage.summary', {
      pages: format.oneDecimal(pages),
      // The page count always shows one decimal ('1.0 pages'), and the plural follows what is shown.
      pagesForm: new Intl.PluralRules(locale, { minimumFractionDigits: 1 }).select(pages),
      characters: format.number(characters),
      count: characters,
    });
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-slate-100 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('editor.firstPage.heading')}
        </h2>
        <ButtonLink to={editorPathFor(sessionId)} variant="secondary" size="sm">
          <PencilRuler aria-hidden="true" className="size-4" />
          {t('editor.firstPage.openEditor')}
        </ButtonLink>
      </div>
      <p className="mt-1 min-h-5 text-sm text-slate-700">
        {layout.data ? summary(layout.data.estimated_pages, layout.data.character_count) : ''}
      </p>
      <div className="mt-3">
        <PdfPreview
          data={preview.data}
          loading={preview.isFetching}
          failed={preview.isError}
          onRetry={() => void preview.refetch()}
          label={t('editor.firstPage.heading')}
          maxPages={1}
        />
      </div>
    </section>
  );
}
