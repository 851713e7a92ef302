import { ArrowRight, BookOpen, FlaskConical, Heart, ListChecks, ShieldCheck, User } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { AboutSection } from './about-section';
import { ValuesList } from './values-list';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

const STEPS = [
  {
    name: 'Input',
    text: 'Paste or upload your resume, paste the job description and pick your target industry.',
  },
  {
    name: 'Questionnaire',
    text: 'ResumeLoop scores your resume and asks a few questions about what it leaves out. You answer in your own words.',
  },
  {
    name: 'Polish',
    text: 'Your resume is refined from your resume and answers only. You fine-tune it in an editor with a live PDF preview.',
  },
  {
    name: 'Results',
    text: 'See before and after scores for each category and export a clean PDF that applicant tracking systems can read.',
  },
] as const;

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">About</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          About {SITE.name}
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          {SITE.name} helps job seekers get past applicant tracking systems and in front of people, with an
          explainable score and a refined resume that only ever says what is true.
        </p>
        <div className="mt-6">
          <ButtonLink to="/refine" size="lg">
            Join the Loop
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </header>

      <AboutSection title="Our story" icon={BookOpen}>
        <p>
          Many employers use an applicant tracking system (ATS) to sort applications before a person reads
          them. A strong candidate can be filtered out because a heading was unusual, a table confused the
          parser, or the resume described the right experience in different words from the job posting.
        </p>
        <p>
          Many resume tools answer that with generic rewrites that add impressive-sounding achievements nobody
          actually had. {SITE.name} takes the opposite approach: it shows you exactly how your resume scores
          and why, asks you for the details it is missing, and rewrites it using only what you told it.
        </p>
      </AboutSection>

      <AboutSection title="How it works" icon={ListChecks}>
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.name} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <p>
                <span className="font-semibold text-slate-900">{step.name}:</span> {step.text}
              </p>
            </li>
          ))}
        </ol>
        <p>
          The score has seven weighted categories: formatting, structure, content impact, tailoring, ATS
          compliance, language clarity and professionalism. Each one says what it checked and how to improve
          it. Want to see it first? Browse the{' '}
          <Link to="/example-results" className={linkClass}>
            example results
          </Link>
          .
        </p>
      </AboutSection>

      <AboutSection title="Beta status" icon={FlaskConical}>
        <p>
          {SITE.name} launched in {SITE.launched} and is in public beta. The core journey works end to end,
          and the free analysis needs no credit card. During the beta, features may change, limits are
          generous, and we ask for a short feedback survey before your first PDF download, so we can check
          that refinement stays faithful to what you wrote.
        </p>
        <p>
          Found something odd or have an idea?{' '}
          <Link to="/contact" className={linkClass}>
            Tell us on the contact page
          </Link>
          ; every message is read.
        </p>
        <div>
          <ButtonLink to="/refine" variant="secondary">
            Start Beta Testing
          </ButtonLink>
        </div>
      </AboutSection>

      <AboutSection title="What we value" icon={Heart}>
        <ValuesList />
      </AboutSection>

      <AboutSection title="Meet the founder" icon={User}>
        <p>
          {SITE.name} is built and run by one person: a solo developer who launched it in {SITE.launched}. The
          founder started the project after watching capable people send out dozens of applications and hear
          nothing back, not because they lacked the experience, but because their resumes never reached a
          human reader.
        </p>
        <p>
          Being a one-person project keeps {SITE.name} focused: a small tool that does one job well, says
          plainly what it does, and treats your data with care. It also means your feedback goes straight to
          the person who writes the code.
        </p>
      </AboutSection>

      <AboutSection
        title="How we use your data"
        icon={ShieldCheck}
        className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
      >
        <p>
          We use your resume, the job description and your answers to score and refine your resume, show the
          preview and produce your PDF. That is all.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>We never sell your data and never send your resume to employers or recruiters.</li>
          <li>
            Your resume is not used to train AI models unless you turn that option on; it is off by default.
          </li>
          <li>Keeping a resume's text with your feedback is a separate opt-in, also off by default.</li>
          <li>You can export everything we hold about you, or delete your account, at any time.</li>
          <li>
            A self-hosted copy of {SITE.name} works entirely without an external AI service, so your data can
            stay on a server you control.
          </li>
        </ul>
        <p>
          The{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          has the details. Questions? Write to{' '}
          <a href={`mailto:${SITE.privacyEmail}`} className={linkClass}>
            {SITE.privacyEmail}
          </a>
          .
        </p>
        <div>
          <Link to="/settings" className={linkClass}>
            Manage your data preferences
          </Link>
        </div>
      </AboutSection>
    </div>
  );
}
