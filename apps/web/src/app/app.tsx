import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-context';
import { ApiError } from '../lib/api-client';
import { AppErrorBoundary } from './error-screens';
import { createAppRouter } from './router';

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

/**
 * Sonner's rich colours put light-green, red, amber and blue text on pale backgrounds at 2.9-4.3:1; these
 * darker shades of the same hues reach WCAG AA (4.5:1) on the same backgrounds.
 */
const ACCESSIBLE_TOAST_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--warning-text': '#92400e',
  '--info-text': '#1e40af',
} as CSSProperties;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          {/* Below the sticky header (4 rem), so a notice never covers the account menu or Sign out. */}
          <Toaster
            position="top-right"
            offset={{ top: '5rem', right: '1rem' }}
            mobileOffset={{ top: '4.5rem' }}
            richColors
            visibleToasts={20}
            style={ACCESSIBLE_TOAST_COLOURS}
          />
        </AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
