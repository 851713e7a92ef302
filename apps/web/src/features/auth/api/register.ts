import type { TRegisterResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, CSRF_HEADER } from '../../../lib/api';
import { getPublicCsrfToken } from './get-public-csrf-token';

export const REGISTER_ENDPOINT = '/api/auth/register';

export type RegisterInput = {
  email: string;
  password: string;
  full_name: string;
  username?: string;
  /** Where the mailed verification link continues to (a same-app path; the server drops anything else). */
  return_path?: string;
};

/** POST /api/auth/register: 201 with the new user, who is signed in (session cookies set). */
export async function register(input: RegisterInput): Promise<TRegisterResponse> {
  const csrfToken = await getPublicCsrfToken();
  const username = input.username?.trim();
  return apiRequest<TRegisterResponse>(REGISTER_ENDPOINT, {
    method: 'POST',
    body: {
      email: input.email.trim(),
      password: input.password,
      full_name: input.full_name.trim(),
      ...(username ? { username } : {}),
      ...(input.return_path ? { return_path: input.return_path } : {}),
    },
    headers: { [CSRF_HEADER]: csrfToken },
    auth: 'none',
  });
}

export function useRegister() {
  return useMutation<TRegisterResponse, Error, RegisterInput>({ mutationFn: register });
}
