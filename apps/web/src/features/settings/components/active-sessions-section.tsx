import type { TActiveSession } from '@resumeloop/contracts/sessions';
import { LogOut, Monitor } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format/format-context';
import { Message, type T, useT } from '../../../lib/i18n/use-t';
import { useActiveSessions, useEndSession } from '../api/sessions';
import { settingsErrorMessage } from '../settings-errors';

/** Where a session is signed in: 'Chrome on Windows', 'Another browser on another system'... */
function describe(session: TActiveSession, t: T): string {
  if (session.browser === 'other') {
    return session.platform === 'other'
      ? t('settings.sessions.otherBrowserOtherSystem')
      : t('settings.sessions.otherBrowserOn', { platform: session.platform });
  }
  return session.platform === 'other'
    ? t('settings.sessions.browserOnOtherSystem', { browser: session.browser })
    : t('settings.sessions.browserOn', { browser: session.browser, platform: session.platform });
}

/**
 * The user's live sessions (issue: stolen sessions): where each is signed in, since when and when it was
 * last used; any of them can be ended. Ending this device's session signs out here.
 */
export function ActiveSessionsSection() {
  const t = useT();
  const sessions = useActiveSessions();
  const end = useEndSession();
  const { logout } = useAuth();
  const format = useFormat();

  const endOne = (session: TActiveSession) => {
    end.mutate(session.id, {
      onSuccess: () => {
        if (session.current) {
          void logout({ to: '/login' });
          return;
        }
        toast.success(t('settings.sessions.signedOut', { where: describe(session, t) }));
      },
    });
  };

  if (sessions.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner className="size-4" /> {t('settings.sessions.loading')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <Notice tone="error">
        {t('settings.sessions.loadFailed', {
          reason: settingsErrorMessage(sessions.error, 'getSessions', t),
        })}
        <Button variant="secondary" size="sm" className="ml-3" onClick={() => void sessions.refetch()}>
          {t('common.action.retry')}
        </Button>
      </Notice>
    );
  }
  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {end.isError && (
          <Notice tone="error">
            {t('settings.sessions.endFailed', { reason: settingsErrorMessage(end.error, 'endSession', t) })}
          </Notice>
        )}
      </div>
      <ul className="divide-y divide-slate-200">
        {sessions.data.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {describe(session, t)}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('settings.sessions.thisDevice')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  <Message
                    id="settings.sessions.times"
                    values={{
                      signedIn: (
                        <time dateTime={session.created_at}>{format.dateTime(session.created_at)}</time>
                      ),
                      lastActive: (
                        <time dateTime={session.last_activity_at}>
                          {format.dateTime(session.last_activity_at)}
                        </time>
                      ),
                    }}
                  />
                </p>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => endOne(session)}
              disabled={end.isPending}
              aria-label={
                session.current
                  ? t('settings.sessions.signOutHereLabel')
                  : t('settings.sessions.signOutLabel', { where: describe(session, t) })
              }
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t(session.current ? 'settings.sessions.signOutHere' : 'settings.sessions.signOut')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
