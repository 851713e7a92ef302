import type { TMessageResponse, TResetPasswordRequest } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const RESET_PASSWORD_ENDPOINT = '/api/auth/reset-password';

/** POST /api/auth/reset-password: sets the new password with the emailed token; every session ends. */
export function resetPassword(body: TResetPasswordRequest): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>(RESET_PASSWORD_ENDPOINT, { method: 'POST', body, auth: 'none' });
}

export function useResetPassword() {
  return useMutation<TMessageResponse, Error, TResetPasswordRequest>({ mutationFn: resetPassword });
}
