import type { MessageId } from '@resumeloop/i18n';
import type { T } from '../../../lib/i18n/use-t';

export type OAuthResult =
  | { state: 'success'; provider: string; action: 'login' | 'register' }
  | { state: 'error'; message: string };

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/** SPEC §8, social sign-in callback errors ('Sign-in was cancelled...'), as catalogue ids. */
const ERROR_MESSAGES: Record<string, MessageId> = {
  access_denied: 'auth.oauth.error.accessDenied',
  invalid_request: 'auth.oauth.error.invalidRequest',
  server_error: 'auth.oauth.error.serverError',
  temporarily_unavailable: 'auth.oauth.error.temporarilyUnavailable',
};

/** The provider's name ('Google', 'Microsoft'); null for one we do not know. */
export function providerName(provider: string | null): string | null {
  return (provider && PROVIDER_NAMES[provider]) ?? null;
}

/**
 * Reads the query of /oauth/success, /auth/oauth/success or /auth/oauth/error (SPEC §2.1); an error in
 * the language of `t` (or as the provider described it).
 */
export function readOAuthResult(pathname: string, params: URLSearchParams, t: T): OAuthResult {
  const provider = params.get('provider');
  const error = params.get('error');
  if (error || pathname.endsWith('/error')) {
    const description = params.get('error_description')?.trim();
    const known = error ? ERROR_MESSAGES[error] : undefined;
    const name = providerName(provider);
    const message =
      (known && t(known)) ||
      description ||
      (name ? t('auth.oauth.error.failed', { provider: name }) : t('auth.oauth.error.failedSocial'));
    return { state: 'error', message };
  }
  const action = params.get('action');
  if (!provider || !(provider in PROVIDER_NAMES) || (action !== 'login' && action !== 'register')) {
    return { state: 'error', message: t('auth.oauth.error.invalidCallback') };
  }
  return { state: 'success', provider, action };
}
