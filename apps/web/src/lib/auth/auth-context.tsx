import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { clearClientCredentials, configureApiClient, ensureCsrfToken, storeCredentials } from '../api';
import { draftStore } from '../offline/drafts';
import { type AuthUser, needsEmailVerification } from './auth-user';
import { CURRENT_USER_QUERY_KEY, getCurrentUser } from './get-current-user';
import { logout as logoutRequest } from './logout';
import { type SessionEndReason, useSessionMonitor } from './use-session-monitor';

export const STORED_USER_KEY = 'resumeloop.user';
/** SPEC §3, local storage: when the session started and when the server said it expires. */
export const SESSION_INFO_KEY = 'resumeloop.session';

/** What sign-in and registration answer: the user, the session's CSRF token and, for bearer, tokens. */
export type SessionGrant = {
  user: AuthUser;
  csrf_token?: string;
  session?: { expires_at: string };
  access_token?: string;
  refresh_token?: string;
};

/** A navigation the auth state asks the router for (see AuthRedirector). */
export type AuthRedirect = {
  key: number;
  to: string;
  /** Carry the current page as `from`, so signing in again returns there. */
  returnHere: boolean;
};

type AuthStatus = {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** True when the signed-in user must verify their email before using resume features (SPEC §2.1). */
  emailVerificationRequired: boolean;
  /**
   * True while a page that has just signed someone in shows its confirmation before moving on by itself
   * (login: 1.5 s; registration: 2 or 3 s): guest-only routes then do not send the user away at once.
   */
  guestRedirectHeld: boolean;
  /** A navigation requested by sign-out or by the end of the session, not yet done. */
  pendingRedirect: AuthRedirect | null;
};

/** What changes the auth state. The functions stay the same for the provider's lifetime. */
export type AuthActions = {
  /** Stores a new session: the user, the CSRF token, bearer tokens when present. */
  signIn(grant: SessionGrant, options?: { holdGuestRedirect?: boolean }): void;
  releaseGuestRedirect(): void;
  /** Replaces the stored user (after a profile change or a verification). */
  setUser(user: AuthUser): void;
  /** Asks the server who is signed in and updates the state (after a social sign-in, say). */
  refresh(): Promise<AuthUser | null>;
  /** Ends the session on the server (whatever it answers), clears local data, then goes to `to`. */
  logout(options?: { to?: string }): Promise<void>;
  /** Forgets the user locally (SPEC §4: logout clears local data even if the server call fails). */
  clear(): void;
  /** Clears local data and goes to `to` without calling the server (the account is already gone). */
  forget(options: { to: string }): void;
  completeRedirect(key: number): void;
};

export type AuthState = AuthStatus & AuthActions;

const AuthContext = createContext<AuthState | null>(null);

function readStoredUser(): AuthUser | null {
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    const user = raw ? (JSON.parse(raw) as AuthUser) : null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

function writeStoredUser(user: AuthUser): void {
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Without storage the session lasts as long as the page; nothing else breaks.
  }
}

function writeSessionInfo(grant: SessionGrant): void {
  try {
    window.localStorage.setItem(
      SESSION_INFO_KEY,
      JSON.stringify({ login_time: new Date().toISOString(), expires_at: grant.session?.expires_at ?? null }),
    );
  } catch {
    // As above.
  }
}

function removeStoredData(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
    window.localStorage.removeItem(SESSION_INFO_KEY);
  } catch {
    // Nothing stored, then.
  }
}

/** Why a session ended by itself: the monitor's reasons, or a refresh that failed ('expired'). */
export type SessionEnd = SessionEndReason | 'expired';

/**
 * The signed-in user, kept in storage (SPEC §3). On load the session is checked only when stored user
 * data exists (SPEC §4); otherwise the visitor is a guest at once, with no request. While someone is
 * signed in, the session monitor runs and the API client reports an expired session here.
 */
export function AuthProvider({
  children,
  onSessionEnd,
}: {
  children: ReactNode;
  /** Tells the user why the session ended (the app's notices); called before the redirect to /login. */
  onSessionEnd?: (reason: SessionEnd, alert: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [storedUser, setStoredUser] = useState(readStoredUser);
  const [guestRedirectHeld, setGuestRedirectHeld] = useState(false);
  const [pendingRedirect, setPendingRedirect] = useState<AuthRedirect | null>(null);
  const redirectCount = useRef(0);
  const sessionEndListener = useRef(onSessionEnd);
  sessionEndListener.current = onSessionEnd;

  const me = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    enabled: storedUser !== null,
    retry: false,
    queryFn: async () => {
      const user = await getCurrentUser();
      // A new tab has no CSRF token yet (it lives in sessionStorage): fetch one for the first write.
      if (user) await ensureCsrfToken();
      return user;
    },
  });

  const { actions, endSession } = useMemo(() => {
    const clear = () => {
      removeStoredData();
      clearClientCredentials();
      setStoredUser(null);
      setGuestRedirectHeld(false);
      queryClient.removeQueries({ queryKey: ['auth'] });
    };
    const requestRedirect = (to: string, returnHere: boolean) => {
      redirectCount.current += 1;
      setPendingRedirect({ key: redirectCount.current, to, returnHere });
    };
    const setUser = (user: AuthUser) => {
      writeStoredUser(user);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      setStoredUser(user);
    };
    const actions: AuthActions = {
      signIn(grant, options = {}) {
        storeCredentials(grant);
        writeSessionInfo(grant);
        if (options.holdGuestRedirect) setGuestRedirectHeld(true);
        setUser(grant.user);
      },
      releaseGuestRedirect: () => setGuestRedirectHeld(false),
      setUser,
      async refresh() {
        const user = await getCurrentUser();
        if (!user) {
          clear();
          return null;
        }
        await ensureCsrfToken();
        setUser(user);
        return user;
      },
      async logout(options = {}) {
        const userId = readStoredUser()?.id;
        await logoutRequest();
        // Signing out leaves no resume text of theirs on the device (a shared computer); a session that
        // ends by itself keeps the drafts, so nothing typed is lost to an expiry.
        if (userId) await draftStore.forgetUser(userId);
        clear();
        requestRedirect(options.to ?? '/', false);
      },
      clear,
      forget(options) {
        const userId = readStoredUser()?.id;
        if (userId) void draftStore.forgetUser(userId);
        clear();
        requestRedirect(options.to, false);
      },
      completeRedirect: (key) => setPendingRedirect((current) => (current?.key === key ? null : current)),
    };
    /** The session ended on its own: say why, clear local data, go to /login (SPEC §4). */
    const endSession = (reason: SessionEnd, alert: string | null = null) => {
      sessionEndListener.current?.(reason, alert);
      clear();
      requestRedirect('/login', true);
    };
    return { actions, endSession };
  }, [queryClient]);

  // The server no longer knows the stored user: forget them quietly (the guards do the rest).
  const { clear } = actions;
  useEffect(() => {
    if (storedUser !== null && me.data === null) clear();
  }, [storedUser, me.data, clear]);

  // Keep the stored copy as fresh as the server's.
  useEffect(() => {
    if (me.data) writeStoredUser(me.data);
  }, [me.data]);

  useLayoutEffect(
    () =>
      configureApiClient({
        hasSession: () => readStoredUser() !== null,
        // A session ended because another browser used it ends as the security check ends it.
        onSessionExpired: (alert) => (alert ? endSession('locked', alert) : endSession('expired')),
      }),
    [endSession],
  );

  const user = storedUser === null ? null : me.data !== undefined ? me.data : me.isError ? storedUser : null;
  useSessionMonitor(user !== null, endSession);

  const loading = storedUser !== null && me.isPending;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading,
      emailVerificationRequired: needsEmailVerification(user),
      guestRedirectHeld,
      pendingRedirect,
      ...actions,
    }),
    [user, loading, guestRedirectHeld, pendingRedirect, actions],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
