import type {} from '@fastify/cookie';
import { LOOK_COOKIE, type Look, lookOf, parseLook } from '@resumeloop/contracts/look';
import type { FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, clientHeaders } from '../auth/http';
import type { SessionService } from '../auth/session-service';
import type { SettingsService } from './service';

/** The look the page is drawn with at its first paint, or null to send the page as built. */
export type PageLook = (request: FastifyRequest) => Promise<Look | null>;

/**
 * The look written into the page: a signed-in user's saved settings (their defaults until
 * they save; the address need not be verified, as the settings API does not ask it), else the look cookie
 * the browser last wrote, else none. The page never fails for it: when the session or the settings cannot
 * be read, the cookie decides.
 */
export function createPageLook(dependencies: {
  sessions: Pick<SessionService, 'authenticate'>;
  settings: Pick<SettingsService, 'get'>;
}): PageLook {
  const { sessions, settings } = dependencies;
  return async (request) => {
    const access = request.cookies[ACCESS_COOKIE];
    if (access) {
      try {
        const found = await sessions.authenticate(access, 'cookie', clientHeaders(request));
        if (found) return lookOf(await settings.get(found.user.id));
      } catch (error) {
        request.log.warn({ err: error }, "the page's look: session or settings unreadable, using the cookie");
      }
    }
    return parseLook(request.cookies[LOOK_COOKIE]);
  };
}
