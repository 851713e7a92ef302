import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** SPEC §7.5, §9: GET responses are cached for 5 minutes; TanStack Query is that cache, there is no other. */
export const RESPONSE_CACHE_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Fresh for 5 minutes (no refetch on mount or focus), and kept 5 minutes after its last use.
        staleTime: RESPONSE_CACHE_MS,
        gcTime: RESPONSE_CACHE_MS,
        // SPEC §7.5: the API client already retries a request that failed with 5xx, 408 or 429 (3 times,
        // from 1 s doubling); retrying again here would multiply the attempts. A network failure, which
        // the client does not retry, gets one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK_ERROR',
        retryDelay: 1_000,
      },
      mutations: {
        // A write is tried even offline: the API client answers at once with SPEC's OFFLINE message (or
        // the editor keeps its save on this device), instead of the write waiting silently, 'Saving...',
        // for a connection that may not come back before the page is closed.
        networkMode: 'always',
      },
    },
  });
}
