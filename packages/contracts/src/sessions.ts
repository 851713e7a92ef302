import { z } from 'zod';

/** The browser families a session is bound to (versions are not part of it). */
export const SESSION_BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'other'] as const;
export const ZSessionBrowser = z.enum(SESSION_BROWSERS);
export type TSessionBrowser = z.infer<typeof ZSessionBrowser>;

export const SESSION_PLATFORMS = [
  'Windows',
  'macOS',
  'Linux',
  'Android',
  'iOS',
  'ChromeOS',
  'other',
] as const;
export const ZSessionPlatform = z.enum(SESSION_PLATFORMS);
export type TSessionPlatform = z.infer<typeof ZSessionPlatform>;

/** What the session status reports once a session was used from another device or browser and ended. */
export const SESSION_BINDING_ALERT =
  'This session was used from another device or browser. Sign in again to continue.';

/** One of the signed-in user's live sessions (GET /api/auth/sessions). */
export const ZActiveSession = z
  .object({
    id: z.string(),
    created_at: z.string(),
    last_activity_at: z.string(),
    browser: ZSessionBrowser,
    platform: ZSessionPlatform,
    current: z.boolean().describe('Whether this is the session making the request'),
  })
  .meta({ id: 'ActiveSession' });
export type TActiveSession = z.infer<typeof ZActiveSession>;

export const ZActiveSessionList = z
  .object({ sessions: z.array(ZActiveSession).describe('Most recent activity first') })
  .meta({ id: 'ActiveSessionList' });
export type TActiveSessionList = z.infer<typeof ZActiveSessionList>;

export const ZSessionIdParams = z.object({ id: z.string() });
