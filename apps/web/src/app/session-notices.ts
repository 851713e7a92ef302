import { toast, toastDurationFor } from '../components/ui/toast';
import { SESSION_EXPIRED_MESSAGE } from '../lib/api';
import type { SessionEndReason } from '../lib/auth/use-session-monitor';

/** SPEC §4, session monitor: the toasts that say why the session ended. */
const SESSION_END_TOASTS: Record<SessionEndReason, { title: string; description: string }> = {
  locked: {
    title: 'Access restricted',
    description: 'Sign-in to this account is temporarily locked. Please try again later.',
  },
  invalid: { title: 'Session ended', description: 'Please log in again.' },
};

/**
 * Tells the user why their session ended: SPEC §8's 'Authentication expired' after a failed refresh,
 * SPEC §4's 'Access restricted' or 'Session ended' when the session monitor ended it (the server's
 * security alert, when it gave one, as the description).
 */
export function notifySessionEnd(reason: SessionEndReason | 'expired', alert: string | null): void {
  if (reason === 'expired') {
    toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired', duration: toastDurationFor(401) });
    return;
  }
  const message = SESSION_END_TOASTS[reason];
  toast.error(message.title, {
    id: 'session-ended',
    description: alert ?? message.description,
    duration: toastDurationFor(401),
  });
}
