export type OAuthResult =
  | { state: 'success'; provider: string; action: 'login' | 'register' }
  | { state: 'error'; message: string };

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/** SPEC §8, social sign-in callback errors. */
const ERROR_MESSAGES: Record<string, string> = {
  access_denied: 'Sign-in was cancelled. You can try again or use your email and password.',
  invalid_request: 'The sign-in request was invalid. Please try again.',
  server_error: 'The sign-in provider ran into a problem. Please try again.',
  temporarily_unavailable:
    'The sign-in provider is temporarily unavailable. Please try again in a few minutes.',
};

export function providerName(provider: string | null): string {
  return (provider && PROVIDER_NAMES[provider]) ?? 'social';
}

/** Reads the query of /oauth/success, /auth/oauth/success or /auth/oauth/error (SPEC §2.1). */
export function readOAuthResult(pathname: string, params: URLSearchParams): OAuthResult {
  const provider = params.get('provider');
  const error = params.get('error');
  if (error || pathname.endsWith('/error')) {
    const description = params.get('error_description')?.trim();
    const message =
      (error && ERROR_MESSAGES[error]) ||
      description ||
      `Failed to complete ${providerName(provider)} authentication`;
    return { state: 'error', message };
  }
  const action = params.get('action');
  if (!provider || !(provider in PROVIDER_NAMES) || (action !== 'login' && action !== 'register')) {
    return { state: 'error', message: 'Invalid OAuth callback received' };
  }
  return { state: 'success', provider, action };
}
