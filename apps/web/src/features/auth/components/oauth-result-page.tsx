import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useT } from '../../../lib/i18n/use-t';
import { type OAuthResult, providerName, readOAuthResult } from './oauth-result';

/** SPEC §4: success goes to / after 2 s; an error goes to /login after 3 s, carrying the message. */
const SUCCESS_REDIRECT_MS = 2_000;
const ERROR_REDIRECT_MS = 3_000;

export function OAuthResultPage() {
  const t = useT();
  useDocumentTitle(t('auth.oauth.documentTitle'));
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [result, setResult] = useState<OAuthResult | null>(null);

  // The outcome is read once per callback, in the language shown then.
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    const outcome = readOAuthResult(pathname, params, translate.current);
    setResult(outcome);
    if (outcome.state === 'success') {
      // The server set the session cookies: learn who signed in, and fetch the CSRF token for writes.
      refresh().catch(() => {
        // A network failure: the stored state stays as it was; the next page load checks again.
      });
      const timer = setTimeout(() => navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(
      () => navigate('/login', { replace: true, state: { error: outcome.message } }),
      ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname, params, navigate, refresh]);

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <section className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        {result === null && (
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner className="size-10 text-brand-700" />
            <h1 className="text-xl font-semibold">{t('auth.oauth.completing')}</h1>
          </div>
        )}
        {result?.state === 'success' && (
          <div role="status" className="flex flex-col items-center gap-4">
            <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
            <h1 className="text-xl font-semibold">
              {t(result.action === 'register' ? 'auth.oauth.registeredWith' : 'auth.oauth.signedInWith', {
                provider: providerName(result.provider) ?? result.provider,
              })}
            </h1>
            <p className="text-slate-600">{t('auth.takingYouToApp')}</p>
          </div>
        )}
        {result?.state === 'error' && (
          <div role="alert" className="flex flex-col items-center gap-4">
            <CircleAlert aria-hidden="true" className="size-12 text-red-600" />
            <h1 className="text-xl font-semibold">{t('auth.oauth.failed')}</h1>
            <p className="text-slate-700">{result.message}</p>
            <ButtonLink to="/login" replace state={{ error: result.message }}>
              {t('auth.oauth.returnToLogin')}
            </ButtonLink>
          </div>
        )}
      </section>
    </div>
  );
}
