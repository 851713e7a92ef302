import type { IndustriesResponse } from '@resumeloop/contracts/scoring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n/i18n-context';

export const INDUSTRIES_ENDPOINT = '/api/scoring/industries';
export const INDUSTRIES_QUERY_KEY = ['scoring', 'industries'] as const;

/**
 * GET /api/scoring/industries (public): the 37 industries grouped by category, with their names in the
 * reader's language (the server reads it from the language cookie the app keeps, or the user's setting).
 */
export async function getIndustries(): Promise<IndustriesResponse> {
  // One quick retry: the flow offers SPEC's fallback groups rather than keep the user waiting.
  const body = await apiRequest<unknown>(INDUSTRIES_ENDPOINT, { auth: 'none', retries: 1 });
  return (await import('@resumeloop/contracts/scoring')).industriesResponseSchema.parse(body);
}

/** The industries list, asked again when the page's language changes (its names are in that language). */
export function useIndustries() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...INDUSTRIES_QUERY_KEY, locale],
    queryFn: getIndustries,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * An industry's name in the reader's language, by the English name a session keeps: from the industries
 * list (asked once, and again after a change of language); the English name until it arrives or for a name
 * the list no longer has.
 */
export function useIndustryLabel(): (name: string) => string {
  const industries = useIndustries();
  const labels = industries.data?.labels?.industries;
  return (name) => labels?.[name] ?? name;
}
