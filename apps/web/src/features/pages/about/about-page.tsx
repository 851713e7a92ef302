import type { MessageId } from '@resumeloop/i18n';
import { ArrowRight, BookOpen, FlaskConical, Heart, ListChecks, ShieldCheck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { Message, useT } from '../../../lib/i18n/use-t';
import { useLaunchMonth } from '../launch-month';
import { AboutSection } from './about-section';
import { ValuesList } from './values-list';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

const STEPS: ReadonlyArray<{ name: MessageId; text: MessageId }> = [
  { name: 'pages.steps.input', text: 'pages.about.howItWorks.input' },
  { name: 'pages.steps.questionnaire', text: 'pages.about.howItWorks.questionnaire' },
  { name: 'pages.steps.polish', text: 'pages.about.howItWorks.polish' },
  { name: 'pages.steps.results', text: 'pages.about.howItWorks.results' },
];

const DATA_PROMISES: readonly MessageId[] = [
  'pages.about.data.neverSell',
  'pages.about.data.training',
  'pages.about.data.feedbackText',
  'pages.about.data.export',
  'pages.about.data.selfHosted',
];

/** A link inside a message: `<link>words</link>` in the catalogue. */
const linkTo = (to: string) => (words: ReactNode) => (
  <Link to={to} className={linkClass}>
    {words}
  </Link>
);

export function AboutPage() {
  const t = useT();
  const launched = useLaunchMonth();
  useDocumentTitle(t('pages.about.label'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('pages.about.label')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('pages.about.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t('pages.about.lead')}</p>
        <div className="mt-6">
          <ButtonLink to="/refine" size="lg">
            {t('pages.about.join')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </header>

      <AboutSection title={t('pages.about.story.title')} icon={BookOpen}>
        <p>{t('pages.about.story.p1')}</p>
        <p>{t('pages.about.story.p2')}</p>
      </AboutSection>

      <AboutSection title={t('pages.about.howItWorks.title')} icon={ListChecks}>
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
                <Message
                  id="pages.about.howItWorks.step"
                  values={{
                    name: t(step.name),
                    text: t(step.text),
                    strong: (words) => <span className="font-semibold text-slate-900">{words}</span>,
                  }}
                />
              </p>
            </li>
          ))}
        </ol>
        <p>
          <Message id="pages.about.howItWorks.categories" values={{ link: linkTo('/example-results') }} />
        </p>
      </AboutSection>

      <AboutSection title={t('pages.about.beta.title')} icon={FlaskConical}>
        <p>{t('pages.about.beta.p1', { launched })}</p>
        <p>
          <Message id="pages.about.beta.p2" values={{ link: linkTo('/contact') }} />
        </p>
        <div>
          <ButtonLink to="/refine" variant="secondary">
            {t('pages.about.beta.start')}
          </ButtonLink>
        </div>
      </AboutSection>

      <AboutSection title={t('pages.about.values.title')} icon={Heart}>
        <ValuesList />
      </AboutSection>

      <AboutSection title={t('pages.about.founder.title')} icon={User}>
        <p>{t('pages.about.founder.p1', { launched })}</p>
        <p>{t('pages.about.founder.p2')}</p>
      </AboutSection>

      <AboutSection
        title={t('pages.about.data.title')}
        icon={ShieldCheck}
        className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
      >
        <p>{t('pages.about.data.p1')}</p>
        <ul className="list-disc space-y-2 pl-5">
          {DATA_PROMISES.map((promise) => (
            <li key={promise}>{t(promise)}</li>
          ))}
        </ul>
        <p>
          <Message
            id="pages.about.data.details"
            values={{
              link: linkTo('/privacy-policy'),
              email: (
                <a href={`mailto:${SITE.privacyEmail}`} className={linkClass}>
                  {SITE.privacyEmail}
                </a>
              ),
            }}
          />
        </p>
        <div>
          <Link to="/settings" className={linkClass}>
            {t('pages.about.data.manage')}
          </Link>
        </div>
      </AboutSection>
    </div>
  );
}
