import type { MessageId } from '@resumeloop/i18n';
import { toast, toastDurationFor } from '../components/ui/toast';
import type { SessionEndReason } from '../lib/auth/use-session-monitor';
import type { T } from '../lib/i18n/use-t';

/** SPEC §4, session monitor: the toasts that say why the session ended. */
const SESSION_END_TOASTS: Record<SessionEndReason, { title: MessageId; description: MessageId }> = {
  locked: { title: 'common.session.lockedTitle', description: 'common.session.lockedDescription' },
  invalid: { title: 'common.session.endedTitle', description: 'common.session.endedDescription' },
};

/**
 * Tells the user, in their language (`t`), why their session ended: SPEC §8's 'Authentication expired'
 * after a failed refresh, SPEC §4's 'Access restricted' or 'Session ended' when the session monitor ended
 * it (the server's security alert, when it gave one, as the description).
 */
export function notifySessionEnd(t: T, reason: SessionEndReason | 'expired', alert: string | null): void {
  if (reason === 'expired') {
    toast.error(t('common.session.expired'), { id: 'session-expired', duration: toastDurationFor(401) });
    return;
  }
  const message = SESSION_END_TOASTS[reason];
  toast.error(t(message.title), {
    id: 'session-ended',
    description: alert ?? t(message.description),
    duration: toastDurationFor(401),
  });
}
