import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { draftStore } from '../../../lib/offline/drafts';
import {
  draftOf,
  EMPTY_REFINE_SESSION,
  isEmpty,
  loadRefineSession,
  REFINE_DRAFT_KIND,
  type RefineDraft,
  type RefineSession,
  saveRefineSession,
  sessionFromDraft,
} from '../refine-session';

type Patch = Partial<RefineSession> | ((session: RefineSession) => Partial<RefineSession>);

/** A draft this page restored: when it was kept, and what it held (for Undo after Discard draft). */
export type RestoredDraft = { savedAt: number; discarded: RefineSession | null };

export type RefineSessionStore = {
  session: RefineSession;
  /** Merges changes into the session (and so into storage). */
  update(patch: Patch): void;
  /** SPEC §4: Start New Resume and Analyze Another Resume clear everything. */
  reset(): void;
  /** The draft restored when the page opened, while it is what the page shows; null otherwise. */
  restoredDraft: RestoredDraft | null;
  /** Clears what the draft brought back (its text, job, answers), keeping it for `undoDiscard`. */
  discardDraft(): void;
  undoDiscard(): void;
  /** Forgets the restored-draft notice (the person moved on). */
  dismissDraftNotice(): void;
};

/** Writes follow typing by this much, so a burst of keystrokes is one write. */
const DRAFT_WRITE_DELAY_MS = 400;

const RefineSessionContext = createContext<RefineSessionStore | null>(null);

/**
 * The one refine session of the signed-in user, restored from and written back to sessionStorage (per
 * tab). Until its refinement is saved, what was typed is also kept as a draft in the browser (IndexedDB):
 * a tab that opens the flow with nothing of its own restores the draft, so closing a tab or opening
 * another loses nothing.
 */
export function RefineSessionProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [session, setSession] = useState(() => loadRefineSession(userId));
  const [restoredDraft, setRestoredDraft] = useState<RestoredDraft | null>(null);
  /** Drafts are written only once the stored one has been read: an empty first render must not erase it. */
  const [draftRead, setDraftRead] = useState(false);
  const startedEmpty = useRef(isEmpty(session));

  useEffect(() => saveRefineSession(userId, session), [userId, session]);

  useEffect(() => {
    let cancelled = false;
    if (!startedEmpty.current) {
      setDraftRead(true);
      return;
    }
    void draftStore.read<RefineDraft>(userId, REFINE_DRAFT_KIND).then((stored) => {
      if (cancelled) return;
      const restored = stored ? sessionFromDraft(stored.value) : null;
      if (restored) {
        // Typing that began before the draft was read wins over it.
        setSession((current) => (isEmpty(current) ? restored : current));
        setRestoredDraft({ savedAt: stored?.savedAt ?? Date.now(), discarded: null });
      }
      setDraftRead(true);
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(() => {
    if (!draftRead) return;
    const draft = draftOf(session);
    const timer = setTimeout(
      () => {
        if (draft) void draftStore.write(userId, REFINE_DRAFT_KIND, draft);
        else void draftStore.remove(userId, REFINE_DRAFT_KIND);
      },
      draft ? DRAFT_WRITE_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [userId, session, draftRead]);

  // Once the refinement is saved the draft is done with, and so is the notice about it.
  useEffect(() => {
    if (session.sessionId !== null) setRestoredDraft(null);
  }, [session.sessionId]);

  const update = useCallback(
    (patch: Patch) =>
      setSession((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  );
  const reset = useCallback(() => {
    setSession({ ...EMPTY_REFINE_SESSION });
    setRestoredDraft(null);
  }, []);
  const latest = useRef({ session, restoredDraft });
  latest.current = { session, restoredDraft };
  const discardDraft = useCallback(() => {
    const { session: current, restoredDraft: draft } = latest.current;
    if (draft) setRestoredDraft({ ...draft, discarded: current });
    setSession({ ...EMPTY_REFINE_SESSION });
  }, []);
  const undoDiscard = useCallback(() => {
    const { restoredDraft: draft } = latest.current;
    if (!draft?.discarded) return;
    setSession(draft.discarded);
    setRestoredDraft({ ...draft, discarded: null });
  }, []);
  const dismissDraftNotice = useCallback(() => setRestoredDraft(null), []);

  const value = useMemo(
    () => ({ session, update, reset, restoredDraft, discardDraft, undoDiscard, dismissDraftNotice }),
    [session, update, reset, restoredDraft, discardDraft, undoDiscard, dismissDraftNotice],
  );
  return <RefineSessionContext.Provider value={value}>{children}</RefineSessionContext.Provider>;
}

export function useRefineSession(): RefineSessionStore {
  const store = useContext(RefineSessionContext);
  if (!store) throw new Error('useRefineSession must be used inside <RefineSessionProvider>');
  return store;
}
