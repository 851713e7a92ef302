import { type Look, lookOf } from '@resumeloop/contracts/look';
import type { SettingsUpdate } from '@resumeloop/contracts/settings';
import {
  SETTINGS_DEFAULTS,
  type SettingKey,
  type SettingsValues,
} from '@resumeloop/contracts/settings-constants';
import type { MessageId } from '@resumeloop/i18n';
import { createElement, useCallback, useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { Message, useT } from '../../lib/i18n/use-t';
import { useLook } from '../../lib/look/look-context';
import { useSettings, useUpdateSettings } from '../../lib/settings/settings-api';
import { SETTINGS_NOTICES, settingsErrorMessage } from './settings-errors';

/** The settings that make up the look: a page editing one of them shows its changes at once (SPEC §4). */
const LOOK_KEYS: readonly (keyof Look)[] = ['theme', 'text_scale', 'reduce_motion', 'high_contrast'];
const isLookKey = (key: SettingKey): key is keyof Look => (LOOK_KEYS as readonly SettingKey[]).includes(key);

export type SettingsForm<K extends SettingKey> = {
  /** 'loading' until the settings arrive; 'error' when they could not be read (and none are at hand). */
  status: 'loading' | 'error' | 'ready';
  /** 'Failed to load settings: ...' while status is 'error'. */
  loadError: string | null;
  /** True while a Retry after a failed load is under way. */
  retrying: boolean;
  retry(): void;
  /** What the controls show: the loaded values with the user's edits over them. */
  values: Pick<SettingsValues, K>;
  set<Key extends K>(key: Key, value: SettingsValues[Key]): void;
  /** Some edited value differs from the loaded one. */
  dirty: boolean;
  saving: boolean;
  save(): void;
  /** Back to the last loaded values (and, on look pages, to the saved look). */
  reset(): void;
  /** The page's success message after a save, in the language shown. */
  success: string | null;
  /** 'Failed to save preferences: ...' after a failed save; the edits are kept. */
  saveError: string | null;
};

function pick<K extends SettingKey>(source: SettingsValues, keys: readonly K[]): Pick<SettingsValues, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<SettingsValues, K>;
}

/**
 * One settings page's form (SPEC §4 'Settings pages'): load, edit (dirty), save the changed keys only,
 * or reset to the last loaded values. A page that edits part of the look previews each change on the
 * whole app before it is saved; Reset and leaving the page unsaved go back to the saved look.
 */
export function useSettingsForm<K extends SettingKey>(
  keys: readonly K[],
  successMessage: MessageId,
): SettingsForm<K> {
  const t = useT();
  const query = useSettings();
  const mutation = useUpdateSettings();
  const { user } = useAuth();
  const { preview, commit } = useLook();
  const [edits, setEdits] = useState<Partial<Pick<SettingsValues, K>>>({});
  const [success, setSuccess] = useState<MessageId | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const lookKeys = keys.filter(isLookKey);
  const editsLook = lookKeys.length > 0;

  const loaded = query.data ? pick(query.data, keys) : null;
  const base = loaded ?? pick(SETTINGS_DEFAULTS, keys);
  const values = { ...base, ...edits };
  const changedKeys = loaded ? keys.filter((key) => key in edits && edits[key] !== loaded[key]) : [];
  const dirty = changedKeys.length > 0;

  // Leaving the page without saving takes the unsaved look away again.
  useEffect(() => (editsLook ? () => preview(null) : undefined), [editsLook, preview]);

  const set = <Key extends K>(key: Key, value: SettingsValues[Key]) => {
    const next = { ...edits, [key]: value } as Partial<Pick<SettingsValues, K>>;
    setEdits(next);
    setSuccess(null);
    if (editsLook) {
      const shown = { ...base, ...next } as Partial<SettingsValues>;
      preview(Object.fromEntries(lookKeys.map((lookKey) => [lookKey, shown[lookKey]])) as Partial<Look>);
    }
  };

  const reset = () => {
    setEdits({});
    setSuccess(null);
    setSaveError(null);
    if (editsLook) preview(null);
  };

  const save = () => {
    if (!dirty || mutation.isPending) return;
    const changes = Object.fromEntries(changedKeys.map((key) => [key, values[key]])) as SettingsUpdate;
    setSuccess(null);
    setSaveError(null);
    mutation.mutate(changes, {
      onSuccess: (saved) => {
        // The saved values are the loaded ones now (the query holds them); drop the edits they match.
        setEdits((current) => {
          const kept = Object.entries(current).filter(([key, value]) => saved[key as K] !== value);
          return Object.fromEntries(kept) as Partial<Pick<SettingsValues, K>>;
        });
        // Said in the language shown, even when the save has just changed it.
        setSuccess(successMessage);
        toast.success(createElement(Message, { id: successMessage }));
        if (editsLook && user) commit(lookOf(saved), user.id);
      },
      onError: (error) => {
        setSaveError(
          t(SETTINGS_NOTICES.saveFailed, { reason: settingsErrorMessage(error, 'updateSettings', t) }),
        );
      },
    });
  };

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const failed = query.isError && !query.data;

  return {
    status: query.data ? 'ready' : failed ? 'error' : 'loading',
    loadError: failed
      ? t(SETTINGS_NOTICES.loadFailed, { reason: settingsErrorMessage(query.error, 'getSettings', t) })
      : null,
    retrying: failed && query.isFetching,
    retry,
    values,
    set,
    dirty,
    saving: mutation.isPending,
    save,
    reset,
    success: success === null ? null : t(success),
    saveError,
  };
}
