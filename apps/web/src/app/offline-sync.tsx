import { useEffect, useRef } from 'react';
import { toast } from '../components/ui/toast';
import { useAuth } from '../lib/auth/auth-context';
import { useOnline } from '../lib/offline/connectivity';
import { replayQueuedWrites } from '../lib/offline/replay';
import { requestQueue } from '../lib/offline/request-queue';

/** SPEC §4, online/offline. */
export const CONNECTIVITY_MESSAGES = {
  lost: 'Connection lost - working offline',
  restored: 'Connection restored',
  synced: 'Synced offline changes',
  conflicts: 'Some offline changes meet newer versions saved elsewhere: open them to choose which to keep.',
  dropped: 'Some offline changes could not be saved: the server refused them.',
} as const;

/**
 * Says when the connection goes and comes back, and sends the writes queued on this device meanwhile:
 * when the connection returns, when someone signs in with writes waiting, and when a write is queued
 * while the app believes it is online (a blip).
 */
export function OfflineSync() {
  const online = useOnline();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const wasOnline = useRef(online);

  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    if (online) toast.success(CONNECTIVITY_MESSAGES.restored, { id: 'connectivity' });
    else
      toast.warning(CONNECTIVITY_MESSAGES.lost, { id: 'connectivity', duration: Number.POSITIVE_INFINITY });
  }, [online]);

  useEffect(() => {
    if (!online || userId === null) return;
    let running = false;
    const replay = async () => {
      if (running) return;
      running = true;
      try {
        const result = await replayQueuedWrites(userId);
        if (result.sent > 0) toast.success(CONNECTIVITY_MESSAGES.synced);
        if (result.conflicts > 0) toast.warning(CONNECTIVITY_MESSAGES.conflicts);
        if (result.dropped > 0) toast.error(CONNECTIVITY_MESSAGES.dropped);
      } finally {
        running = false;
      }
    };
    void replay();
    // A write queued while the connection seemed fine (a request that failed in a blip) goes soon after.
    const unsubscribe = requestQueue.subscribe(() => {
      void requestQueue.count(userId).then((waiting) => {
        if (waiting > 0 && navigator.onLine) setTimeout(() => void replay(), 2_000);
      });
    });
    return unsubscribe;
  }, [online, userId]);

  return null;
}
