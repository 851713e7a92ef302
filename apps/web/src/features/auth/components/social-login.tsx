import type { TOAuthProvider } from '@resumeloop/contracts/auth';
import { useId } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n/use-t';
import { oauthLoginUrl, useOAuthProviders } from '../api/get-oauth-providers';

function ProviderIcon({ provider }: { provider: TOAuthProvider }) {
  if (provider === 'google') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
        />
        <path
          fill="#34A853"
          d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
        />
        <path
          fill="#FBBC05"
          d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z"
        />
        <path
          fill="#EA4335"
          d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
        />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
      <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
      <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
      <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
    </svg>
  );
}

/**
 * SPEC §2.3, social login block: skeleton buttons while the providers load; a link per available
 * provider (a full page navigation to the server, which sends the browser to the provider); disabled
 * 'Coming Soon' buttons for the ones the server is not configured for.
 */
export function SocialLogin({ intent }: { intent: 'login' | 'register' }) {
  const t = useT();
  const providers = useOAuthProviders();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        <h2 id={headingId} className="text-sm font-medium text-slate-600">
          {t('auth.social.heading')}
        </h2>
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      {providers.isPending ? (
        <div className="mt-4 grid gap-3">
          <span role="status" className="sr-only">
            {t('auth.social.loading')}
          </span>
          {['google', 'microsoft'].map((key) => (
            <span
              key={key}
              aria-hidden="true"
              data-testid="social-login-skeleton"
              className="h-11 animate-pulse rounded-lg bg-slate-200"
            />
          ))}
        </div>
      ) : (
        <ul className="mt-4 grid gap-3">
          {(providers.data ?? []).map((provider) => (
            <li key={provider.id}>
              {provider.available ? (
                <a
                  href={oauthLoginUrl(provider.id)}
                  className={buttonClasses('secondary', 'md', 'w-full py-2.5')}
                >
                  <ProviderIcon provider={provider.id} />
                  {t(intent === 'register' ? 'auth.social.signUpWith' : 'auth.social.continueWith', {
                    provider: provider.name,
                  })}
                </a>
              ) : (
                <button
                  type="button"
                  disabled
                  className={cn(buttonClasses('secondary', 'md', 'w-full py-2.5'), 'disabled:text-slate-600')}
                >
                  <ProviderIcon provider={provider.id} />
                  {provider.name}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {t('common.comingSoon')}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
