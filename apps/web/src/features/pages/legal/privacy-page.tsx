import { SITE } from '../../../components/layout/site';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-sections';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The local calendar date as YYYY-MM-DD, for the machine-readable <time> value. */
function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  // SPEC §2.7: the last-updated date is the current date, computed at render; the effective date is fixed.
  const today = new Date();
  return (
    <LegalDocument
      title="Privacy Policy"
      meta={
        <>
          <p>
            Last updated: <time dateTime={toIsoDate(today)}>{LONG_DATE.format(today)}</time>
          </p>
          <p>
            Effective date: <time dateTime="2025-01-01">January 1, 2025</time>
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
