import type { TMeResponse, TUpdateProfileRequest } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const PROFILE_ENDPOINT = '/api/users/me';

/** PUT /api/users/me with the changed fields only (full_name, username; never the email, SPEC §5). */
export function updateProfile(changes: TUpdateProfileRequest): Promise<TMeResponse> {
  return apiRequest<TMeResponse>(PROFILE_ENDPOINT, { method: 'PUT', body: changes });
}

export function useUpdateProfile() {
  return useMutation<TMeResponse, Error, TUpdateProfileRequest>({ mutationFn: updateProfile });
}
