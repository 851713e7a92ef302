import type { TCsrfResponse } from '@resumeloop/contracts/auth';
import { apiRequest } from '../../../lib/api';

export const PUBLIC_CSRF_TOKEN_ENDPOINT = '/api/auth/public-csrf-token';

/**
 * GET /api/auth/public-csrf-token: the 600-second token that login and registration carry in
 * X-CSRF-Token (the server also sets the cookie it is bound to). Fetched fresh for each attempt.
 */
export async function getPublicCsrfToken(): Promise<string> {
  const response = await apiRequest<TCsrfResponse>(PUBLIC_CSRF_TOKEN_ENDPOINT, { auth: 'none' });
  return response.csrf_token;
}
