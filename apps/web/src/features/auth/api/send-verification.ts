import type { TMessageResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SEND_VERIFICATION_ENDPOINT = '/api/auth/send-verification';

/**
 * POST /api/auth/send-verification: a new verification link for the signed-in user. 429 with 'Please
 * wait N seconds...' inside the 60-second cooldown; 401 'Please log in to resend verification email'.
 */
export function sendVerification(): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>(SEND_VERIFICATION_ENDPOINT, { method: 'POST', body: {} });
}

export function useSendVerification() {
  return useMutation<TMessageResponse, Error, void>({ mutationFn: sendVerification });
}
