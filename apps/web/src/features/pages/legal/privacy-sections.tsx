import type { MessageId } from '@resumeloop/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { LegalList, LegalParagraph, LegalSubheading } from './legal-prose';
import type { LegalSectionContent } from './legal-section';

/** SPEC §9: how long each kind of information is kept. */
const RETENTION_PERIODS: ReadonlyArray<{ information: MessageId; period: MessageId }> = [
  {
    information: 'legal.privacy.retention.account.information',
    period: 'legal.privacy.retention.account.period',
  },
  {
    information: 'legal.privacy.retention.resumes.information',
    period: 'legal.privacy.retention.resumes.period',
  },
  {
    information: 'legal.privacy.retention.usage.information',
    period: 'legal.privacy.retention.usage.period',
  },
  {
    information: 'legal.privacy.retention.payments.information',
    period: 'legal.privacy.retention.payments.period',
  },
  {
    information: 'legal.privacy.retention.support.information',
    period: 'legal.privacy.retention.support.period',
  },
];

function RetentionTable() {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm leading-6">
        <caption className="sr-only">{t('legal.privacy.retention.caption')}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('legal.privacy.retention.information')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('legal.privacy.retention.period')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {RETENTION_PERIODS.map((row) => (
            <tr key={row.information}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {t(row.information)}
              </th>
              <td className="px-4 py-3">{t(row.period)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The Privacy Policy, in the order SPEC §2.7 gives; numbers come from the position in this list. Each
 * heading, paragraph and list item is a message of the catalogue's `legal` area.
 */
export const PRIVACY_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'introduction',
    title: 'legal.privacy.introduction.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.introduction.p1" />
        <LegalParagraph id="legal.privacy.introduction.p2" />
        <LegalParagraph id="legal.privacy.introduction.p3" />
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'legal.privacy.informationWeCollect.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.informationWeCollect.p1" />
        <LegalSubheading id="legal.privacy.informationWeCollect.h1" />
        <LegalList
          items={[
            'legal.privacy.informationWeCollect.item1',
            'legal.privacy.informationWeCollect.item2',
            'legal.privacy.informationWeCollect.item3',
            'legal.privacy.informationWeCollect.item4',
            'legal.privacy.informationWeCollect.item5',
            'legal.privacy.informationWeCollect.item6',
            'legal.privacy.informationWeCollect.item7',
          ]}
        />
        <LegalSubheading id="legal.privacy.informationWeCollect.h2" />
        <LegalList items={['legal.privacy.informationWeCollect.item8']} />
        <LegalParagraph id="legal.privacy.informationWeCollect.p2" />
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'legal.privacy.howWeUseInformation.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.howWeUseInformation.p1" />
        <LegalList
          items={[
            'legal.privacy.howWeUseInformation.item1',
            'legal.privacy.howWeUseInformation.item2',
            'legal.privacy.howWeUseInformation.item3',
            'legal.privacy.howWeUseInformation.item4',
            'legal.privacy.howWeUseInformation.item5',
            'legal.privacy.howWeUseInformation.item6',
            'legal.privacy.howWeUseInformation.item7',
            'legal.privacy.howWeUseInformation.item8',
          ]}
        />
        <LegalParagraph id="legal.privacy.howWeUseInformation.p2" />
      </>
    ),
  },
  {
    id: 'legal-basis-for-processing',
    title: 'legal.privacy.legalBasisForProcessing.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.legalBasisForProcessing.p1" />
        <LegalList
          items={[
            'legal.privacy.legalBasisForProcessing.item1',
            'legal.privacy.legalBasisForProcessing.item2',
            'legal.privacy.legalBasisForProcessing.item3',
            'legal.privacy.legalBasisForProcessing.item4',
          ]}
        />
        <LegalParagraph id="legal.privacy.legalBasisForProcessing.p2" />
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'legal.privacy.howWeShareInformation.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.howWeShareInformation.p1" />
        <LegalList
          items={[
            'legal.privacy.howWeShareInformation.item1',
            'legal.privacy.howWeShareInformation.item2',
            'legal.privacy.howWeShareInformation.item3',
            'legal.privacy.howWeShareInformation.item4',
            'legal.privacy.howWeShareInformation.item5',
          ]}
        />
        <LegalParagraph id="legal.privacy.howWeShareInformation.p2" />
      </>
    ),
  },
  {
    id: 'international-data-transfers',
    title: 'legal.privacy.internationalDataTransfers.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.internationalDataTransfers.p1" />
        <LegalParagraph id="legal.privacy.internationalDataTransfers.p2" />
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'legal.privacy.dataSecurity.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.dataSecurity.p1" />
        <LegalList
          items={[
            'legal.privacy.dataSecurity.item1',
            'legal.privacy.dataSecurity.item2',
            'legal.privacy.dataSecurity.item3',
            'legal.privacy.dataSecurity.item4',
            'legal.privacy.dataSecurity.item5',
          ]}
        />
        <LegalParagraph id="legal.privacy.dataSecurity.p2" />
        <LegalParagraph id="legal.privacy.dataSecurity.p3" />
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'legal.privacy.dataRetention.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.dataRetention.p1" />
        <RetentionTable />
        <LegalParagraph id="legal.privacy.dataRetention.p2" />
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'legal.privacy.yourRights.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.yourRights.p1" />
        <LegalSubheading id="legal.privacy.yourRights.h1" />
        <LegalParagraph id="legal.privacy.yourRights.p2" />
        <LegalSubheading id="legal.privacy.yourRights.h2" />
        <LegalParagraph id="legal.privacy.yourRights.p3" />
        <LegalSubheading id="legal.privacy.yourRights.h3" />
        <LegalParagraph id="legal.privacy.yourRights.p4" />
        <LegalSubheading id="legal.privacy.yourRights.h4" />
        <LegalParagraph id="legal.privacy.yourRights.p5" />
        <LegalParagraph id="legal.privacy.yourRights.p6" />
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'legal.privacy.cookies.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.cookies.p1" />
        <LegalList
          items={[
            'legal.privacy.cookies.item1',
            'legal.privacy.cookies.item2',
            'legal.privacy.cookies.item3',
          ]}
        />
        <LegalParagraph id="legal.privacy.cookies.p2" />
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: 'legal.privacy.childrensPrivacy.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.childrensPrivacy.p1" />
        <LegalParagraph id="legal.privacy.childrensPrivacy.p2" />
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'legal.privacy.changesToThisPolicy.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.changesToThisPolicy.p1" />
        <LegalParagraph id="legal.privacy.changesToThisPolicy.p2" />
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'legal.privacy.contactUs.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.contactUs.p1" />
        <LegalParagraph id="legal.privacy.contactUs.p2" />
      </>
    ),
  },
  {
    id: 'compliance',
    title: 'legal.privacy.compliance.title',
    body: (
      <>
        <LegalParagraph id="legal.privacy.compliance.p1" />
        <LegalList
          items={[
            'legal.privacy.compliance.item1',
            'legal.privacy.compliance.item2',
            'legal.privacy.compliance.item3',
            'legal.privacy.compliance.item4',
          ]}
        />
        <LegalParagraph id="legal.privacy.compliance.p2" />
      </>
    ),
  },
];
