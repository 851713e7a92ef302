import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useT } from '../../../lib/i18n/use-t';
import { LegalDocument } from './legal-document';
import { LegalParagraph } from './legal-prose';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsPage() {
  const t = useT();
  useDocumentTitle(t('legal.terms.title'));
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      intro={
        <>
          <LegalParagraph id="legal.terms.intro.p1" />
          <LegalParagraph id="legal.terms.intro.p2" />
        </>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
