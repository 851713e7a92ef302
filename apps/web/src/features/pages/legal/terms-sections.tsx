import { LegalList, LegalParagraph } from './legal-prose';
import type { LegalSectionContent } from './legal-section';

/**
 * The Terms of Service, in the order SPEC §2.7 gives; numbers come from the position in this list. Each
 * heading, paragraph and list item is a message of the catalogue's `legal` area.
 */
export const TERMS_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'definitions',
    title: 'legal.terms.definitions.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.definitions.p1" />
        <LegalList
          items={[
            'legal.terms.definitions.item1',
            'legal.terms.definitions.item2',
            'legal.terms.definitions.item3',
            'legal.terms.definitions.item4',
            'legal.terms.definitions.item5',
            'legal.terms.definitions.item6',
            'legal.terms.definitions.item7',
            'legal.terms.definitions.item8',
          ]}
        />
      </>
    ),
  },
  {
    id: 'acceptance-of-terms',
    title: 'legal.terms.acceptanceOfTerms.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.acceptanceOfTerms.p1" />
        <LegalParagraph id="legal.terms.acceptanceOfTerms.p2" />
        <LegalParagraph id="legal.terms.acceptanceOfTerms.p3" />
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'legal.terms.eligibility.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.eligibility.p1" />
        <LegalList
          items={[
            'legal.terms.eligibility.item1',
            'legal.terms.eligibility.item2',
            'legal.terms.eligibility.item3',
          ]}
        />
        <LegalParagraph id="legal.terms.eligibility.p2" />
      </>
    ),
  },
  {
    id: 'service-description',
    title: 'legal.terms.serviceDescription.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.serviceDescription.p1" />
        <LegalList
          items={[
            'legal.terms.serviceDescription.item1',
            'legal.terms.serviceDescription.item2',
            'legal.terms.serviceDescription.item3',
            'legal.terms.serviceDescription.item4',
          ]}
        />
        <LegalParagraph id="legal.terms.serviceDescription.p2" />
        <LegalParagraph id="legal.terms.serviceDescription.p3" />
        <LegalParagraph id="legal.terms.serviceDescription.p4" />
        <LegalParagraph id="legal.terms.serviceDescription.p5" />
      </>
    ),
  },
  {
    id: 'user-accounts',
    title: 'legal.terms.userAccounts.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.userAccounts.p1" />
        <LegalList
          items={[
            'legal.terms.userAccounts.item1',
            'legal.terms.userAccounts.item2',
            'legal.terms.userAccounts.item3',
            'legal.terms.userAccounts.item4',
            'legal.terms.userAccounts.item5',
            'legal.terms.userAccounts.item6',
          ]}
        />
        <LegalParagraph id="legal.terms.userAccounts.p2" />
      </>
    ),
  },
  {
    id: 'user-content-and-licence',
    title: 'legal.terms.userContentAndLicence.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.userContentAndLicence.p1" />
        <LegalParagraph id="legal.terms.userContentAndLicence.p2" />
        <LegalParagraph id="legal.terms.userContentAndLicence.p3" />
        <LegalParagraph id="legal.terms.userContentAndLicence.p4" />
      </>
    ),
  },
  {
    id: 'payment-and-subscriptions',
    title: 'legal.terms.paymentAndSubscriptions.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.paymentAndSubscriptions.p1" />
        <LegalList
          items={[
            'legal.terms.paymentAndSubscriptions.item1',
            'legal.terms.paymentAndSubscriptions.item2',
            'legal.terms.paymentAndSubscriptions.item3',
            'legal.terms.paymentAndSubscriptions.item4',
            'legal.terms.paymentAndSubscriptions.item5',
          ]}
        />
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'legal.terms.acceptableUse.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.acceptableUse.p1" />
        <LegalList
          items={[
            'legal.terms.acceptableUse.item1',
            'legal.terms.acceptableUse.item2',
            'legal.terms.acceptableUse.item3',
            'legal.terms.acceptableUse.item4',
            'legal.terms.acceptableUse.item5',
            'legal.terms.acceptableUse.item6',
            'legal.terms.acceptableUse.item7',
          ]}
        />
        <LegalParagraph id="legal.terms.acceptableUse.p2" />
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'legal.terms.intellectualProperty.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.intellectualProperty.p1" />
        <LegalParagraph id="legal.terms.intellectualProperty.p2" />
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'legal.terms.privacy.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.privacy.p1" />
        <LegalParagraph id="legal.terms.privacy.p2" />
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'legal.terms.disclaimers.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.disclaimers.p1" />
        <LegalList
          items={[
            'legal.terms.disclaimers.item1',
            'legal.terms.disclaimers.item2',
            'legal.terms.disclaimers.item3',
            'legal.terms.disclaimers.item4',
            'legal.terms.disclaimers.item5',
          ]}
        />
        <LegalParagraph id="legal.terms.disclaimers.p2" />
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'legal.terms.limitationOfLiability.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.limitationOfLiability.p1" />
        <LegalParagraph id="legal.terms.limitationOfLiability.p2" />
        <LegalParagraph id="legal.terms.limitationOfLiability.p3" />
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'legal.terms.indemnification.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.indemnification.p1" />
        <LegalList
          items={[
            'legal.terms.indemnification.item1',
            'legal.terms.indemnification.item2',
            'legal.terms.indemnification.item3',
          ]}
        />
        <LegalParagraph id="legal.terms.indemnification.p2" />
      </>
    ),
  },
  {
    id: 'termination',
    title: 'legal.terms.termination.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.termination.p1" />
        <LegalParagraph id="legal.terms.termination.p2" />
        <LegalParagraph id="legal.terms.termination.p3" />
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'legal.terms.changesToTerms.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.changesToTerms.p1" />
        <LegalParagraph id="legal.terms.changesToTerms.p2" />
      </>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'legal.terms.disputeResolution.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.disputeResolution.p1" />
        <LegalParagraph id="legal.terms.disputeResolution.p2" />
        <LegalParagraph id="legal.terms.disputeResolution.p3" />
        <LegalParagraph id="legal.terms.disputeResolution.p4" />
        <LegalParagraph id="legal.terms.disputeResolution.p5" />
        <LegalParagraph id="legal.terms.disputeResolution.p6" />
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'legal.terms.governingLaw.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.governingLaw.p1" />
        <LegalParagraph id="legal.terms.governingLaw.p2" />
      </>
    ),
  },
  {
    id: 'severability',
    title: 'legal.terms.severability.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.severability.p1" />
        <LegalParagraph id="legal.terms.severability.p2" />
      </>
    ),
  },
  {
    id: 'entire-agreement',
    title: 'legal.terms.entireAgreement.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.entireAgreement.p1" />
        <LegalParagraph id="legal.terms.entireAgreement.p2" />
      </>
    ),
  },
  {
    id: 'contact',
    title: 'legal.terms.contact.title',
    body: (
      <>
        <LegalParagraph id="legal.terms.contact.p1" />
        <LegalParagraph id="legal.terms.contact.p2" />
      </>
    ),
  },
];
