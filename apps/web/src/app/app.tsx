import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Notifications } from '../components/ui/notifications';
import { AuthProvider } from '../lib/auth/auth-context';
import { LookProvider } from '../lib/look/look-context';
import { AppErrorBoundary } from './error-screens';
import { LookSync } from './look-sync';
import { OfflineSync } from './offline-sync';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { notifySessionEnd } from './session-notices';
import { UserFormatProvider } from './user-format-provider';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider onSessionEnd={notifySessionEnd}>
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
    </AppErrorBoundary>
  );
}
