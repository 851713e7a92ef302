import { SITE } from '../../../components/layout/site';
import { EmailLink, LegalLink, LegalList, LegalSubheading, Term } from './legal-prose';
import type { LegalSectionContent } from './legal-section';

/** SPEC §9: how long each kind of information is kept. */
const RETENTION_PERIODS: ReadonlyArray<{ information: string; period: string }> = [
  {
    information: 'Account data (name, email address, username, password hash)',
    period: 'While your account is active, plus 2 years after it is closed',
  },
  {
    information: 'Resume content, job descriptions, answers and generated resumes',
    period: 'While your account is active, plus no more than 1 year after you ask us to delete it',
  },
  { information: 'Usage data and security logs', period: '3 years' },
  { information: 'Payment and transaction records', period: '7 years, to meet tax and accounting law' },
  { information: 'Support communications and messages to us', period: '3 years' },
];

/** The Privacy Policy, in the order SPEC §2.7 gives; numbers come from the position in this list. */
export const PRIVACY_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          {SITE.name} is a beta web service, launched in {SITE.launched} by a solo developer based in the
          United States, that scores resumes for applicant tracking systems, asks tailored questions, and
          refines resumes using only the user's own words. This Privacy Policy explains what personal
          information we collect when you use the hosted {SITE.name} website and application (the “Service”),
          how we use and protect it, and the choices and rights you have.
        </p>
        <p>
          {SITE.name} is the controller of your personal information for the Service. We follow the principle
          of collecting only what the Service needs: a resume is personal by nature, so we treat everything
          you give us as confidential.
        </p>
        <p>
          This policy does not cover copies of the {SITE.name} software that others run on their own servers.
          A self-hosted copy can work entirely without any external AI service, and whoever runs it decides
          how it handles data. This policy should be read together with our{' '}
          <LegalLink to="/terms-of-service">Terms of Service</LegalLink>.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the following information, most of it directly from you.</p>
        <LegalSubheading>Information you give us</LegalSubheading>
        <LegalList>
          <li>
            <Term>Account data:</Term> your name, email address, username and password. Your password is
            stored only as a salted one-way hash; we never store it in readable form and cannot see it. If you
            sign in with Google or Microsoft, we receive your name, email address and an account identifier
            from that provider, never your password there.
          </li>
          <li>
            <Term>Profile:</Term> details you add to your profile and your settings, such as theme, language,
            time zone, text size and other accessibility choices, notification choices, privacy choices and
            whether you take part in beta features.
          </li>
          <li>
            <Term>Resume content:</Term> the resumes you paste or upload, the text we extract from uploaded
            files, your answers to tailored questions, your edits in the editor, the refined versions, their
            scores and change history, and the PDFs you export.
          </li>
          <li>
            <Term>Job descriptions:</Term> the job descriptions you paste and the target industry you choose.
          </li>
          <li>
            <Term>Messages:</Term> what you send us through the contact form or by email, including your name,
            email address, the topic and your message.
          </li>
          <li>
            <Term>Payment information:</Term> if you buy the Premium tier, our payment processor collects your
            card details. We receive only what we need to manage your subscription, such as the card type, the
            last four digits, the billing country and your transaction history. We never receive or store your
            full card number or security code.
          </li>
          <li>
            <Term>Feedback:</Term> your answers to the short survey before a PDF download and to any other
            survey, such as ratings of accuracy and formatting, whether you would use the refined resume, your
            target role, your years of experience and how often you use the Service. The survey also offers an
            optional choice, off by default, to let us keep that resume's text to improve the Service.
          </li>
        </LegalList>
        <LegalSubheading>Information collected automatically</LegalSubheading>
        <LegalList>
          <li>
            <Term>Usage data:</Term> your IP address, browser and device type, operating system, the pages and
            features you use, the date and time of requests, referring pages, and error and performance logs.
            We also store session information such as the time you signed in.
          </li>
        </LegalList>
        <p>
          <Term>Sensitive information.</Term> Resumes seldom need sensitive details. Please leave out your
          date of birth, photo, marital status, national identification numbers and health information; they
          can invite bias and our analysis will suggest removing them. If you include them, we process them
          only to provide the Service to you.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    body: (
      <>
        <p>We use personal information to:</p>
        <LegalList>
          <li>
            provide the Service: score your resume, generate tailored questions, refine your resume from your
            own resume and answers, show the live preview, and produce your PDF;
          </li>
          <li>create and secure your account, verify your email address and keep you signed in;</li>
          <li>process payments and manage Premium subscriptions;</li>
          <li>answer your messages and provide support;</li>
          <li>
            send service emails, such as security alerts and, unless you turn them off in Settings, product
            updates; we send marketing emails only if you opt in, which is off by default;
          </li>
          <li>
            protect the Service and its users, for example by rate limiting, detecting abuse and investigating
            security incidents;
          </li>
          <li>
            improve the Service, using usage data and feedback, in aggregated or de-identified form wherever
            possible;
          </li>
          <li>comply with the law and enforce our Terms of Service.</li>
        </LegalList>
        <p>
          We do not use your resume content to train AI models unless you turn on the AI training option in
          Settings or opt in through the feedback survey; both are off by default. We do not sell your
          personal information or use it for advertising. Scores are information for you alone: we make no
          decision about you based solely on automated processing that has legal or similarly significant
          effects.
        </p>
      </>
    ),
  },
  {
    id: 'legal-basis-for-processing',
    title: 'Legal Basis for Processing',
    body: (
      <>
        <p>
          If you are in the European Economic Area, the United Kingdom or Switzerland, the General Data
          Protection Regulation (GDPR) or its local equivalent requires a legal basis for each use of your
          personal information. We rely on:
        </p>
        <LegalList>
          <li>
            <Term>Performance of a contract</Term> (Article 6(1)(b)): to provide your account and the
            Service's analysis, refinement, editing and PDF export, and to manage a Premium subscription.
          </li>
          <li>
            <Term>Legitimate interests</Term> (Article 6(1)(f)): to keep the Service secure, prevent abuse,
            understand how the Service is used and fix problems, and send product updates to existing users.
            We balance these interests against your rights, and you may object at any time.
          </li>
          <li>
            <Term>Consent</Term> (Article 6(1)(a)): for marketing emails, the AI training and data sharing
            options, keeping resume text submitted with feedback, and optional survey answers. You may
            withdraw consent at any time in Settings or by contacting us, without affecting earlier
            processing.
          </li>
          <li>
            <Term>Legal obligation</Term> (Article 6(1)(c)): to keep payment records for tax and accounting
            law and to respond to lawful requests from authorities.
          </li>
        </LegalList>
        <p>
          Your resume does not need special categories of data, such as health information, and we ask you to
          leave them out. If you include them, we process them only on the basis of your explicit consent
          (Article 9(2)(a)), only to provide the Service, and you can withdraw that consent by removing them
          or deleting the resume.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioural
          advertising. We never send your resume to employers or recruiters. We share personal information
          only:
        </p>
        <LegalList>
          <li>
            <Term>with service providers</Term> who process it on our behalf and under our instructions, such
            as hosting, email delivery and payment processing. If we use a third-party AI model provider to
            help refine resumes, it acts as our processor only, under a written agreement that forbids it from
            using your content for its own purposes, including training its models;
          </li>
          <li>
            <Term>with Google or Microsoft</Term> when you choose to sign in with them, limited to what is
            needed to confirm your identity;
          </li>
          <li>
            <Term>for legal reasons</Term>, when the law, a court order or a valid request from an authority
            requires it, or when it is needed to protect the rights, safety or property of our users, the
            public or us;
          </li>
          <li>
            <Term>in a business transfer</Term>, such as a merger or sale of the Service, in which case we
            will tell you before your information becomes subject to a different privacy policy;
          </li>
          <li>
            <Term>with your consent</Term>, for example if you turn on data sharing in Settings, which is off
            by default.
          </li>
        </LegalList>
        <p>
          Every service provider must protect your information to a standard at least as high as this policy.
        </p>
      </>
    ),
  },
  {
    id: 'international-data-transfers',
    title: 'International Data Transfers',
    body: (
      <>
        <p>
          {SITE.name} is based in the United States, and your information is processed and stored there. If
          you use the Service from another country, your information is transferred to the United States,
          where data protection law may differ from the law where you live.
        </p>
        <p>
          When we transfer personal information from the European Economic Area, the United Kingdom or
          Switzerland, we rely on the European Commission's Standard Contractual Clauses and, where needed,
          the United Kingdom's addendum to them, together with the security measures in section 7. For
          transfers from Canada and Australia, we remain accountable for your information and require the same
          level of protection from anyone who processes it for us. You can ask us for a copy of the safeguards
          we use.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>We protect your information with technical and organisational measures, including:</p>
        <LegalList>
          <li>encryption of stored data, including resumes and backups, with AES-256 at rest;</li>
          <li>encryption of all data in transit with TLS (HTTPS);</li>
          <li>passwords stored only as salted one-way hashes (Argon2id);</li>
          <li>
            secure, same-site session cookies, protection against cross-site request forgery, and rate limits
            on every endpoint;
          </li>
          <li>access to production systems limited to the person who operates the Service.</li>
        </LegalList>
        <p>
          If a personal data breach is likely to put your rights at risk, we will notify the relevant
          supervisory authority and you without undue delay, and within 72 hours of becoming aware of it where
          the law requires, telling you what happened, what information was affected and what you can do.
        </p>
        <p>
          No system is perfectly secure. Please use a strong password that you use nowhere else, and tell us
          at <EmailLink address={SITE.privacyEmail} /> if you suspect any unauthorised access to your account.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <>
        <p>
          We keep personal information only as long as we need it for the purposes in this policy or as the
          law requires:
        </p>
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm leading-6">
            <caption className="sr-only">How long we keep each kind of information</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Information
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  How long we keep it
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {RETENTION_PERIODS.map((row) => (
                <tr key={row.information}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.information}
                  </th>
                  <td className="px-4 py-3">{row.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          When a period ends, we delete the information or anonymise it so that it can no longer identify you.
          Copies in backups are erased as the backups rotate, within the same periods. We may keep information
          longer only where the law requires it or to establish, exercise or defend legal claims.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          Wherever you live, you can see, export and delete your information yourself. In{' '}
          <LegalLink to="/settings/account">Settings, Account</LegalLink> you can correct your profile, export
          your data as a file, and delete your account. In{' '}
          <LegalLink to="/settings/privacy">Settings, Privacy</LegalLink> and{' '}
          <LegalLink to="/settings/notifications">Settings, Notifications</LegalLink> you can change your data
          sharing, AI training and email choices. For anything else, email{' '}
          <EmailLink address={SITE.privacyEmail} />.
        </p>
        <LegalSubheading>European Economic Area, United Kingdom and Switzerland (GDPR)</LegalSubheading>
        <p>
          You have the right to access your personal information, to have it corrected or erased, to restrict
          or object to its processing, to receive it in a portable format, and to withdraw consent at any
          time. You may also complain to your local data protection supervisory authority.
        </p>
        <LegalSubheading>California (CCPA)</LegalSubheading>
        <p>
          Under the California Consumer Privacy Act, as amended by the California Privacy Rights Act, you have
          the right to know what personal information we collect, use and disclose; to delete it; to correct
          it; to opt out of its sale or sharing (we do neither); to limit the use of sensitive personal
          information; and not to be discriminated against for exercising these rights. You may use an
          authorised agent, and we treat a Global Privacy Control signal as a valid opt-out request.
        </p>
        <LegalSubheading>Canada (PIPEDA)</LegalSubheading>
        <p>
          Under the Personal Information Protection and Electronic Documents Act, you have the right to access
          your personal information, to challenge its accuracy and have it corrected, and to withdraw consent,
          subject to legal and contractual limits. You may complain to the Office of the Privacy Commissioner
          of Canada.
        </p>
        <LegalSubheading>Australia (Australian Privacy Principles)</LegalSubheading>
        <p>
          Under the Australian Privacy Principles, you have the right to access and correct your personal
          information. If you are not satisfied with how we handle a complaint, you may contact the Office of
          the Australian Information Commissioner.
        </p>
        <p>
          We respond to requests within 30 days, or sooner where the law requires. We may need to confirm your
          identity before acting on a request, and we will not charge you for a reasonable request.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use only the cookies and browser storage the Service needs to work. We do not use advertising
          cookies or third-party tracking cookies.
        </p>
        <LegalList>
          <li>
            <Term>Sign-in cookies</Term> keep you signed in securely: an access token that expires after 1 day
            and a refresh token that expires after 7 days. They are marked secure and same-site.
          </li>
          <li>
            <Term>Security tokens</Term> protect your account against cross-site request forgery.
          </li>
          <li>
            <Term>Browser storage</Term> keeps your session details, your theme and accessibility preferences,
            and requests that failed while you were offline so that they can be retried.
          </li>
        </LegalList>
        <p>
          You can clear or block cookies in your browser settings, but you will not be able to sign in without
          sign-in cookies. If you sign in with Google or Microsoft, those companies may set their own cookies
          on their sites under their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <>
        <p>
          The Service is intended for users aged 18 and over, and we do not knowingly collect personal
          information from anyone under 18. If we learn that we have collected information from someone under
          18, we will close the account and delete the information.
        </p>
        <p>
          If you believe a child has given us personal information, please contact us at{' '}
          <EmailLink address={SITE.privacyEmail} />.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <>
        <p>
          We may update this policy as the Service or the law changes. We will give you at least 30 days'
          notice of any material change by email and in the Service before it takes effect, and where the law
          requires your consent to a change, we will ask for it.
        </p>
        <p>
          The “Last updated” date at the top of this page shows the current version, and the effective date
          shows when this policy first took effect. If you do not agree with a change, you can export your
          data and delete your account before the change takes effect.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <p>
          For questions about this policy or to exercise your rights, email{' '}
          <EmailLink address={SITE.privacyEmail} />. You can also reach us through our{' '}
          <LegalLink to="/contact">contact form</LegalLink>.
        </p>
        <p>
          We aim to acknowledge every privacy request within {SITE.supportResponseHours} hours and to respond
          in full within 30 days. If you are not satisfied with our answer, you may contact your data
          protection authority as described in section 9.
        </p>
      </>
    ),
  },
  {
    id: 'compliance',
    title: 'Compliance',
    body: (
      <>
        <p>We design our privacy practices to comply with:</p>
        <LegalList>
          <li>
            <Term>the General Data Protection Regulation (GDPR)</Term> of the European Union and the United
            Kingdom GDPR;
          </li>
          <li>
            <Term>the California Consumer Privacy Act (CCPA)</Term>, as amended by the California Privacy
            Rights Act;
          </li>
          <li>
            <Term>the Personal Information Protection and Electronic Documents Act (PIPEDA)</Term> of Canada;
          </li>
          <li>
            <Term>the Australian Privacy Act 1988</Term> and its Australian Privacy Principles.
          </li>
        </LegalList>
        <p>
          Some of these laws apply only to businesses above a certain size. We extend the rights they describe
          to all of our users, whether or not a particular law applies to us. We review this policy and our
          practices regularly as the Service develops.
        </p>
      </>
    ),
  },
];
