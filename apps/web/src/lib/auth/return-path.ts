import { RETURN_PATH_PARAM, returnPathOrNull } from '@resumeloop/contracts/return-path';

export { RETURN_PATH_PARAM };

/**
 * Where to go after signing in: the page the user came from (SPEC §2.1), only when it is a path inside
 * this app (never another origin, so a crafted link cannot send a fresh session elsewhere), else
 * `fallback`. The rule is the server's own (contracts/return-path.ts).
 */
export function safeReturnPath(from: unknown, fallback = '/'): string {
  return returnPathOrNull(from) ?? fallback;
}

/**
 * The return path a page was given: `?next=` in its URL (links, the verification email), else `from` in
 * its navigation state (a protected page that sent a guest to sign in). Null when neither is safe.
 */
export function returnPathOf(location: { search: string; state?: unknown }): string | null {
  const query = new URLSearchParams(location.search).get(RETURN_PATH_PARAM);
  const state = location.state as { from?: unknown } | null | undefined;
  return returnPathOrNull(query) ?? returnPathOrNull(state?.from);
}

/** `path` with the return path as `?next=` (unchanged without one). */
export function withReturnPath(path: string, returnPath: string | null | undefined): string {
  if (!returnPath) return path;
  const params = new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath });
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}
