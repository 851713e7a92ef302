import type { TSessionStatus } from '@resumeloop/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';

export const SESSION_STATUS_ENDPOINT = '/api/auth/session-status';

/** GET /api/auth/session-status: whether the session is still valid, and whether the account is locked. */
export function getSessionStatus(): Promise<TSessionStatus> {
  return apiRequest<TSessionStatus>(SESSION_STATUS_ENDPOINT, { auth: 'optional', retries: 0 });
}

export function useSessionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['auth', 'session-status'],
    queryFn: getSessionStatus,
    enabled: options.enabled ?? true,
  });
}
