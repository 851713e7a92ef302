import { canUse, type FeatureName } from '@resumeloop/contracts/features';
import { useAuth } from '../../lib/auth/auth-context';
import { useFeatures } from './api/get-features';

/**
 * Where a gate stands for the person on the page: `open`, `closed`, `loading` (not yet known: show
 * nothing, so no locked card flashes before the feature) or `error` (the plan could not be read).
 * A guest's gates are closed at once; the server decides in the end either way.
 */
export type GateState = 'open' | 'closed' | 'loading' | 'error';

export function useFeatureGate(feature: FeatureName): { state: GateState; retry: () => void } {
  const auth = useAuth();
  const features = useFeatures();
  const retry = () => void features.refetch();
  if (auth.loading) return { state: 'loading', retry };
  if (!auth.isAuthenticated) return { state: canUse(null, feature) ? 'open' : 'closed', retry };
  if (features.data) return { state: features.data.features[feature] ? 'open' : 'closed', retry };
  return { state: features.isError ? 'error' : 'loading', retry };
}
