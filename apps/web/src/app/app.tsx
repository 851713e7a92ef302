import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Notifications } from '../components/ui/notifications';
import { ApiError } from '../lib/api';
import { AuthProvider } from '../lib/auth/auth-context';
import { LookProvider } from '../lib/look/look-context';
import { AppErrorBoundary } from './error-screens';
import { LookSync } from './look-sync';
import { createAppRouter } from './router';
import { notifySessionEnd } from './session-notices';
import { UserFormatProvider } from './user-format-provider';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // SPEC §4: the API client already retries a GET that failed with 5xx, 408 or 429 (3 times, from
        // 1 s doubling); retrying again here would multiply the attempts. A network failure, which the
        // client does not retry, gets one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK_ERROR',
        retryDelay: 1_000,
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider onSessionEnd={notifySessionEnd}>
          <LookProvider>
            <LookSync />
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
