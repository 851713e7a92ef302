import { GUEST_LOOK, lookOf } from '@resumeloop/contracts/look';
import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { lookOnPage, storedLook } from '../lib/look/look';
import { useLook } from '../lib/look/look-context';
import { useSettings } from '../lib/settings/settings-api';

/**
 * Keeps the look on the page that of whoever is here: a signed-in user's server settings once read
 * (right after sign-in too), the guest's local settings otherwise (SPEC §3, §4). A guest who never
 * stored one keeps the look the server sent (from this browser's cookie); after a sign-out the guest's
 * own look, or the default, replaces the user's.
 */
export function LookSync() {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const settings = useSettings(userId !== null);
  const { commit } = useLook();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (loading) return;
    if (userId === null) {
      const pageLook = wasSignedIn.current ? null : lookOnPage();
      commit(storedLook(null) ?? pageLook ?? { ...GUEST_LOOK }, null);
      wasSignedIn.current = false;
    } else {
      wasSignedIn.current = true;
      if (settings.data) commit(lookOf(settings.data), userId);
    }
  }, [loading, userId, settings.data, commit]);
  return null;
}
