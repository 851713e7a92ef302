import { type Look, sameLook } from '@resumeloop/contracts/look';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { applyLook, localLook, lookOnPage, writeLocalLook, writeLookCookie } from './look';

type LookState = {
  /** The look the page shows now: the saved one, or a settings page's unsaved change over it. */
  applied: Look;
  /** The look that holds for whoever is here: their server settings, or the guest's local settings. */
  saved: Look;
  /**
   * Shows a change before it is saved (SPEC §4: theme and text scale apply at once); null goes back to
   * the saved look, as Reset and leaving the page without saving do.
   */
  preview(change: Partial<Look> | null): void;
  /** Makes a look the saved one for `userId` (null: the guest): applied, and kept in the cookie and storage. */
  commit(look: Look, userId: string | null): void;
};

const LookContext = createContext<LookState | null>(null);

function initialLook(): Look {
  // The server wrote the look into the page; a page without one falls back to what this browser stored.
  return lookOnPage() ?? localLook(null);
}

export function LookProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState<Look>(initialLook);
  const [applied, setApplied] = useState<Look>(saved);
  const savedRef = useRef(saved);

  const show = useCallback((look: Look) => {
    applyLook(look);
    setApplied((current) => (sameLook(current, look) ? current : look));
  }, []);

  const preview = useCallback(
    (change: Partial<Look> | null) => show(change ? { ...savedRef.current, ...change } : savedRef.current),
    [show],
  );

  const commit = useCallback(
    (look: Look, userId: string | null) => {
      savedRef.current = look;
      setSaved((current) => (sameLook(current, look) ? current : look));
      writeLookCookie(look);
      writeLocalLook(userId, look);
      show(look);
    },
    [show],
  );

  const value = useMemo(() => ({ applied, saved, preview, commit }), [applied, saved, preview, commit]);
  return <LookContext.Provider value={value}>{children}</LookContext.Provider>;
}

export function useLook(): LookState {
  const state = useContext(LookContext);
  if (!state) throw new Error('useLook must be used inside <LookProvider>');
  return state;
}
