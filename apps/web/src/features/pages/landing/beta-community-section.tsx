import { Mail, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { useLaunchMonth } from '../launch-month';

export function BetaCommunitySection() {
  const t = useT();
  const launched = useLaunchMonth();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-2xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <Users aria-hidden="true" className="mx-auto size-10 text-brand-100" />
        <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight">
          {t('pages.landing.beta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          {t('pages.landing.beta.body', { launched })}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" variant="secondary" size="lg" className="focus-visible:outline-white">
            {t('pages.landing.beta.join')}
          </ButtonLink>
          <Link
            to="/contact"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/80 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-900 focus-visible:outline-white"
          >
            <Mail aria-hidden="true" className="size-5" />
            {t('pages.landing.beta.feedback')}
          </Link>
        </div>
      </div>
    </section>
  );
}
