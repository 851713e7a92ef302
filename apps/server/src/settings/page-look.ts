import type {} from '@fastify/cookie';
import { LOOK_COOKIE, type Look, lookOf, parseLook } from '@resumeloop/contracts/look';
import type { FastifyRequest } from 'fastify';
import type { ViewerSettings } from './viewer-settings';

/** The look the page is drawn with at its first paint, or null to send the page as built. */
export type PageLook = (request: FastifyRequest) => Promise<Look | null>;

/**
 * The look written into the page: a signed-in user's saved settings (their defaults until
 * they save; the address need not be verified, as the settings API does not ask it), else the look cookie
 * the browser last wrote, else none. The page never fails for it: when the session or the settings cannot
 * be read, the cookie decides.
 */
export function createPageLook(dependencies: { viewerSettings: ViewerSettings }): PageLook {
  return async (request) => {
    const settings = await dependencies.viewerSettings(request);
    return settings ? lookOf(settings) : parseLook(request.cookies[LOOK_COOKIE]);
  };
}
