import type { TUser } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const VERIFY_EMAIL_ENDPOINT = '/api/auth/verify-email';

export type VerifyEmailResponse = { message: string; user: TUser };

/** POST /api/auth/verify-email with the emailed token; works signed in or not. 400 when invalid or expired. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>(VERIFY_EMAIL_ENDPOINT, {
    method: 'POST',
    body: { token },
    auth: 'optional',
  });
}

export function useVerifyEmail() {
  return useMutation<VerifyEmailResponse, Error, string>({ mutationFn: verifyEmail });
}
