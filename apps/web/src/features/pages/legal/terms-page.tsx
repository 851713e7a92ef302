import { SITE } from '../../../components/layout/site';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { LegalDocument } from './legal-document';
import { LegalLink } from './legal-prose';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <>
          <p>
            These Terms govern your use of {SITE.name}, a beta service that scores resumes for applicant
            tracking systems, asks you tailored questions, and refines your resume using only your own words.
            Please read them together with our <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>.
          </p>
          <p>
            In short: you must be 18 or older; your resumes stay yours; scores are estimates and do not
            guarantee any hiring outcome; and disputes go to individual arbitration under Delaware law (see
            sections 16 and 17). This summary is for convenience; the numbered sections below are the binding
            terms.
          </p>
        </>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
