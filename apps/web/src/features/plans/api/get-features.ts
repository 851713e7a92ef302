import type { TFeaturesResponse } from '@resumeloop/contracts/features';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';

export const FEATURES_ENDPOINT = '/api/features';
/**
 * Every features query starts with this key; the signed-in user's id follows, so a new sign-in asks
 * afresh and never shows the previous person's plan. Invalidate this prefix after counted work.
 */
export const FEATURES_QUERY_KEY = ['features'] as const;

/** GET /api/features: the signed-in user's plan, SPEC §6's twelve gates and this month's counts. */
export async function getFeatures(): Promise<TFeaturesResponse> {
  return (await import('@resumeloop/contracts/features')).ZFeaturesResponse.parse(
    await apiRequest<unknown>(FEATURES_ENDPOINT),
  );
}

/**
 * The signed-in user's plan and gates; disabled for a guest (whose gates are all closed). Asked again
 * when the user changes and after an analysis or an upload (refreshFeatures), which change the counts.
 */
export function useFeatures() {
  const { user, isAuthenticated } = useAuth();
  const userId = isAuthenticated ? (user?.id ?? null) : null;
  return useQuery({
    queryKey: [...FEATURES_QUERY_KEY, userId],
    queryFn: getFeatures,
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** After counted work (an analysis, an upload): the counts and what is left are asked for again. */
export function refreshFeatures(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: FEATURES_QUERY_KEY });
}
