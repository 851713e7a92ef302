import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth-context';

/**
 * Carries out the navigations the auth state asks for (sign-out to /, an ended session to /login with
 * the current page as the return path). It lives inside the router; the auth state lives above it.
 */
export function AuthRedirector() {
  const { pendingRedirect, completeRedirect } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request is carried out once, by key
  useEffect(() => {
    if (!pendingRedirect) return;
    if (location.pathname === pendingRedirect.to) {
      completeRedirect(pendingRedirect.key);
      return;
    }
    const from = `${location.pathname}${location.search}${location.hash}`;
    void navigate(pendingRedirect.to, {
      replace: pendingRedirect.returnHere,
      state: pendingRedirect.returnHere ? { from } : undefined,
    });
  }, [pendingRedirect?.key]);

  // Done once the router has arrived.
  useEffect(() => {
    if (pendingRedirect && location.pathname === pendingRedirect.to) completeRedirect(pendingRedirect.key);
  }, [location.pathname, pendingRedirect, completeRedirect]);

  return null;
}
