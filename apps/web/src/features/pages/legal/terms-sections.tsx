import { SITE } from '../../../components/layout/site';
import { EmailLink, LegalLink, LegalList, Term } from './legal-prose';
import type { LegalSectionContent } from './legal-section';

/** The Terms of Service, in the order SPEC §2.7 gives; numbers come from the position in this list. */
export const TERMS_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    body: (
      <>
        <p>In these Terms of Service (the “Terms”), the following words have the meanings below.</p>
        <LegalList>
          <li>
            <Term>“{SITE.name}”, “we”, “us” and “our”</Term> mean the operator of the {SITE.name} service, a
            sole developer based in the United States.
          </li>
          <li>
            <Term>“Service”</Term> means the hosted {SITE.name} website and web application, its application
            programming interface, and every feature, update and beta feature we make available through them.
          </li>
          <li>
            <Term>“you” and “your”</Term> mean the individual who visits, registers for or uses the Service.
          </li>
          <li>
            <Term>“Account”</Term> means the account you create to use the Service, whether you sign in with
            an email address and password or with a Google or Microsoft account.
          </li>
          <li>
            <Term>“User Content”</Term> means everything you submit to the Service: resumes, whether pasted or
            uploaded; job descriptions; your choice of target industry; your answers to tailored questions;
            your edits in the resume editor; feedback; and messages to us.
          </li>
          <li>
            <Term>“Output”</Term> means what the Service produces from your User Content: compatibility scores
            and their category breakdown, tailored questions, suggestions, refined resume text, the history of
            changes, and the PDF files you export.
          </li>
          <li>
            <Term>“Free Tier” and “Premium Tier”</Term> mean the plans described in section 4.
          </li>
          <li>
            <Term>“Beta Features”</Term> means features we label as beta, experimental or coming soon,
            including those you turn on in Settings.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'acceptance-of-terms',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          These Terms are a binding agreement between you and {SITE.name}. You accept them when you tick the
          box to agree to them while creating an Account, or, if you do not create one, when you first use the
          Service. If you do not agree with these Terms, you must not use the Service.
        </p>
        <p>
          Our <LegalLink to="/privacy-policy">Privacy Policy</LegalLink> explains how we handle personal
          information and forms part of these Terms. Some features, such as a paid Premium Tier or a Beta
          Feature, may show additional terms before you use them; those terms also apply when you accept them,
          and they prevail over these Terms for that feature only if the two conflict.
        </p>
        <p>
          Section 16 contains an agreement to resolve disputes through binding individual arbitration and a
          waiver of class actions. Please read it carefully.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          The Service is intended for adults. You may use it only if you are at least 18 years old and able to
          form a binding contract with us. By using the Service you confirm that:
        </p>
        <LegalList>
          <li>you are 18 years of age or older;</li>
          <li>you are not barred from using the Service under the laws that apply to you;</li>
          <li>we have not previously suspended or removed an Account of yours for breaching these Terms.</li>
        </LegalList>
        <p>
          If we learn that someone under 18 has created an Account, we will close it and delete its data as
          our Privacy Policy describes.
        </p>
      </>
    ),
  },
  {
    id: 'service-description',
    title: 'Service Description',
    body: (
      <>
        <p>
          {SITE.name} helps job seekers prepare resumes for applicant tracking systems (“ATS”). The Service
          works in four steps:
        </p>
        <LegalList>
          <li>
            <Term>Input.</Term> You paste a resume or upload a file in one of the formats the upload screen
            accepts, paste a job description, and choose a target industry.
          </li>
          <li>
            <Term>Questionnaire.</Term> The Service scores your resume against the job description, with a
            breakdown by category (formatting, structure, content impact, tailoring, ATS compliance, language
            clarity and professionalism), and asks tailored questions about your experience.
          </li>
          <li>
            <Term>Polish.</Term> The Service refines your resume using your answers, and you edit the result
            in an editor with a live PDF preview.
          </li>
          <li>
            <Term>Results.</Term> You see your scores before and after refinement and can export the enhanced
            resume as a PDF. Before a PDF download we ask you to complete a short feedback survey.
          </li>
        </LegalList>
        <p>
          <Term>Your words, never invented facts.</Term> Refinement uses only the facts in your resume and in
          your answers. It may reword, reorder and reformat what you wrote, but it is designed never to add
          employers, job titles, dates, degrees, skills, figures or achievements that you did not provide, and
          every change is recorded so you can review it. You remain responsible for checking the Output before
          you use it (see section 11).
        </p>
        <p>
          <Term>Plans.</Term> The Free Tier includes basic resume analysis and scoring. The Premium Tier adds
          detailed feedback, keyword suggestions, multiple resume versions, ATS reports, industry-specific
          recommendations and priority support. Prices and payment terms are set out in section 7.
        </p>
        <p>
          <Term>Beta status.</Term> The Service launched in {SITE.launched} and is in beta. Features, usage
          limits, scoring methods and plans may change, and the Service may be interrupted or contain errors
          while it is developed. We may add, change or withdraw Beta Features at any time.
        </p>
        <p>
          <Term>Self-hosted copies.</Term> The {SITE.name} software can also be run by anyone on their own
          servers, with no external AI service. These Terms cover only the Service that we operate. Whoever
          runs a self-hosted copy is responsible for it and for the data it processes.
        </p>
      </>
    ),
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    body: (
      <>
        <p>
          You need an Account to analyse and refine resumes. You may register with your name, email address,
          an optional username and a password, or sign in with a Google or Microsoft account. When you create
          an Account, you agree to:
        </p>
        <LegalList>
          <li>give accurate and complete information, and keep it up to date;</li>
          <li>verify your email address when we ask you to;</li>
          <li>keep your Account for your own use and not share, sell or transfer it;</li>
          <li>choose a username that does not impersonate anyone and is not offensive or misleading;</li>
          <li>keep your password confidential and use a password you do not use elsewhere;</li>
          <li>
            tell us promptly at <EmailLink address={SITE.supportEmail} /> if you believe someone has used your
            Account without permission.
          </li>
        </LegalList>
        <p>
          You are responsible for activity under your Account unless it results from our failure to protect
          it. We may ask you to confirm your identity before acting on requests about your Account.
        </p>
      </>
    ),
  },
  {
    id: 'user-content-and-licence',
    title: 'User Content and Licence',
    body: (
      <>
        <p>
          <Term>You own your content.</Term> You keep all rights you have in your User Content. As between you
          and us, the refined resume text and PDF files produced from your User Content are yours to use for
          your job search and any other lawful purpose.
        </p>
        <p>
          <Term>The licence you give us.</Term> You grant us a worldwide, non-exclusive, royalty-free licence
          to host, store, copy, process, analyse, reformat and display your User Content only as needed to
          operate and provide the Service to you, to keep it secure, and to comply with the law. This licence
          does not allow us to publish your User Content, to share it with employers or recruiters, or to use
          it to train AI models, unless you choose to allow that in Settings or in the feedback survey. The
          licence ends when your User Content is deleted, except for copies we keep for the limited periods
          stated in our Privacy Policy.
        </p>
        <p>
          <Term>Your promises.</Term> You confirm that you have the right to submit your User Content, that it
          is about you or you have permission to include it (for example, a referee's contact details), and
          that it does not infringe anyone's rights or break any law. Please do not include information that
          employers do not need, such as your date of birth, national identification numbers or health
          details.
        </p>
        <p>
          <Term>Feedback.</Term> If you send us suggestions or ideas about the Service, we may use them
          without any obligation to you. This does not give us any further rights in your resume or other User
          Content.
        </p>
      </>
    ),
  },
  {
    id: 'payment-and-subscriptions',
    title: 'Payment and Subscriptions',
    body: (
      <>
        <p>
          The Free Tier is free of charge and needs no credit card. If you buy the Premium Tier, the price,
          billing period and any taxes are shown before you confirm your purchase, and the following terms
          apply.
        </p>
        <LegalList>
          <li>
            <Term>Billing.</Term> Subscriptions are billed in advance for each billing period through a
            third-party payment processor. We do not receive or store your full card number.
          </li>
          <li>
            <Term>Renewal.</Term> Your subscription renews automatically at the end of each billing period
            until you cancel it. You may cancel at any time; cancellation takes effect at the end of the
            period you have already paid for, and you keep Premium features until then.
          </li>
          <li>
            <Term>Price changes.</Term> We will give you at least 30 days' notice by email before a price
            change affects you. The new price applies from your next billing period after the notice period
            ends, and you may cancel before then to avoid it.
          </li>
          <li>
            <Term>Refunds.</Term> Except as these Terms or the law require, payments are non-refundable and we
            do not refund partial billing periods. Nothing in these Terms removes any right to cancel or to a
            refund that consumer law gives you where you live.
          </li>
          <li>
            <Term>Failed payments.</Term> If a payment fails and is not resolved, we may move your Account to
            the Free Tier. Your resumes are not deleted because of a failed payment.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree to use the Service lawfully and only for your own job search. You must not:</p>
        <LegalList>
          <li>
            use the Service to create documents that misrepresent your identity, qualifications or experience,
            or submit resumes of other people without their permission;
          </li>
          <li>
            upload malware, or content that is unlawful, defamatory, harassing or infringes others' rights;
          </li>
          <li>
            access the Service by automated means, such as bots or scrapers, other than through interfaces we
            document, or exceed or work around rate limits, plan limits or other technical restrictions;
          </li>
          <li>
            probe, scan or test the security of the Service without our written permission, or interfere with
            its operation or other users' use of it;
          </li>
          <li>
            copy, resell or reverse engineer the hosted Service, except where the law or the licence of the
            relevant software allows it;
          </li>
          <li>use the Service to build a competing product or to train a machine learning model;</li>
          <li>help or encourage anyone else to do any of these things.</li>
        </LegalList>
        <p>
          If you find a security vulnerability, please report it to <EmailLink address={SITE.legalEmail} />{' '}
          and give us reasonable time to fix it before disclosing it.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          Apart from your User Content and Output, the Service and everything in it, including its software,
          scoring rubric, questions, templates, text, graphics, and the {SITE.name} name and logo, belong to
          us or our licensors and are protected by intellectual property laws. Open-source components are
          provided under their own licences, which take precedence for those components.
        </p>
        <p>
          Subject to these Terms, we give you a personal, limited, non-exclusive, non-transferable and
          revocable licence to use the Service for your own job search. You may use the resume templates and
          layouts in the PDFs you export without restriction. You may not use our name or logo in a way that
          suggests we endorse you or your application.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <>
        <p>
          Resumes contain personal information, and we treat it with care. Our{' '}
          <LegalLink to="/privacy-policy">Privacy Policy</LegalLink> explains what we collect, why, who we
          share it with, how long we keep it, and the rights you have, including under the GDPR, the CCPA,
          PIPEDA and the Australian Privacy Principles.
        </p>
        <p>
          You can export your data or delete your Account at any time from Settings. By using the Service you
          acknowledge that we process your personal information as the Privacy Policy describes.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          The Service is in beta and is provided “as is” and “as available”. To the fullest extent the law
          allows, we disclaim all warranties, express or implied, including warranties of merchantability,
          fitness for a particular purpose, accuracy and non-infringement. In particular:
        </p>
        <LegalList>
          <li>
            scores are estimates produced by our own rubric. Applicant tracking systems differ and change, we
            are not affiliated with any ATS vendor, and a score does not predict how any employer will treat
            your application;
          </li>
          <li>we do not guarantee interviews, job offers or any other result;</li>
          <li>
            although refinement is designed to use only your own facts, automated processing can make
            mistakes. You are responsible for reviewing every resume before you send it, and for its accuracy;
          </li>
          <li>the Service is not career, legal or financial advice;</li>
          <li>
            we do not promise that the Service will be uninterrupted, error-free or secure at all times, or
            that your data will never be lost, so keep your own copy of important documents.
          </li>
        </LegalList>
        <p>
          Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may
          not apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, {SITE.name} will not be liable for any indirect, incidental,
          special, consequential, exemplary or punitive damages, or for any loss of profits, income, data,
          employment or job opportunities, arising out of or relating to the Service or these Terms, even if
          we were told such damages were possible.
        </p>
        <p>
          To the fullest extent the law allows, our total liability for all claims arising out of or relating
          to the Service or these Terms is limited to the fees you paid us for the Service in the twelve
          months before the claim arose.
        </p>
        <p>
          Nothing in these Terms limits liability for fraud, gross negligence, wilful misconduct, death or
          personal injury caused by negligence, or any other liability that cannot be limited or excluded by
          law.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <>
        <p>
          To the extent the law allows, you agree to defend, indemnify and hold harmless {SITE.name} from any
          third-party claim, and the resulting losses, liabilities, damages and reasonable costs (including
          legal fees), arising from:
        </p>
        <LegalList>
          <li>your User Content, including any inaccurate statement in a resume you send to an employer;</li>
          <li>your breach of these Terms;</li>
          <li>your violation of any law or of the rights of any third party.</li>
        </LegalList>
        <p>
          We will tell you promptly about any such claim, and you will cooperate with us in its defence. We
          may take control of the defence at our own cost, and you may not settle a claim that affects us
          without our written consent.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          <Term>By you.</Term> You may stop using the Service at any time and delete your Account from
          Settings. If you have a Premium subscription, cancel it first so that it does not renew.
        </p>
        <p>
          <Term>By us.</Term> We may suspend or close your Account if you materially or repeatedly breach
          these Terms, if your use creates a risk to the Service, to other users or to us, or if the law
          requires it. Where reasonable, we will tell you why and give you a chance to fix the problem first.
          We may also discontinue the Service; if we do, we will give at least 30 days' notice so that you can
          export your data, and refund any prepaid fees for the unused part of your subscription.
        </p>
        <p>
          <Term>What happens next.</Term> When your Account closes, your right to use the Service ends and
          your data is deleted according to the retention periods in our Privacy Policy. Sections 6
          (feedback), 9, 11, 12, 13, 16, 17, 18 and 19 continue to apply after termination.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: (
      <>
        <p>
          We may update these Terms as the Service develops. If a change materially affects your rights, we
          will notify you by email and in the Service at least 30 days before it takes effect. Changes that do
          not reduce your rights, such as clarifications or corrections, may take effect when we publish them.
        </p>
        <p>
          If you continue to use the Service after a change takes effect, the updated Terms apply to you. If
          you do not agree with a change, stop using the Service and delete your Account before the change
          takes effect. Changes do not apply to disputes that arose before they took effect.
        </p>
      </>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute Resolution',
    body: (
      <>
        <p>
          <Term>Informal resolution first.</Term> Before starting a formal proceeding, you and we agree to try
          to resolve any dispute informally. Send a written description of the dispute and the remedy you want
          to <EmailLink address={SITE.legalEmail} />; we will send ours to the email address on your Account.
          If the dispute is not resolved within 60 days, either party may start arbitration.
        </p>
        <p>
          <Term>Binding arbitration.</Term> Any dispute arising out of or relating to the Service or these
          Terms will be resolved by final and binding individual arbitration administered by the American
          Arbitration Association under its Consumer Arbitration Rules, which limit the fees you pay. The
          Federal Arbitration Act governs this section. Hearings may take place by video or telephone, or in
          the county where you live. The arbitrator may award the same individual relief a court could.
        </p>
        <p>
          <Term>Exceptions.</Term> Either party may bring an individual claim in small claims court, or seek
          an injunction in court to stop the infringement or misuse of intellectual property.
        </p>
        <p>
          <Term>Class action waiver.</Term> You and we may bring claims against each other only in an
          individual capacity, not as a plaintiff or class member in any class, collective, consolidated or
          representative proceeding. The arbitrator may not combine claims of more than one person. If this
          waiver is found unenforceable for a claim, that claim must be decided in court, not in arbitration.
          You and we each waive the right to a jury trial.
        </p>
        <p>
          <Term>Opting out.</Term> You may opt out of this agreement to arbitrate by emailing{' '}
          <EmailLink address={SITE.legalEmail} /> within 30 days after you first accept these Terms, with your
          name, the email address on your Account and a clear statement that you opt out.
        </p>
        <p>
          If you live in a country whose law gives consumers a right to bring proceedings in their local
          courts, this section does not take that right away.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <>
        <p>
          These Terms and any dispute arising out of or relating to them or the Service are governed by the
          laws of the State of Delaware, United States, without regard to its conflict-of-law rules, and, for
          section 16, by the Federal Arbitration Act. The United Nations Convention on Contracts for the
          International Sale of Goods does not apply.
        </p>
        <p>
          Any claim that is not subject to arbitration will be heard exclusively in the state or federal
          courts located in the State of Delaware, and you and we consent to their jurisdiction. If you are a
          consumer living outside the United States, you also keep the protection of the mandatory laws of the
          country where you live.
        </p>
      </>
    ),
  },
  {
    id: 'severability',
    title: 'Severability',
    body: (
      <>
        <p>
          If a court or arbitrator finds any provision of these Terms invalid or unenforceable, that provision
          will be enforced to the greatest extent permitted, or removed if that is not possible, and the rest
          of these Terms will remain in full force. The class action waiver in section 16 follows the specific
          rule stated there.
        </p>
        <p>
          If we do not enforce a provision of these Terms, that does not waive our right to enforce it later.
        </p>
      </>
    ),
  },
  {
    id: 'entire-agreement',
    title: 'Entire Agreement',
    body: (
      <>
        <p>
          These Terms, together with our <LegalLink to="/privacy-policy">Privacy Policy</LegalLink> and any
          additional terms you accept for a specific feature, are the entire agreement between you and{' '}
          {SITE.name} about the Service, and replace any earlier agreements or statements about it.
        </p>
        <p>
          You may not transfer your rights or obligations under these Terms without our written consent. We
          may transfer ours to a successor to the Service, for example in a merger or sale, provided your
          rights under these Terms are not reduced. No one other than you and us has rights under these Terms.
          Headings are for convenience only, and the word “including” means “including without limitation”.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          For questions about these Terms or for legal notices, email <EmailLink address={SITE.legalEmail} />.
          For help with your Account or the Service, email <EmailLink address={SITE.supportEmail} /> or use
          our <LegalLink to="/contact">contact form</LegalLink>. We aim to reply within{' '}
          {SITE.supportResponseHours} hours.
        </p>
        <p>
          We send notices to you by email to the address on your Account or within the Service. You agree that
          notices and agreements we provide electronically satisfy any requirement that they be in writing.
        </p>
      </>
    ),
  },
];
