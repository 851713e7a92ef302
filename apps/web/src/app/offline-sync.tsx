import type { MessageId } from '@resumeloop/i18n';
import { useEffect, useRef } from 'react';
import { toast } from '../components/ui/toast';
import { useAuth } from '../lib/auth/auth-context';
import { useT } from '../lib/i18n/use-t';
import { useOnline } from '../lib/offline/connectivity';

/** The queue and its replay load only once someone is signed in, after the page has settled. */
const loadQueue = () =>
  Promise.all([import('../lib/offline/replay'), import('../lib/offline/request-queue')]).then(
    ([replay, queue]) => ({
      replayQueuedWrites: replay.replayQueuedWrites,
      requestQueue: queue.requestQueue,
    }),
  );

/** A replay that could not reach the server is tried again after 1 s, 2 s, 4 s... at most a minute apart. */
const RETRY_FIRST_MS = 1_000;
const RETRY_LAST_MS = 60_000;

/** How long after the page opens the queue is first looked at (a reconnection replays at once). */
export const FIRST_REPLAY_DELAY_MS = 2_000;

/** SPEC §4, online/offline: 'Connection lost - working offline', 'Connection restored'... */
export const CONNECTIVITY_MESSAGES = {
  lost: 'common.connectivity.lost',
  restored: 'common.connectivity.restored',
  synced: 'common.connectivity.synced',
  conflicts: 'common.connectivity.conflicts',
  dropped: 'common.connectivity.dropped',
} as const satisfies Record<string, MessageId>;

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
  // The notices are said in the language shown when they happen; a change of language starts no replay.
  const t = useT();
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    if (online) toast.success(translate.current(CONNECTIVITY_MESSAGES.restored), { id: 'connectivity' });
    else
      toast.warning(translate.current(CONNECTIVITY_MESSAGES.lost), {
        id: 'connectivity',
        duration: Number.POSITIVE_INFINITY,
      });
  }, [online]);

  const reconnected = useRef(false);
  useEffect(() => {
    if (!online) reconnected.current = true;
  }, [online]);

  useEffect(() => {
    if (!online || userId === null) return;
    let stopped = false;
    let running = false;
    let unsubscribe: (() => void) | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryDelay = RETRY_FIRST_MS;
    // The server, or the replay's own code, could not be reached yet (the connection is back but not the
    // route to it, or the server restarts): try again later, twice as long each time, up to a minute.
    const retryLater = () => {
      if (stopped) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void replay(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, RETRY_LAST_MS);
    };
    const replay = async () => {
      if (running || stopped) return;
      running = true;
      try {
        const { replayQueuedWrites, requestQueue } = await loadQueue();
        // A write queued while the connection seemed fine (a request that failed in a blip) goes soon after.
        unsubscribe ??= requestQueue.subscribe(() => {
          void requestQueue.count(userId).then((waiting) => {
            if (waiting > 0 && navigator.onLine && !stopped) setTimeout(() => void replay(), 2_000);
          });
        });
        const result = await replayQueuedWrites(userId);
        const say = translate.current;
        if (result.sent > 0) toast.success(say(CONNECTIVITY_MESSAGES.synced));
        if (result.conflicts > 0) toast.warning(say(CONNECTIVITY_MESSAGES.conflicts));
        if (result.dropped > 0) toast.error(say(CONNECTIVITY_MESSAGES.dropped));
        if (result.stopped) retryLater();
        else retryDelay = RETRY_FIRST_MS;
      } catch {
        retryLater();
      } finally {
        running = false;
      }
    };
    // Back from offline: at once. On opening the app: once the page has settled.
    const timer = setTimeout(() => void replay(), reconnected.current ? 0 : FIRST_REPLAY_DELAY_MS);
    reconnected.current = false;
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
      unsubscribe?.();
    };
  }, [online, userId]);

  return null;
}
