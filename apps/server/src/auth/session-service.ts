import { randomUUID } from 'node:crypto';
import { SESSION_BINDING_ALERT, type TActiveSession } from '@resumeloop/contracts/sessions';
import { AppError } from '../errors';
import { accountDisabled } from './account-rules';
import {
  type ClientFingerprint,
  type ClientHeaders,
  clientFingerprint,
  sameFingerprint,
} from './client-fingerprint';
import type { SessionRow } from './repositories/sessions';
import type { UserRow } from './repositories/users';
import type { AccountQueries, Transactional } from './repository';
import { hashToken, randomToken } from './tokens';

/** SPEC §9: access token 1 day, refresh token 7 days, CSRF token 3600 s. */
export const ACCESS_TTL_MS = 24 * 60 * 60 * 1000;
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CSRF_TTL_SECONDS = 3600;
/**
 * How long the refresh token rotated last in its family still gets a new pair of the family instead of
 * counting as a replay: time for a client's refreshes sent together, and a slow answer, to arrive
 * (decision 0017).
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;
/** Last-activity writes are coalesced: one per minute per session at most. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export type SessionMode = 'cookie' | 'bearer';
export type IssuedSession = { session: SessionRow; accessToken: string; refreshToken: string };
export type Authenticated = { user: UserRow; session: SessionRow };
/**
 * What a request's access token comes to: its session and user, nothing (unknown, expired, ended), or
 * 'ended' when this very request ended it for coming from another device or browser.
 */
export type Authentication = Authenticated | null | 'ended';
type SessionWrites = Pick<AccountQueries, 'insertSession'>;
/** What a session's work under its account's lock queries. */
type LockedQueries = Pick<
  AccountQueries,
  | 'lockUser'
  | 'findSessionByRefreshHash'
  | 'familyRotatedAfter'
  | 'revokeFamily'
  | 'flagFamily'
  | 'revokeUserSessions'
  | 'updateSession'
  | 'insertSession'
>;
export type SessionServiceRepository = Pick<
  AccountQueries,
  | 'insertSession'
  | 'findLiveSessionByAccessHash'
  | 'findSessionByAccessHash'
  | 'findSessionByRefreshHash'
  | 'updateSession'
  | 'listLiveUserSessions'
> &
  Transactional<LockedQueries>;

export const SESSION_EXPIRED = 'errors.auth.sessionExpired';

export function createSessionService(dependencies: {
  repository: SessionServiceRepository;
  now?: () => Date;
}) {
  const { repository } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  /**
   * Runs `work` in a transaction holding the account's row: refreshes and revocations of one account's
   * sessions happen one after another, and a revocation sees every pair a refresh before it added.
   */
  function withAccountLocked<T>(
    userId: string,
    work: (queries: LockedQueries, user: UserRow | undefined) => Promise<T>,
  ): Promise<T> {
    return repository.transaction(async (queries) => work(queries, await queries.lockUser(userId)));
  }

  /** Whether a rotated token presented at `at` is a parallel refresh rather than a replay. */
  async function inGrace(
    queries: Pick<LockedQueries, 'familyRotatedAfter'>,
    session: SessionRow,
    at: Date,
  ): Promise<boolean> {
    const { rotatedAt } = session;
    if (!rotatedAt || at.getTime() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
    // Only the family's latest rotation: a token two rotations back is not a refresh still under way.
    return !(await queries.familyRotatedAfter(session.familyId, rotatedAt));
  }

  async function insertPair(
    queries: SessionWrites,
    userId: string,
    mode: SessionMode,
    familyId: string,
    userAgent: string | undefined,
    fingerprint: ClientFingerprint,
  ) {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const issuedAt = now();
    const session = await queries.insertSession({
      userId,
      familyId,
      mode,
      accessTokenHash: hashToken(accessToken),
      refreshTokenHash: hashToken(refreshToken),
      csrfToken: randomToken(),
      csrfExpiresAt: new Date(issuedAt.getTime() + CSRF_TTL_SECONDS * 1000),
      expiresAt: new Date(issuedAt.getTime() + ACCESS_TTL_MS),
      refreshExpiresAt: new Date(issuedAt.getTime() + REFRESH_TTL_MS),
      userAgent: userAgent?.slice(0, 300),
      clientBrowser: fingerprint.browser,
      clientPlatform: fingerprint.platform,
      createdAt: issuedAt,
      lastActivityAt: issuedAt,
    });
    return { session, accessToken, refreshToken };
  }

  /** The recorded fingerprint of a session; null for rows made before sessions were bound. */
  function boundTo(session: SessionRow): ClientFingerprint | null {
    if (!session.clientBrowser || !session.clientPlatform) return null;
    return { browser: session.clientBrowser, platform: session.clientPlatform } as ClientFingerprint;
  }

  /** Ends the session's family for its client's sake: the status then reports why to that client. */
  function flag(session: SessionRow, at: Date) {
    return withAccountLocked(session.userId, (queries) =>
      queries.flagFamily(session.familyId, SESSION_BINDING_ALERT, at),
    );
  }

  async function authenticateClient(
    accessToken: string,
    mode: SessionMode,
    client?: ClientHeaders,
  ): Promise<Authentication> {
    const at = now();
    const found = await repository.findLiveSessionByAccessHash(hashToken(accessToken), at);
    if (!found || found.session.mode !== mode) return null;
    const { session, user } = found;
    // Disabling ends the account's sessions in the same write; this is the second lock on the door, for a
    // session row that a read before that write still had (decision 0033).
    if (user.disabledAt) return null;
    const changes: Partial<SessionRow> = {};
    if (client) {
      const fingerprint = clientFingerprint(client);
      const bound = boundTo(session);
      if (bound && !sameFingerprint(bound, fingerprint)) {
        await flag(session, at);
        return 'ended';
      }
      // A session from before binding is bound to the first client that uses it.
      if (!bound) {
        changes.clientBrowser = fingerprint.browser;
        changes.clientPlatform = fingerprint.platform;
      }
    }
    if (at.getTime() - session.lastActivityAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
      changes.lastActivityAt = at;
    }
    if (Object.keys(changes).length > 0) {
      await repository.updateSession(session.id, changes);
      Object.assign(session, changes);
    }
    return { user, session };
  }

  return {
    /**
     * A new session family: sign-in always gets fresh tokens, never reuses the old ones. `queries` is where
     * the row is written, a transaction of the caller's when it is part of a larger write.
     */
    issue(
      userId: string,
      mode: SessionMode,
      client: ClientHeaders = {},
      queries: SessionWrites = repository,
    ): Promise<IssuedSession> {
      return insertPair(queries, userId, mode, randomUUID(), client.userAgent, clientFingerprint(client));
    },

    /**
     * The live session of an access token and its user. With the request's `client`, the session is bound
     * to it: a client whose fingerprint differs from the one recorded at sign-in ends the family, marked
     * with SESSION_BINDING_ALERT, and gets 'ended'.
     */
    authenticateClient,

    /** authenticateClient for callers that treat an ended session as no session. */
    async authenticate(
      accessToken: string,
      mode: SessionMode,
      client?: ClientHeaders,
    ): Promise<Authenticated | null> {
      const found = await authenticateClient(accessToken, mode, client);
      return found === 'ended' ? null : found;
    },

    /**
     * The alert of an ended session, for the client holding its access token: a session ended because
     * another device or browser used it says so, so its own client can sign out with the reason.
     */
    async alertFor(accessToken: string, mode: SessionMode): Promise<string | null> {
      const session = await repository.findSessionByAccessHash(hashToken(accessToken));
      if (!session || session.mode !== mode || !session.revokedAt) return null;
      return session.securityAlert ?? null;
    },

    /** The user's live sessions, most recent activity first, `currentId` marked current. */
    async listActive(userId: string, currentId: string | undefined): Promise<TActiveSession[]> {
      const rows = await repository.listLiveUserSessions(userId, now());
      return rows.map(({ session, familyCreatedAt }) => ({
        id: session.id,
        created_at: familyCreatedAt.toISOString(),
        last_activity_at: session.lastActivityAt.toISOString(),
        browser: (session.clientBrowser ?? 'other') as TActiveSession['browser'],
        platform: (session.clientPlatform ?? 'other') as TActiveSession['platform'],
        current: session.id === currentId,
      }));
    },

    /** Ends one of the user's live sessions (its family); false when the user has no such session. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await repository.listLiveUserSessions(userId, now());
      const target = rows.find(({ session }) => session.id === sessionId);
      if (!target) return false;
      await withAccountLocked(userId, (queries) => queries.revokeFamily(target.session.familyId, now()));
      return true;
    },

    /**
     * Rotates a refresh token: the old pair stops working and a new pair joins the family. The token
     * rotated last in its family, presented again within REFRESH_REUSE_GRACE_MS of its rotation, is one
     * client refreshing more than once at a time (several requests, several tabs): it gets a new pair of
     * the same family too. Any other rotated token is a replay, and the whole family ends. The account's
     * row is locked meanwhile, so refreshes and revocations of its sessions are decided one at a time on
     * every database and instance.
     */
    async refresh(
      refreshToken: string,
      mode: SessionMode,
      client?: ClientHeaders,
    ): Promise<IssuedSession & { user: UserRow }> {
      const at = now();
      const hash = hashToken(refreshToken);
      const found = await repository.findSessionByRefreshHash(hash);
      if (!found || found.mode !== mode) throw new AppError('invalid_refresh_token', SESSION_EXPIRED);
      const outcome = await withAccountLocked(found.userId, async (queries, user) => {
        // Read again under the lock: a refresh that held it first may have rotated the token meanwhile.
        const session = await queries.findSessionByRefreshHash(hash);
        if (!user || !session) return 'invalid_refresh_token';
        if (user.disabledAt) throw accountDisabled();
        const presented = client ? clientFingerprint(client) : null;
        if (session.revokedAt) {
          // A session ended because another browser used it says so to its own client (not to the other
          // one), which signs out with the reason (decision 0023) rather than as if it had simply lapsed.
          const own = presented === null || sameFingerprint(boundTo(session) ?? presented, presented);
          if (own && session.securityAlert)
            throw new AppError('session_ended_elsewhere', session.securityAlert);
          return 'invalid_refresh_token';
        }
        if (session.rotatedAt && !(await inGrace(queries, session, at))) {
          await queries.revokeFamily(session.familyId, at);
          return 'refresh_token_reused';
        }
        if (session.refreshExpiresAt <= at) return 'refresh_token_expired';
        // The new pair keeps the fingerprint recorded at sign-in; a refresh from another client ends it.
        const bound = boundTo(session) ?? presented ?? clientFingerprint({});
        if (presented && !sameFingerprint(bound, presented)) {
          await queries.flagFamily(session.familyId, SESSION_BINDING_ALERT, at);
          return 'invalid_refresh_token';
        }
        if (!session.rotatedAt) await queries.updateSession(session.id, { rotatedAt: at });
        const userAgent = client?.userAgent ?? session.userAgent;
        return {
          user,
          issued: await insertPair(queries, user.id, mode, session.familyId, userAgent ?? undefined, bound),
        };
      });
      if (typeof outcome === 'string') throw new AppError(outcome, SESSION_EXPIRED);
      return { ...outcome.issued, user: outcome.user };
    },

    /** The session's CSRF token, renewed when less than ten minutes of it remain. */
    async currentCsrf(session: SessionRow): Promise<{ token: string; expiresIn: number }> {
      const at = now();
      const remaining = Math.floor((session.csrfExpiresAt.getTime() - at.getTime()) / 1000);
      if (remaining > 600) return { token: session.csrfToken, expiresIn: remaining };
      const token = randomToken();
      await repository.updateSession(session.id, {
        csrfToken: token,
        csrfExpiresAt: new Date(at.getTime() + CSRF_TTL_SECONDS * 1000),
      });
      return { token, expiresIn: CSRF_TTL_SECONDS };
    },

    /** Ends the session's family (sign-out, or a sign-in replacing it). */
    revoke: (session: SessionRow) =>
      withAccountLocked(session.userId, (queries) => queries.revokeFamily(session.familyId, now())),

    /** Ends every session of the account but the family named (a password changed or reset). */
    revokeAll: (userId: string, exceptFamilyId?: string) =>
      withAccountLocked(userId, (queries) => queries.revokeUserSessions(userId, now(), exceptFamilyId)),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
