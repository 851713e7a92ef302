import type { TMessageResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const DELETE_ACCOUNT_ENDPOINT = '/api/users/me/delete-account';

/** POST /api/users/me/delete-account: deletes the user and everything stored about them; every session ends. */
export function deleteAccount(): Promise<TMessageResponse> {
  return apiRequest<TMessageResponse>(DELETE_ACCOUNT_ENDPOINT, {
    method: 'POST',
    body: { confirmation: 'DELETE' },
  });
}

export function useDeleteAccount() {
  return useMutation<TMessageResponse, Error, void>({ mutationFn: deleteAccount });
}
