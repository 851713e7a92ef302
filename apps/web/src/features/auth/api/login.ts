import type { TLoginResponse } from '@resumeloop/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, CSRF_HEADER } from '../../../lib/api';
import { getPublicCsrfToken } from './get-public-csrf-token';

export const LOGIN_ENDPOINT = '/api/auth/login';

export type LoginInput = { email: string; password: string; remember_me: boolean };

/** POST /api/auth/login with the public CSRF token; the session arrives as HttpOnly cookies. */
export async function login(input: LoginInput): Promise<TLoginResponse> {
  const csrfToken = await getPublicCsrfToken();
  return apiRequest<TLoginResponse>(LOGIN_ENDPOINT, {
    method: 'POST',
    body: { email: input.email.trim(), password: input.password, remember_me: input.remember_me },
    headers: { [CSRF_HEADER]: csrfToken },
    auth: 'none',
  });
}

export function useLogin() {
  return useMutation<TLoginResponse, Error, LoginInput>({ mutationFn: login });
}
