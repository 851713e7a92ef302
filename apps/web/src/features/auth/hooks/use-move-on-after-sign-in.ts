import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FOCUS_HEADING_STATE } from '../../../components/ui/focus-heading';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * For the pages that sign someone in and show a confirmation first (login, registration): once `to` is
 * set, goes there after `delayMs`, with the focus on the destination's h1. Leaving the page ends the hold on the guest-only redirect that
 * signIn(..., { holdGuestRedirect: true }) started (see AuthState.guestRedirectHeld).
 */
export function useMoveOnAfterSignIn(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  const { releaseGuestRedirect } = useAuth();

  useEffect(() => releaseGuestRedirect, [releaseGuestRedirect]);

  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to, { replace: true, state: FOCUS_HEADING_STATE }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
