import {
  type TAdminFeedbackPage,
  type TAdminFeedbackQuery,
  type TAdminUserDetails,
  type TAdminUserPage,
  type TAdminUsersQuery,
  type TAdminUserUpdate,
  type TAuditPage,
  type TAuditQuery,
  type TServiceSettingsResponse,
  type TServiceSettingsUpdate,
  ZAdminFeedbackPage,
  ZAdminFeedbackTexts,
  ZAdminUserDetails,
  ZAdminUserPage,
  ZAuditPage,
  ZServiceSettingsResponse,
} from '@resumeloop/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * The console's calls to /api/admin/ (packages/contracts/src/admin.ts). Every answer is parsed by its
 * contract; every write waits for the server and then refetches what it changed (nothing is shown as done
 * before the server has done it).
 */
export const ADMIN_ENDPOINT = '/api/admin';
export const ADMIN_QUERY_KEY = ['admin'] as const;
const USERS_KEY = [...ADMIN_QUERY_KEY, 'users'] as const;
const AUDIT_KEY = [...ADMIN_QUERY_KEY, 'audit'] as const;
const SETTINGS_KEY = [...ADMIN_QUERY_KEY, 'settings'] as const;
const FEEDBACK_KEY = [...ADMIN_QUERY_KEY, 'feedback'] as const;

/** A query string of the set values only: `?q=ada&page=2`, or '' when none is set. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const userEndpoint = (id: string) => `${ADMIN_ENDPOINT}/users/${encodeURIComponent(id)}`;

export type UsersFilter = Pick<TAdminUsersQuery, 'q' | 'plan' | 'status'> & { page: number };

export function useAdminUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', filter],
    queryFn: async (): Promise<TAdminUserPage> =>
      ZAdminUserPage.parse(await apiRequest<unknown>(`${ADMIN_ENDPOINT}/users${queryString(filter)}`)),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: async (): Promise<TAdminUserDetails> =>
      ZAdminUserDetails.parse(await apiRequest<unknown>(userEndpoint(id))),
  });
}

/** After a change to accounts: the lists, the account and the audit log are read again. */
function useRefetchAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
}

/** PATCH /api/admin/users/{id}: one change; then the account is read again, as the server now has it. */
export function useUpdateUser(id: string) {
  const refetch = useRefetchAccounts();
  return useMutation({
    mutationFn: async (change: TAdminUserUpdate): Promise<void> => {
      await apiRequest<unknown>(userEndpoint(id), { method: 'PATCH', body: change });
    },
    onSuccess: refetch,
  });
}

/**
 * DELETE /api/admin/users/{id}: the account and everything of it, as the person could delete it. The
 * lists and the audit log are read again; the account's own page is left alone (it is being left).
 */
export function useDeleteUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(userEndpoint(id), { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

export type FeedbackFilter = Pick<TAdminFeedbackQuery, 'max_rating' | 'report' | 'industry'> & {
  page: number;
};

export function useAdminFeedback(filter: FeedbackFilter) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'list', filter],
    queryFn: async (): Promise<TAdminFeedbackPage> =>
      ZAdminFeedbackPage.parse(await apiRequest<unknown>(`${ADMIN_ENDPOINT}/feedback${queryString(filter)}`)),
    placeholderData: keepPreviousData,
  });
}

/** The resume before and after, asked for only when the before/after view is open. */
export function useFeedbackTexts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'texts', id],
    queryFn: async () =>
      ZAdminFeedbackTexts.parse(
        await apiRequest<unknown>(`${ADMIN_ENDPOINT}/feedback/${encodeURIComponent(id)}/texts`),
      ),
    enabled,
  });
}

export function useServiceSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async (): Promise<TServiceSettingsResponse> =>
      ZServiceSettingsResponse.parse(await apiRequest<unknown>(`${ADMIN_ENDPOINT}/settings`)),
  });
}

/** PATCH /api/admin/settings: the changes (null returns a setting to the configuration); then read again. */
export function useUpdateServiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TServiceSettingsUpdate): Promise<void> => {
      await apiRequest<unknown>(`${ADMIN_ENDPOINT}/settings`, { method: 'PATCH', body: change });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

export type AuditFilter = Pick<TAuditQuery, 'action' | 'target_id'> & { page: number };

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: [...AUDIT_KEY, filter],
    queryFn: async (): Promise<TAuditPage> =>
      ZAuditPage.parse(await apiRequest<unknown>(`${ADMIN_ENDPOINT}/audit${queryString(filter)}`)),
    placeholderData: keepPreviousData,
  });
}
