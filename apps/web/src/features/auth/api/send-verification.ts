import type { TMessageResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const SEND_VERIFICATION_ENDPOINT = '/api/auth/send-verification';

/**
 * POST /api/auth/send-verification: a new verification link for the signed-in user, carrying the return
 * path when there is one. 429 with 'Please
 * wait N seconds...' inside the 60-second cooldown; 401 'Please log in to resend verification email'.
 */
export function sendVerification(returnPath?: string | null): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>(SEND_VERIFICATION_ENDPOINT, {
    method: 'POST',
    body: returnPath ? { return_path: returnPath } : {},
  });
}

/** The mutation's variable: the page the new link continues to once verified (see return-path.ts). */
export function useSendVerification() {
  return useMutation<TMessageResponse, Error, string | null | undefined>({ mutationFn: sendVerification });
}
