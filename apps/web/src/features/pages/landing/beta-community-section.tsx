import { Mail, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../components/layout/site';
import { ButtonLink } from '../../../components/ui/button';

export function BetaCommunitySection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-2xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <Users aria-hidden="true" className="mx-auto size-10 text-brand-100" />
        <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight">
          Help shape ResumeLoop
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          {SITE.name} launched in {SITE.launched} and is in beta, built by a solo developer who reads every
          message. Join the beta community, try it on real applications and tell us what works and what does
          not.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" variant="secondary" size="lg" className="focus-visible:outline-white">
            Join the beta
          </ButtonLink>
          <Link
            to="/contact"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/80 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-900 focus-visible:outline-white"
          >
            <Mail aria-hidden="true" className="size-5" />
            Share feedback
          </Link>
        </div>
      </div>
    </section>
  );
}
