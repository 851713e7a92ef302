import type { IndustriesResponse } from '@resumeloop/contracts/scoring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const INDUSTRIES_ENDPOINT = '/api/scoring/industries';
export const INDUSTRIES_QUERY_KEY = ['scoring', 'industries'] as const;

/** GET /api/scoring/industries (public): the 37 industries grouped by category. */
export async function getIndustries(): Promise<IndustriesResponse> {
  // One quick retry: the flow offers SPEC's fallback groups rather than keep the user waiting.
  const body = await apiRequest<unknown>(INDUSTRIES_ENDPOINT, { auth: 'none', retries: 1 });
  return (await import('@resumeloop/contracts/scoring')).industriesResponseSchema.parse(body);
}

export function useIndustries() {
  return useQuery({
    queryKey: INDUSTRIES_QUERY_KEY,
    queryFn: getIndustries,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
