import { lookOf } from '@resumeloop/contracts/look';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { localLook } from '../lib/look/look';
import { useLook } from '../lib/look/look-context';
import { useSettings } from '../lib/settings/settings-api';

/**
 * Keeps the look on the page that of whoever is here: a signed-in user's server settings once read
 * (right after sign-in too), the guest's local settings otherwise (SPEC §3, §4).
 */
export function LookSync() {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const settings = useSettings(userId !== null);
  const { commit } = useLook();
  useEffect(() => {
    if (loading) return;
    if (userId === null) commit(localLook(null), null);
    else if (settings.data) commit(lookOf(settings.data), userId);
  }, [loading, userId, settings.data, commit]);
  return null;
}
