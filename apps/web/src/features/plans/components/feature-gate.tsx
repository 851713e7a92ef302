import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useT } from '../../../lib/i18n/use-t';
import type { PremiumFeature } from '../plan-messages';
import { useFeatureGate } from '../use-feature-gate';
import { LockedFeature } from './locked-feature';

/**
 * The feature when its gate is open; otherwise `fallback`, by default the locked card that says what the
 * plan would give. Nothing while the plan is being read, so neither shows for an instant by mistake; a
 * plan that cannot be read says so with a way to try again.
 */
export function FeatureGate({
  feature,
  fallback,
  children,
}: {
  feature: PremiumFeature;
  /** What a closed gate shows instead of the locked card (null: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const { state, retry } = useFeatureGate(feature);
  if (state === 'open') return <>{children}</>;
  if (state === 'closed')
    return <>{fallback === undefined ? <LockedFeature feature={feature} /> : fallback}</>;
  if (state === 'loading') return null;
  return (
    <Notice tone="error" title={t('plans.gate.error')}>
      <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
        {t('plans.gate.retry')}
      </Button>
    </Notice>
  );
}
