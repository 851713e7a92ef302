import { OAUTH_PROVIDERS, type TOAuthProvider } from '@resumeloop/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const OAUTH_PROVIDERS_ENDPOINT = '/api/oauth/providers';

export type OAuthProviderOption = { id: TOAuthProvider; name: string; available: boolean };

const DEFAULT_NAMES: Record<TOAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

type ProvidersBody = { data?: { providers?: Record<string, { available?: unknown; name?: unknown }> } };

/**
 * GET /api/oauth/providers: Google and Microsoft, each available only when the server is configured for
 * it. A failure, a 404 or an unexpected body all read as "none available".
 */
export async function getOAuthProviders(): Promise<OAuthProviderOption[]> {
  let providers: NonNullable<ProvidersBody['data']>['providers'];
  try {
    const body = await apiRequest<ProvidersBody>(OAUTH_PROVIDERS_ENDPOINT, { auth: 'none', retries: 0 });
    providers = body?.data?.providers;
  } catch {
    providers = undefined;
  }
  return OAUTH_PROVIDERS.map((id) => {
    const entry = providers?.[id];
    return {
      id,
      name: typeof entry?.name === 'string' && entry.name ? entry.name : DEFAULT_NAMES[id],
      available: entry?.available === true,
    };
  });
}

export function useOAuthProviders() {
  return useQuery({
    queryKey: ['oauth', 'providers'],
    queryFn: getOAuthProviders,
    staleTime: 5 * 60_000,
  });
}

/** Where the browser goes to start social sign-in (a full page navigation, not a data call). */
export function oauthLoginUrl(provider: TOAuthProvider): string {
  return `/api/oauth/${provider}/login`;
}
