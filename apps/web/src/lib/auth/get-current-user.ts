import type { TMeResponse } from '@resumeloop/contracts/auth';
import { ApiError, apiRequest } from '../api';
import type { AuthUser } from './auth-user';

export const CURRENT_USER_ENDPOINT = '/api/auth/me';
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

/**
 * GET /api/auth/me: the signed-in user, or null when the server knows no session (after one quiet
 * refresh attempt). Other failures throw, so a network blip does not sign anyone out.
 */
export async function getCurrentUser(): Promise<AuthUser | null> {
  try {
    const response = await apiRequest<TMeResponse>(CURRENT_USER_ENDPOINT, { auth: 'optional' });
    return response?.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}
