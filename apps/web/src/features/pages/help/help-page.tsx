import { ChevronDown, LifeBuoy, Lightbulb, Mail, MessageSquare, Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import { describeResult, filterHelpContent } from './filter-help-content';
import { helpContentIn, QUICK_TIPS, type ShownFaq, type ShownTopic } from './help-content';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function HelpPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('pages.help.title'));
  const [query, setQuery] = useState('');
  const [openFaqId, setOpenFaqId] = useState<string | null>(null);
  const content = useMemo(() => helpContentIn(t, (points) => format.percent(points)), [t, format]);
  const result = useMemo(() => filterHelpContent(content, query), [content, query]);

  // One item open at a time, or none: opening one closes the other, clicking the open one closes it.
  const toggleFaq = (id: string) => setOpenFaqId((current) => (current === id ? null : id));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <LifeBuoy aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('pages.help.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('pages.help.lead')}</p>
        <HelpSearch query={query} onQueryChange={setQuery} summary={describeResult(result, query, t)} />
      </header>

      {result.total === 0 ? (
        <NoResults query={query} onClear={() => setQuery('')} />
      ) : (
        <>
          <TopicsSection topics={result.topics} />
          <FaqSection faqs={result.faqs} openFaqId={openFaqId} onToggle={toggleFaq} />
        </>
      )}

      <div className="mt-14 grid items-start gap-6 lg:grid-cols-2">
        <StillNeedHelp />
        <QuickTips />
      </div>
    </div>
  );
}

function HelpSearch({
  query,
  onQueryChange,
  summary,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  summary: string;
}) {
  const t = useT();
  const inputId = useId();
  const summaryId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onQueryChange('');
    inputRef.current?.focus();
  };

  return (
    // Results update as you type, so there is no form to submit.
    <search className="mx-auto mt-8 block max-w-xl text-left">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
        {t('pages.help.search.label')}
      </label>
      <div className="relative mt-2">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t('pages.help.search.placeholder')}
          autoComplete="off"
          aria-describedby={summaryId}
          className="w-full rounded-lg border border-slate-500 bg-white py-3 pr-12 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {query !== '' && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('pages.help.search.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p id={summaryId} aria-live="polite" aria-atomic="true" className="mt-2 text-sm text-slate-600">
        {summary}
      </p>
    </search>
  );
}

function TopicsSection({ topics }: { topics: readonly ShownTopic[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('pages.help.topics.title')}
      </h2>
      {topics.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('pages.help.topics.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <topic.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{topic.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{topic.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FaqSection({
  faqs,
  openFaqId,
  onToggle,
}: {
  faqs: readonly ShownFaq[];
  openFaqId: string | null;
  onToggle: (id: string) => void;
}) {
  const t = useT();
  const headingId = useId();
  const baseId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('pages.help.faq.title')}
      </h2>
      {faqs.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('pages.help.faq.none')}</p>
      ) : (
        <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faqs.map((faq) => {
            const isOpen = openFaqId === faq.id;
            const buttonId = `${baseId}-${faq.id}-button`;
            const panelId = `${baseId}-${faq.id}-panel`;
            return (
              <div key={faq.id}>
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => onToggle(faq.id)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
                  >
                    <span>{faq.question}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className={cn(
                        'size-5 shrink-0 text-slate-600 transition-transform',
                        isOpen && 'rotate-180',
                      )}
                    />
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  hidden={!isOpen}
                  className="px-5 pb-5 text-slate-700"
                >
                  <p>{faq.answer}</p>
                </section>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-xl border border-slate-200 bg-slate-50 px-5 py-10 text-center"
    >
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h2 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
        {t('pages.help.noResults.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md break-words text-slate-700">
        <Message
          id="pages.help.noResults.body"
          values={{
            query: query.trim(),
            link: (words) => (
              <Link to="/contact" className={linkClass}>
                {words}
              </Link>
            ),
          }}
        />
      </p>
      <button type="button" onClick={onClear} className={buttonClasses('secondary', 'md', 'mt-6')}>
        {t('pages.help.search.clear')}
      </button>
    </section>
  );
}

function StillNeedHelp() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-brand-700 p-6 text-white sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('pages.help.stillNeedHelp.title')}
      </h2>
      <p className="mt-3 text-brand-50">
        {t('pages.help.stillNeedHelp.body', { hours: SITE.supportResponseHours })}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to="/contact" variant="secondary" className="focus-visible:outline-white">
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('pages.help.stillNeedHelp.contact')}
        </ButtonLink>
        <a
          href={`mailto:${SITE.supportEmail}`}
          aria-label={t('pages.help.stillNeedHelp.emailLabel', { email: SITE.supportEmail })}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-white px-4 py-2 text-sm font-semibold break-all text-white transition-colors hover:bg-brand-800 focus-visible:outline-white"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {SITE.supportEmail}
        </a>
      </div>
    </section>
  );
}

function QuickTips() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-6 text-brand-700" />
        {t('pages.help.tips.title')}
      </h2>
      <ol className="mt-5 space-y-4">
        {QUICK_TIPS.map((tip, index) => (
          <li key={tip.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(tip.title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(tip.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
