import type { MessageId } from '@resumeloop/i18n';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { LEGAL_LINK_CLASS } from './legal-prose';

/** One numbered section of a legal document; the number comes from its place in the list. */
export interface LegalSectionContent {
  /** The anchor, unique within the page: the table of contents links to `#id`. */
  id: string;
  title: MessageId;
  body: ReactNode;
}

interface LegalSectionProps extends LegalSectionContent {
  number: number;
  /** The id of the table of contents, for the link back to it. */
  contentsId: string;
}

export function LegalSection({ id, title, body, number, contentsId }: LegalSectionProps) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      {/* scroll-mt keeps the heading clear of the sticky site header when reached through an anchor. */}
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold text-slate-900 sm:text-2xl">
        {number}. {t(title)}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">{body}</div>
      <p className="mt-4 text-sm">
        <a href={`#${contentsId}`} className={LEGAL_LINK_CLASS}>
          {t('legal.document.backToContents')}
        </a>
      </p>
    </section>
  );
}
