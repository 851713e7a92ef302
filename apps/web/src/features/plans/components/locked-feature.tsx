import { ArrowRight, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';
import { PREMIUM_CONTACT_HREF, PREMIUM_FEATURE_MESSAGES, type PremiumFeature } from '../plan-messages';

/**
 * What a closed gate holds back, in place of the feature: its name, that the account is on the free plan,
 * what Premium gives there, and a way to ask for it (the contact form, about Premium), never a dead button.
 */
export function LockedFeature({
  feature,
  headingLevel = 2,
  className,
}: {
  feature: PremiumFeature;
  /** The card's heading level in the page's outline (2 unless it sits under a section's h2). */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useT();
  const headingId = useId();
  const messages = PREMIUM_FEATURE_MESSAGES[feature];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      data-locked-feature={feature}
      className={cn('rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-700', className)}
    >
      <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        <Sparkles aria-hidden="true" className="size-3.5" />
        {t('plans.badge')}
      </p>
      <Heading id={headingId} className="mt-3 text-lg font-semibold text-slate-900">
        {t(messages.title)}
      </Heading>
      <p className="mt-1 text-sm">{t('plans.locked.lead')}</p>
      <p className="mt-2 text-sm text-slate-900">{t(messages.gives)}</p>
      <ButtonLink to={PREMIUM_CONTACT_HREF} variant="secondary" size="sm" className="mt-4">
        {t('plans.locked.action')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </section>
  );
}
