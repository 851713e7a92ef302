import type { Settings, SettingsUpdate } from '@resumeloop/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api';

export const SETTINGS_ENDPOINT = '/api/settings';
/** Under 'auth': signing out removes it with the rest of the user's data. */
export const SETTINGS_QUERY_KEY = ['auth', 'settings'] as const;

/** GET /api/settings: every server setting (SPEC §3), SPEC §9's defaults until the user saves. */
export function getSettings(): Promise<Settings> {
  return apiRequest<Settings>(SETTINGS_ENDPOINT);
}

/** PUT /api/settings with the changed settings only; answers every setting after the change. */
export function updateSettings(changes: SettingsUpdate): Promise<Settings> {
  return apiRequest<Settings>(SETTINGS_ENDPOINT, { method: 'PUT', body: changes });
}

/** The signed-in user's settings; `enabled` is false for guests (there is nothing to ask). */
export function useSettings(enabled = true) {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings, enabled, staleTime: 5 * 60_000 });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation<Settings, Error, SettingsUpdate>({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}
