import type { MessageId } from '@resumeloop/i18n';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { withReturnPath } from '../../../lib/auth/return-path';
import { useT } from '../../../lib/i18n/use-t';
import { SampleScoreCard } from './sample-score-card';

const PROMISES: readonly MessageId[] = [
  'pages.landing.hero.promise.categories',
  'pages.landing.hero.promise.noInventedFacts',
  'pages.landing.hero.promise.selfHosted',
];

/** Where the analysis is: a guest creates an account first and is brought back to it afterwards. */
const ANALYSIS_PATH = '/refine';

export function Hero() {
  const t = useT();
  const { user, loading } = useAuth();
  const startTo = user || loading ? ANALYSIS_PATH : withReturnPath('/register', ANALYSIS_PATH);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pt-12 pb-16 sm:px-6 sm:pt-16 sm:pb-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('pages.landing.hero.badge')}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('pages.landing.hero.title')}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{t('pages.landing.hero.lead')}</p>
          <p className="mt-4 font-semibold text-slate-900">
            {t('pages.landing.hero.claim')}{' '}
            <span className="font-normal text-slate-700">{t('pages.landing.hero.claimDetail')}</span>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={startTo} size="lg">
              {t('pages.landing.hero.start')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/example-results" variant="secondary" size="lg">
              {t('pages.landing.hero.seeExamples')}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-slate-700">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <SampleScoreCard />
        </div>
      </div>
    </div>
  );
}
