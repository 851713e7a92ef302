import { apiRequest } from '../api';

export const LOGOUT_ENDPOINT = '/api/auth/logout';

/**
 * POST /api/auth/logout: ends the session on the server. Its answer is not used (SPEC §7.1), and a
 * failure does not stop the local sign-out (SPEC §4), so this never throws.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest(LOGOUT_ENDPOINT, { method: 'POST', auth: 'none', timeoutMs: 10_000 });
  } catch {
    // The local data is cleared regardless.
  }
}
