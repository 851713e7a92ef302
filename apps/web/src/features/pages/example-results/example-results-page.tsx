import { Info } from 'lucide-react';
import { useId } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { Message, useT } from '../../../lib/i18n/use-t';
import { EXAMPLE_RESULTS } from './example-results-data';
import { ExampleTabs } from './example-tabs';

export function ExampleResultsPage() {
  const t = useT();
  useDocumentTitle(t('pages.examples.title'));
  const samplesHeadingId = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('pages.examples.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t('pages.examples.lead')}</p>
        <p className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>
            <Message
              id="pages.examples.notice"
              values={{ strong: (words) => <strong className="font-semibold">{words}</strong> }}
            />
          </span>
        </p>
      </header>

      <section aria-labelledby={samplesHeadingId} className="mt-10">
        <h2 id={samplesHeadingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {t('pages.examples.choose.title')}
        </h2>
        <p className="mt-2 mb-4 text-slate-600">{t('pages.examples.choose.lead')}</p>
        <ExampleTabs examples={EXAMPLE_RESULTS} label={t('pages.examples.tabsLabel')} />
      </section>
    </div>
  );
}
