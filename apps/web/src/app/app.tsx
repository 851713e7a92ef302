import type { Locale, Messages } from '@resumeloop/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Notifications } from '../components/ui/notifications';
import { AuthProvider, type SessionEnd } from '../lib/auth/auth-context';
import { LocaleProvider } from '../lib/i18n/i18n-context';
import { LocaleSync } from '../lib/i18n/locale-sync';
import { useT } from '../lib/i18n/use-t';
import { LookProvider } from '../lib/look/look-context';
import { AppErrorBoundary } from './error-screens';
import { LookSync } from './look-sync';
import { OfflineSync } from './offline-sync';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { notifySessionEnd } from './session-notices';
import { UserFormatProvider } from './user-format-provider';

/** The whole app, in `locale` from its first render (`messages` is that language's catalogue). */
export function App({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <LocaleProvider initial={locale} messages={messages}>
      <AppErrorBoundary>
        <AppInItsLanguage />
      </AppErrorBoundary>
    </LocaleProvider>
  );
}

/** The app inside its language provider: what it says outside any page (a session that ended) is in it too. */
function AppInItsLanguage() {
  const t = useT();
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const onSessionEnd = useCallback(
    (reason: SessionEnd, alert: string | null) => notifySessionEnd(t, reason, alert),
    [t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionEnd={onSessionEnd}>
        <LocaleSync />
        <LookProvider>
          <LookSync />
          <OfflineSync />
          <UserFormatProvider>
            <RouterProvider router={router} />
            <Notifications />
          </UserFormatProvider>
        </LookProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
