import { canUse, type FeatureName } from '@resumeloop/contracts/plans';
import { ShieldOff } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { FOCUS_HEADING_STATE } from '../components/ui/focus-heading';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { useAuth } from '../lib/auth/auth-context';
import { RETURN_PATH_PARAM, safeReturnPath } from '../lib/auth/return-path';
import { useT } from '../lib/i18n/use-t';

/** SPEC §2.3: an already signed-in user on a guest page is redirected after about 100 ms. */
export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

/**
 * What /login reads from the navigation state: where to return afterwards (SPEC §2.1: the page the
 * user came from), an error from the social sign-in callback, or a message (after a password reset).
 */
export type ReturnState = { from?: string; error?: string; message?: string };

function RedirectSoon({ to, delayMs }: { to: string; delayMs: number }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs]);
  return <LoadingScreen message={t('common.guard.alreadySignedIn')} />;
}

/** Guests only: a signed-in user goes to / (SPEC §2.1). */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const t = useT();
  const { loading, isAuthenticated, guestRedirectHeld } = useAuth();
  if (loading) return <LoadingScreen message={t('common.guard.checking')} />;
  // A page that has just signed the user in shows its confirmation and moves on by itself.
  if (isAuthenticated && !guestRedirectHeld) {
    return <RedirectSoon to="/" delayMs={SIGNED_IN_REDIRECT_DELAY_MS} />;
  }
  return children ?? <Outlet />;
}

/** Signed-in users only; guests go to /login, which returns them here afterwards. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { loading, isAuthenticated, pendingRedirect } = useAuth();
  const t = useT();
  const location = useLocation();
  if (loading) return <LoadingScreen message={t('common.guard.checking')} />;
  if (!isAuthenticated) {
    // Signing out or a session that ended: the auth state is already taking the user somewhere.
    if (pendingRedirect) return <LoadingScreen message={t('common.guard.signingOut')} />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies ReturnState} />;
  }
  return children ?? <Outlet />;
}

/** Signed in and, when verification is required, verified; otherwise /verify-email (SPEC §2.1, §6). */
export function VerifiedRoute({ children }: { children?: ReactNode }) {
  const { emailVerificationRequired } = useAuth();
  return (
    <ProtectedRoute>
      {emailVerificationRequired ? <Navigate to="/verify-email" replace /> : (children ?? <Outlet />)}
    </ProtectedRoute>
  );
}

/**
 * /verify-email: with ?token= it verifies for anyone, signed in or not (the link arrives by email). The
 * pending screen needs a signed-in user; one who has nothing to verify goes on to the return path the
 * page was given (?next=, kept from before registering), else to /dashboard (SPEC §2.1).
 */
export function VerifyEmailRoute({ children }: { children?: ReactNode }) {
  const [params] = useSearchParams();
  const { emailVerificationRequired } = useAuth();
  if (params.get('token')) return children ?? <Outlet />;
  return (
    <ProtectedRoute>
      {emailVerificationRequired ? (
        (children ?? <Outlet />)
      ) : (
        <Navigate
          to={safeReturnPath(params.get(RETURN_PATH_PARAM), '/dashboard')}
          replace
          state={FOCUS_HEADING_STATE}
        />
      )}
    </ProtectedRoute>
  );
}

/** What a signed-in user who may not use a page's gate sees: a page that says so, never a blank one. */
export function FeatureRefusedPage({ feature }: { feature: FeatureName }) {
  const t = useT();
  useDocumentTitle(t('common.featureRefused.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldOff aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('common.featureRefused.title')}</h1>
      <p className="mt-3 text-slate-700">{t('common.featureRefused.body', { feature })}</p>
      <ButtonLink to="/dashboard" className="mt-8">
        {t('common.featureRefused.dashboard')}
      </ButtonLink>
    </div>
  );
}

/**
 * Signed-in users whom SPEC §6's gate `feature` lets in (canUse, the rule the server enforces); guests go
 * to /login as on every guarded route, and anyone else is told the page is not for their account.
 */
export function FeatureRoute({ feature, children }: { feature: FeatureName; children?: ReactNode }) {
  const { user } = useAuth();
  return (
    <ProtectedRoute>
      {canUse(user, feature) ? (children ?? <Outlet />) : <FeatureRefusedPage feature={feature} />}
    </ProtectedRoute>
  );
}
