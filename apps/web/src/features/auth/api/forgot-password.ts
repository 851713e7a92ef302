import type { TMessageResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const FORGOT_PASSWORD_ENDPOINT = '/api/auth/forgot-password';

/** POST /api/auth/forgot-password: always 200 with the same message, whether or not the address is known. */
export function requestPasswordReset(email: string): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>(FORGOT_PASSWORD_ENDPOINT, {
    method: 'POST',
    body: { email: email.trim() },
    auth: 'none',
  });
}

export function useRequestPasswordReset() {
  return useMutation<TMessageResponse, Error, string>({ mutationFn: requestPasswordReset });
}
