import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { createQueryClient, RESPONSE_CACHE_MS } from './query-client';

describe('createQueryClient', () => {
  it('caches GET responses for 5 minutes: fresh that long, kept that long after the last use', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(RESPONSE_CACHE_MS).toBe(300_000);
    expect(queries?.staleTime).toBe(RESPONSE_CACHE_MS);
    expect(queries?.gcTime).toBe(RESPONSE_CACHE_MS);
  });

  it('adds no retries of its own to what the API client retries; a network failure gets one', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(503, 'down', 'x'))).toBe(false);
    expect(retry(0, new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(true);
    expect(retry(1, new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(false);
  });

  it('tries writes even offline, so the API client can say a connection is needed', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.networkMode).toBe('always');
  });
});
