import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormat } from '../../../lib/format/format-context';
import { Message, useT } from '../../../lib/i18n/use-t';
import { LegalDocument } from './legal-document';
import { LegalParagraph } from './legal-prose';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** SPEC §2.7: fixed. */
const EFFECTIVE_DATE = '2025-01-01';

export function PrivacyPage() {
  const t = useT();
  useDocumentTitle(t('legal.privacy.title'));
  const format = useFormat();
  // SPEC §2.7: the last-updated date is the current date (in the reader's time zone), computed at render;
  // the effective date is fixed.
  const today = new Date();
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      meta={
        <>
          <p>
            <Message
              id="legal.privacy.lastUpdated"
              values={{ date: <time dateTime={format.isoDate(today)}>{format.longDate(today)}</time> }}
            />
          </p>
          <p>
            <Message
              id="legal.privacy.effectiveDate"
              values={{
                date: <time dateTime={EFFECTIVE_DATE}>{format.longCalendarDate(EFFECTIVE_DATE)}</time>,
              }}
            />
          </p>
        </>
      }
      intro={<LegalParagraph id="legal.privacy.intro" />}
      sections={PRIVACY_SECTIONS}
    />
  );
}
