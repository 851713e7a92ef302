import { SITE } from '../../../components/layout/site';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useFormat } from '../../../lib/format/format-context';
import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** SPEC §2.7: fixed. */
const EFFECTIVE_DATE = '2025-01-01';

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  const format = useFormat();
  // SPEC §2.7: the last-updated date is the current date (in the reader's time zone), computed at render;
  // the effective date is fixed.
  const today = new Date();
  return (
    <LegalDocument
      title="Privacy Policy"
      meta={
        <>
          <p>
            Last updated: <time dateTime={format.isoDate(today)}>{format.longDate(today)}</time>
          </p>
          <p>
            Effective date: <time dateTime={EFFECTIVE_DATE}>{format.longCalendarDate(EFFECTIVE_DATE)}</time>
          </p>
        </>
      }
      intro={
        <p>
          Your resume says a lot about you. This policy explains, in plain language, what {SITE.name}{' '}
          collects, why, how long we keep it, and how you can see, export or delete it at any time. The
          Service is for adults aged 18 and over.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
