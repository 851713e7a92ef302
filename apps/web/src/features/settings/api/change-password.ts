import type { TChangePasswordRequest, TMessageResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const CHANGE_PASSWORD_ENDPOINT = '/api/users/change-password';

/** POST /api/users/change-password: every other session of the account ends (SPEC §3's payload). */
export function changePassword(body: TChangePasswordRequest): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>(CHANGE_PASSWORD_ENDPOINT, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation<TMessageResponse, Error, TChangePasswordRequest>({ mutationFn: changePassword });
}
