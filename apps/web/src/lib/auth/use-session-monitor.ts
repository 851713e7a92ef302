import { useEffect, useRef } from 'react';
import { refreshSession, renewCsrfToken } from '../api';
import { getSessionStatus } from './get-session-status';

/** SPEC §9: the session status is checked every 5 minutes; the CSRF token is refreshed every 50. */
export const SESSION_CHECK_INTERVAL_MS = 300_000;
/** SPEC §9: the security check (a locked account, a session used from another browser) every 60 s. */
export const SECURITY_CHECK_INTERVAL_MS = 60_000;
export const CSRF_REFRESH_INTERVAL_MS = 50 * 60_000;

export type SessionEndReason = 'locked' | 'invalid';

/**
 * SPEC §4, session monitor: while someone is signed in, asks the server every 5 minutes whether the
 * session still stands. A locked account ends it at once; an invalid session first tries one refresh (the
 * access cookie may simply have lapsed) and ends it when that fails. Every 60 s a lighter security check
 * asks the same and acts only on a lock or a security alert (the session was used from another browser
 * or device, decision 0023): 'Access restricted', at once. Network failures change nothing.
 */
export function useSessionMonitor(
  active: boolean,
  onSessionEnd: (reason: SessionEndReason, alert: string | null) => void,
) {
  const onEnd = useRef(onSessionEnd);
  onEnd.current = onSessionEnd;

  useEffect(() => {
    if (!active) return;
    let stopped = false;

    /** The session's status; null when it could not be read (a network failure changes nothing). */
    const readStatus = async () => {
      try {
        const status = await getSessionStatus();
        return stopped ? null : status;
      } catch {
        return null;
      }
    };

    const checkSession = async () => {
      const status = await readStatus();
      if (!status) return;
      if (status.is_locked) {
        onEnd.current('locked', status.security_alert);
        return;
      }
      if (status.session_valid) return;
      const refreshed = await refreshSession();
      if (refreshed.ok || stopped) return;
      // Ended because another browser used it: 'Access restricted' with the reason, as the security check.
      const alert = refreshed.alert ?? status.security_alert;
      if (alert) onEnd.current('locked', alert);
      else onEnd.current('invalid', null);
    };

    const checkSecurity = async () => {
      const status = await readStatus();
      if (!status) return;
      if (status.is_locked || (status.security_alert && !status.session_valid)) {
        onEnd.current('locked', status.security_alert);
      }
    };

    const sessionTimer = setInterval(checkSession, SESSION_CHECK_INTERVAL_MS);
    const securityTimer = setInterval(checkSecurity, SECURITY_CHECK_INTERVAL_MS);
    const csrfTimer = setInterval(() => void renewCsrfToken(), CSRF_REFRESH_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(sessionTimer);
      clearInterval(securityTimer);
      clearInterval(csrfTimer);
    };
  }, [active]);
}
