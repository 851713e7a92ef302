import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { LEGAL_LINK_CLASS } from './legal-prose';
import { LegalSection, type LegalSectionContent } from './legal-section';

/** One document per page, so a fixed anchor is unique and gives a readable URL (#table-of-contents). */
const CONTENTS_ID = 'table-of-contents';

interface LegalDocumentProps {
  /** The page's one <h1>. */
  title: string;
  /** Dates and similar facts shown under the title. */
  meta?: ReactNode;
  /** Opening paragraphs shown before the table of contents. */
  intro?: ReactNode;
  sections: readonly LegalSectionContent[];
}

/**
 * The shared layout of the Terms of Service and the Privacy Policy: title, dates, introduction, a table of
 * contents, then the numbered sections, each an <h2> with an anchor. A line length near 70 characters
 * (max-w-3xl) keeps long legal text readable.
 */
export function LegalDocument({ title, meta, intro, sections }: LegalDocumentProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {meta && <div className="mt-4 space-y-1 text-sm text-slate-700">{meta}</div>}
        {intro && <div className="mt-6 space-y-4 text-base leading-7 text-slate-700">{intro}</div>}
      </header>

      <nav
        id={CONTENTS_ID}
        aria-label={t('legal.document.tableOfContents')}
        className="mt-8 scroll-mt-24 rounded-lg border border-slate-200 bg-slate-50 p-5 sm:p-6"
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-900">
          {t('legal.document.contents')}
        </p>
        {/* CSS columns keep the reading order top to bottom, then left to right. */}
        <ol className="mt-3 text-sm leading-6 sm:columns-2 sm:gap-x-8">
          {sections.map((section, index) => (
            <li key={section.id} className="mb-1.5 break-inside-avoid">
              <a href={`#${section.id}`} className={LEGAL_LINK_CLASS}>
                {index + 1}. {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-12">
        {sections.map((section, index) => (
          <LegalSection key={section.id} {...section} number={index + 1} contentsId={CONTENTS_ID} />
        ))}
      </div>
    </article>
  );
}
