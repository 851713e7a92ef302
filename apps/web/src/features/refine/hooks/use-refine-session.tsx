import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  EMPTY_REFINE_SESSION,
  loadRefineSession,
  type RefineSession,
  saveRefineSession,
} from '../refine-session';

type Patch = Partial<RefineSession> | ((session: RefineSession) => Partial<RefineSession>);

export type RefineSessionStore = {
  session: RefineSession;
  /** Merges changes into the session (and so into storage). */
  update(patch: Patch): void;
  /** SPEC §4: Start New Resume and Analyze Another Resume clear everything. */
  reset(): void;
};

const RefineSessionContext = createContext<RefineSessionStore | null>(null);

/** The one refine session of the signed-in user, restored from and written back to sessionStorage. */
export function RefineSessionProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [session, setSession] = useState(() => loadRefineSession(userId));

  useEffect(() => saveRefineSession(userId, session), [userId, session]);

  const update = useCallback(
    (patch: Patch) =>
      setSession((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  );
  const reset = useCallback(() => setSession({ ...EMPTY_REFINE_SESSION }), []);

  const value = useMemo(() => ({ session, update, reset }), [session, update, reset]);
  return <RefineSessionContext.Provider value={value}>{children}</RefineSessionContext.Provider>;
}

export function useRefineSession(): RefineSessionStore {
  const store = useContext(RefineSessionContext);
  if (!store) throw new Error('useRefineSession must be used inside <RefineSessionProvider>');
  return store;
}
