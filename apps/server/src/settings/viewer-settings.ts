import type { Settings } from '@resumeloop/contracts/settings';
import type { FastifyRequest } from 'fastify';
import { accessTokenOf, clientHeaders } from '../auth/http';
import type { SessionService } from '../auth/session-service';
import type { SettingsService } from './service';

/** The settings of whoever a request signs in as (their defaults until they save), or null for a guest. */
export type ViewerSettings = (request: FastifyRequest) => Promise<Settings | null>;

/**
 * The settings of the request's user, read at most once per request: the user the API's authentication
 * found, else the one the presented access token (bearer, then cookie) names, as the page and an answer
 * made before authentication (a schema failure, an unknown path) need it. Never fails: a session or
 * settings that cannot be read make a guest, with a warning (without the token).
 */
export function createViewerSettings(dependencies: {
  sessions: Pick<SessionService, 'authenticate'>;
  settings: Pick<SettingsService, 'get'>;
}): ViewerSettings {
  const { sessions, settings } = dependencies;
  const read = new WeakMap<FastifyRequest, Promise<Settings | null>>();

  async function userIdOf(request: FastifyRequest): Promise<string | null> {
    if (request.auth) return request.auth.user.id;
    const presented = accessTokenOf(request);
    if (!presented) return null;
    const found = await sessions.authenticate(presented.token, presented.mode, clientHeaders(request));
    return found?.user.id ?? null;
  }

  async function settingsOf(request: FastifyRequest): Promise<Settings | null> {
    try {
      const userId = await userIdOf(request);
      return userId ? await settings.get(userId) : null;
    } catch (error) {
      request.log.warn(
        { err: error },
        "the user's settings: session or settings unreadable, reading as a guest",
      );
      return null;
    }
  }

  return (request) => {
    let found = read.get(request);
    if (!found) {
      found = settingsOf(request);
      read.set(request, found);
    }
    return found;
  };
}
