import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import type { AccountRepository, SessionRow, UserRow } from './repository';
import { hashToken, randomToken } from './tokens';

/** SPEC §9: access token 1 day, refresh token 7 days, CSRF token 3600 s. */
export const ACCESS_TTL_MS = 24 * 60 * 60 * 1000;
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CSRF_TTL_SECONDS = 3600;
/** Last-activity writes are coalesced: one per minute per session at most. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export type SessionMode = 'cookie' | 'bearer';
export type IssuedSession = { session: SessionRow; accessToken: string; refreshToken: string };
export type Authenticated = { user: UserRow; session: SessionRow };

export const SESSION_EXPIRED = 'Authentication expired. Please log in again.';

export function createSessionService(dependencies: { repository: AccountRepository; now?: () => Date }) {
  const { repository } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  async function insertPair(
    userId: string,
    mode: SessionMode,
    familyId: string,
    userAgent: string | undefined,
  ) {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const issuedAt = now();
    const session = await repository.insertSession({
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
      createdAt: issuedAt,
      lastActivityAt: issuedAt,
    });
    return { session, accessToken, refreshToken };
  }

  return {
    /** A new session family: sign-in always gets fresh tokens, never reuses the old ones. */
    issue(userId: string, mode: SessionMode, userAgent?: string): Promise<IssuedSession> {
      return insertPair(userId, mode, randomUUID(), userAgent);
    },

    async authenticate(accessToken: string, mode: SessionMode): Promise<Authenticated | null> {
      const at = now();
      const session = await repository.findLiveSessionByAccessHash(hashToken(accessToken), at);
      if (!session || session.mode !== mode) return null;
      const user = await repository.findUserById(session.userId);
      if (!user) return null;
      if (at.getTime() - session.lastActivityAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
        await repository.updateSession(session.id, { lastActivityAt: at });
        session.lastActivityAt = at;
      }
      return { user, session };
    },

    /**
     * Rotates a refresh token: the old pair stops working and a new pair joins the family. A refresh token
     * presented after it was rotated is a replay, so the whole family ends.
     */
    async refresh(
      refreshToken: string,
      mode: SessionMode,
      userAgent?: string,
    ): Promise<IssuedSession & { user: UserRow }> {
      const at = now();
      const session = await repository.findSessionByRefreshHash(hashToken(refreshToken));
      if (!session || session.mode !== mode || session.revokedAt) {
        throw new AppError(401, 'invalid_refresh_token', SESSION_EXPIRED);
      }
      if (session.rotatedAt || !(await repository.claimRefresh(session.id, at))) {
        await repository.revokeFamily(session.familyId, at);
        throw new AppError(401, 'refresh_token_reused', SESSION_EXPIRED);
      }
      if (session.refreshExpiresAt <= at) throw new AppError(401, 'refresh_token_expired', SESSION_EXPIRED);
      const user = await repository.findUserById(session.userId);
      if (!user) throw new AppError(401, 'invalid_refresh_token', SESSION_EXPIRED);
      const issued = await insertPair(user.id, mode, session.familyId, userAgent);
      return { ...issued, user };
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

    revoke: (session: SessionRow) => repository.revokeFamily(session.familyId, now()),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
